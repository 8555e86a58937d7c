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

        /// yymodel / foundation, when both were measured.
        var ratio: Double? {
            guard let yymodel, let foundation, foundation > 0 else { return nil }
            return yymodel / foundation
        }
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
            return Row(
                dataset: group[0].dataset, operation: group[0].operation,
                yymodel: measurement(of: .yymodel)?.medianMegabytesPerSecond,
                foundation: measurement(of: .foundation)?.medianMegabytesPerSecond,
                yymodelAllocations: measurement(of: .yymodel)?.allocations,
                foundationAllocations: measurement(of: .foundation)?.allocations
            )
        }
    }
}
