import Foundation
import YYModel

/// What the `lines` rows say about the product claim for JSON Lines: a large file streams into
/// models at no less than ``minimumRatio`` of the throughput of decoding the same lines from
/// memory, in a process whose peak resident size stays below ``peakLimitBytes``.
///
///     let claim = JSONLinesClaim(report.measurements)   // nil without the `lines` rows
///     print(claim?.line ?? "")
struct JSONLinesClaim {
    /// The least streaming / in-memory throughput ratio the claim allows.
    static let minimumRatio = 0.7
    /// The peak resident size the claim stays below (64 MB, 10^6 bytes each, as the bench counts).
    static let peakLimitBytes = 64_000_000

    /// The streamed file's size.
    let fileBytes: Int
    /// The size of the in-memory reference.
    let inMemoryBytes: Int
    /// The streaming throughput (the `lines` row), MB/s.
    let streaming: Double
    /// The in-memory throughput (the `lines-in-memory` row), MB/s.
    let inMemory: Double
    /// Streaming / in-memory: the median of the run-by-run ratios (the runner times the rows back
    /// to back in every run, as it times two libraries).
    let ratio: Double
    /// The peak resident size of the fresh process that streamed the file, if measured.
    let peakResidentBytes: Int?

    /// The claim's figures from `measurements`, or `nil` when they lack the `lines` or the
    /// `lines-in-memory` row.
    init?(_ measurements: [BenchmarkMeasurement]) {
        guard let streaming = measurements.first(where: { $0.operation == "lines" }),
            let inMemory = measurements.first(where: { $0.operation == "lines-in-memory" }),
            let ratio = BenchmarkReport.pairedRatio(streaming, inMemory)
        else { return nil }
        fileBytes = streaming.bytes
        inMemoryBytes = inMemory.bytes
        self.streaming = streaming.medianMegabytesPerSecond
        self.inMemory = inMemory.medianMegabytesPerSecond
        self.ratio = ratio
        peakResidentBytes = streaming.peakResidentBytes
    }

    /// Whether the streaming throughput reaches ``minimumRatio`` of the in-memory one.
    var meetsRatio: Bool { ratio >= Self.minimumRatio }

    /// Whether the peak stayed below ``peakLimitBytes``; `nil` when not measured.
    var meetsPeak: Bool? { peakResidentBytes.map { $0 < Self.peakLimitBytes } }

    /// The claim and its figures in one paragraph, for the text and the Markdown forms of the report.
    var line: String {
        func verdict(_ met: Bool?) -> String { met.map { $0 ? "pass" : "FAIL" } ?? "-" }
        let peak = peakResidentBytes.map { String(format: "%.1f MB", Double($0) / 1_000_000) } ?? "not measured"
        return "lines: streaming a \(Self.mebibytes(fileBytes)) JSON Lines file of the twitter statuses into models "
            + String(format: "(%.1f MB/s) runs at %.2fx ", streaming, ratio)
            + "the in-memory decode of \(Self.mebibytes(inMemoryBytes)) of the same lines " + String(format: "(%.1f MB/s), ", inMemory)
            + String(format: "target >= %.2fx: %@; ", Self.minimumRatio, verdict(meetsRatio))
            + "peak RSS of a fresh process streaming it: \(peak), target < \(Self.peakLimitBytes / 1_000_000) MB: \(verdict(meetsPeak)). "
            + "The file is read in chunks of \(Self.mebibytes(JSONLinesDecoder().chunkSize)), from the page cache (written just before); "
            + "the in-memory decode is Status(json:) on each line, split beforehand, each model dropped."
    }

    /// The figures as JSON, the `lines` member of `yymodel-bench --json`:
    ///
    ///     {"fileBytes":67110000,"inMemoryBytes":16780000,"streamingMbps":900.1,"inMemoryMbps":1000.2,
    ///      "ratio":0.9,"peakResidentBytes":23420928,"meetsRatio":true,"meetsPeak":true}
    var json: JSON {
        [
            "fileBytes": .number(JSONNumber(fileBytes)),
            "inMemoryBytes": .number(JSONNumber(inMemoryBytes)),
            "streamingMbps": .number(JSONNumber((streaming * 10).rounded() / 10)),
            "inMemoryMbps": .number(JSONNumber((inMemory * 10).rounded() / 10)),
            "ratio": .number(JSONNumber((ratio * 1000).rounded() / 1000)),
            "peakResidentBytes": peakResidentBytes.map { .number(JSONNumber($0)) } ?? .null,
            "meetsRatio": .bool(meetsRatio),
            "meetsPeak": meetsPeak.map { .bool($0) } ?? .null,
        ]
    }

    /// `bytes` in MiB, `64 MiB` or `16.3 MiB`.
    private static func mebibytes(_ bytes: Int) -> String {
        let value = Double(bytes) / Double(1 << 20)
        return value == value.rounded() ? String(format: "%.0f MiB", value) : String(format: "%.1f MiB", value)
    }
}
