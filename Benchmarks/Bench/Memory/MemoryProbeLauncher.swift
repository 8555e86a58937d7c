import Foundation
import YYModel
import YYModelCLISupport

/// Runs `yymodel-bench memory-probe` in a fresh child process per corpus and library, for
/// `yymodel-bench --memory`, and collects what the children report.
///
/// A fresh process per measurement is what makes a peak meaningful: in one long-lived process the
/// peak would be the largest of all earlier decodes, and the allocator would serve a decode from
/// memory an earlier one already made resident.
enum MemoryProbeLauncher {
    /// Measures every corpus in `corpora` with every library in `libraries`, one child at a time
    /// (so children do not compete for memory), in that order.
    ///
    /// - Throws: ``BenchmarkError/memoryProbeFailed(label:reason:)`` when a child cannot be started,
    ///   fails, or prints something that is not a measurement.
    static func measure(
        _ corpora: [BenchmarkCorpus.Name], libraries: [BenchmarkLibrary], fixtures: String
    ) throws(BenchmarkError) -> [MemoryMeasurement] {
        var measurements: [MemoryMeasurement] = []
        for corpus in corpora {
            for library in libraries {
                StandardError.writeLine("measuring memory of \(corpus.rawValue)/decode/\(library.rawValue)")
                measurements.append(try probe(corpus, library: library, fixtures: fixtures))
            }
        }
        return measurements
    }

    /// Runs one child and parses its output line.
    private static func probe(
        _ corpus: BenchmarkCorpus.Name, library: BenchmarkLibrary, fixtures: String
    ) throws(BenchmarkError) -> MemoryMeasurement {
        let label = "\(corpus.rawValue)/decode/\(library.rawValue)"
        // After `--`, so that a fixtures path starting with a dash stays a path.
        let (json, data) = try run(["memory-probe", "--", fixtures, corpus.rawValue, library.rawValue], label: label)
        guard let json, let measurement = MemoryMeasurement(json: json) else {
            throw .memoryProbeFailed(label: label, reason: "unexpected output: \(String(decoding: data.prefix(300), as: UTF8.self))")
        }
        return measurement
    }

    /// Runs this executable with `arguments` in a child process and returns what it printed, parsed
    /// as JSON when it is, and as printed. For the hidden probe subcommands, which print one line.
    ///
    /// - Throws: ``BenchmarkError/memoryProbeFailed(label:reason:)`` when the child cannot be
    ///   started or fails; `label` names the measurement in the message.
    static func run(_ arguments: [String], label: String) throws(BenchmarkError) -> (json: JSON?, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        // The child's standard error stays ours, so its error message reaches the user as it is.
        do {
            try process.run()
        } catch {
            throw .memoryProbeFailed(label: label, reason: "cannot start \(executablePath): \(error)")
        }
        // Read before waiting: the child could otherwise block on a full pipe.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw .memoryProbeFailed(label: label, reason: "the measuring process exited with status \(process.terminationStatus)")
        }
        return (try? JSON(parsing: data), data)
    }

    /// This executable: `/proc/self/exe` resolved (so a relative or `PATH`-found `argv[0]` does not
    /// matter), else `argv[0]`.
    private static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
