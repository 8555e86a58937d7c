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
    /// Eight bytes without escapes are copied as one word; the rest byte by byte, straight into
    /// room reserved for the worst case (`\u00XX`, six bytes per byte), a chunk at a time.
    @usableFromInline
    mutating func writeQuoted(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        buffer.append(UInt8(ascii: "\""))
        if let base = bytes.baseAddress {
            var index = 0
            while index < bytes.count {
                let chunkEnd = Swift.min(bytes.count, index &+ 4096)
                buffer.reserve((chunkEnd &- index) &* 6 &+ 8)  // + one word of overshoot
                var out = buffer.base + buffer.count
                let chunkStart = out
                while index < chunkEnd {
                    if index &+ 8 <= chunkEnd {
                        // Copy the whole word, then keep only the bytes before the first one that
                        // needs an escape (the lowest flagged byte is exact; later flags may not be).
                        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                        let flags = JSONWriter.escapeFlags(word, slashes: escapesSlashes)
                        UnsafeMutableRawPointer(out).storeBytes(of: word, as: UInt64.self)
                        let clean = flags == 0 ? 8 : flags.trailingZeroBitCount &>> 3
                        out += clean
                        index &+= clean
                        if clean == 8 { continue }
                    }
                    out = appendEscaped(base[index], at: out)
                    index &+= 1
                }
                buffer.count &+= out - chunkStart
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }

    /// Writes `byte` at `out`, escaped if JSON needs it, and returns the position after it.
    @inline(__always)
    private func appendEscaped(_ byte: UInt8, at out: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let short: UInt8
        switch byte {
        case UInt8(ascii: "\""): short = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): short = UInt8(ascii: "\\")
        case UInt8(ascii: "/") where escapesSlashes: short = UInt8(ascii: "/")
        case 0x08: short = UInt8(ascii: "b")
        case 0x0C: short = UInt8(ascii: "f")
        case 0x0A: short = UInt8(ascii: "n")
        case 0x0D: short = UInt8(ascii: "r")
        case 0x09: short = UInt8(ascii: "t")
        case 0..<0x20:
            let hex: StaticString = "0123456789abcdef"
            out[0] = UInt8(ascii: "\\")
            out[1] = UInt8(ascii: "u")
            out[2] = UInt8(ascii: "0")
            out[3] = UInt8(ascii: "0")
            out[4] = hex.utf8Start[Int(byte &>> 4)]
            out[5] = hex.utf8Start[Int(byte & 0xF)]
            return out + 6
        default:
            out[0] = byte
            return out + 1
        }
        out[0] = UInt8(ascii: "\\")
        out[1] = short
        return out + 2
    }

    /// The high bit of each byte that needs an escape: `"`, `\\`, a control byte, or `/` when
    /// slashes are escaped. Exact for the lowest flagged byte; zero when none does.
    @inline(__always)
    @usableFromInline
    static func escapeFlags(_ word: UInt64, slashes: Bool) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let slash = word ^ (ones &* 0x2F)
        var found = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
        if slashes { found |= (slash &- ones) & ~slash }
        return found & 0x8080_8080_8080_8080
    }

}

/// Lookup tables for fast number and escape output.
@usableFromInline
enum DigitPairs {
    /// "00" "01" ... "99" as 200 ASCII bytes.
    @usableFromInline static let table: [UInt8] = (0..<100).flatMap { [UInt8(ascii: "0") + UInt8($0 / 10), UInt8(ascii: "0") + UInt8($0 % 10)] }
}
