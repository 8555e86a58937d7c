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

/// A ``JSONTransformer`` type as a transform value, so that both kinds share one set of entry points.
@usableFromInline
struct TransformerType<T: JSONTransformer>: JSONPropertyTransform {
    @inlinable init() {}

    @inlinable
    func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> T.Value? {
        try T.decodeJSON(from: element, context: &context)
    }

    @inlinable
    func encodeJSON(_ value: T.Value, to writer: inout JSONWriter) throws {
        try T.encodeJSON(value, to: &writer)
    }
}

// MARK: Entry points of generated code

extension JSONDecodingContext {
    /// The value of property `index` converted by `transformer`; `nil` when absent or a mismatch.
    @inlinable
    @_documentation(visibility: private)
    public mutating func __decodeProperty<T: JSONTransformer>(_ frame: __ObjectFrame, _ index: Int, using transformer: T.Type) throws -> T.Value? {
        try __decodeProperty(frame, index, using: TransformerType<T>())
    }

    /// The value of an optional property converted by `transformer`: `.some(nil)` for `null`.
    @inlinable
    @_documentation(visibility: private)
    public mutating func __decodeProperty<T: JSONTransformer>(_ frame: __ObjectFrame, _ index: Int, using transformer: T.Type) throws -> T.Value?? {
        try __decodeProperty(frame, index, using: TransformerType<T>())
    }

    /// A required property converted by `transformer`; throws when it has no value.
    @inlinable
    @_documentation(visibility: private)
    public mutating func __decodeRequiredProperty<T: JSONTransformer>(_ frame: __ObjectFrame, _ index: Int, using transformer: T.Type) throws -> T.Value {
        try __decodeRequiredProperty(frame, index, using: TransformerType<T>())
    }

    /// Updates a property through `transformer` when its key is present and converts.
    @inlinable
    @_documentation(visibility: private)
    public mutating func __updateProperty<T: JSONTransformer>(_ value: inout T.Value, _ frame: __ObjectFrame, _ index: Int, using transformer: T.Type) throws {
        try __updateProperty(&value, frame, index, using: TransformerType<T>())
    }

    /// Updates an optional property through `transformer` when its key is present.
    @inlinable
    @_documentation(visibility: private)
    public mutating func __updateProperty<T: JSONTransformer>(_ value: inout T.Value?, _ frame: __ObjectFrame, _ index: Int, using transformer: T.Type) throws {
        try __updateProperty(&value, frame, index, using: TransformerType<T>())
    }
}

extension JSONWriter {
    /// Writes a property through `transformer`.
    @inlinable
    @_documentation(visibility: private)
    public mutating func __writeProperty<T: JSONTransformer>(_ value: T.Value, using transformer: T.Type) throws -> Bool {
        try __writeProperty(value, using: TransformerType<T>())
    }

    /// Writes an optional property through `transformer` (`nil` is omitted unless nulls are requested).
    @inlinable
    @_documentation(visibility: private)
    public mutating func __writeProperty<T: JSONTransformer>(_ value: T.Value?, using transformer: T.Type) throws -> Bool {
        try __writeProperty(value, using: TransformerType<T>())
    }

    /// Writes member `index` of a model through `transformer`; see `__writeMember(_:_:keys:)`.
    @inlinable @inline(__always)
    @_documentation(visibility: private)
    public mutating func __writeMember<T: JSONTransformer>(_ index: Int, _ value: T.Value, using transformer: T.Type, keys: __JSONMemberKeys) throws {
        try __writeMember(index, value, using: TransformerType<T>(), keys: keys)
    }

    /// Writes optional member `index` of a model through `transformer`; see `__writeMember(_:_:keys:)`.
    @inlinable @inline(__always)
    @_documentation(visibility: private)
    public mutating func __writeMember<T: JSONTransformer>(_ index: Int, _ value: T.Value?, using transformer: T.Type, keys: __JSONMemberKeys) throws {
        try __writeMember(index, value, using: TransformerType<T>(), keys: keys)
    }
}
