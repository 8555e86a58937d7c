import Foundation

/// Decodes JSON Lines (also called NDJSON): one JSON value per line, as logs, exports and event
/// streams are written.
///
///     struct Event: Decodable { var name: String }
///
///     let text = Data("{\"name\":\"open\"}\n{\"name\":\"close\"}\n".utf8)
///     let events = try JSONLinesDecoder().decode(Event.self, from: text)
///     print(events.map(\.name))   // Prints "["open", "close"]"
///
/// Each line is decoded on its own through ``decoder``, so its strategies apply to every line.
/// Lines end at `\n`, with or without a `\r` before it; a last line needs no `\n`; a byte order
/// mark at the start is skipped; and lines that are empty or hold only whitespace are skipped
/// (they still count in line numbers).
///
/// Input can be in memory, a file read in chunks of ``chunkSize`` bytes, or an `AsyncSequence`
/// of bytes or of `Data` chunks. A file or a sequence is never read whole: only the line being
/// decoded, and the chunk it came in, are kept.
///
/// ## Invalid lines
///
/// By default the first line that is not valid JSON, or does not decode, ends the read with a
/// ``JSONLinesError`` that names the line, the column and the reason. To go on past such lines,
/// pass `onInvalidLine:` (or iterate ``JSONLinesSequence/results()``): each invalid line's error
/// is handed to it, and the line is skipped unless the closure throws.
public struct JSONLinesDecoder: Sendable {
    /// The decoder each line goes through; its configuration is read at each line.
    public var decoder: YYJSONDecoder

    /// How many bytes a file read takes at a time; the memory a read needs is about this plus the
    /// longest line.
    public var chunkSize: Int

    /// Creates a decoder.
    ///
    /// - Parameters:
    ///   - decoder: The decoder each line goes through.
    ///   - chunkSize: The bytes a file read takes at a time (1 MiB by default).
    public init(decoder: YYJSONDecoder = YYJSONDecoder(), chunkSize: Int = 1 << 20) {
        self.decoder = decoder
        self.chunkSize = chunkSize
    }

    /// Decodes every line of JSON Lines text held in memory.
    ///
    ///     var skipped = 0
    ///     let events = try JSONLinesDecoder().decode(Event.self, from: data) { error in
    ///         skipped += 1
    ///         print(error)   // Prints "line 2, column 9: expected a value, found '}'"
    ///     }
    ///
    /// - Parameters:
    ///   - type: The type of every line's value.
    ///   - bytes: UTF-8 text: `Data`, `[UInt8]` or any other `DataProtocol`.
    ///   - onInvalidLine: Receives each line that does not decode; the line is skipped unless the
    ///     closure throws. By default it throws the error, which stops the read at that line.
    /// - Returns: The values of the lines, in order.
    /// - Throws: What `onInvalidLine` throws: by default the ``JSONLinesError`` of the first
    ///   invalid line.
    public func decode<T: Decodable>(
        _ type: T.Type, from bytes: some DataProtocol,
        onInvalidLine: (JSONLinesError) throws -> Void = { throw $0 }
    ) throws -> [T] {
        var values: [T] = []
        var reader = JSONLinesReader(decodeLine: decodeLine(type))
        try reader.read(bytes, chunkSize: chunkSize, onInvalidLine: onInvalidLine) { values.append($0) }
        return values
    }

    /// Decodes a JSON Lines file line by line, handing each value to `body` as it is read.
    ///
    ///     try JSONLinesDecoder().decode(Event.self, contentsOf: logURL) { event in
    ///         print(event.name)
    ///     }
    ///
    /// The file is read ``chunkSize`` bytes at a time, so its size does not matter.
    ///
    /// - Parameters:
    ///   - type: The type of every line's value.
    ///   - url: A file URL.
    ///   - onInvalidLine: Receives each line that does not decode; the line is skipped unless the
    ///     closure throws. By default it throws the error, which stops the read at that line.
    ///   - body: Receives each value, in order; throw to stop reading.
    /// - Throws: The file's error when it cannot be opened or read, and what the closures throw.
    public func decode<T: Decodable>(
        _ type: T.Type, contentsOf url: URL,
        onInvalidLine: (JSONLinesError) throws -> Void = { throw $0 },
        forEach body: (T) throws -> Void
    ) throws {
        var reader = JSONLinesReader(decodeLine: decodeLine(type))
        try reader.read(contentsOf: url, chunkSize: chunkSize, onInvalidLine: onInvalidLine, body)
    }

    /// The values of JSON Lines text arriving as an asynchronous sequence of bytes, decoded as each
    /// line completes.
    ///
    ///     for try await event in JSONLinesDecoder().values(of: Event.self, from: handle.bytes) {
    ///         print(event.name)
    ///     }
    ///
    /// - Parameters:
    ///   - type: The type of every line's value.
    ///   - bytes: The bytes, such as `FileHandle.bytes` or `URL.resourceBytes` on Apple platforms.
    /// - Returns: A sequence that throws the first invalid line; see
    ///   ``JSONLinesSequence/results()`` to read past it.
    public func values<T: Decodable, Bytes: AsyncSequence>(
        of type: T.Type, from bytes: Bytes
    ) -> JSONLinesSequence<Bytes, T> where Bytes.Element == UInt8 {
        JSONLinesSequence(bytes: bytes, decodeLine: decodeLine(type))
    }

    /// The values of JSON Lines text arriving as an asynchronous sequence of `Data` chunks, which
    /// may split lines anywhere.
    ///
    ///     for try await event in JSONLinesDecoder().values(of: Event.self, from: chunks) {
    ///         print(event.name)
    ///     }
    ///
    /// - Parameters:
    ///   - type: The type of every line's value.
    ///   - chunks: The text, in chunks of any size.
    /// - Returns: A sequence that throws the first invalid line; see
    ///   ``JSONLinesSequence/results()`` to read past it.
    public func values<T: Decodable, Chunks: AsyncSequence>(
        of type: T.Type, from chunks: Chunks
    ) -> JSONLinesSequence<Chunks, T> where Chunks.Element == Data {
        JSONLinesSequence(chunks: chunks, decodeLine: decodeLine(type))
    }

    /// One line's decode through ``decoder``.
    private func decodeLine<T: Decodable>(_ type: T.Type) -> (Data) throws -> T {
        let decoder = self.decoder
        return { try decoder.decode(type, from: $0) }
    }
}
