/// The timings of one case: one batch duration per run.
struct BenchmarkMeasurement: Sendable {
    /// The corpus name.
    let dataset: String
    /// The operation name.
    let operation: String
    /// Whose implementation ran.
    let library: BenchmarkLibrary
    /// Bytes counted per iteration (the corpus size).
    let bytes: Int
    /// Iterations in every timed batch.
    let iterationsPerBatch: Int
    /// The wall time of each batch, in seconds, in run order.
    let batchSeconds: [Double]
    /// Heap allocations in one iteration (counted in an extra untimed one after warm-up), or `nil`
    /// when this build cannot count them (see ``AllocationCounter``).
    let allocations: Int?
    /// The peak resident size of a fresh process running one iteration
    /// (``BenchmarkCase/peakResidentBytes``), or `nil` when the operation does not measure it.
    var peakResidentBytes: Int? = nil

    /// The throughput of each batch in MB/s (10^6 bytes per second).
    var megabytesPerSecond: [Double] {
        let megabytesPerBatch = Double(bytes) * Double(iterationsPerBatch) / 1_000_000
        return batchSeconds.map { megabytesPerBatch / $0 }
    }

    /// The median of ``megabytesPerSecond``: the number the bench reports.
    var medianMegabytesPerSecond: Double { median(of: megabytesPerSecond) }
}

/// The middle value of `values` (the mean of the two middle ones for an even count); 0 when empty.
///
///     print(median(of: [3, 1, 2]))      // Prints "2.0"
///     print(median(of: [4, 1, 3, 2]))   // Prints "2.5"
func median(of values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
