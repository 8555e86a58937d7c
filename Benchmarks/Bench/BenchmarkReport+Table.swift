import Foundation

extension BenchmarkReport {
    /// The results as an aligned text table, with a header line and a footnote:
    ///
    ///     corpus   operation  yymodel MB/s  foundation MB/s  ratio  yymodel allocs/op  foundation allocs/op
    ///     twitter  parse            1178.7             73.5  16.0x                 16                 20194
    func table(runs: Int) -> String {
        var lines = TextTable(header: Self.tableHeader, rows: tableCells, textColumns: Self.tableTextColumns).lines
        lines.append("")
        lines.append("MB/s: 10^6 bytes of corpus input per second, median of \(runs) runs; ratio: median of the per-run yymodel / foundation ratios (each run times both back to back).")
        lines.append("allocs/op: heap allocations (malloc, calloc, realloc, aligned) in one untimed iteration; - where not counted.")
        if let floorNote {
            lines.append(floorNote)
        }
        if let claim = JSONLinesClaim(measurements) {
            lines.append(claim.line)
        }
        if let claim = ShapesClaim(measurements) {
            lines.append(claim.line)
        }
        lines.append(FixedAddressLayout.isFixed
            ? "address layout: fixed (randomization off for this process, so that runs of one build compare)."
            : "address layout: randomized (one placement in eight makes string creation about twice as slow here).")
        return lines.joined(separator: "\n")
    }

    /// The column titles of the results table, shared by the text and Markdown forms.
    static let tableHeader = ["corpus", "operation", "yymodel MB/s", "foundation MB/s", "ratio", "yymodel allocs/op", "foundation allocs/op"]

    /// How many leading columns of ``tableHeader`` hold text; the others hold numbers.
    static let tableTextColumns = 2

    /// One row of cells per ``rows`` element, formatted as both forms of the table show them.
    var tableCells: [[String]] {
        rows.map { row in
            [
                row.dataset, row.operation, Self.format(row.yymodel), Self.format(row.foundation),
                row.ratio.map { String(format: "%.1fx", $0) } ?? "-",
                row.yymodelAllocations.map(String.init) ?? "-", row.foundationAllocations.map(String.init) ?? "-",
            ]
        }
    }

    /// What the yymodel columns of `codable-encode-floor` mean, when the results hold that operation.
    var floorNote: String? {
        let name = BenchmarkOperation.codableEncodeFloor.name
        guard rows.contains(where: { $0.operation == name }) else { return nil }
        return "\(name): the yymodel columns are an Encoder that writes nothing (the Codable protocol's own cost); its ratio bounds any Codable encoder's."
    }

    /// A throughput with one decimal, or `-` when not measured.
    private static func format(_ megabytesPerSecond: Double?) -> String {
        megabytesPerSecond.map { String(format: "%.1f", $0) } ?? "-"
    }
}
