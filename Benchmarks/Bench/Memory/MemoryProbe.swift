import ArgumentParser
import Foundation
import YYModel
import YYModelAllocationCounter

extension BenchCommand {
    /// `yymodel-bench memory-probe`: one memory measurement, run by `yymodel-bench --memory` in a
    /// fresh process of its own so that no earlier work has raised the peak or filled the heap.
    ///
    /// Hidden from the help: it is an implementation detail of `--memory`, which parses its output,
    /// one line holding ``MemoryMeasurement/json``.
    struct MemoryProbe: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "memory-probe",
            abstract: "Measure the memory of one decode in this process (used by '--memory').",
            shouldDisplay: false
        )

        // Positional: the root command's own --fixtures, --corpus and --library would take the
        // values of options of the same names.

        @Argument(help: ArgumentHelp("The folder holding the corpora.", valueName: "fixtures"))
        var fixtures: String

        @Argument(help: ArgumentHelp("The corpus to decode.", valueName: "corpus"))
        var corpus: BenchmarkCorpus.Name

        @Argument(help: ArgumentHelp("Whose decoder to run: yymodel or foundation.", valueName: "library"))
        var library: BenchmarkLibrary

        /// Reads the corpus, then
        /// 1. decodes once and discards the result: a first decode pages in code and fills runtime
        ///    caches, a fixed cost of about 1 MB that would swamp the small corpora; the memory it
        ///    freed is returned to the system (`malloc_trim`), so the heap starts lean again;
        /// 2. resets the peak, reads the resident size, decodes and reads the peak while the
        ///    result is alive: the peak growth of one decode;
        /// 3. decodes again with allocation counting on, and stops counting while that result is
        ///    alive: the bytes the model holds.
        func run() throws {
            let data = try BenchmarkCorpus.load(corpus, from: fixtures).data
            let pair = CorpusModelPair.forCorpus(corpus)
            let unavailable = BenchmarkError.memoryProbeFailed(
                label: "\(corpus.rawValue)/decode/\(library.rawValue)", reason: "cannot read /proc/self/status (Linux only)")

            try pair.decodeOnce(library, data) {}
            yymodel_release_free_heap_memory()

            let peakWasReset = ProcessMemory.resetPeak()
            guard let before = ProcessMemory.current() else { throw unavailable }
            var after: ProcessMemory?
            try pair.decodeOnce(library, data) { after = ProcessMemory.current() }
            guard let after else { throw unavailable }

            var model: AllocationCounter.Count?
            do {
                AllocationCounter.start()
                defer { _ = AllocationCounter.stop() }  // after a throw; a no-op once stopped below
                try pair.decodeOnce(library, data) { model = AllocationCounter.stop() }
            }

            let measurement = MemoryMeasurement(
                dataset: corpus.rawValue, library: library, inputBytes: data.count, modelBytes: model?.netBytes,
                peakGrowthBytes: max(0, after.peakResidentBytes - before.residentBytes), peakWasReset: peakWasReset)
            print(try measurement.json.jsonString())
        }
    }
}
