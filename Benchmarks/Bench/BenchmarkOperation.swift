import Foundation

/// A named operation the bench can measure, and how to build its cases for one corpus.
///
/// An operation prepares what its timed bodies need (a parsed tree for `write`, say) once, outside
/// the timing, and returns one case per library. To add an operation, define it in
/// `Operations/` and list it in ``BenchmarkRegistry/operations``.
struct BenchmarkOperation: Sendable {
    /// The name used by `--operation` and in the results, such as `parse-tree`.
    let name: String
    /// What is timed, ours against Foundation's, in one short line for the help text.
    let summary: String
    /// Prepares the inputs and returns the cases (none when the operation does not apply to the corpus).
    let makeCases: @Sendable (BenchmarkContext) throws -> [BenchmarkCase]

    /// The cases of this operation on `corpus`, with the sizes `settings` give.
    ///
    /// - Throws: ``BenchmarkError/preparationFailed(dataset:operation:underlying:)`` when the inputs
    ///   cannot be prepared, or the ``BenchmarkError`` the operation threw itself.
    func cases(for corpus: BenchmarkCorpus, settings: BenchmarkSettings) throws(BenchmarkError) -> [BenchmarkCase] {
        do {
            return try makeCases(BenchmarkContext(corpus: corpus, operation: name, settings: settings))
        } catch let error as BenchmarkError {
            throw error
        } catch {
            throw .preparationFailed(dataset: corpus.name.rawValue, operation: name, underlying: error)
        }
    }
}

/// What an operation receives to build its cases: the corpus, and a factory for labelled cases.
struct BenchmarkContext {
    /// The corpus being measured.
    let corpus: BenchmarkCorpus
    /// The name of the operation being built.
    let operation: String
    /// The run's settings, for operations whose inputs have a configurable size (`lines`).
    let settings: BenchmarkSettings

    /// The corpus bytes.
    var data: Data { corpus.data }

    /// A case of `library` that runs `body` once per iteration on this corpus; with `--threads`,
    /// each thread runs the body `makeThreadBody` makes for it, when given.
    func measure(
        _ library: BenchmarkLibrary, _ body: @escaping () throws -> Int, makeThreadBody: (() throws -> () throws -> Int)? = nil
    ) -> BenchmarkCase {
        BenchmarkCase(
            dataset: corpus.name.rawValue, operation: operation, library: library, bytes: corpus.data.count, body: body,
            makeThreadBody: makeThreadBody)
    }

    /// A case of `library` reported in a row of its own, `row`, whose iteration processes `bytes`
    /// bytes of an input the operation made (not the corpus), with the peak memory measured for it.
    func measure(
        _ library: BenchmarkLibrary, row: String, bytes: Int, peakResidentBytes: Int? = nil, _ body: @escaping () throws -> Int
    ) -> BenchmarkCase {
        BenchmarkCase(
            dataset: corpus.name.rawValue, operation: row, library: library, bytes: bytes, peakResidentBytes: peakResidentBytes, body: body)
    }
}
