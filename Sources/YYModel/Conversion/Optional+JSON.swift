/// An optional reads `null` (and, for numbers and `Bool`, the null words) as `nil`, anything else
/// as its wrapped type. A `nil` property is omitted on output unless the options ask for `null`s.
extension Optional: JSONValueDecodable where Wrapped: JSONValueDecodable {
    @inlinable
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Wrapped?? {
        if isNull(element) { return .some(nil) }
        guard let value = try Wrapped.decodeJSON(from: element, context: &context) else { return nil }
        return .some(value)
    }

    /// Updates a present wrapped value in place (nested models), else decodes a new one.
    @inlinable
    public mutating func updateJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Bool {
        if Self.isNull(element) {
            self = nil
            return true
        }
        guard var wrapped = self else {
            guard let value = try Wrapped.decodeJSON(from: element, context: &context) else { return false }
            self = value
            return true
        }
        self = nil  // keep `wrapped` uniquely referenced while it changes
        defer { self = wrapped }
        return try wrapped.updateJSON(from: element, context: &context)
    }

    @_documentation(visibility: private)
    @inlinable
    public static func __decodeJSONDirectly(context: inout JSONDecodingContext) throws -> Wrapped? {
        if context.text.consumeNull() { return nil }
        return try Wrapped.__decodeJSONDirectly(context: &context)
    }

    @inlinable
    static func isNull(_ element: JSONElement) -> Bool {
        element.isNull || (Wrapped.jsonAcceptsNullWords && element.tag == .string && NumericText.isNullWord(element))
    }

    @inlinable public static var jsonEmptyValue: Wrapped?? { .some(nil) }
    @inlinable public static var jsonIsContainer: Bool { Wrapped.jsonIsContainer }
}

extension Optional: JSONValueEncodable where Wrapped: JSONValueEncodable {
    @inlinable
    public func encodeJSON(to writer: inout JSONWriter) throws {
        if let value = self { try value.encodeJSON(to: &writer) } else { writer.writeNull() }
    }

    @inlinable
    public func isJSONOmitted(options: JSONWritingOptions) -> Bool {
        guard let value = self else { return !options.includesNulls }
        return value.isJSONOmitted(options: options)
    }
}
