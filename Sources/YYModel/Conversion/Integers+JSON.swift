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
            if value == -0x1p63, let text = element.numberText, isIntegerBelowInt64(text) { return nil }
            return Self.truncating(value)
        case .true: return 1
        case .false: return 0
        case .string:
            // Numeric strings are mostly plain integers (`"640"`): read from the bytes, no String.
            if let value = NumericText.plainInteger(element.tape.stringBytes(element.node)) { return Self(exactly: value) }
            return Self.fromText(element.tape.string(element.node))
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
        case .double(let value): return value == -0x1p63 && isIntegerBelowInt64(text) ? nil : truncating(value)
        case nil: return nil
        }
    }

    /// Whether `text`, read as the double -2^63, is an integer literal (no fraction, no exponent):
    /// then it was below `Int64.min` and the double rounded it up, so it is out of range.
    @usableFromInline
    static func isIntegerBelowInt64(_ text: String) -> Bool {
        !text.contains { $0 == "." || $0 == "e" || $0 == "E" }
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
