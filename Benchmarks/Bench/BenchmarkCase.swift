import ArgumentParser
/// The implementation a benchmark row measures.
enum BenchmarkLibrary: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// This package's engine.
    case yymodel
    /// Foundation (`JSONSerialization`; later `JSONDecoder`/`JSONEncoder`).
    case foundation
}

/// One thing to time: one operation of one library on one corpus.
///
/// Cases are made by a ``BenchmarkOperation`` through ``BenchmarkContext/measure(_:_:)``, which
/// fills in the dataset, the operation and the byte count:
///
///     context.measure(.yymodel) { try JSONDocument(parsing: data).withRoot { $0.count } }
struct BenchmarkCase {
    /// The corpus name, such as `twitter`.
    let dataset: String
    /// The operation name, such as `parse`.
    let operation: String
    /// Whose implementation runs.
    let library: BenchmarkLibrary
    /// The bytes one iteration counts as processed: the corpus input size, so rows of a corpus compare.
    let bytes: Int
    /// The peak resident size of a fresh process running one iteration, for the operations that
    /// measure it (`lines`); `nil` for the others.
    var peakResidentBytes: Int? = nil
    /// One iteration. It returns a number derived from its result (a count, a size), which the
    /// runner adds to a checksum so the optimizer cannot remove the work.
    let body: () throws -> Int
    /// Makes the body one thread of a `--threads` run repeats, with inputs of its own, for the
    /// operations whose threads would otherwise share objects whose reference counts they all
    /// change (an encode retains what the model holds); `nil`: every thread repeats ``body``.
    var makeThreadBody: (() throws -> () throws -> Int)? = nil

    /// `dataset/operation/library`, for messages.
    var label: String { "\(dataset)/\(operation)/\(library.rawValue)" }
}
