import Foundation
import YYModel
import YYModelCLISupport
import YYModelCorpusModels

extension BenchmarkOperation {
    /// `lines`: a JSON Lines file of the twitter statuses (``StatusLines``), generated at the start
    /// (``BenchmarkSettings/linesFileBytes``, `--lines-size`) and deleted at the end, streamed
    /// through ``JSONLinesDecoder``'s file API, each value dropped once read. Three rows, all ours
    /// (Foundation has no JSON Lines reader):
    /// - `lines`: the file into `TwitterModels.Status` models (the model path), with the peak
    ///   resident size of a fresh process doing the same (``BenchCommand/LinesMemoryProbe``);
    /// - `lines-codable`: the file into the `TwitterCodable.Status` twins (the Codable path);
    /// - `lines-in-memory`: the reference, the same lines, ``inMemoryBytes`` of them, held in
    ///   memory one `Data` per line (split before timing) and decoded one at a time into models,
    ///   each dropped: the model decode alone, without reading, splitting or keeping. The report's
    ///   ``JSONLinesClaim`` compares `lines` with it, so its ratio is what the file API costs.
    ///
    /// Throughput counts the JSON Lines bytes. Only the twitter corpus has these rows.
    static let lines = BenchmarkOperation(
        name: "lines",
        summary: "a JSON Lines file of twitter statuses streamed into models vs the same lines in memory"
    ) { context in
        guard context.corpus.name == .twitter else { return [] }
        let statusLines = try StatusLines(corpus: context.data)
        StandardError.writeLine("writing a \(context.settings.linesFileBytes >> 20) MiB JSON Lines file")
        let file = try TemporaryLinesFile(statusLines, atLeast: context.settings.linesFileBytes)
        let memory = statusLines.text(atLeast: min(inMemoryBytes, file.bytes))
        let memoryLines = memory.split(separator: UInt8(ascii: "\n")).map { Data($0) }

        let probe = try BenchCommand.LinesMemoryProbe.measure(file.url)
        guard probe.lines == file.lineCount else {
            throw BenchmarkError.roundTripMismatch(
                dataset: context.corpus.name.rawValue, detail: "the file has \(file.lineCount) lines, the probe decoded \(probe.lines)")
        }

        let decoder = JSONLinesDecoder()
        // Every body returns the sum of the ids it decoded, so that no decode can be dropped; the
        // file bodies name `file`, which keeps it until the cases are gone.
        return [
            context.measure(.yymodel, row: "lines", bytes: file.bytes, peakResidentBytes: probe.peakResidentBytes) {
                var sum = 0
                try decoder.decode(TwitterModels.Status.self, contentsOf: file.url) { sum &+= Int(truncatingIfNeeded: $0.id) }
                return sum
            },
            context.measure(.yymodel, row: "lines-codable", bytes: file.bytes) {
                var sum = 0
                try decoder.decode(TwitterCodable.Status.self, contentsOf: file.url) { sum &+= Int(truncatingIfNeeded: $0.id) }
                return sum
            },
            context.measure(.yymodel, row: "lines-in-memory", bytes: memory.count) {
                var sum = 0
                for line in memoryLines { sum &+= Int(truncatingIfNeeded: try TwitterModels.Status(json: line).id) }
                return sum
            },
        ]
    }

    /// The size of the in-memory reference of `lines`: large enough that its lines outgrow the
    /// processor's caches, as a large file's do, and that a decode lasts far longer than the
    /// timer's resolution; small enough to build in a moment.
    static let inMemoryBytes = 16 << 20
}
