/// A type whose values can be read from a JSON value, with YYModel's tolerant conversions.
///
/// The library's property types conform: the integers, `Double`, `Float`, `Bool`, `String`,
/// `Optional`, arrays, sets, dictionaries (keyed by `String`, integers, `UUID` or raw-value enums),
/// `JSON` and nested models. Enums with raw values and types that are only `Codable` need no
/// conformance: a model reads them through their raw value or their `init(from:)`. Conform your own
/// type to read it from whatever JSON shape your data uses:
///
///     struct Money: JSONValueDecodable {
///         var cents: Int64
///         static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) -> Money? {
///             // "12.50" or 12.5
///             guard let amount = element.double ?? element.string.flatMap(Double.init) else { return nil }
///             return Money(cents: Int64((amount * 100).rounded()))
///         }
///     }
public protocol JSONValueDecodable {
    /// Converts `element`, or returns `nil` when it cannot be converted.
    ///
    /// Returning `nil` is a *mismatch*: the property keeps its value and the caller reports the
    /// issue with its JSON path (in strict mode it throws). Do not store `element`.
    ///
    /// - Parameters:
    ///   - element: The JSON value, valid only during this call.
    ///   - context: The decode in progress: options, the JSON path, and the issue list.
    /// - Throws: Only to abort the whole decode (strict mode errors from nested values).
    static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Self?

    /// Updates the value in place from `element` and tells whether it converted.
    ///
    /// The default replaces the value with ``decodeJSON(from:context:)``; models override it so
    /// that `update(withJSON:)` changes only the keys present (YYModel's nested update).
    mutating func updateJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Bool

    /// The value a required property takes when the JSON has none (`0`, `""`, `[]`), or `nil` when
    /// the type has no such value (`Date`, `URL`): then a missing value is an error.
    static var jsonEmptyValue: Self? { get }

    /// Whether values of this type contain other values (arrays, objects, models), so that the
    /// decoder records the path into them. A static constant, folded away in specialized code.
    static var jsonIsContainer: Bool { get }

    /// Whether YYModel's null words (`"nil"`, `"NULL"`, `"<null>"`…) count as `null` when this type is
    /// optional. True for numbers and `Bool`; a `String` keeps such text as it is.
    static var jsonAcceptsNullWords: Bool { get }

    /// Reads a value of exactly this type's JSON kind straight from the text of a direct model
    /// decode; throws for anything else, and the model is then decoded from a tape.
    ///
    /// The library's scalar types, optionals and models implement it; the default throws.
    @_documentation(visibility: private)
    static func __decodeJSONDirectly(context: inout JSONDecodingContext) throws -> Self
}

extension JSONValueDecodable {
    @inlinable
    public mutating func updateJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Bool {
        guard let value = try Self.decodeJSON(from: element, context: &context) else { return false }
        self = value
        return true
    }

    @inlinable public static var jsonEmptyValue: Self? { nil }

    @inlinable public static var jsonIsContainer: Bool { false }

    @inlinable public static var jsonAcceptsNullWords: Bool { false }

    @_documentation(visibility: private)
    @inlinable
    public static func __decodeJSONDirectly(context: inout JSONDecodingContext) throws -> Self {
        throw JSONDecodingContext.directReadingUnsupported
    }
}
