import ArgumentParser
import Foundation
import YYModel
import YYModelCLISupport

/// `yymodel-bench`: throughput of the engine against Foundation, measured in the same run.
///
/// A separate executable, not part of the `yymodel` tool: it replaces malloc in its own process to
/// count allocations, links the corpus models, and executes itself again with a fixed address
/// layout, none of which belongs in the tool users install. Its hidden `memory-probe` subcommand
/// (``MemoryProbe``) is the child process of `--memory`, and `lines-memory-probe`
/// (``LinesMemoryProbe``) that of the `lines` operation's peak memory.
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "yymodel-bench",
        abstract: "Measure parse and write throughput against Foundation's JSONSerialization.",
        // Written out: the generated usage would end in `<subcommand>`, naming the hidden probe.
        usage: """
            yymodel-bench [--fixtures <path>] [--corpus <name> ...] [--operation <name> ...] [--library <name>] \
            [--runs <N>] [--threads <N>] [--quick] [--lines-size <MiB>] [--memory] [--json] [--write-performance-doc <path>] [--write-summary <path>]
            """,
        discussion: """
            Every corpus is read from the fixtures folder (default ./Fixtures, so run from the \
            repository root). For each corpus and operation, every case runs once and must \
            succeed, is warmed up and calibrated to batches of about 30 ms, and is then timed \
            --runs times, alternating yymodel and foundation run by run so that drift of the \
            machine affects both alike. The reported number is the median throughput in MB/s \
            (10^6 bytes of corpus input per second, for writes too, so rows of a corpus \
            compare); ratio is the median of the run-by-run yymodel / foundation ratios, each \
            run timing both libraries back to back. allocs/op is the number of heap \
            allocations of one more iteration, untimed, counted by replacing malloc in this \
            executable (glibc builds without sanitizers; '-' elsewhere). Build with -c release \
            before trusting the numbers.

            Operations (Foundation is JSONSerialization):
            \(BenchmarkRegistry.helpLines.joined(separator: "\n"))

            The lines operation (twitter only) writes a JSON Lines file of the twitter statuses \
            (--lines-size MiB: \(BenchmarkSettings.standard().linesFileBytes >> 20) by default, \
            \(BenchmarkSettings.quick().linesFileBytes >> 20) with --quick) to the temporary \
            directory, deletes it at the end, and times streaming it into models and into the \
            Codable twins and, as the reference, decoding \(BenchmarkOperation.inMemoryBytes >> 20) \
            MiB of the same lines from memory, one line at a time. Its rows are all yymodel; a \
            line under the table gives streaming / in-memory, and the peak resident size of a \
            fresh process streaming the file, against the targets (at least \
            \(String(format: "%.2f", JSONLinesClaim.minimumRatio))x, under \
            \(JSONLinesClaim.peakLimitBytes / 1_000_000) MB).

            The shapes operation (github_user, twitter, weibo) times the shapes real APIs have: \
            a generic envelope, empty hooks, a class picked by jsonModelClass(for:), a \
            discriminated enum, key paths and candidate keys, and update(withJSON:). Its rows \
            are all yymodel; a line under the table gives each shape over the plain model on the \
            same document, against the target (at least \(String(format: "%.2f", ShapesClaim.minimumRatio))x).

            With --memory, each corpus is decoded once per library (as in 'decode') in a fresh \
            process instead, which reports its peak RSS growth, the heap bytes the decoded \
            model holds, and growth / (4 x input + models), the target: at most 1.

            With --write-performance-doc, the results table also replaces the lines between \
            '<!-- bench:begin -->' and '<!-- bench:end -->' of that Markdown file, with a line \
            naming the command, the runs and the machine; the rest of the file is kept. \
            --write-summary does the same with a short table of the decode and encode ratios, \
            between '<!-- bench-summary:begin -->' and '<!-- bench-summary:end -->'.

            Examples:
              yymodel-bench --quick
              yymodel-bench --corpus twitter --corpus canada --operation parse --runs 31
              yymodel-bench --operation decode --operation handwritten --runs 5
              yymodel-bench --json > results.json
              yymodel-bench --corpus twitter --operation lines --lines-size 256
              yymodel-bench --memory --corpus canada
              yymodel-bench --operation decode --operation encode --threads 2
              yymodel-bench --runs 15 --write-performance-doc Sources/YYModel/YYModel.docc/Performance.md \\
                --write-summary README.md
            """,
        // Hidden: MemoryProbe (`memory-probe`), the child process of `--memory`, and
        // LinesMemoryProbe (`lines-memory-probe`), that of the `lines` operation.
        subcommands: [MemoryProbe.self, LinesMemoryProbe.self]
    )

    @Option(help: ArgumentHelp("The folder holding the corpora (<name>.json).", valueName: "path"))
    var fixtures = "Fixtures"

    @Option(name: .customLong("corpus"), help: ArgumentHelp("A corpus to measure; repeat for several (default: all).", valueName: "name"))
    var corpora: [BenchmarkCorpus.Name] = []

    @Option(
        name: .customLong("operation"),
        help: ArgumentHelp(
            "An operation to measure; repeat for several (default: all). Values: \(BenchmarkRegistry.operationNames.joined(separator: ", ")).",
            valueName: "name"
        )
    )
    var operations: [String] = []

    @Option(name: .customLong("library"), help: ArgumentHelp("Measure only this library (yymodel or foundation), e.g. under a profiler; no ratios then.", valueName: "name"))
    var library: BenchmarkLibrary?

    @Option(help: ArgumentHelp("Timed batches per case (default 15, or 3 with --quick).", valueName: "N"))
    var runs: Int?

    @Option(
        name: .customLong("lines-size"),
        help: ArgumentHelp(
            "The size of the lines operation's JSON Lines file, in MiB (default \(BenchmarkSettings.standard().linesFileBytes >> 20), "
                + "or \(BenchmarkSettings.quick().linesFileBytes >> 20) with --quick).",
            valueName: "MiB")
    )
    var linesSize: Int?

    @Option(help: ArgumentHelp(
        "Run each timed batch on N threads at once and report their throughput together (default 1); an encode thread encodes a value decoded for it.",
        valueName: "N"))
    var threads = 1

    @Flag(help: "A fast smoke run: short warm-up, 3 runs of ~20 ms batches. Numbers are rough.")
    var quick = false

    @Flag(help: "Measure the peak memory of one decode per corpus and library, each in a fresh process, instead of throughput.")
    var memory = false

    @Flag(help: #"Print one JSON object, {"results": [{"dataset", "operation", "library", "mbps", "allocations"}, ...]} with the lines rows also "lines": {...}, the claim's figures (with --memory {"memory": [...]}), instead of the table."#)
    var json = false

    @Option(
        name: .customLong("write-performance-doc"),
        help: ArgumentHelp(
            "After measuring, replace the lines between '<!-- bench:begin -->' and '<!-- bench:end -->' of this Markdown file with the results table.",
            valueName: "path"
        )
    )
    var performanceDocument: String?

    @Option(
        name: .customLong("write-summary"),
        help: ArgumentHelp(
            "After measuring, replace the lines between '<!-- bench-summary:begin -->' and '<!-- bench-summary:end -->' of this Markdown file with a short table of the decode and encode ratios.",
            valueName: "path"
        )
    )
    var summaryDocument: String?

    func validate() throws {
        if let runs, runs < 1 {
            throw ValidationError("--runs must be at least 1.")
        }
        if !(1...256).contains(threads) {
            throw ValidationError("--threads must be from 1 to 256.")
        }
        if threads > 1 && (memory || performanceDocument != nil || summaryDocument != nil) {
            throw ValidationError("--threads measures throughput for the table only; leave out --memory and the documents.")
        }
        if let linesSize, !(1...(1 << 20)).contains(linesSize) {
            throw ValidationError("--lines-size must be from 1 to 1048576 (MiB).")
        }
        if memory && !operations.isEmpty {
            throw ValidationError("--memory measures decode only; leave out --operation.")
        }
        for (option, path) in [("--write-performance-doc", performanceDocument), ("--write-summary", summaryDocument)] where path != nil {
            if memory {
                throw ValidationError("\(option) writes throughput results; leave out --memory.")
            }
            if path == "-" {
                throw ValidationError("\(option) rewrites a file; '-' is not one.")
            }
        }
        for name in operations where BenchmarkRegistry.operation(named: name) == nil {
            throw ValidationError("Unknown operation '\(name)'; known: \(BenchmarkRegistry.operationNames.joined(separator: ", ")).")
        }
    }

    func run() throws {
        // First of all, as the process may be replaced by a copy of itself. Memory probes run
        // in fresh processes of their own and need no fixed layout.
        if !memory { FixedAddressLayout.enter() }
        var settings = quick ? BenchmarkSettings.quick(runs: runs ?? 3) : BenchmarkSettings.standard(runs: runs ?? 15)
        if let linesSize { settings.linesFileBytes = linesSize << 20 }
        settings.threads = threads
        let selectedCorpora = corpora.isEmpty ? BenchmarkCorpus.Name.allCases : corpora.uniqued()
        let selectedOperations = operations.isEmpty
            ? BenchmarkRegistry.operations
            : operations.uniqued().compactMap(BenchmarkRegistry.operation(named:))

        // Load every corpus first, so a missing file is reported before minutes of measuring.
        let loadedCorpora = try selectedCorpora.map { name throws(BenchmarkError) in try BenchmarkCorpus.load(name, from: fixtures) }
        // Likewise a performance document without its markers. It is read again before writing,
        // so edits made to it while the bench runs are kept.
        if let performanceDocument {
            _ = try PerformanceDocument(path: performanceDocument)
        }
        if let summaryDocument {
            _ = try PerformanceDocument(path: summaryDocument, section: PerformanceDocument.summary)
        }

        if memory {
            let libraries = library.map { [$0] } ?? BenchmarkLibrary.allCases
            let report = MemoryReport(measurements: try MemoryProbeLauncher.measure(selectedCorpora, libraries: libraries, fixtures: fixtures))
            print(json ? try report.json.jsonString() : report.table)
            return
        }

        var runner = BenchmarkRunner(settings: settings)
        var measurements: [BenchmarkMeasurement] = []
        for corpus in loadedCorpora {
            for operation in selectedOperations {
                StandardError.writeLine("measuring \(corpus.name.rawValue)/\(operation.name)")
                let cases = try operation.cases(for: corpus, settings: settings).filter { library == nil || $0.library == library }
                measurements += try runner.measure(cases)
            }
        }

        let report = BenchmarkReport(measurements: measurements)
        if json {
            print(try report.json.jsonString())
        } else {
            print(report.table(runs: settings.runs))
            if threads > 1 { print("threads: \(threads) at once; MB/s is their throughput together.") }
        }
        StandardError.writeLine("checksum: \(runner.checksum)")

        // One provenance for both documents: the same run, the same line.
        guard performanceDocument != nil || summaryDocument != nil else { return }
        let provenance = BenchmarkProvenance.current(runs: settings.runs)
        if let performanceDocument {
            try PerformanceDocument(path: performanceDocument).write(section: "\n\(provenance.line)\n\n\(report.markdownTable)\n")
            StandardError.writeLine("wrote the results to \(performanceDocument)")
        }
        if let summaryDocument {
            try PerformanceDocument(path: summaryDocument, section: PerformanceDocument.summary)
                .write(section: "\n\(report.markdownSummary)\n\n\(provenance.line)\n")
            StandardError.writeLine("wrote the summary to \(summaryDocument)")
        }
    }
}
