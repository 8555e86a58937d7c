/// How a value of a type without the library's conformances is read and written, decided by what
/// the type is when the program runs (``__RuntimeConverted`` holds such values):
///
/// 1. A ``JSONValueDecodable`` / ``JSONValueEncodable`` type (the element type of a generic
///    model's property, say) converts as always.
/// 2. An array, set, dictionary or optional converts as the conforming ones do, with each element
///    converted by these rules.
/// 3. A `RawRepresentable` type whose raw value converts (a `String` or `Int` enum) is read from
///    its raw value with YYModel's rules (`"2"` reads `Level(rawValue: 2)`) and written as it; a raw
///    value that names no case is a mismatch, as for an enum that declares `JSONValueConvertible`.
///    A type that is also `Decodable` first gets a second chance through its own `init(from:)`,
///    which may accept more (an `unknown` case).
/// 4. A `Decodable` / `Encodable` type goes through the library's Codable decoder and encoder, on
///    the same parsed document and into the same writer; a failure inside it is reported at its path.
///
/// A type that is none of these is a mismatch when decoding and an error when encoding, with a
/// message that says what to conform it to.
enum RuntimeConversion {
    // MARK: Decoding

    static func decode<V>(_ type: V.Type, from element: JSONElement, context: inout JSONDecodingContext) throws -> V? {
        if let convertible = V.self as? any JSONValueDecodable.Type {
            return try decodeConvertible(convertible, as: V.self, from: element, context: &context)
        }
        if let container = V.self as? any RuntimeContainer.Type {
            return try decodeContainer(container, as: V.self, from: element, context: &context)
        }
        if let rawRepresentable = V.self as? any RawRepresentable.Type, hasConvertibleRawValue(rawRepresentable) {
            if let value = try decodeRawValue(rawRepresentable, as: V.self, from: element, context: &context) { return value }
            if let decodable = V.self as? any Decodable.Type,
               let value = decodeCodable(decodable, as: V.self, from: element, context: &context) {
                return value
            }
            // Reported as for an enum that declares its conformance: the value did not convert.
            context.rejection = nil
            return nil
        }
        if let decodable = V.self as? any Decodable.Type {
            return decodeCodable(decodable, as: V.self, from: element, context: &context)
        }
        context.rejection = "\(V.self) cannot be read from JSON: make it Decodable or JSONValueDecodable"
        return nil
    }

    private static func decodeConvertible<T: JSONValueDecodable, V>(
        _: T.Type, as _: V.Type, from element: JSONElement, context: inout JSONDecodingContext
    ) throws -> V? {
        try T.decodeJSON(from: element, context: &context).map { unsafeBitCast($0, to: V.self) }
    }

    private static func decodeContainer<T: RuntimeContainer, V>(
        _: T.Type, as _: V.Type, from element: JSONElement, context: inout JSONDecodingContext
    ) throws -> V? {
        try T.decodeElements(from: element, context: &context).map { unsafeBitCast($0, to: V.self) }
    }

    private static func hasConvertibleRawValue<R: RawRepresentable>(_: R.Type) -> Bool {
        R.RawValue.self is any JSONValueDecodable.Type
    }

    /// The value whose raw value `element` converts to; `nil` when the raw value does not convert
    /// or names no case.
    private static func decodeRawValue<R: RawRepresentable, V>(
        _: R.Type, as _: V.Type, from element: JSONElement, context: inout JSONDecodingContext
    ) throws -> V? {
        guard let rawType = R.RawValue.self as? any JSONValueDecodable.Type,
              let raw = try decodeConvertible(rawType, as: R.RawValue.self, from: element, context: &context),
              let value = R(rawValue: raw)
        else { return nil }
        return unsafeBitCast(value, to: V.self)
    }

