import Foundation

/// JSON text or a JSON value that a model can be decoded from: `Data`, `String`, `[UInt8]`, `JSON`.
public protocol JSONInput {
    /// Parses the input into a document.
    ///
    /// - Throws: `JSONParseError` for invalid JSON text.
    func makeJSONDocument(maxDepth: Int) throws -> JSONDocument
}

// JSON text (`Data`, `String`, `[UInt8]`) is parsed by a decode into storage on the decode's own
// stack frame: no `JSONDocument` object to allocate and release per decode (see
// `DocumentDecoding.withRoot(of:maxDepth:_:)`).

extension Data: JSONInput {
    public func makeJSONDocument(maxDepth: Int) throws -> JSONDocument {
        try JSONDocument(parsing: self, maxDepth: maxDepth)
    }

    /// Parses the text.
    ///
    /// - Throws: `JSONParseError` for invalid JSON text.
    @usableFromInline
    func parsedJSON(maxDepth: Int) throws -> ParsedJSON {
        // Through the bytes in place: reading the data as a collection would copy it first (a
        // retain and a release of its storage).
        var parsed: ParsedJSON?
        try withUnsafeBytes { parsed = try ParsedJSON(parsing: $0.assumingMemoryBound(to: UInt8.self), maxDepth: maxDepth) }
        return parsed.take()!
    }
}

extension String: JSONInput {
    public func makeJSONDocument(maxDepth: Int) throws -> JSONDocument {
        try JSONDocument(parsing: utf8, maxDepth: maxDepth)
    }

    /// Parses the text.
    ///
    /// - Throws: `JSONParseError` for invalid JSON text.
    @usableFromInline
    func parsedJSON(maxDepth: Int) throws -> ParsedJSON { try ParsedJSON(parsing: utf8, maxDepth: maxDepth) }
}

extension Array: JSONInput where Element == UInt8 {
    public func makeJSONDocument(maxDepth: Int) throws -> JSONDocument {
        try JSONDocument(parsing: self, maxDepth: maxDepth)
    }

    /// Parses the text.
    ///
    /// - Throws: `JSONParseError` for invalid JSON text.
    @usableFromInline
    func parsedJSON(maxDepth: Int) throws -> ParsedJSON { try ParsedJSON(parsing: self, maxDepth: maxDepth) }
}

extension JSON: JSONInput {
    /// Writes the value and parses it back: models decode through one path, the document.
    public func makeJSONDocument(maxDepth: Int) throws -> JSONDocument {
        var writer = JSONWriter(options: .withoutEscapingSlashes)
        try write(to: &writer)
        return try writer.withUnsafeBytes { try JSONDocument(parsing: $0, maxDepth: maxDepth) }
    }
}
