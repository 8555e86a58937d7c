/// A type whose values can be written as JSON.
///
///     extension Money: JSONValueEncodable {
///         func encodeJSON(to writer: inout JSONWriter) throws {
///             try writer.write(Double(cents) / 100)
///         }
///     }
public protocol JSONValueEncodable {
    /// Writes the value as the next JSON value of `writer`.
    ///
    /// - Throws: When the value has no JSON form (for example a NaN `Double`) or a nested model refuses.
    func encodeJSON(to writer: inout JSONWriter) throws

    /// Whether a model property holding this value is left out of its object: `nil` optionals
    /// (unless the options ask for `null`s) and non-finite doubles (unless the options are
    /// `JSONWritingOptions.strict`, which makes them an error). Defaults to `false`.
    func isJSONOmitted(options: JSONWritingOptions) -> Bool
}

extension JSONValueEncodable {
    @inlinable
    public func isJSONOmitted(options: JSONWritingOptions) -> Bool { false }
}

/// A type that can be both read from and written to JSON.
public typealias JSONValueConvertible = JSONValueDecodable & JSONValueEncodable

extension JSONWriter {
    /// Writes a model property's value; returns `false` (writing nothing) when the value is omitted.
    ///
    /// Called by `@JSONModel` expansions.
    @inlinable
    @_documentation(visibility: private)
    public mutating func __writeProperty<Value: JSONValueEncodable>(_ value: Value) throws -> Bool {
        if value.isJSONOmitted(options: options) { return false }
        do {
            try value.encodeJSON(to: &self)
        } catch is JSONModelOmitted {
            return false  // a nested model's jsonWillEncode refused; the caller rolls the key back
        }
        return true
    }

    /// Writes any encodable value.
    @inlinable
    public mutating func write<Value: JSONValueEncodable>(value: Value) throws {
        try value.encodeJSON(to: &self)
    }
}