    private static func decodeCodable<T: Decodable, V>(
        _: T.Type, as _: V.Type, from element: JSONElement, context: inout JSONDecodingContext
    ) -> V? {
        do {
            return unsafeBitCast(try element.decodeCodable(T.self, lenient: !context.options.strict), to: V.self)
        } catch let error as DecodingError {
            context.rejection = error.reason
            context.rejectionPath = error.pathComponents
        } catch {
            context.rejection = "\(error)"
        }
        return nil
    }

    /// What a required property of type `V` takes when its key is absent: the empty container, or
    /// nothing.
    static func emptyValue<V>(of type: V.Type) -> V? {
        if let convertible = V.self as? any JSONValueDecodable.Type { return emptyValue(of: convertible, as: V.self) }
        if let container = V.self as? any RuntimeContainer.Type { return emptyContainer(container, as: V.self) }
        return nil
    }

    private static func emptyValue<T: JSONValueDecodable, V>(of _: T.Type, as _: V.Type) -> V? {
        T.jsonEmptyValue.map { unsafeBitCast($0, to: V.self) }
    }

    private static func emptyContainer<T: RuntimeContainer, V>(_: T.Type, as _: V.Type) -> V {
        unsafeBitCast(T.emptyContainer, to: V.self)
    }

    /// Whether the decoder records the path into values of `V` (see ``JSONValueDecodable/jsonIsContainer``).
    static func isContainer<V>(_ type: V.Type) -> Bool {
        if let convertible = V.self as? any JSONValueDecodable.Type { return convertible.jsonIsContainer }
        if let container = V.self as? any RuntimeContainer.Type { return container.holdsContainers }
        if let rawRepresentable = V.self as? any RawRepresentable.Type, hasConvertibleRawValue(rawRepresentable) { return false }
        return V.self is any Decodable.Type
    }

    /// Whether YYModel's null words read as `nil` for an optional `V`: as for its raw value.
    static func acceptsNullWords<V>(_ type: V.Type) -> Bool {
        if let convertible = V.self as? any JSONValueDecodable.Type { return convertible.jsonAcceptsNullWords }
        if let rawRepresentable = V.self as? any RawRepresentable.Type { return rawValueAcceptsNullWords(rawRepresentable) }
        return false
    }

    private static func rawValueAcceptsNullWords<R: RawRepresentable>(_: R.Type) -> Bool {
        (R.RawValue.self as? any JSONValueDecodable.Type)?.jsonAcceptsNullWords ?? false
    }

    // MARK: Encoding

    static func encode<V>(_ value: V, to writer: inout JSONWriter) throws {
        if let convertible = V.self as? any JSONValueEncodable.Type {
            return try encodeConvertible(convertible, value, to: &writer)
        }
        if let container = V.self as? any RuntimeContainer.Type {
            return try encodeContainer(container, value, to: &writer)
        }
        if let rawRepresentable = V.self as? any RawRepresentable.Type, try encodeRawValue(rawRepresentable, value, to: &writer) {
            return
        }
        if let encodable = V.self as? any Encodable.Type {
            return try encodeCodable(encodable, value, to: &writer)
        }
        throw JSONWritingError(reason: "\(V.self) cannot be written as JSON: make it Encodable or JSONValueEncodable")
    }

    private static func encodeConvertible<T: JSONValueEncodable, V>(_: T.Type, _ value: V, to writer: inout JSONWriter) throws {
        try unsafeBitCast(value, to: T.self).encodeJSON(to: &writer)
    }

    private static func encodeContainer<T: RuntimeContainer, V>(_: T.Type, _ value: V, to writer: inout JSONWriter) throws {
        try unsafeBitCast(value, to: T.self).encodeElements(to: &writer)
    }

    /// Writes the raw value; `false` (nothing written) when it has no JSON form.
    private static func encodeRawValue<R: RawRepresentable, V>(_: R.Type, _ value: V, to writer: inout JSONWriter) throws -> Bool {
        guard let raw = unsafeBitCast(value, to: R.self).rawValue as? any JSONValueEncodable else { return false }
        try raw.encodeJSON(to: &writer)
        return true
    }

