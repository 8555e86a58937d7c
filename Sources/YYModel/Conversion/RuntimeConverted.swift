/// A model property's value whose type has no ``JSONValueDecodable`` or ``JSONValueEncodable``
/// conformance, converted by what the type turns out to be when the program runs (see
/// `RuntimeConversion`): a raw-value enum, an array, set, dictionary or optional of such values,
/// or a `Codable` type.
///
/// `@JSONModel` expansions reach it through the overloads below, which the compiler picks only
/// when the property's type has no conformance of its own; you do not use it directly.
@_documentation(visibility: private)
public struct __RuntimeConverted<Value> {
    public var value: Value

    @inlinable
    public init(_ value: Value) { self.value = value }
}

/// A value converted at run time, named after the type it holds in messages.
protocol RuntimeConvertedValue {
    static var convertedType: Any.Type { get }
}

extension __RuntimeConverted: RuntimeConvertedValue {
    static var convertedType: Any.Type { Value.self }
}

extension __RuntimeConverted: JSONValueDecodable {
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Self? {
        try RuntimeConversion.decode(Value.self, from: element, context: &context).map(Self.init)
    }

    public static var jsonEmptyValue: Self? { RuntimeConversion.emptyValue(of: Value.self).map(Self.init) }

    public static var jsonIsContainer: Bool { RuntimeConversion.isContainer(Value.self) }

    public static var jsonAcceptsNullWords: Bool { RuntimeConversion.acceptsNullWords(Value.self) }
}

extension __RuntimeConverted: JSONValueEncodable {
    public func encodeJSON(to writer: inout JSONWriter) throws {
        try RuntimeConversion.encode(value, to: &writer)
    }

    public func isJSONOmitted(options: JSONWritingOptions) -> Bool {
        RuntimeConversion.isOmitted(value, options: options)
    }
}

// MARK: Entry points of generated code

extension JSONDecodingContext {
    /// `__decodeProperty(_:_:as:)` for a type without a conformance of its own.
    @_disfavoredOverload
    @inlinable
    @_documentation(visibility: private)
    public mutating func __decodeProperty<Value>(_ frame: __ObjectFrame, _ index: Int, as type: Value.Type) throws -> Value? {
        try __decodeProperty(frame, index, as: __RuntimeConverted<Value>.self)?.value
    }

    /// `__decodeRequiredProperty(_:_:as:)` for a type without a conformance of its own.
    @_disfavoredOverload
    @inlinable
    @_documentation(visibility: private)
    public mutating func __decodeRequiredProperty<Value>(_ frame: __ObjectFrame, _ index: Int, as type: Value.Type) throws -> Value {
        try __decodeRequiredProperty(frame, index, as: __RuntimeConverted<Value>.self).value
    }

    /// `__updateProperty(_:_:_:)` for a type without a conformance of its own: the value is
    /// replaced when its key is present and converts.
    @_disfavoredOverload
    @inlinable
    @_documentation(visibility: private)
    public mutating func __updateProperty<Value>(_ value: inout Value, _ frame: __ObjectFrame, _ index: Int) throws {
        var converted = __RuntimeConverted(value)
        try __updateProperty(&converted, frame, index)
        value = converted.value
    }
}

extension JSONWriter {
    /// `__writeMember(_:_:keys:)` for a type without a conformance of its own.
    @_disfavoredOverload
    @inlinable
    @_documentation(visibility: private)
    public mutating func __writeMember<Value>(_ index: Int, _ value: Value, keys: __JSONMemberKeys) throws {
        try __writeMember(index, __RuntimeConverted(value), keys: keys)
    }

    /// `__writeProperty(_:)` for a type without a conformance of its own.
    @_disfavoredOverload
    @inlinable
    @_documentation(visibility: private)
    public mutating func __writeProperty<Value>(_ value: Value) throws -> Bool {
        try __writeProperty(__RuntimeConverted(value))
    }
}
