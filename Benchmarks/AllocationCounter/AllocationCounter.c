// See include/AllocationCounter.h for what this counts and when it is available.
#include "AllocationCounter.h"

#include <errno.h>
#include <stddef.h>
#include <stdlib.h>

// Sanitizer runtimes replace malloc themselves; defining it again here breaks them (verified:
// AddressSanitizer crashes), so a sanitized build does not interpose. Clang reports sanitizers
// through __has_feature, GCC through __SANITIZE_*__.
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define YYMODEL_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define YYMODEL_SANITIZED 1
#endif

// `__libc_malloc` and friends are glibc's exported entry points to its own allocator; other C
// libraries (musl, Darwin's) have no such names, and there the counter is unavailable.
#if defined(__GLIBC__) && !defined(YYMODEL_SANITIZED)
#define YYMODEL_INTERPOSES 1
#endif

#if defined(YYMODEL_INTERPOSES)

#include <malloc.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

// Per thread, so that counting needs no atomics and other threads' work is not attributed to the
// measured code. Initial-exec: reading the flag is one load from the thread pointer, and can never
// call into the dynamic loader (which might allocate, and re-enter malloc).
#define YYMODEL_THREAD_LOCAL _Thread_local __attribute__((tls_model("initial-exec")))
static YYMODEL_THREAD_LOCAL bool counting;
static YYMODEL_THREAD_LOCAL yymodel_allocation_counts counts;

// Everything below runs only while `counting` is on, so a timed batch pays one load and one
// predictable branch per allocation. `malloc_usable_size` does not allocate.
static void count_allocation(void *block, size_t requested) {
    if (block == NULL) return;
    counts.allocations += 1;
    counts.requested_bytes += requested;
    counts.net_usable_bytes += (int64_t)malloc_usable_size(block);
}

static void count_free(void *block) {
    if (block == NULL) return;
    counts.frees += 1;
    counts.net_usable_bytes -= (int64_t)malloc_usable_size(block);
}

#define YYMODEL_EXPORT __attribute__((visibility("default")))

YYMODEL_EXPORT void *malloc(size_t size) {
    void *block = __libc_malloc(size);
    if (__builtin_expect(counting, 0)) count_allocation(block, size);
    return block;
}

YYMODEL_EXPORT void *calloc(size_t count, size_t size) {
    void *block = __libc_calloc(count, size);
    if (__builtin_expect(counting, 0)) count_allocation(block, count * size);
    return block;
}

YYMODEL_EXPORT void *realloc(void *pointer, size_t size) {
    if (__builtin_expect(!counting, 1)) return __libc_realloc(pointer, size);
    // glibc: realloc(p, 0) frees p and returns NULL; realloc(NULL, n) is malloc(n).
    size_t old_usable = pointer != NULL ? malloc_usable_size(pointer) : 0;
    void *block = __libc_realloc(pointer, size);
    if (pointer != NULL && size == 0) {
        counts.frees += 1;
        counts.net_usable_bytes -= (int64_t)old_usable;
    } else if (block != NULL) {
        counts.allocations += 1;
        counts.requested_bytes += size;
        counts.net_usable_bytes += (int64_t)malloc_usable_size(block) - (int64_t)old_usable;
    }
    return block;
}

YYMODEL_EXPORT void free(void *pointer) {
    if (__builtin_expect(counting, 0)) count_free(pointer);
    __libc_free(pointer);
}

// Aligned allocations (the Swift runtime uses them for over-aligned types) go through glibc's
// memalign, which every one of these three is in glibc 2.36 apart from posix_memalign's checks.
YYMODEL_EXPORT void *memalign(size_t alignment, size_t size) {
    void *block = __libc_memalign(alignment, size);
    if (__builtin_expect(counting, 0)) count_allocation(block, size);
    return block;
}

YYMODEL_EXPORT void *aligned_alloc(size_t alignment, size_t size) {
    return memalign(alignment, size);
}

YYMODEL_EXPORT int posix_memalign(void **result, size_t alignment, size_t size) {
    // POSIX: the alignment must be a power of two and a multiple of sizeof(void *).
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) return EINVAL;
    void *block = memalign(alignment, size);
    if (block == NULL) return ENOMEM;
    *result = block;
    return 0;
}

bool yymodel_allocation_counter_is_available(void) { return true; }

void yymodel_allocation_counter_start(void) {
    counts = (yymodel_allocation_counts){0, 0, 0, 0};
    counting = true;
}

yymodel_allocation_counts yymodel_allocation_counter_stop(void) {
    counting = false;
    return counts;
}

#else

bool yymodel_allocation_counter_is_available(void) { return false; }

void yymodel_allocation_counter_start(void) {}

yymodel_allocation_counts yymodel_allocation_counter_stop(void) {
    return (yymodel_allocation_counts){0, 0, 0, 0};
}

#endif

// Independent of interposing: glibc's heap can be trimmed under a sanitizer too.
#if defined(__GLIBC__)
#include <malloc.h>
void yymodel_release_free_heap_memory(void) { malloc_trim(0); }
#else
void yymodel_release_free_heap_memory(void) {}
#endif