    private static func encodeCodable<T: Encodable, V>(_: T.Type, _ value: V, to writer: inout JSONWriter) throws {
        try writer.writeEncodable(unsafeBitCast(value, to: T.self))
    }

    /// Whether a property holding `value` is left out of its object (a `nil` optional).
    static func isOmitted<V>(_ value: V, options: JSONWritingOptions) -> Bool {
        if let convertible = V.self as? any JSONValueEncodable.Type { return isOmitted(convertible, value, options: options) }
        if let container = V.self as? any RuntimeContainer.Type { return isOmitted(container, value, options: options) }
        return false
    }

    private static func isOmitted<T: JSONValueEncodable, V>(_: T.Type, _ value: V, options: JSONWritingOptions) -> Bool {
        unsafeBitCast(value, to: T.self).isJSONOmitted(options: options)
    }

    private static func isOmitted<T: RuntimeContainer, V>(_: T.Type, _ value: V, options: JSONWritingOptions) -> Bool {
        unsafeBitCast(value, to: T.self).isOmitted(options: options)
    }
}

/// The collections and `Optional`, whatever their elements: their elements are converted by
/// ``RuntimeConversion`` one by one, with the rules of the conforming collections.
protocol RuntimeContainer {
    static func decodeElements(from element: JSONElement, context: inout JSONDecodingContext) throws -> Self?
    static var emptyContainer: Self { get }
    /// Whether values contain other values (false for an optional scalar).
    static var holdsContainers: Bool { get }
    func encodeElements(to writer: inout JSONWriter) throws
    func isOmitted(options: JSONWritingOptions) -> Bool
}

extension RuntimeContainer {
    static var holdsContainers: Bool { true }
    func isOmitted(options: JSONWritingOptions) -> Bool { false }
}

extension Array: RuntimeContainer {
    static func decodeElements(from element: JSONElement, context: inout JSONDecodingContext) throws -> [Element]? {
        try [__RuntimeConverted<Element>].decodeJSON(from: element, context: &context)?.map { $0.value }
    }

    static var emptyContainer: [Element] { [] }

    func encodeElements(to writer: inout JSONWriter) throws {
        try map { __RuntimeConverted($0) }.encodeJSON(to: &writer)
    }
}

extension Set: RuntimeContainer {
    static func decodeElements(from element: JSONElement, context: inout JSONDecodingContext) throws -> Set<Element>? {
        try [Element].decodeElements(from: element, context: &context).map { Set($0) }
    }

    static var emptyContainer: Set<Element> { [] }

    func encodeElements(to writer: inout JSONWriter) throws {
        try map { __RuntimeConverted($0) }.encodeJSON(to: &writer)
    }
}

extension Dictionary: RuntimeContainer {
    static func decodeElements(from element: JSONElement, context: inout JSONDecodingContext) throws -> [Key: Value]? {
        try [Key: __RuntimeConverted<Value>].decodeJSON(from: element, context: &context)?.mapValues { $0.value }
    }

    static var emptyContainer: [Key: Value] { [:] }

    func encodeElements(to writer: inout JSONWriter) throws {
        try mapValues { __RuntimeConverted($0) }.encodeJSON(to: &writer)
    }
}

extension Optional: RuntimeContainer {
    static func decodeElements(from element: JSONElement, context: inout JSONDecodingContext) throws -> Wrapped?? {
        guard let decoded = try Optional<__RuntimeConverted<Wrapped>>.decodeJSON(from: element, context: &context) else { return nil }
        return .some(decoded.map { $0.value })
    }

    static var emptyContainer: Wrapped? { nil }

    static var holdsContainers: Bool { RuntimeConversion.isContainer(Wrapped.self) }

    func encodeElements(to writer: inout JSONWriter) throws {
        try map { __RuntimeConverted($0) }.encodeJSON(to: &writer)
    }

    func isOmitted(options: JSONWritingOptions) -> Bool {
        map { __RuntimeConverted($0) }.isJSONOmitted(options: options)
    }
}
