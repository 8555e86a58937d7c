import Foundation

/// Reading primitive values from the tape: the strict rules of Foundation's `JSONDecoder` on the fast
/// path, YYModel's conversions (``YYJSONDecoder/allowsLenientConversions``) only where strict
/// reading fails.
extension TapeDecoder {
    @inline(__always)
    func readBool(at node: Int) throws(DecodeFailure) -> Bool {
        switch tape.tag(node) {
        case .true: return true
        case .false: return false
        default: return try readBoolSlow(at: node)
        }
    }

    @inline(never)
    func readBoolSlow(at node: Int) throws(DecodeFailure) -> Bool {
        let tag = tape.tag(node)
        if isLenient {
            switch tag {
            case .int, .uint, .double:
                return JSONElement(tape: tape, node: node).double.unsafelyUnwrapped != 0
            case .string:
                if let value = NumericText.bool(tape.string(node)) { return value }
            default: break
            }
        }
        // Foundation reports `null` for a `Bool` as a type mismatch, not as a missing value.
        throw .typeMismatch(expected: Bool.self, found: tag)
    }

    @inline(__always)
    func readString(at node: Int) throws(DecodeFailure) -> String {
        guard tape.tag(node) == .string else { return try readStringSlow(at: node) }
        return tape.string(node)
    }

    @inline(never)
    func readStringSlow(at node: Int) throws(DecodeFailure) -> String {
        let tag = tape.tag(node)
        if isLenient {
            switch tag {
            case .int, .uint, .double: return String(decoding: tape.numberText(node), as: UTF8.self)
            case .true: return "true"
            case .false: return "false"
            default: break
            }
        }
        throw mismatch(String.self, tag)
    }

    @inline(__always)
    func readInteger<I: FixedWidthInteger>(_ type: I.Type, at node: Int) throws(DecodeFailure) -> I {
        if _fastPath(tape.tag(node) == .int), let value = I(exactly: Int64(bitPattern: tape.second(node))) {
            return value
        }
        return try readIntegerSlow(I.self, at: node)
    }

    @inline(never)
    func readIntegerSlow<I: FixedWidthInteger>(_ type: I.Type, at node: Int) throws(DecodeFailure) -> I {
        let tag = tape.tag(node)
        switch tag {
        case .int:
            if let value = I(exactly: Int64(bitPattern: tape.second(node))) { return value }
        case .uint:
            if let value = I(exactly: tape.second(node)) { return value }
        case .double:
            // A number written with a fraction or an exponent (1.0, 1e2), or an integer beyond 64
            // bits, which the parser keeps as a double: Foundation's reading is `ExactInteger`'s.
            let text = tape.numberText(node)
            let value = Double(bitPattern: tape.second(node))
            if let exact = ExactInteger.value(I.self, text: text, double: value) { return exact }
            // Lenient mode truncates the double, as a model's property does; an integer literal
            // stays out of range even where its double rounds into it (-2^63 - 1 reads as -2^63).
            if isLenient, !ExactInteger.isLiteral(text), let truncated = NumericText.truncating(I.self, value) {
                return truncated
            }
        case .true, .false:
            if isLenient { return tag == .true ? 1 : 0 }
            throw mismatch(I.self, tag)
        case .string:
            if isLenient, let value = NumericText.integer(I.self, tape.string(node)) { return value }
            throw mismatch(I.self, tag)
        default:
            throw mismatch(I.self, tag)
        }
        throw .numberNotRepresentable(I.self, text: String(decoding: tape.numberText(node), as: UTF8.self))
    }

    @inline(__always)
    func readDouble(at node: Int) throws(DecodeFailure) -> Double {
        switch tape.tag(node) {
        case .double:
            let value = Double(bitPattern: tape.second(node))
            if _slowPath(value == 0) { try checkUnderflow(Double.self, at: node) }
            return value
        case .int: return Double(Int64(bitPattern: tape.second(node)))
        case .uint: return Double(tape.second(node))
        default: return try Double(readNonNumber(Double.self, at: node))
        }
    }

    func readFloat(at node: Int) throws(DecodeFailure) -> Float {
        let tag = tape.tag(node)
        switch tag {
        case .int, .uint, .double:
            // Through `Double`, as Foundation does; a finite value that overflows or underflows to
            // zero does not fit (JSON5's `Infinity` and `NaN` stay what they are).
            let wide = try readDouble(at: node)
            let value = Float(wide)
            guard value.isFinite || !wide.isFinite, value != 0 || wide == 0 else {
                throw .numberNotRepresentable(Float.self, text: String(decoding: tape.numberText(node), as: UTF8.self))
            }
            return value
        default:
            let wide = try readNonNumber(Float.self, at: node)
            let value = Float(wide)
            guard value.isFinite || !wide.isFinite else { throw mismatch(Float.self, tag) }
            return value
        }
    }

    /// `1e-400` parses as 0 (correct rounding); Foundation rejects such a number as not representable.
    @inline(never)
    func checkUnderflow(_ type: Any.Type, at node: Int) throws(DecodeFailure) {
        for byte in tape.numberText(node) {
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { break }
            if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") {
                throw .numberNotRepresentable(type, text: String(decoding: tape.numberText(node), as: UTF8.self))
            }
        }
    }

    /// A floating-point value from something other than a JSON number: the non-conforming float
    /// strings, then (lenient) YYModel's conversions.
    @inline(never)
    func readNonNumber(_ type: Any.Type, at node: Int) throws(DecodeFailure) -> Double {
        let tag = tape.tag(node)
        if tag == .string {
            let text = tape.string(node)
            if case .convertFromString(let positive, let negative, let nan) = options.nonConformingFloatDecodingStrategy {
                if text == positive { return .infinity }
                if text == negative { return -.infinity }
                if text == nan { return .nan }
            }
            if isLenient, let value = NumericText.floatingPoint(Double.self, text) { return value }
        } else if isLenient && (tag == .true || tag == .false) {
            return tag == .true ? 1 : 0
        }
        throw mismatch(type, tag)
    }

    /// `valueNotFound` for `null`, `typeMismatch` otherwise.
    func mismatch(_ type: Any.Type, _ tag: JSONTag) -> DecodeFailure {
        tag == .null ? .valueNotFound(type) : .typeMismatch(expected: type, found: tag)
    }
}
