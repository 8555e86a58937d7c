import Foundation

// JSON Lines for models, through the model path (`init(json:options:)` and `jsonData(options:)`)
// rather than Codable. `@JSONModel` makes every model `Codable` too, so each overload here names
// both protocols, which makes it more specific than YYJSON's overload for `Decodable` or
// `Encodable` values. That holds only between overloads of the same parameters (one that needs a
// default argument loses to one that needs none), hence each call exists once as YYJSON spells
// it, with the default options, and once with an `options:` argument.

extension JSONLinesDecoder {
    /// Decodes every line of JSON Lines text held in memory into a model, with YYModel's rules.
    ///
    ///     let statuses = try JSONLinesDecoder().decode(Status.self, from: data)
    ///
    /// - Parameters:
    ///   - type: The model type of every line.
    ///   - bytes: UTF-8 text: `Data`, `[UInt8]` or any other `DataProtocol`.
    ///   - options: Strictness and limits of each line's decode; `decoder` is not used.
    ///   - onInvalidLine: Receives each line that does not decode; the line is skipped unless the
    ///     closure throws. By default it throws the error, which stops the read at that line.
    /// - Returns: The models, in line order.
    /// - Throws: What `onInvalidLine` throws: by default the `JSONLinesError` of the first
    ///   invalid line, whose underlying error is a `JSONParseError` or a `JSONModelError`.
    public func decode<T: JSONModel & Decodable>(
        _ type: T.Type, from bytes: some DataProtocol, options: JSONDecodingOptions,
        onInvalidLine: (JSONLinesError) throws -> Void = { throw $0 }
    ) throws -> [T] {
        var models: [T] = []
        var reader = JSONLinesReader(decodeLine: Self.modelLine(type, options: options))
        try reader.read(bytes, chunkSize: chunkSize, onInvalidLine: onInvalidLine) { models.append($0) }
        return models
    }

    /// Decodes a JSON Lines file line by line into models, handing each to `body` as it is read.
    ///
    ///     try JSONLinesDecoder().decode(Status.self, contentsOf: url) { status in
    ///         print(status.id)
    ///     }
    ///
    /// - Parameters:
    ///   - type: The model type of every line.
    ///   - url: A file URL; it is read `chunkSize` bytes at a time.
    ///   - options: Strictness and limits of each line's decode.
    ///   - onInvalidLine: Receives each line that does not decode; the line is skipped unless the
    ///     closure throws. By default it throws the error, which stops the read at that line.
    ///   - body: Receives each model, in order; throw to stop reading.
    /// - Throws: The file's error when it cannot be opened or read, and what the closures throw.
    public func decode<T: JSONModel & Decodable>(
        _ type: T.Type, contentsOf url: URL, options: JSONDecodingOptions,
        onInvalidLine: (JSONLinesError) throws -> Void = { throw $0 },
        forEach body: (T) throws -> Void
    ) throws {
        var reader = JSONLinesReader(decodeLine: Self.modelLine(type, options: options))
        try reader.read(contentsOf: url, chunkSize: chunkSize, onInvalidLine: onInvalidLine, body)
    }

    /// The models of JSON Lines text arriving as an asynchronous sequence of bytes.
    ///
    ///     for try await status in JSONLinesDecoder().values(of: Status.self, from: handle.bytes) {
    ///         print(status.id)
    ///     }
    ///
    /// - Parameters:
    ///   - type: The model type of every line.
    ///   - bytes: The bytes, such as `FileHandle.bytes` or `URL.resourceBytes` on Apple platforms.
    ///   - options: Strictness and limits of each line's decode.
    /// - Returns: A sequence that throws the first invalid line; see
    ///   `JSONLinesSequence/results()` to read past it.
    public func values<T: JSONModel & Decodable, Bytes: AsyncSequence>(
        of type: T.Type, from bytes: Bytes, options: JSONDecodingOptions
    ) -> JSONLinesSequence<Bytes, T> where Bytes.Element == UInt8 {
        JSONLinesSequence(bytes: bytes, decodeLine: Self.modelLine(type, options: options))
    }

    /// The models of JSON Lines text arriving as an asynchronous sequence of `Data` chunks.
    ///
    ///     for try await status in JSONLinesDecoder().values(of: Status.self, from: chunks) {
    ///         print(status.id)
    ///     }
    ///
    /// - Parameters:
    ///   - type: The model type of every line.
    ///   - chunks: The text, in chunks of any size.
    ///   - options: Strictness and limits of each line's decode.
    /// - Returns: A sequence that throws the first invalid line; see
    ///   `JSONLinesSequence/results()` to read past it.
    public func values<T: JSONModel & Decodable, Chunks: AsyncSequence>(
        of type: T.Type, from chunks: Chunks, options: JSONDecodingOptions
    ) -> JSONLinesSequence<Chunks, T> where Chunks.Element == Data {
        JSONLinesSequence(chunks: chunks, decodeLine: Self.modelLine(type, options: options))
    }

