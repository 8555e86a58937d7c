/// Cells laid out in aligned columns, two spaces apart, for the bench's text reports: the leading
/// text columns left-aligned, the number columns after them right-aligned.
///
///     let table = TextTable(header: ["corpus", "MB/s"], rows: [["twitter", "812.5"], ["canada", "95.0"]], textColumns: 1)
///     print(table.lines.joined(separator: "\n"))
///     // Prints:
///     // corpus    MB/s
///     // twitter  812.5
///     // canada    95.0
struct TextTable {
    /// The column titles.
    let header: [String]
    /// The cells, one array per row, as many as `header` has.
    let rows: [[String]]
    /// How many leading columns hold text (left-aligned); the others hold numbers.
    let textColumns: Int

    /// The header line, then one line per row.
    var lines: [String] {
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - cells[column].count)
                return column < textColumns ? cells[column] + padding : padding + cells[column]
            }.joined(separator: "  ")
        }
        return [line(header)] + rows.map(line)
    }
}
