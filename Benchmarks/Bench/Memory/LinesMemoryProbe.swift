import ArgumentParser
import Foundation
import YYModel
import YYModelCorpusModels

extension BenchCommand {
    /// `yymodel-bench lines-memory-probe FILE`: streams a JSON Lines file of twitter statuses
    /// through the model path, as the `lines` operation times it, in a fresh process, and prints
    /// that process's peak resident size.
    ///
    /// A fresh process because the bench itself holds every corpus and the results of earlier
    /// cases; its peak says nothing about what streaming a file needs. Hidden from the help: the
    /// `lines` operation runs it and parses its one output line, ``output(peakResidentBytes:lines:)``.
    struct LinesMemoryProbe: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lines-memory-probe",
            abstract: "Stream a JSON Lines file of twitter statuses and print the peak memory (used by the 'lines' operation).",
            shouldDisplay: false
        )

        @Argument(help: ArgumentHelp("The JSON Lines file.", valueName: "file"))
        var file: String

        func run() throws {
            var lines = 0
            try JSONLinesDecoder().decode(TwitterModels.Status.self, contentsOf: URL(fileURLWithPath: file)) { _ in lines += 1 }
            guard let peak = ProcessMemory.peakSinceStart() else {
                throw BenchmarkError.memoryProbeFailed(label: "twitter/lines", reason: "cannot read the peak resident size")
            }
            print(try Self.output(peakResidentBytes: peak, lines: lines).jsonString())
        }

        /// What the probe prints: `{"peakResidentBytes":23420928,"lines":229376}`.
        static func output(peakResidentBytes: Int, lines: Int) -> JSON {
            ["peakResidentBytes": .number(JSONNumber(peakResidentBytes)), "lines": .number(JSONNumber(lines))]
        }

        /// Runs the probe on `file` in a child process.
        ///
        /// - Returns: The child's peak resident size and the lines it decoded.
        /// - Throws: ``BenchmarkError/memoryProbeFailed(label:reason:)`` when the child fails or
        ///   prints something else.
        static func measure(_ file: URL) throws(BenchmarkError) -> (peakResidentBytes: Int, lines: Int) {
            let label = "twitter/lines"
            // After `--`, so that a path starting with a dash stays a path.
            let (json, output) = try MemoryProbeLauncher.run(["lines-memory-probe", "--", file.path], label: label)
            guard let peak = json?["peakResidentBytes"]?.int, let lines = json?["lines"]?.int else {
                throw .memoryProbeFailed(label: label, reason: "unexpected output: \(String(decoding: output.prefix(300), as: UTF8.self))")
            }
            return (peak, lines)
        }
    }
}
