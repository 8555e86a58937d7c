extension BenchmarkReport {
    /// The results table in Markdown: the columns and cells of ``table(runs:)``, numbers
    /// right-aligned, then the `codable-encode-floor` note when the results hold that operation.
    ///
    ///     | corpus | operation | yymodel MB/s | foundation MB/s | ratio | yymodel allocs/op | foundation allocs/op |
    ///     |:--|:--|--:|--:|--:|--:|--:|
    ///     | twitter | parse | 1178.7 | 73.5 | 16.0x | 16 | 20194 |
    var markdownTable: String {
        func line(_ cells: [String]) -> String {
            "| " + cells.joined(separator: " | ") + " |"
        }
        let alignments = Self.tableHeader.indices.map { $0 < Self.tableTextColumns ? ":--" : "--:" }
        var lines = [line(Self.tableHeader), "|" + alignments.joined(separator: "|") + "|"]
        lines += tableCells.map(line)
        if let floorNote {
            lines += ["", floorNote]
        }
        return lines.joined(separator: "\n")
    }
}
