import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a set of results came from, for the line above the table in a performance document:
/// the command, the runs, the machine and the date.
///
///     let provenance = BenchmarkProvenance.current(runs: 15)
///     print(provenance.line)
///     // Prints "Measured by `yymodel-bench --runs 15 ...` on 2026-01-31, median of 15 runs per row,
///     //         on Linux x86_64, AMD EPYC (2 processors); address layout fixed."
struct BenchmarkProvenance: Sendable {
    /// The command line, with the executable's file name instead of its path.
    let command: String
    /// Timed batches per case.
    let runs: Int
    /// `uname -sm`, then the processor model and count where known.
    let machine: String
    /// The day of the run, `YYYY-MM-DD` in UTC.
    let date: String
    /// Whether address-space randomization was off (``FixedAddressLayout``).
    let fixedLayout: Bool

    /// The provenance of this process's run.
    static func current(runs: Int) -> BenchmarkProvenance {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return BenchmarkProvenance(
            command: commandLine(CommandLine.arguments),
            runs: runs,
            machine: machineDescription(),
            date: formatter.string(from: Date()),
            fixedLayout: FixedAddressLayout.isFixed
        )
    }

    /// One Markdown line naming everything above.
    var line: String {
        "Measured by `\(command)` on \(date), median of \(runs) runs per row, on \(machine); "
            + "address layout \(fixedLayout ? "fixed" : "randomized")."
    }

    /// `arguments` as a shell command: the executable by its file name (its build folder says
    /// nothing to a reader), every argument quoted where the shell would split or expand it.
    static func commandLine(_ arguments: [String]) -> String {
        guard let executable = arguments.first else { return "yymodel-bench" }
        let name = URL(fileURLWithPath: executable).lastPathComponent
        return ([name] + arguments.dropFirst().map(shellQuoted)).joined(separator: " ")
    }

    /// `argument` as is when it holds only characters the shell leaves alone, else in single quotes.
    static func shellQuoted(_ argument: String) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%")
        if !argument.isEmpty && argument.allSatisfy(plain.contains) { return argument }
        return "'" + argument.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// `uname -sm`, then the processor model from `/proc/cpuinfo` (Linux) and the processor count:
    /// `Linux x86_64, AMD EPYC (2 processors)`.
    static func machineDescription() -> String {
        var parts: [String] = []
        var system = utsname()
        if uname(&system) == 0 {
            parts.append("\(cString(system.sysname)) \(cString(system.machine))")
        }
        let processors = "\(ProcessInfo.processInfo.activeProcessorCount) processors"
        if let model = processorModel() {
            parts.append("\(model) (\(processors))")
        } else {
            parts.append(processors)
        }
        return parts.joined(separator: ", ")
    }

    /// The `model name` of the first processor in `/proc/cpuinfo`, or `nil` where there is none
    /// (not Linux, or an architecture whose kernel does not report one).
    private static func processorModel() -> String? {
        guard let data = FileManager.default.contents(atPath: "/proc/cpuinfo") else { return nil }
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let field = line.split(separator: ":", maxSplits: 1)
            guard field.count == 2, field[0].trimmingCharacters(in: .whitespaces) == "model name" else { continue }
            let model = field[1].trimmingCharacters(in: .whitespaces)
            return model.isEmpty ? nil : model
        }
        return nil
    }

    /// The text of a NUL-terminated C character array held in a tuple, as `utsname` holds its fields.
    private static func cString<Field>(_ field: Field) -> String {
        withUnsafeBytes(of: field) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
