import Foundation

/// Encodes values as JSON Lines: each value as compact JSON on a line of its own, each line ended
/// by `\n`.
///
///     struct Event: Encodable { var name: String }
///
///     let data = try JSONLinesEncoder().encode([Event(name: "open"), Event(name: "close")])
///     print(String(decoding: data, as: UTF8.self))
///     // Prints {"name":"open"}
///     //        {"name":"close"}
///
/// Compact JSON never holds a raw newline (one inside a string is written `\n`), so every value
/// takes exactly one line and the output reads back with ``JSONLinesDecoder``.
public struct JSONLinesEncoder: Sendable {
    /// The encoder each value goes through. Its `.prettyPrinted` formatting would spread a value
    /// over several lines, so encoding with it set throws.
    public var encoder: YYJSONEncoder

    /// How many bytes are gathered before a write to a file handle.
    public var chunkSize: Int

    /// Creates an encoder.
    ///
    /// - Parameters:
    ///   - encoder: The encoder each value goes through.
    ///   - chunkSize: The bytes gathered before each write to a file handle (1 MiB by default).
    public init(encoder: YYJSONEncoder = YYJSONEncoder(), chunkSize: Int = 1 << 20) {
        self.encoder = encoder
        self.chunkSize = chunkSize
    }

    /// The values as JSON Lines text.
    ///
    /// - Parameter values: The values, one per line.
    /// - Returns: UTF-8 text: one line per value, each ending with `\n`.
    /// - Throws: `EncodingError.invalidValue` when ``encoder`` pretty-prints, and the encoder's
    ///   errors.
    public func encode<Values: Sequence>(_ values: Values) throws -> Data where Values.Element: Encodable {
        var output = Data()
        try encodeLines(values) { json in
            output.append(json)
            output.append(UInt8(ascii: "\n"))
        }
        return output
    }

    /// Writes the values as JSON Lines to a file handle, at its current offset, in writes of about
    /// ``chunkSize`` bytes: the values are never all in memory as text.
    ///
    ///     let handle = try FileHandle(forWritingTo: logURL)
    ///     try handle.seekToEnd()   // to append to what the file holds
    ///     try JSONLinesEncoder().encode(events, to: handle)
    ///
    /// - Parameters:
    ///   - values: The values, one per line.
    ///   - handle: A handle open for writing.
    /// - Throws: The errors of ``encode(_:)``, and the handle's write errors. The lines before a
    ///   failing value may have been written.
    public func encode<Values: Sequence>(_ values: Values, to handle: FileHandle) throws where Values.Element: Encodable {
        var output = JSONLinesOutput(handle: handle, chunkSize: chunkSize)
        try encodeLines(values) { try output.append($0) }
        try output.flush()
    }

    private func encodeLines<Values: Sequence>(_ values: Values, _ emit: (Data) throws -> Void) throws where Values.Element: Encodable {
        let encoder = self.encoder
        if encoder.outputFormatting.contains(.prettyPrinted) {
            throw EncodingError.invalidValue(values, EncodingError.Context(
                codingPath: [], debugDescription: "JSON Lines needs compact JSON, but the encoder pretty-prints"))
        }
        for value in values {
            try emit(encoder.encode(value))
        }
    }
}

/// Lines gathered in memory and written to a file handle a chunk at a time; shared by the
/// `Encodable` and the model writers.
package struct JSONLinesOutput {
    private let handle: FileHandle
    private let chunkSize: Int
    private var pending = Data()

    /// Creates an output that writes to `handle` once `chunkSize` bytes are pending.
    package init(handle: FileHandle, chunkSize: Int) {
        self.handle = handle
        self.chunkSize = max(1, chunkSize)
    }

    /// Adds one line's JSON and its `\n`, writing what is pending once it is a chunk's worth.
    package mutating func append(_ json: Data) throws {
        pending.append(json)
        pending.append(UInt8(ascii: "\n"))
        if pending.count >= chunkSize { try flush() }
    }

    /// Writes what is pending.
    package mutating func flush() throws {
        guard !pending.isEmpty else { return }
        try handle.write(contentsOf: pending)
        pending.removeAll(keepingCapacity: true)
    }
}
