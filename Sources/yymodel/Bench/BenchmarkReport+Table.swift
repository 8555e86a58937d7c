import Foundation

extension BenchmarkReport {
    /// The results as an aligned text table, with a header line and a footnote:
    ///
    ///     corpus   operation  yymodel MB/s  foundation MB/s  ratio  yymodel allocs/op  foundation allocs/op
    ///     twitter  parse            1178.7             73.5  16.0x                 16                 20194
    func table(runs: Int) -> String {
        let header = ["corpus", "operation", "yymodel MB/s", "foundation MB/s", "ratio", "yymodel allocs/op", "foundation allocs/op"]
        let body = rows.map { row in
            [
                row.dataset, row.operation, Self.format(row.yymodel), Self.format(row.foundation),
                row.ratio.map { String(format: "%.1fx", $0) } ?? "-",
                row.yymodelAllocations.map(String.init) ?? "-", row.foundationAllocations.map(String.init) ?? "-",
            ]
        }
        var lines = TextTable(header: header, rows: body, textColumns: 2).lines
        lines.append("")
        lines.append("MB/s: 10^6 bytes of corpus input per second, median of \(runs) runs; ratio: median of the per-run yymodel / foundation ratios (each run times both back to back).")
        lines.append("allocs/op: heap allocations (malloc, calloc, realloc, aligned) in one untimed iteration; - where not counted.")
        if rows.contains(where: { $0.operation == BenchmarkOperation.codableEncodeFloor.name }) {
            lines.append("\(BenchmarkOperation.codableEncodeFloor.name): the yymodel columns are an Encoder that writes nothing (the Codable protocol's own cost); its ratio bounds any Codable encoder's.")
        }
        lines.append(FixedAddressLayout.isFixed
            ? "address layout: fixed (randomization off for this process, so that runs of one build compare)."
            : "address layout: randomized (one placement in eight makes string creation about twice as slow here).")
        return lines.joined(separator: "\n")
    }

    /// A throughput with one decimal, or `-` when not measured.
    private static func format(_ megabytesPerSecond: Double?) -> String {
        megabytesPerSecond.map { String(format: "%.1f", $0) } ?? "-"
    }
}
