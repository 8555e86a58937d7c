/// Integers read JSON integers exactly, truncate fractional numbers toward zero, take `true`/`false`
/// as 1/0 and numeric strings (or YES/NO words) as their value; anything out of range is a mismatch
/// (no wrapping, no clamping).
extension JSONValueDecodable where Self: FixedWidthInteger {
    @inlinable @inline(__always)
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Self? {
        // The common kind inline; the rest out of line.
        if element.tag == .int { return Self(exactly: Int64(bitPattern: element.tape.second(element.node))) }
        return decodeConverting(element)
    }

    /// Every kind but `.int`, which ``decodeJSON(from:context:)`` reads inline before calling
    /// this. (Specialized for the caller's type like the fast path, but kept out of it.)
    @inlinable @inline(never)
    static func decodeConverting(_ element: JSONElement) -> Self? {
        switch element.tag {
        case .uint: return Self(exactly: element.tape.second(element.node))
        case .double:
            let value = Double(bitPattern: element.tape.second(element.node))
            if value == -0x1p63, let text = element.numberText, NumericText.isIntegerBelowInt64(text) { return nil }
            return NumericText.truncating(Self.self, value)
        case .true: return 1
        case .false: return 0
        case .string:
            // Numeric strings are mostly plain integers (`"640"`): read from the bytes, no String.
            if let value = NumericText.plainInteger(element.tape.stringBytes(element.node)) { return Self(exactly: value) }
            return NumericText.integer(Self.self, element.tape.string(element.node))
        default: return nil
        }
    }

    /// Only integers written as such, in range; a fraction is left to the tape's conversions.
    @_documentation(visibility: private)
    @inlinable
    public static func __decodeJSONDirectly(context: inout JSONDecodingContext) throws -> Self {
        if let number = context.text.readNumber() {
            switch number.tag {
            case .int: if let value = Self(exactly: Int64(bitPattern: number.bits)) { return value }
            case .uint: if let value = Self(exactly: number.bits) { return value }
            default: break
            }
        }
        throw JSONDecodingContext.directReadingStopped
    }

    @inlinable public static var jsonEmptyValue: Self? { 0 }
    @inlinable public static var jsonAcceptsNullWords: Bool { true }
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
