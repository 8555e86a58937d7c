extension JSONWriter {
    /// Writes `null`.
    @inlinable
    public mutating func writeNull() {
        prepareForElement()
        appendASCII("null")
    }

    /// Writes `true` or `false`.
    @inlinable
    public mutating func write(_ value: Bool) {
        prepareForElement()
        appendASCII(value ? "true" : "false")
    }

    /// Writes an integer exactly.
    @inlinable
    public mutating func write(_ value: Int64) {
        prepareForElement()
        if value < 0 {
            buffer.append(UInt8(ascii: "-"))
            appendDigits(value.magnitude)
        } else {
            appendDigits(UInt64(value))
        }
    }

    /// Writes an integer exactly.
    @inlinable
    public mutating func write(_ value: UInt64) {
        prepareForElement()
        appendDigits(value)
    }

    /// Writes an integer exactly.
    @inlinable
    public mutating func write(_ value: Int) { write(Int64(value)) }

    /// Writes a double in its shortest form that reads back to the same value (`0.1`, `1e-07`).
    ///
    /// - Throws: ``JSONWritingError`` for NaN and infinities, which JSON cannot represent.
    @inlinable
    public mutating func write(_ value: Double) throws(JSONWritingError) {
        guard value.isFinite else { throw JSONWritingError(reason: "non-finite number \(value)") }
        prepareForElement()
        appendFinite(value)
    }

    /// Writes a string, escaping `"`, `\`, control characters (and `/` unless disabled).
    @inlinable
    public mutating func write(_ value: String) {
        prepareForElement()
        writeQuotedString(value)
    }

    /// Writes already-valid JSON text as the next value (it is not checked).
    public mutating func writeRawValue(_ json: UnsafeBufferPointer<UInt8>) {
        prepareForElement()
        buffer.append(contentsOf: json)
    }

    // MARK: - Pieces

    @inlinable
    mutating func appendASCII(_ text: StaticString) {
        buffer.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends the decimal digits of `value`, two at a time from a table.
    @inlinable
    mutating func appendDigits(_ value: UInt64) {
        var length = 1
        var probe = value
        while probe >= 10 { probe /= 10; length &+= 1 }
        buffer.reserve(length)
        var cursor = buffer.base + (buffer.count &+ length)
        var rest = value
        while rest >= 100 {
            let pair = Int(rest % 100) &* 2
            rest /= 100
            cursor -= 2
            cursor[0] = DigitPairs.table[pair]
            cursor[1] = DigitPairs.table[pair &+ 1]
        }
        if rest >= 10 {
            let pair = Int(rest) &* 2
            cursor -= 2
            cursor[0] = DigitPairs.table[pair]
            cursor[1] = DigitPairs.table[pair &+ 1]
        } else {
            cursor -= 1
            cursor[0] = UInt8(ascii: "0") &+ UInt8(rest)
        }
        buffer.count &+= length
    }

    /// Appends a finite double: integral values below 2^53 as integers with `.0`, others in Swift's
    /// shortest round-trip form, which is valid JSON (`0.1`, `1e-07`, `1.7976931348623157e+308`).
    @inlinable
    mutating func appendFinite(_ value: Double) {
        if value == value.rounded(.towardZero) && Swift.abs(value) < 9_007_199_254_740_992 {
            if value.sign == .minus { buffer.append(UInt8(ascii: "-")) }
            appendDigits(UInt64(Swift.abs(value)))
            appendASCII(".0")
            return
        }
        // `description` allocates for texts over 15 bytes; a digit writer of our own would avoid it.
        var text = value.description
        text.withUTF8 { buffer.append(contentsOf: $0) }
    }

    /// Appends `"string"` with JSON escapes.
    @inlinable
    mutating func writeQuotedString(_ value: String) {
        var value = value
        value.withUTF8 { writeQuoted(utf8: $0) }
    }

    /// Appends `"bytes"` with JSON escapes; `bytes` must be valid UTF-8.
    ///
    /// Runs without escapes are found eight bytes at a time and copied whole.
    @usableFromInline
    mutating func writeQuoted(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        buffer.reserve(bytes.count &+ 2)
        buffer.append(UInt8(ascii: "\""))
        guard let base = bytes.baseAddress else { return buffer.append(UInt8(ascii: "\"")) }
        let count = bytes.count
        var runStart = 0
        var index = 0
        while true {
            while index &+ 8 <= count,
                !JSONWriter.needsEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self), slashes: escapesSlashes) {
                index &+= 8
            }
            guard index < count else { break }
            let byte = base[index]
            if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
                && (byte != UInt8(ascii: "/") || !escapesSlashes) {
                index &+= 1
                continue
            }
            buffer.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index &- runStart))
            appendEscape(for: byte)
            index &+= 1
            runStart = index
        }
        buffer.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: count &- runStart))
        buffer.append(UInt8(ascii: "\""))
    }

    /// Whether any of the eight bytes needs an escape: `"`, `\`, a control byte, or `/` when escaped.
    @inline(__always)
    @usableFromInline
    static func needsEscape(_ word: UInt64, slashes: Bool) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let slash = word ^ (ones &* 0x2F)
        var found = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
        if slashes { found |= (slash &- ones) & ~slash }
        return found & 0x8080_8080_8080_8080 != 0
    }

    @usableFromInline
    mutating func appendEscape(for byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): appendASCII("\\\"")
        case UInt8(ascii: "\\"): appendASCII("\\\\")
        case UInt8(ascii: "/"): appendASCII("\\/")
        case 0x08: appendASCII("\\b")
        case 0x0C: appendASCII("\\f")
        case 0x0A: appendASCII("\\n")
        case 0x0D: appendASCII("\\r")
        case 0x09: appendASCII("\\t")
        default:
            appendASCII("\\u00")
            buffer.append(DigitPairs.hex[Int(byte &>> 4)])
            buffer.append(DigitPairs.hex[Int(byte & 0xF)])
        }
    }
}

/// Lookup tables for fast number and escape output.
@usableFromInline
enum DigitPairs {
    /// "00" "01" ... "99" as 200 ASCII bytes.
    @usableFromInline static let table: [UInt8] = (0..<100).flatMap { [UInt8(ascii: "0") + UInt8($0 / 10), UInt8(ascii: "0") + UInt8($0 % 10)] }
    /// Lower-case hexadecimal digits.
    @usableFromInline static let hex: [UInt8] = Array("0123456789abcdef".utf8)
}
