import Foundation

/// Cuts a stream of bytes, given in chunks of any size, into the lines of a JSON Lines text.
///
/// Feed input with `append`, take lines with ``nextLine()`` until it returns `nil`, and feed more;
/// after the last chunk, call ``finish()`` and take the remaining lines.
///
///     var splitter = JSONLineSplitter()
///     splitter.append(contentsOf: Data("{\"a\":1}\r\n\n{\"a\"".utf8))
///     while let line = splitter.nextLine() { print(line.count) }   // Prints "7"
///     splitter.append(contentsOf: Data(":2}".utf8))
///     splitter.finish()
///     while let line = splitter.nextLine() { print(line.count) }   // Prints "7"
///
/// The rules of the format, as read here:
/// - A line ends at `\n`; a `\r` just before it is dropped, so CRLF text reads the same.
/// - A last line without `\n` is a line.
/// - A line that is empty or holds only JSON whitespace (space, tab, `\r`) carries no value and is
///   passed over; it still counts in ``lineNumber``, so numbers match what an editor shows.
/// - A UTF-8 byte order mark at the very start of the input is skipped.
///
/// Only the line being assembled is kept between chunks: taking every line before appending
/// again keeps the buffer within the longest line plus one chunk, whatever the input's size.
package struct JSONLineSplitter: Sendable {
    /// Bytes not handed out yet, from ``lineStart``; earlier bytes are dropped on the next append.
    private var buffer: [UInt8] = []
    /// Where the next line starts in `buffer`.
    private var lineStart = 0
    /// Where the search for the next `\n` resumes: the bytes from `lineStart` up to here hold none,
    /// so a long line arriving in many chunks is scanned once, not once per chunk.
    private var searchStart = 0
    private var isFinished = false

    /// The one-based number of the line ``nextLine()`` returned last, blank lines included.
    package private(set) var lineNumber = 0

    /// The most bytes the buffer has held at once, for checking the memory bound.
    package private(set) var peakBufferedByteCount = 0

    package init() {}

    /// Adds the next chunk of input.
    package mutating func append(contentsOf chunk: some Collection<UInt8>) {
        dropTakenLines()
        buffer.append(contentsOf: chunk)
        peakBufferedByteCount = max(peakBufferedByteCount, buffer.count)
    }

    /// Adds one byte of input, for sources that deliver bytes one by one.
    package mutating func append(_ byte: UInt8) {
        dropTakenLines()
        buffer.append(byte)
        peakBufferedByteCount = max(peakBufferedByteCount, buffer.count)
    }

    /// Marks the end of the input: what follows the last `\n` becomes the last line.
    package mutating func finish() {
        isFinished = true
    }

    /// The next line that holds something, without its line end; `nil` when the input so far holds
    /// no further complete line (or, after ``finish()``, no further line at all).
    ///
    /// The slice shares the splitter's storage: use it before the next `append`.
    package mutating func nextLine() -> ArraySlice<UInt8>? {
        while true {
            let end: Int
            let next: Int
            if let newline = findNewline(from: searchStart) {
                end = newline
                next = newline + 1
            } else if isFinished && lineStart < buffer.count {
                end = buffer.count
                next = buffer.count
            } else {
                searchStart = buffer.count
                return nil
            }
            lineNumber += 1
            var line = buffer[lineStart..<end]
            lineStart = next
            searchStart = next
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            if lineNumber == 1 && line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
            if line.contains(where: { !Self.isWhitespace($0) }) { return line }
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private func findNewline(from start: Int) -> Int? {
        guard start < buffer.count else { return nil }
        return buffer.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress,
                  let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
    }

    /// Forgets the lines already handed out, so that the buffer holds only the line in progress.
    private mutating func dropTakenLines() {
        guard lineStart > 0 else { return }
        buffer.removeSubrange(0..<lineStart)
        searchStart -= lineStart
        lineStart = 0
    }
}
