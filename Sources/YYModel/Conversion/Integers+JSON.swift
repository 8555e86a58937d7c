/// Integers read JSON integers exactly, truncate fractional numbers toward zero, take `true`/`false`
/// as 1/0 and numeric strings (or YES/NO words) as their value; anything out of range is a mismatch
/// (no wrapping, no clamping).
extension JSONValueDecodable where Self: FixedWidthInteger {
    @inlinable
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Self? {
        switch element.tag {
        case .int: return Self(exactly: Int64(bitPattern: element.tape.second(element.node)))
        case .uint: return Self(exactly: element.tape.second(element.node))
        case .double:
            let value = Double(bitPattern: element.tape.second(element.node))
            // An integer literal below Int64.min arrives as a double rounded up to -2^63: out of range.
            if value == -0x1p63, element.numberText?.allSatisfy({ $0 == "-" || $0.isASCII && $0.isNumber }) == true { return nil }
            return Self.truncating(value)
        case .true: return 1
        case .false: return 0
        case .string: return Self.fromText(element.tape.string(element.node))
        default: return nil
        }
    }

    @inlinable public static var jsonEmptyValue: Self? { 0 }
    @inlinable public static var jsonAcceptsNullWords: Bool { true }

    /// The value of a double truncated toward zero, if in range.
    @usableFromInline
    static func truncating(_ value: Double) -> Self? {
        guard value.isFinite else { return nil }
        return Self(exactly: value.rounded(.towardZero))
    }

    @usableFromInline
    static func fromText(_ text: String) -> Self? {
        if let word = NumericText.boolWord(text) { return word ? 1 : 0 }
        switch NumericText.parse(text) {
        case .int(let value): return Self(exactly: value)
        case .uint(let value): return Self(exactly: value)
        case .double(let value): return truncating(value)
        case nil: return nil
        }
    }
}

extension JSONValueEncodable where Self: FixedWidthInteger {
    @inlinable
    public func encodeJSON(to writer: inout JSONWriter) throws {
        if Self.isSigned { writer.write(Int64(self)) } else { writer.write(UInt64(self)) }
    }
}

extension Int: JSONValueConvertible {}
extension Int8: JSONValueConvertible {}
extension Int16: JSONValueConvertible {}
extension Int32: JSONValueConvertible {}
extension Int64: JSONValueConvertible {}
extension UInt: JSONValueConvertible {}
extension UInt8: JSONValueConvertible {}
extension UInt16: JSONValueConvertible {}
extension UInt32: JSONValueConvertible {}
extension UInt64: JSONValueConvertible {}
