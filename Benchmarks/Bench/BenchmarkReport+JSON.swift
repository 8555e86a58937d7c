import YYModel

extension BenchmarkReport {
    /// The results as one JSON object, built and written with this package's own ``JSON`` and writer:
    ///
    ///     {"results":[{"dataset":"twitter","operation":"parse","library":"yymodel","mbps":812.5,"allocations":16}]}
    ///
    /// `mbps` is the median throughput in MB/s, rounded to one decimal; `allocations` the heap
    /// allocations of one iteration, left out when the build cannot count them (``AllocationCounter``);
    /// `peakResidentBytes` the peak memory of a fresh process running one iteration, only for the
    /// operations that measure it. With the `lines` rows, a `lines` member holds the
    /// ``JSONLinesClaim``'s figures; with the `shapes` rows, a `shapes` member the ``ShapesClaim``'s.
    var json: JSON {
        let results: [JSON] = measurements.map { measurement in
            var members: [(String, JSON)] = [
                ("dataset", .string(measurement.dataset)),
                ("operation", .string(measurement.operation)),
                ("library", .string(measurement.library.rawValue)),
                ("mbps", .number(JSONNumber((measurement.medianMegabytesPerSecond * 10).rounded() / 10))),
            ]
            if let allocations = measurement.allocations {
                members.append(("allocations", .number(JSONNumber(allocations))))
            }
            if let peak = measurement.peakResidentBytes {
                members.append(("peakResidentBytes", .number(JSONNumber(peak))))
            }
            return .object(JSONObject(members))
        }
        var members: [(String, JSON)] = [("results", .array(results))]
        if let claim = JSONLinesClaim(measurements) {
            members.append(("lines", claim.json))
        }
        if let claim = ShapesClaim(measurements) {
            members.append(("shapes", claim.json))
        }
        return .object(JSONObject(members))
    }
}
