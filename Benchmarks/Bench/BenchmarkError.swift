/// Why `yymodel-bench` stopped; it never reports numbers from a run that had a failure.
enum BenchmarkError: Error, CustomStringConvertible {
    /// A corpus file is missing.
    case corpusNotFound(path: String)
    /// A corpus file exists but could not be read.
    case corpusUnreadable(path: String, reason: String)
    /// An operation could not prepare its inputs (for example the corpus does not parse).
    case preparationFailed(dataset: String, operation: String, underlying: any Error)
    /// A case threw, either in its check run or while being timed.
    case caseFailed(label: String, underlying: any Error)
    /// A prepared value does not survive a write and a parse unchanged.
    case roundTripMismatch(dataset: String, detail: String)
    /// A `--memory` measuring process could not be started, failed, or printed no measurement.
    case memoryProbeFailed(label: String, reason: String)
    /// The `--write-performance-doc` file could not be read.
    case performanceDocumentUnreadable(path: String, reason: String)
    /// The `--write-performance-doc` file lacks its markers, or holds them more than once or out of order.
    case performanceDocumentMarkers(path: String, problem: String)
    /// The `--write-performance-doc` file could not be written.
    case performanceDocumentUnwritable(path: String, reason: String)

    var description: String {
        switch self {
        case .corpusNotFound(let path):
            return "cannot find the corpus \(path); run the bench from the repository root or pass --fixtures PATH"
        case .corpusUnreadable(let path, let reason):
            return "cannot read the corpus \(path): \(reason)"
        case .preparationFailed(let dataset, let operation, let underlying):
            return "\(dataset)/\(operation): preparing the cases failed: \(underlying)"
        case .caseFailed(let label, let underlying):
            return "\(label) failed: \(underlying); no results are reported"
        case .roundTripMismatch(let dataset, let detail):
            return "\(dataset): \(detail); no results are reported"
        case .memoryProbeFailed(let label, let reason):
            return "\(label): measuring memory failed: \(reason); no results are reported"
        case .performanceDocumentUnreadable(let path, let reason):
            return "cannot read the performance document \(path): \(reason)"
        case .performanceDocumentMarkers(let path, let problem):
            return "\(path): \(problem); the results go between a begin and an end marker line, "
                + "which the file must hold once each, the begin marker first"
        case .performanceDocumentUnwritable(let path, let reason):
            return "cannot write the performance document \(path): \(reason)"
        }
    }
}
