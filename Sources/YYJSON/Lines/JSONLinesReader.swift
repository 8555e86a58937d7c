import Foundation

/// The reading loop every JSON Lines entry point shares: lines from a ``JSONLineSplitter``, each
/// decoded by a closure, its failure named by line.
///
/// The closure is the only part that differs between the `Codable` path and YYModel's model path,
/// so both read the format, and report its errors, the same way.
///
///     var reader = JSONLinesReader { try YYJSONDecoder().decode(Int.self, from: $0) }
///     try reader.read(Data("1\n2\n".utf8), chunkSize: 4096, onInvalidLine: { throw $0 }) { print($0) }
///     // Prints "1" and "2"
package struct JSONLinesReader<Element> {
    /// The lines of the input read so far.
    package var splitter = JSONLineSplitter()
    private let decodeLine: (Data) throws -> Element

    /// Creates a reader that decodes each line's text (without its line end) with `decodeLine`.
    package init(decodeLine: @escaping (Data) throws -> Element) {
        self.decodeLine = decodeLine
    }

    /// The next line's value or error; `nil` when the splitter needs more input (or has ended).
    package mutating func next() -> Result<Element, JSONLinesError>? {
        guard let line = splitter.nextLine() else { return nil }
        // A copy: a decoder may keep its input alive (a `Decoder` stored by an `init(from:)`),
        // while the splitter reuses its buffer.
        let text = Data(line)
        do {
            return .success(try decodeLine(text))
        } catch {
            return .failure(JSONLinesError(line: splitter.lineNumber, decoding: error))
        }
    }

    /// Hands every value the lines read so far hold to `body`, and every failure to `onInvalidLine`.
    package mutating func drain(
        onInvalidLine: (JSONLinesError) throws -> Void, _ body: (Element) throws -> Void
    ) throws {
        while let result = next() {
            switch result {
            case .success(let value): try body(value)
            case .failure(let error): try onInvalidLine(error)
            }
        }
    }

    /// Reads bytes held in memory, a chunk at a time so that the splitter never copies them all.
    package mutating func read(
        _ bytes: some DataProtocol, chunkSize: Int,
        onInvalidLine: (JSONLinesError) throws -> Void, _ body: (Element) throws -> Void
    ) throws {
        let chunkSize = max(1, chunkSize)
        for region in bytes.regions {
            try region.withUnsafeBytes { raw in
                var start = 0
                while start < raw.count {
                    let end = min(start + chunkSize, raw.count)
                    splitter.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[start..<end]))
                    try drain(onInvalidLine: onInvalidLine, body)
                    start = end
                }
            }
        }
        splitter.finish()
        try drain(onInvalidLine: onInvalidLine, body)
    }

    /// Reads a file through `FileHandle`, `chunkSize` bytes at a time.
    ///
    /// - Throws: The file's error when it cannot be opened or read, and what the closures throw.
    package mutating func read(
        contentsOf url: URL, chunkSize: Int,
        onInvalidLine: (JSONLinesError) throws -> Void, _ body: (Element) throws -> Void
    ) throws {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        while let chunk = try handle.read(upToCount: max(1, chunkSize)), !chunk.isEmpty {
            splitter.append(contentsOf: chunk)
            try drain(onInvalidLine: onInvalidLine, body)
        }
        splitter.finish()
        try drain(onInvalidLine: onInvalidLine, body)
    }
}
