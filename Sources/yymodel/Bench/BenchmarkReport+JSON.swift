import YYModel

extension BenchmarkReport {
    /// The results as one JSON object, built and written with this package's own ``JSON`` and writer:
    ///
    ///     {"results":[{"dataset":"twitter","operation":"parse","library":"yymodel","mbps":812.5}]}
    ///
    /// `mbps` is the median throughput in MB/s, rounded to one decimal.
    var json: JSON {
        let results: [JSON] = measurements.map { measurement in
            [
                "dataset": .string(measurement.dataset),
                "operation": .string(measurement.operation),
                "library": .string(measurement.library.rawValue),
                "mbps": .number(JSONNumber((measurement.medianMegabytesPerSecond * 10).rounded() / 10)),
            ]
        }
        return ["results": .array(results)]
    }
}
