extension BenchmarkReport {
    /// The results table in Markdown: the columns and cells of ``table(runs:)``, numbers
    /// right-aligned, then the `codable-encode-floor` note, the ``JSONLinesClaim`` and the
    /// ``ShapesClaim`` when the results hold those operations.
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
        if let claim = JSONLinesClaim(measurements) {
            lines += ["", claim.line]
        }
        if let claim = ShapesClaim(measurements) {
            lines += ["", claim.line]
        }
        return lines.joined(separator: "\n")
    }

    /// The operations of the summary: what a model or a `Codable` type costs to decode and encode.
    static let summaryOperations = ["decode", "encode", "codable-decode", "codable-encode"]

    /// A short Markdown table of the ratios to Foundation: a row per corpus, a column per
    /// operation of ``summaryOperations`` that was measured.
    ///
    ///     | corpus | decode | encode | codable-decode | codable-encode |
    ///     |:--|--:|--:|--:|--:|
    ///     | twitter | 12.3x | 30.2x | 3.5x | 4.9x |
    var markdownSummary: String {
        let rows = self.rows
        let operations = Self.summaryOperations.filter { operation in rows.contains { $0.operation == operation && $0.ratio != nil } }
        var corpora: [String] = []
        for row in rows where !corpora.contains(row.dataset) { corpora.append(row.dataset) }
        var lines = ["| corpus | " + operations.joined(separator: " | ") + " |",
                     "|:--|" + operations.map { _ in "--:" }.joined(separator: "|") + "|"]
        for corpus in corpora {
            let cells = operations.map { operation in
                rows.first { $0.dataset == corpus && $0.operation == operation }?.ratio.map { String(format: "%.1fx", $0) } ?? "-"
            }
            lines.append("| \(corpus) | " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }
}
