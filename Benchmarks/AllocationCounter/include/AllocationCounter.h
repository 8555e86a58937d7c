// Counts heap allocations made on the calling thread between a start and a stop, for
// `yymodel-bench` (the allocs/op column and the model bytes of `--memory`).
//
// The counter replaces malloc, calloc, realloc, free, memalign, aligned_alloc and posix_memalign in
// the executable that links it, forwarding each to glibc's own implementation (`__libc_malloc` and
// friends). A replacement defined in the executable wins over libc's for every caller in the
// process: Swift's runtime, Foundation, CoreFoundation and libc itself.
//
// It interposes only with glibc and without sanitizers (their runtimes replace malloc themselves;
// an AddressSanitizer build with this interposer active crashes). Elsewhere it compiles to
// counters that are never incremented, and `yymodel_allocation_counter_is_available()` is false.
#ifndef YYMODEL_ALLOCATION_COUNTER_H
#define YYMODEL_ALLOCATION_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

/// Heap activity on one thread between `yymodel_allocation_counter_start()` and `..._stop()`.
typedef struct {
    /// Calls that returned a block: malloc, calloc, realloc (a grown or moved block counts once),
    /// memalign, aligned_alloc and posix_memalign.
    uint64_t allocations;
    /// Calls of free with a non-null pointer, and realloc to size 0.
    uint64_t frees;
    /// The sum of the sizes asked for by those allocations.
    uint64_t requested_bytes;
    /// Usable bytes of the blocks allocated minus usable bytes of the blocks freed
    /// (`malloc_usable_size`): how much more heap the thread holds at the stop than at the start.
    int64_t net_usable_bytes;
} yymodel_allocation_counts;

/// Whether this build interposes malloc, so that the counts mean something.
bool yymodel_allocation_counter_is_available(void);

/// Zeroes the calling thread's counts and starts counting its allocations.
void yymodel_allocation_counter_start(void);

/// Stops counting on the calling thread and returns what was counted since the start.
yymodel_allocation_counts yymodel_allocation_counter_stop(void);

/// Returns the heap's free memory to the system where the C library can (glibc's `malloc_trim`),
/// so that a later peak-memory reading starts from a lean heap; does nothing elsewhere.
void yymodel_release_free_heap_memory(void);

#endif
