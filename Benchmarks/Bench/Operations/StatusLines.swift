import Foundation
import YYModel

/// The statuses of the twitter corpus as JSON Lines text: each status written compact, by this
/// package's writer, on a line of its own, the lines repeated in order as often as a size needs.
///
///     let lines = try StatusLines(corpus: twitterData)
///     let text = lines.text(atLeast: 16 << 20)   // whole lines, 16 MiB or a line more
struct StatusLines {
    /// One status per element, without its line feed.
    let lines: [Data]

    /// The `statuses` array of `corpus`, one line per status.
    ///
    /// - Throws: `JSONParseError` when the corpus does not parse, ``BenchmarkError/roundTripMismatch(dataset:detail:)``
    ///   when it has no `statuses` array or the array is empty.
    init(corpus: Data) throws {
        guard let statuses = try JSON(parsing: corpus)["statuses"]?.array, !statuses.isEmpty else {
            throw BenchmarkError.roundTripMismatch(dataset: "twitter", detail: "the corpus has no statuses to write as JSON Lines")
        }
        lines = try statuses.map { try $0.jsonData(options: .compact) }
    }

    /// Hands the text of whole lines, at least `bytes` of it, to `emit` in pieces of about 4 MiB
    /// (so that a large file is never held whole), and returns the bytes and lines emitted.
    @discardableResult
    func emit(atLeast bytes: Int, _ emit: (Data) throws -> Void) rethrows -> (bytes: Int, lines: Int) {
        var piece = Data()
        var written = 0, count = 0
        while written < bytes {
            let line = lines[count % lines.count]
            piece.append(line)
            piece.append(UInt8(ascii: "\n"))
            written += line.count + 1
            count += 1
            if piece.count >= 4 << 20 {
                try emit(piece)
                piece.removeAll(keepingCapacity: true)
            }
        }
        if !piece.isEmpty { try emit(piece) }
        return (written, count)
    }

    /// The text of whole lines, at least `bytes` of it, in memory.
    func text(atLeast bytes: Int) -> Data {
        var text = Data()
        emit(atLeast: bytes) { text.append($0) }
        return text
    }
}
