/// `Double` and `Float` read any JSON number (nearest value), `true`/`false` as 1/0, and numeric
/// strings; a value out of `Float`'s range is a mismatch. Non-finite values are omitted on output.
extension JSONValueDecodable where Self: BinaryFloatingPoint {
    @inlinable @inline(__always)
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Self? {
        // The common kind inline (arrays of coordinates decode one per element); the rest out of line.
        if element.tag == .double { return finite(Self(Double(bitPattern: element.tape.second(element.node)))) }
        return decodeConverting(element)
    }

    /// Every kind but a JSON double: other numbers, booleans, numeric strings. (Specialized for
    /// the caller's type like the fast path, but kept out of it.)
    @inlinable @inline(never)
    static func decodeConverting(_ element: JSONElement) -> Self? {
        switch element.tag {
        case .int, .uint, .double: return finite(Self(element.double.unsafelyUnwrapped))
        case .true: return 1
        case .false: return 0
        case .string:
            return NumericText.floatingPoint(Self.self, element.tape.string(element.node))
        default: return nil
        }
    }

    @inlinable static func finite(_ value: Self) -> Self? { value.isFinite ? value : nil }

    @_documentation(visibility: private)
    @inlinable
    public static func __decodeJSONDirectly(context: inout JSONDecodingContext) throws -> Self {
        guard let number = context.text.readNumber(), let value = JSONTape.numberAsDouble(number.tag, bits: number.bits).flatMap({ finite(Self($0)) })
        else { throw JSONDecodingContext.directReadingStopped }
        return value
    }

    @inlinable public static var jsonEmptyValue: Self? { 0 }
    @inlinable public static var jsonAcceptsNullWords: Bool { true }
}

extension Double: JSONValueConvertible {
    @inlinable
    public func encodeJSON(to writer: inout JSONWriter) throws { try writer.write(self) }

    @inlinable
    public func isJSONOmitted(options: JSONWritingOptions) -> Bool { !isFinite && !options.strict }
}

extension Float: JSONValueConvertible {
    /// Writes the shortest text that reads back as this `Float` (`0.1`, not `0.10000000149011612`).
    @inlinable
    public func encodeJSON(to writer: inout JSONWriter) throws {
        guard isFinite else { throw JSONWritingError(reason: "non-finite number \(self)") }
        try writer.write(Double(description) ?? Double(self))
    }

    @inlinable
    public func isJSONOmitted(options: JSONWritingOptions) -> Bool { !isFinite && !options.strict }
}
