import YYModelAllocationCounter

/// Counts the heap allocations of a piece of code: the `allocs/op` column of `yymodel-bench` and
/// the model bytes of `yymodel-bench --memory`.
///
///     let (document, count) = try AllocationCounter.counting { try JSONDocument(parsing: bytes) }
///     print(count.map { "\($0.allocations) allocations" } ?? "-")   // "-" when the build cannot count
///
/// Why the number is honest: the `YYModelAllocationCounter` target replaces `malloc`, `calloc`,
/// `realloc`, `free` and the aligned allocators (`memalign`, `aligned_alloc`, `posix_memalign`) in
/// this executable and forwards them to glibc's allocator. A definition in the executable takes the
/// place of libc's for every caller in the process, so every allocation counts, whoever makes it:
/// our engine, the Swift runtime (object and array buffers, metadata caches), Foundation and
/// CoreFoundation, and libc itself. Nothing is sampled or estimated; a `realloc` that grows or moves
/// a block counts as one allocation.
///
/// What it leaves out: allocations on other threads (counts are per thread; neither library
/// decodes on another thread), memory mapped without malloc (`mmap` directly), `valloc` and
/// `pvalloc` (unused by Swift and Foundation). Counting is switched on for one untimed iteration
/// only; during timed batches every allocation pays one thread-local load and branch.
///
/// The counter exists only in glibc builds without sanitizers (sanitizers replace malloc
/// themselves); elsewhere ``isAvailable`` is `false` and every count is `nil`.
enum AllocationCounter {
    /// What was counted on this thread between a start and a stop.
    struct Count: Sendable {
        /// Blocks allocated (or grown by `realloc`).
        let allocations: Int
        /// Blocks freed.
        let frees: Int
        /// The sum of the sizes asked for.
        let requestedBytes: Int
        /// Usable bytes allocated minus usable bytes freed: how much more heap is held at the stop.
        let netBytes: Int
    }

    /// Whether this build counts allocations.
    static var isAvailable: Bool { yymodel_allocation_counter_is_available() }

    /// Zeroes this thread's counts and starts counting; pair with ``stop()`` on the same thread.
    static func start() {
        yymodel_allocation_counter_start()
    }

    /// Stops counting on this thread and returns the counts since ``start()``, or `nil` when
    /// allocations cannot be counted in this build.
    static func stop() -> Count? {
        let counts = yymodel_allocation_counter_stop()
        guard isAvailable else { return nil }
        return Count(
            allocations: Int(counts.allocations),
            frees: Int(counts.frees),
            requestedBytes: Int(counts.requested_bytes),
            netBytes: Int(counts.net_usable_bytes)
        )
    }

    /// Runs `body` once with counting on, and returns its result with the count (`nil` when unavailable).
    ///
    /// The count stops before `body`'s result is returned, so it includes what the result holds;
    /// whatever `body` freed before returning is counted as freed.
    static func counting<Result>(_ body: () throws -> Result) rethrows -> (result: Result, count: Count?) {
        start()
        let result: Result
        do {
            result = try body()
        } catch {
            _ = stop()
            throw error
        }
        return (result, stop())
    }
}
