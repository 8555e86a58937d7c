import Foundation

/// A two-way conversion for one property, chosen with `@JSONTransform(T.self)`.
///
/// Use it when a property's JSON form differs from its type's usual one:
///
///     @JSONModel struct Event {
///         @JSONTransform(UnixMillisecondsTransformer.self) var start: Date?   // {"start": 1445534567000}
///         @JSONTransform(CommaSeparatedTransformer.self) var tags: [String] = [] // {"tags": "a,b,c"}
///     }
public protocol JSONTransformer {
    /// The property's type (for an optional property, the wrapped type).
    associatedtype Value

    /// Converts `element`, or returns `nil` for a mismatch (reported like any other).
    static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Value?

    /// Writes `value` as the next JSON value.
    static func encodeJSON(_ value: Value, to writer: inout JSONWriter) throws
}

/// A list of strings from one comma-separated string (`"a, b,c"` -> `["a", "b", "c"]`, whitespace
/// trimmed, empty items dropped); a JSON array of strings is accepted too. Written as `"a,b,c"`.
public enum CommaSeparatedTransformer: JSONTransformer {
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> [String]? {
        if element.kind == .array { return try [String].decodeJSON(from: element, context: &context) }
        guard let text = element.string else { return nil }
        return text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    public static func encodeJSON(_ value: [String], to writer: inout JSONWriter) throws {
        writer.write(value.joined(separator: ","))
    }
}

/// A value converted by the transformer `T`, so transformed properties use the ordinary property paths.
public struct JSONTransformed<T: JSONTransformer>: JSONValueConvertible {
    /// The converted value.
    public var value: T.Value

    /// Wraps a value.
    @inlinable public init(_ value: T.Value) { self.value = value }

    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Self? {
        guard let value = try T.decodeJSON(from: element, context: &context) else { return nil }
        return Self(value)
    }

    /// A transformer may read nested values (`CommaSeparatedTransformer` reads arrays) or record
    /// issues, so the decoder keeps the property on the path: `tags[3]`, not `[3]`.
    public static var jsonIsContainer: Bool { true }

    public func encodeJSON(to writer: inout JSONWriter) throws { try T.encodeJSON(value, to: &writer) }
}

extension JSONDecodingContext {
    /// The value of property `index` converted by `transformer` (see ``__decodeProperty(_:_:as:)``).
    @inlinable
    @_documentation(visibility: private)
    public mutating func __decodeProperty<T: JSONTransformer>(_ frame: __ObjectFrame, _ index: Int, using transformer: T.Type) throws -> T.Value? {
        try __decodeProperty(frame, index, as: JSONTransformed<T>.self)?.value
    }

    /// The value of an optional property converted by `transformer`: `.some(nil)` for `null`.
    @inlinable
    @_documentation(visibility: private)
    public mutating func __decodeProperty<T: JSONTransformer>(_ frame: __ObjectFrame, _ index: Int, using transformer: T.Type) throws -> T.Value?? {
        try __decodeProperty(frame, index, as: JSONTransformed<T>?.self).map { $0?.value }
    }

    /// Assigns property `index` converted by `transformer` when present and convertible.
    @inlinable
    @_documentation(visibility: private)
    public mutating func __decodeProperty<T: JSONTransformer>(_ frame: __ObjectFrame, _ index: Int, using transformer: T.Type, into value: inout T.Value) throws {
        if let decoded = try __decodeProperty(frame, index, as: JSONTransformed<T>.self) { value = decoded.value }
    }

    /// Assigns an optional property converted by `transformer` (`nil` for `null`) when present.
    @inlinable
    @_documentation(visibility: private)
    public mutating func __decodeProperty<T: JSONTransformer>(_ frame: __ObjectFrame, _ index: Int, using transformer: T.Type, into value: inout T.Value?) throws {
        if let decoded = try __decodeProperty(frame, index, as: JSONTransformed<T>?.self) { value = decoded?.value }
    }

    /// A required property converted by `transformer`; throws when missing (transformers have no empty value).
    @inlinable
    @_documentation(visibility: private)
    public mutating func __decodeRequiredProperty<T: JSONTransformer>(_ frame: __ObjectFrame, _ index: Int, using transformer: T.Type) throws -> T.Value {
        try __decodeRequiredProperty(frame, index, as: JSONTransformed<T>.self).value
    }

    /// Updates a property through `transformer` when its key is present.
    @inlinable
    @_documentation(visibility: private)
    public mutating func __updateProperty<T: JSONTransformer>(_ value: inout T.Value, _ frame: __ObjectFrame, _ index: Int, using transformer: T.Type) throws {
        var wrapped = JSONTransformed<T>(value)
        try __updateProperty(&wrapped, frame, index)
        value = wrapped.value
    }

    /// Updates an optional property through `transformer` when its key is present.
    @inlinable
    @_documentation(visibility: private)
    public mutating func __updateProperty<T: JSONTransformer>(_ value: inout T.Value?, _ frame: __ObjectFrame, _ index: Int, using transformer: T.Type) throws {
        var wrapped: JSONTransformed<T>? = nil
        if let present = value { wrapped = JSONTransformed<T>(present) }
        try __updateProperty(&wrapped, frame, index)
        value = wrapped?.value
    }
}

extension JSONWriter {
    /// Writes a property through `transformer`.
    @inlinable
    @_documentation(visibility: private)
    public mutating func __writeProperty<T: JSONTransformer>(_ value: T.Value, using transformer: T.Type) throws -> Bool {
        try __writeProperty(JSONTransformed<T>(value))
    }

    /// Writes an optional property through `transformer` (`nil` is omitted unless nulls are requested).
    @inlinable
    @_documentation(visibility: private)
    public mutating func __writeProperty<T: JSONTransformer>(_ value: T.Value?, using transformer: T.Type) throws -> Bool {
        guard let value else { return try __writeProperty(JSONTransformed<T>?.none) }
        return try __writeProperty(JSONTransformed<T>(value))
    }
}
