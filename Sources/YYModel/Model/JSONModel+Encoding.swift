import Foundation

// The encoding entry points are inlinable, down to the generated code: specialized in the
// caller's module, a model goes from the caller to its `encodeJSON(to:)` without a generic call.
// A generic call would copy a large model struct at each step into and out of generic code (the
// caller's copy into the unspecialized `jsonData`, and the witness thunk's copy on the way out).
extension JSONValueEncodable {
    /// A fresh writer holding the value.
    ///
    /// - Throws: What the value throws; a refusal of a nested model's `jsonWillEncode` that no
    ///   container took in (a custom conversion's value) as the hook's own error.
    @inlinable
    func encodedWriter(options: JSONWritingOptions) throws -> JSONWriter {
        var writer = JSONWriter(documentWith: options)
        do {
            try encodeJSON(to: &writer)
        } catch let omitted as JSONModelOmitted {
            throw omitted.underlying
        }
        return writer
    }

    /// Writes the value into a fresh writer and hands its bytes to `body`.
    @inlinable
    func withEncodedBytes<R>(options: JSONWritingOptions, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) throws -> R {
        try encodedWriter(options: options).withUnsafeBytes(body)
    }

    /// Writes the value into a fresh writer and returns its bytes as `Data` (not copied).
    @inlinable
    func encodedData(options: JSONWritingOptions) throws -> Data {
        try encodedWriter(options: options).data()
    }

    /// The value as a `JSON` tree.
    func encodedJSONValue() throws -> JSON {
        try withEncodedBytes(options: .withoutEscapingSlashes) { try JSON(parsing: Array($0)) }
    }
}

extension JSONModel {
    /// The model as UTF-8 JSON text.
    ///
    ///     let data = try user.jsonData(options: [.prettyPrinted, .sortedKeys])
    ///
    /// Keys come out in declaration order (or sorted), key paths as nested objects, `nil` optionals
    /// omitted (unless `JSONWritingOptions.includesNulls`), non-finite doubles omitted.
    ///
    /// - Throws: When a custom conversion fails to write its value.
    @inlinable
    public func jsonData(options: JSONWritingOptions = .compact) throws -> Data {
        try encodedData(options: options)
    }

    /// The model as JSON text. See ``jsonData(options:)``.
    @inlinable
    public func jsonString(options: JSONWritingOptions = .compact) throws -> String {
        try withEncodedBytes(options: options) { String(decoding: $0, as: UTF8.self) }
    }

    /// The model as a `JSON` value.
    public func jsonValue() throws -> JSON { try encodedJSONValue() }

    /// The model as a Foundation dictionary, as `JSONSerialization` would produce it.
    public func jsonObject() throws -> [String: Any] {
        try jsonValue().foundationObject as? [String: Any] ?? [:]
    }
}

extension Array where Element: JSONValueEncodable {
    /// The elements as a JSON array (UTF-8 text).
    @inlinable
    public func jsonData(options: JSONWritingOptions = .compact) throws -> Data {
        try encodedData(options: options)
    }

    /// The elements as a JSON array.
    @inlinable
    public func jsonString(options: JSONWritingOptions = .compact) throws -> String {
        try withEncodedBytes(options: options) { String(decoding: $0, as: UTF8.self) }
    }
}

extension Dictionary where Key == String, Value: JSONValueEncodable {
    /// The dictionary as a JSON object (UTF-8 text).
    @inlinable
    public func jsonData(options: JSONWritingOptions = .compact) throws -> Data {
        try encodedData(options: options)
    }

    /// The dictionary as a JSON object.
    @inlinable
    public func jsonString(options: JSONWritingOptions = .compact) throws -> String {
        try withEncodedBytes(options: options) { String(decoding: $0, as: UTF8.self) }
    }
}
