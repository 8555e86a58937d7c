import YYModel

/// The memory one decode of a corpus needs, measured in a fresh process by `yymodel-bench memory-probe`,
/// and the target for it: peak RSS growth at most 4 × the input size plus the models.
///
///     let measurement = MemoryMeasurement(dataset: "canada", library: .yymodel, inputBytes: 2_251_051,
///                                         modelBytes: 3_577_712, peakGrowthBytes: 9_338_880, peakWasReset: true)
///     print(measurement.budgetBytes as Any)   // Prints "Optional(12581916)"
struct MemoryMeasurement: Sendable {
    /// The corpus name.
    let dataset: String
    /// Whose decoder ran (`Model(json:)` or `JSONDecoder`, as `decode` times them).
    let library: BenchmarkLibrary
    /// The corpus size.
    let inputBytes: Int
    /// The heap bytes the decoded model holds: usable bytes allocated minus freed by a decode, read
    /// while its result is alive (``AllocationCounter``). Taken from a second decode in the same
    /// process, so one-time runtime caches (type metadata, conformances) made by the first are not
    /// counted as the model's. `nil` when the build cannot count allocations.
    let modelBytes: Int?
    /// The most resident memory during the first decode (`VmHWM`, with the result still alive)
    /// minus the resident memory just before it (`VmRSS`, with the corpus already read).
    let peakGrowthBytes: Int
    /// Whether the kernel reset the peak before the decode. If not, the peak may be an earlier one
    /// (from reading the corpus), and ``peakGrowthBytes`` is an upper bound.
    let peakWasReset: Bool

    /// The target: 4 × the input size plus the models, or `nil` without ``modelBytes``.
    var budgetBytes: Int? { modelBytes.map { 4 * inputBytes + $0 } }

    /// ``peakGrowthBytes`` / ``budgetBytes``: at most 1 meets the target.
    var budgetRatio: Double? {
        guard let budgetBytes, budgetBytes > 0 else { return nil }
        return Double(peakGrowthBytes) / Double(budgetBytes)
    }

    /// The smallest budget a resident-size reading can judge. The heap grows from the system in
    /// steps of 128 KiB and more (glibc's top pad), and RSS counts whole pages, so a growth of a
    /// few hundred KiB says nothing about a decode whose budget is a few KiB.
    static let smallestJudgedBudget = 1 << 20

    /// Whether the decode stayed within the target; `nil` when there is no budget, or when it is
    /// below ``smallestJudgedBudget``.
    var meetsBudget: Bool? {
        guard let budgetBytes, budgetBytes >= MemoryMeasurement.smallestJudgedBudget else { return nil }
        return budgetRatio.map { $0 <= 1 }
    }
}

extension MemoryMeasurement {
    /// The measurement as JSON: what the probe prints, and one element of `yymodel-bench --memory --json`.
    ///
    ///     {"dataset":"canada","library":"yymodel","inputBytes":2251051,"modelBytes":3577712,
    ///      "peakGrowthBytes":9338880,"peakWasReset":true,"budgetBytes":12581916,"budgetRatio":0.742,"meetsBudget":true}
    ///
    /// `modelBytes`, `budgetBytes`, `budgetRatio` and `meetsBudget` are `null` when allocations
    /// cannot be counted.
    var json: JSON {
        [
            "dataset": .string(dataset),
            "library": .string(library.rawValue),
            "inputBytes": .number(JSONNumber(inputBytes)),
            "modelBytes": modelBytes.map { .number(JSONNumber($0)) } ?? .null,
            "peakGrowthBytes": .number(JSONNumber(peakGrowthBytes)),
            "peakWasReset": .bool(peakWasReset),
            "budgetBytes": budgetBytes.map { .number(JSONNumber($0)) } ?? .null,
            "budgetRatio": budgetRatio.map { .number(JSONNumber(($0 * 1000).rounded() / 1000)) } ?? .null,
            "meetsBudget": meetsBudget.map { .bool($0) } ?? .null,
        ]
    }

    /// Reads the measured fields of ``json`` back (the derived ones are recomputed).
    ///
    /// - Returns: `nil` when a field is missing or has the wrong kind.
    init?(json: JSON) {
        guard let dataset = json["dataset"]?.string,
            let library = json["library"]?.string.flatMap(BenchmarkLibrary.init(rawValue:)),
            let inputBytes = json["inputBytes"]?.int,
            let peakGrowthBytes = json["peakGrowthBytes"]?.int,
            let peakWasReset = json["peakWasReset"]?.bool
        else { return nil }
        self.init(
            dataset: dataset, library: library, inputBytes: inputBytes, modelBytes: json["modelBytes"]?.int,
            peakGrowthBytes: peakGrowthBytes, peakWasReset: peakWasReset)
    }
}
