import Foundation

extension BenchmarkReport {
    /// The results as an aligned text table, with a header line and a footnote:
    ///
    ///     corpus        operation   yymodel MB/s  foundation MB/s   ratio
    ///     twitter       parse             1234.5             45.6   27.1x
    func table(runs: Int) -> String {
        let header = ["corpus", "operation", "yymodel MB/s", "foundation MB/s", "ratio"]
        let body = rows.map { row in
            [row.dataset, row.operation, Self.format(row.yymodel), Self.format(row.foundation), row.ratio.map { String(format: "%.1fx", $0) } ?? "-"]
        }
        let widths = header.indices.map { column in
            ([header] + body).map { $0[column].count }.max() ?? 0
        }
        // Text columns are left-aligned, numbers right-aligned.
        func line(_ cells: [String]) -> String {
            cells.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - cells[column].count)
                return column < 2 ? cells[column] + padding : padding + cells[column]
            }.joined(separator: "  ")
        }
        var lines = [line(header)]
        lines += body.map(line)
        lines.append("")
        lines.append("MB/s: 10^6 bytes of corpus input per second, median of \(runs) runs; ratio: yymodel / foundation.")
        return lines.joined(separator: "\n")
    }

    /// A throughput with one decimal, or `-` when not measured.
    private static func format(_ megabytesPerSecond: Double?) -> String {
        megabytesPerSecond.map { String(format: "%.1f", $0) } ?? "-"
    }
}
