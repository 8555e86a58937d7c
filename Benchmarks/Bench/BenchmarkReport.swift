import Foundation

/// The results of a bench run, printed as a table or as JSON.
struct BenchmarkReport {
    /// Every measurement, in run order.
    let measurements: [BenchmarkMeasurement]

    /// One table row: a corpus and operation with each library's median throughput and allocations.
    struct Row {
        /// The corpus name.
        let dataset: String
        /// The operation name.
        let operation: String
        /// Our median MB/s, if measured.
        let yymodel: Double?
        /// Foundation's median MB/s, if measured.
        let foundation: Double?
        /// Our heap allocations per iteration, if measured and countable.
        let yymodelAllocations: Int?
        /// Foundation's heap allocations per iteration, if measured and countable.
        let foundationAllocations: Int?
        /// yymodel / foundation, when both were measured: the median of the per-run ratios.
        ///
        /// Each run times the two libraries back to back, so a run's ratio compares them under the
        /// same machine conditions; on a shared machine whose speed drifts from run to run, this is
        /// steadier than the ratio of the two medians.
        let ratio: Double?
    }

    /// The median of the run-by-run ratios of `ours` to `theirs` (runs alternate libraries).
    static func pairedRatio(_ ours: BenchmarkMeasurement, _ theirs: BenchmarkMeasurement) -> Double? {
        let ratios = zip(ours.megabytesPerSecond, theirs.megabytesPerSecond).compactMap { $1 > 0 ? $0 / $1 : nil }
        return ratios.isEmpty ? nil : median(of: ratios)
    }

    /// The measurements paired by corpus and operation, in run order.
    var rows: [Row] {
        var order: [String] = []
        var groups: [String: [BenchmarkMeasurement]] = [:]
        for measurement in measurements {
            let key = "\(measurement.dataset)\u{0}\(measurement.operation)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(measurement)
        }
        return order.map { key in
            let group = groups[key]!
            func measurement(of library: BenchmarkLibrary) -> BenchmarkMeasurement? {
                group.first { $0.library == library }
            }
            let ours = measurement(of: .yymodel), theirs = measurement(of: .foundation)
            return Row(
                dataset: group[0].dataset, operation: group[0].operation,
                yymodel: ours?.medianMegabytesPerSecond,
                foundation: theirs?.medianMegabytesPerSecond,
                yymodelAllocations: ours?.allocations,
                foundationAllocations: theirs?.allocations,
                ratio: ours.flatMap { ours in theirs.flatMap { BenchmarkReport.pairedRatio(ours, $0) } }
            )
        }
    }
}
