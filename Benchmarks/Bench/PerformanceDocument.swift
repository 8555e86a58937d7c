import Foundation
import YYModelCLISupport

/// A Markdown file whose lines between two markers hold the bench's results: `<!-- bench:begin -->`
/// and `<!-- bench:end -->` for the full table that `--write-performance-doc` writes,
/// `<!-- bench-summary:begin -->` and `<!-- bench-summary:end -->` for the summary that
/// `--write-summary` writes. Everything outside the markers, the marker lines included, is kept
/// byte for byte.
///
///     let document = try PerformanceDocument(path: "Sources/YYModel/YYModel.docc/Performance.md")   // fails without the markers
///     try document.write(section: "| corpus | operation | ... |")
struct PerformanceDocument {
    /// The name in the markers of the full results table.
    static let fullTable = "bench"
    /// The name in the markers of the summary.
    static let summary = "bench-summary"

    /// The line that opens the generated section.
    let beginMarker: String
    /// The line that closes the generated section.
    let endMarker: String

    /// The file, as given on the command line.
    let path: String
    /// The file's lines, without their `\n` (a `\r` before it stays part of the line).
    private let lines: [Substring]
    /// The index in ``lines`` of the begin marker.
    private let beginLine: Int
    /// The index in ``lines`` of the end marker.
    private let endLine: Int

    /// Reads the file at `path` and finds its markers: each on a line of its own (surrounding
    /// spaces allowed), once, the begin marker first.
    ///
    /// - Throws: ``BenchmarkError/performanceDocumentUnreadable(path:reason:)`` or
    ///   ``BenchmarkError/performanceDocumentMarkers(path:problem:)``.
    init(path: String, section: String = PerformanceDocument.fullTable) throws(BenchmarkError) {
        let beginMarker = "<!-- \(section):begin -->", endMarker = "<!-- \(section):end -->"
        let data: Data
        do {
            data = try InputSource(argument: path).readBytes()
        } catch {
            throw .performanceDocumentUnreadable(path: path, reason: error.reason)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .performanceDocumentUnreadable(path: path, reason: "not UTF-8 text")
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func indices(of marker: String) -> [Int] {
            lines.indices.filter { lines[$0].trimmingCharacters(in: .whitespaces.union(["\r"])) == marker }
        }
        let begins = indices(of: beginMarker), ends = indices(of: endMarker)
        for (marker, found) in [(beginMarker, begins), (endMarker, ends)] where found.count != 1 {
            throw .performanceDocumentMarkers(
                path: path, problem: found.isEmpty ? "no line '\(marker)'" : "\(found.count) lines '\(marker)', expected one")
        }
        guard begins[0] < ends[0] else {
            throw .performanceDocumentMarkers(path: path, problem: "'\(endMarker)' comes before '\(beginMarker)'")
        }
        self.beginMarker = beginMarker
        self.endMarker = endMarker
        self.path = path
        self.lines = lines
        self.beginLine = begins[0]
        self.endLine = ends[0]
    }

    /// The file's text with the lines between the markers replaced by `section` (one or more
    /// lines, without a final newline).
    func replacingSection(with section: String) -> String {
        let kept = lines[...beginLine] + section.split(separator: "\n", omittingEmptySubsequences: false) + lines[endLine...]
        return kept.joined(separator: "\n")
    }

    /// Replaces the section with `section` in the file, atomically.
    ///
    /// - Throws: ``BenchmarkError/performanceDocumentUnwritable(path:reason:)``.
    func write(section: String) throws(BenchmarkError) {
        do {
            try Data(replacingSection(with: section).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .performanceDocumentUnwritable(path: path, reason: InputReadError.systemReason(for: error))
        }
    }
}