    /// Decodes every line of JSON Lines text held in memory into a model, with the default
    /// options. See `decode(_:from:options:onInvalidLine:)`.
    public func decode<T: JSONModel & Decodable>(
        _ type: T.Type, from bytes: some DataProtocol, onInvalidLine: (JSONLinesError) throws -> Void = { throw $0 }
    ) throws -> [T] {
        try decode(type, from: bytes, options: JSONDecodingOptions(), onInvalidLine: onInvalidLine)
    }

    /// Decodes a JSON Lines file line by line into models, with the default options. See
    /// `decode(_:contentsOf:options:onInvalidLine:forEach:)`.
    public func decode<T: JSONModel & Decodable>(
        _ type: T.Type, contentsOf url: URL, onInvalidLine: (JSONLinesError) throws -> Void = { throw $0 },
        forEach body: (T) throws -> Void
    ) throws {
        try decode(type, contentsOf: url, options: JSONDecodingOptions(), onInvalidLine: onInvalidLine, forEach: body)
    }

    /// The models of JSON Lines text arriving as an asynchronous sequence of bytes, with the
    /// default options. See `values(of:from:options:)`.
    public func values<T: JSONModel & Decodable, Bytes: AsyncSequence>(
        of type: T.Type, from bytes: Bytes
    ) -> JSONLinesSequence<Bytes, T> where Bytes.Element == UInt8 {
        values(of: type, from: bytes, options: JSONDecodingOptions())
    }

    /// The models of JSON Lines text arriving as an asynchronous sequence of `Data` chunks, with
    /// the default options. See `values(of:from:options:)`.
    public func values<T: JSONModel & Decodable, Chunks: AsyncSequence>(
        of type: T.Type, from chunks: Chunks
    ) -> JSONLinesSequence<Chunks, T> where Chunks.Element == Data {
        values(of: type, from: chunks, options: JSONDecodingOptions())
    }

    private static func modelLine<T: JSONModel>(_ type: T.Type, options: JSONDecodingOptions) -> (Data) throws -> T {
        { try T(json: $0, options: options) }
    }
}

extension JSONLinesEncoder {
    /// The models as JSON Lines text, each written by its `jsonData(options:)`.
    ///
    ///     let data = try JSONLinesEncoder().encode(statuses)
    ///
    /// - Parameters:
    ///   - models: The models, one per line.
    ///   - options: How each model is written; `encoder` is not used. Must not pretty-print.
    /// - Returns: UTF-8 text: one line per model, each ending with `\n`.
    /// - Throws: `JSONWritingError` when `options` pretty-print, and what `jsonData(options:)`
    ///   throws.
    public func encode<Models: Sequence>(
        _ models: Models, options: JSONWritingOptions
    ) throws -> Data where Models.Element: JSONModel & Encodable {
        var output = Data()
        try Self.encodeModelLines(models, options: options) { json in
            output.append(json)
            output.append(UInt8(ascii: "\n"))
        }
        return output
    }

    /// Writes the models as JSON Lines to a file handle, at its current offset, in writes of about
    /// `chunkSize` bytes.
    ///
    ///     try JSONLinesEncoder().encode(statuses, to: handle)
    ///
    /// - Parameters:
    ///   - models: The models, one per line.
    ///   - handle: A handle open for writing.
    ///   - options: How each model is written. Must not pretty-print.
    /// - Throws: The errors of `encode(_:options:)`, and the handle's write errors.
    public func encode<Models: Sequence>(
        _ models: Models, to handle: FileHandle, options: JSONWritingOptions
    ) throws where Models.Element: JSONModel & Encodable {
        var output = JSONLinesOutput(handle: handle, chunkSize: chunkSize)
        try Self.encodeModelLines(models, options: options) { try output.append($0) }
        try output.flush()
    }

    /// The models as JSON Lines text, compact. See `encode(_:options:)`.
    public func encode<Models: Sequence>(_ models: Models) throws -> Data where Models.Element: JSONModel & Encodable {
        try encode(models, options: .compact)
    }

    /// Writes the models as compact JSON Lines to a file handle. See `encode(_:to:options:)`.
    public func encode<Models: Sequence>(_ models: Models, to handle: FileHandle) throws where Models.Element: JSONModel & Encodable {
        try encode(models, to: handle, options: .compact)
    }

    private static func encodeModelLines<Models: Sequence>(
        _ models: Models, options: JSONWritingOptions, _ emit: (Data) throws -> Void
    ) throws where Models.Element: JSONModel {
        if options.contains(.prettyPrinted) {
            throw JSONWritingError(reason: "JSON Lines needs compact JSON, but the options pretty-print")
        }
        for model in models {
            try emit(model.jsonData(options: options))
        }
    }
}
