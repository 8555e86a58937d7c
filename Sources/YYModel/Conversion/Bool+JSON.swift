/// `Bool` reads JSON booleans, numbers (non-zero is `true`), and strings: the YES/NO word table or
/// a numeric string.
extension Bool: JSONValueConvertible {
    @inlinable
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Bool? {
        switch element.tag {
        case .true: return true
        case .false: return false
        case .int, .uint, .double: return element.double.unsafelyUnwrapped != 0
        case .string: return NumericText.bool(element.tape.string(element.node))
        default: return nil
        }
    }

    @inlinable public static var jsonEmptyValue: Bool? { false }

    @_documentation(visibility: private)
    @inlinable
    public static func __decodeJSONDirectly(context: inout JSONDecodingContext) throws -> Bool {
        guard let value = context.text.readBool() else { throw JSONDecodingContext.directReadingStopped }
        return value
    }
    @inlinable public static var jsonAcceptsNullWords: Bool { true }

    @inlinable
    public func encodeJSON(to writer: inout JSONWriter) throws { writer.write(self) }
}
