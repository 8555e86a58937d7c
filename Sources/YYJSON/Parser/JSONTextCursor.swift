/// Reads JSON text straight from its bytes, one expected token at a time, without a tape.
///
/// A caller that knows what comes next (a model reading its keys in declaration order) asks for
/// exactly that: a given key, a string, a number, a brace. Each read returns `nil` (or `false`)
/// when the text holds anything else, including text this cursor leaves to the parser: escapes,
/// whitespace other than JSON's four bytes, invalid UTF-8, a byte order mark. The caller then
/// decodes the document the ordinary way, so the parser reports every error; the cursor never
/// throws and accepts only what the parser accepts.
///
/// The input is read in place, not copied: unlike the parser's padded copy, every load stays
/// inside `count` bytes, and a scan that would need bytes past the end stops instead.
@usableFromInline
package struct JSONTextCursor {
    @usableFromInline let start: UnsafePointer<UInt8>
    @usableFromInline let count: Int
    /// The offset of the next byte to read.
    @usableFromInline package var position = 0

    /// A cursor at the first byte of `count` bytes at `start`.
    @usableFromInline
    package init(start: UnsafePointer<UInt8>, count: Int) {
        self.start = start
        self.count = count
    }

    /// A cursor with nothing to read, for a decode that reads `tape` instead.
    @usableFromInline
    package init(readingNothingOf tape: JSONTape) {
        self.init(start: tape.input, count: 0)
    }

    /// Eight bytes from `offset` on, the first in the lowest byte; `offset + 8` must be in bounds.
    @inlinable @inline(__always)
    func word(at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(start + offset).loadUnaligned(as: UInt64.self))
    }

    // MARK: - Structure

    /// Skips whitespace and returns the next byte, or 0 at the end of the input.
    ///
    /// Pretty-printed text puts a newline and a run of spaces before most tokens: the run after
    /// each whitespace byte is skipped with one eight-byte compare.
    @inlinable @inline(__always)
    package mutating func nextByte() -> UInt8 {
        position = offsetAfterWhitespace(from: position)
        return position < count ? start[position] : 0
    }

    /// Whether `byte` is one of JSON's four whitespace bytes.
    @inlinable @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// The offset of the first byte from `offset` on that is not whitespace, or `count`.
    @inlinable @inline(__always)
    func offsetAfterWhitespace(from offset: Int) -> Int {
        var offset = offset
        while offset < count {
            let byte = start[offset]
            guard Self.isWhitespace(byte) else { return offset }
            offset &+= 1
            if offset &+ 8 <= count {
                offset &+= (word(at: offset) ^ 0x2020_2020_2020_2020).trailingZeroBitCount &>> 3
            }
        }
        return count
    }

    /// Consumes `byte` (after whitespace); `false` when the next byte is another.
    @inlinable @inline(__always)
    package mutating func consume(_ byte: UInt8) -> Bool {
        guard nextByte() == byte else { return false }
        position &+= 1
        return true
    }

    /// Whether only whitespace is left.
    @inlinable
    package mutating func isAtEnd() -> Bool {
        nextByte() == 0 && position == count
    }

    /// An object key as ``consumeKey(_:)`` compares it: quotes included, its first sixteen bytes
    /// in two words (the rest, if any, from the stored bytes).
    @usableFromInline
    package struct Key {
        @usableFromInline let head: (UInt64, UInt64)
        /// Which bits of ``head`` belong to the key.
        @usableFromInline let mask: (UInt64, UInt64)
        /// The key with its quotes; it must outlive the key.
        @usableFromInline package let bytes: UnsafeBufferPointer<UInt8>

        /// The key `quoted`, its bytes with their quotes.
        package init(_ quoted: UnsafeBufferPointer<UInt8>) {
            let (words, mask) = Self.head(of: quoted)
            self.head = (words[0], words[1])
            self.mask = (mask[0], mask[1])
            self.bytes = quoted
        }

        /// The first sixteen of `bytes` as two little-endian words, zero past their end, and the
        /// bits of the words they fill: the form in which keys are compared a word at a time.
        package static func head(of bytes: some Collection<UInt8>) -> (words: SIMD2<UInt64>, mask: SIMD2<UInt64>) {
            var words = SIMD2<UInt64>(repeating: 0)
            var mask = SIMD2<UInt64>(repeating: 0)
            for (index, byte) in bytes.prefix(16).enumerated() {
                words[index / 8] |= UInt64(byte) << (8 * UInt64(index % 8))
                mask[index / 8] |= 0xFF << (8 * UInt64(index % 8))
            }
            return (words, mask)
        }
    }

    /// Consumes `key` (after whitespace), written exactly so (a key with escapes does not match),
    /// and the colon after it.
    @inlinable @inline(__always)
    package mutating func consumeKey(_ key: Key) -> Bool {
        guard nextByte() == UInt8(ascii: "\""), position &+ key.bytes.count < count else { return false }
        if position &+ 16 <= count {
            let difference = (word(at: position) ^ key.head.0) & key.mask.0 | (word(at: position &+ 8) ^ key.head.1) & key.mask.1
            guard difference == 0 else { return false }
            if key.bytes.count > 16, !matches(key.bytes, from: 16) { return false }
        } else if !matches(key.bytes, from: 0) {
            return false
        }
        position &+= key.bytes.count
        if start[position] == UInt8(ascii: ":") {
            position &+= 1
            return true
        }
        return consume(UInt8(ascii: ":"))
    }

    /// Whether the bytes at the position match `bytes` from `offset` on (all in bounds): a word at
    /// a time while eight bytes are left, the last word overlapping the one before.
    @usableFromInline
    func matches(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Bool {
        let expected = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
        guard bytes.count >= 8 else {
            for index in offset..<bytes.count where start[position &+ index] != bytes[index] { return false }
            return true
        }
        var index = offset
        while index &+ 8 < bytes.count {
            guard word(at: position &+ index) == expected.loadUnaligned(fromByteOffset: index, as: UInt64.self) else { return false }
            index &+= 8
        }
        let last = bytes.count &- 8
        return word(at: position &+ last) == expected.loadUnaligned(fromByteOffset: last, as: UInt64.self)
    }

    // MARK: - Values

    /// Consumes `null`.
    @inlinable
    package mutating func consumeNull() -> Bool {
        guard nextByte() == UInt8(ascii: "n"), hasLiteral("null") else { return false }
        position &+= 4
        return true
    }

    /// Reads `true` or `false`.
    @inlinable
    package mutating func readBool() -> Bool? {
        switch nextByte() {
        case UInt8(ascii: "t") where hasLiteral("true"):
            position &+= 4
            return true
        case UInt8(ascii: "f") where hasLiteral("false"):
            position &+= 5
            return false
        default:
            return nil
        }
    }

    /// Whether `literal` (`true`, `false` or `null`) is written at the position: its first four
    /// bytes compared as one word, the `e` of `false` on its own.
    @inlinable @inline(__always)
    func hasLiteral(_ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard position &+ length <= count else { return false }
        let expected = UnsafeRawPointer(literal.utf8Start).loadUnaligned(as: UInt32.self)
        guard UnsafeRawPointer(start + position).loadUnaligned(as: UInt32.self) == expected else { return false }
        return length == 4 || start[position &+ 4] == literal.utf8Start[4]
    }

    /// Reads a number: an exact `Int64`/`UInt64` when it is an integer that fits, else the
    /// correctly rounded `Double`, as the parser stores it (``JSONTag`` and bits).
    @inlinable @inline(__always)
    package mutating func readNumber() -> (tag: JSONTag, bits: UInt64)? {
        let (number, end) = number(at: position)
        position = end
        return number
    }

    /// The number after whitespace from `offset` on, and the offset after it.
    ///
    /// By value rather than `mutating`, here and in ``string(at:)``: the cursor arrives in
    /// registers and the new position leaves in one, instead of going through memory.
    @usableFromInline
    package func number(at offset: Int) -> (value: (tag: JSONTag, bits: UInt64)?, end: Int) {
        let numberStart = offsetAfterWhitespace(from: offset)
        guard numberStart < count, start[numberStart] == UInt8(ascii: "-") || start[numberStart] &- UInt8(ascii: "0") < 10 else {
            return (nil, numberStart)
        }
        if let (integer, end) = shortInteger(at: numberStart) { return ((.int, UInt64(bitPattern: integer)), end) }
        // The parser's scanners read up to sixteen bytes past a digit. With 64 bytes left the
        // common shape reads in place; anything else is copied into a zero-padded buffer first.
        if count &- numberStart >= 64, let number = InputBytes(start: start, count: count).shortNumber(at: numberStart) {
            return ((number.tag, number.bits), number.end)
        }
        return numberFromCopy(at: numberStart)
    }

    /// The integer of at most 18 digits at `numberStart` (most integers in documents are short:
    /// counts, ids), and the offset after it; `nil` for any other number.
    ///
    /// Up to seven digits followed by something else are read from one word; longer runs, and
    /// the last bytes of the input, a byte at a time.
    @inline(__always)
    private func shortInteger(at numberStart: Int) -> (Int64, end: Int)? {
        let isNegative = start[numberStart] == UInt8(ascii: "-")
        let digitsStart = isNegative ? numberStart &+ 1 : numberStart
        var cursor = digitsStart
        var value: Int64 = 0
        if digitsStart &+ 8 <= count, case let word = self.word(at: digitsStart),
           case let digits = NumberScanner.leadingDigitCount(word), digits > 0, digits < 8 {
            value = Int64(bitPattern: NumberScanner.valueOfLeadingDigits(word, count: digits))
            cursor &+= digits
        } else {
            while cursor < count, start[cursor] &- UInt8(ascii: "0") < 10, cursor &- digitsStart < 18 {
                value = value &* 10 &+ Int64(start[cursor] &- UInt8(ascii: "0"))
                cursor &+= 1
            }
        }
        let digits = cursor &- digitsStart
        // A lone zero or no leading zero; not -0 (a Double); nothing of a longer number after it.
        guard digits > 0, digits == 1 || start[digitsStart] != UInt8(ascii: "0"), !(isNegative && value == 0) else { return nil }
        if cursor < count {
            let next = start[cursor]
            guard next &- UInt8(ascii: "0") >= 10, next != UInt8(ascii: "."), next | 0x20 != UInt8(ascii: "e") else { return nil }
        }
        return (isNegative ? -value : value, cursor)
    }

    /// The number at `numberStart` read from a zero-padded copy of its text (at most 64 bytes).
    private func numberFromCopy(at numberStart: Int) -> (value: (tag: JSONTag, bits: UInt64)?, end: Int) {
        let limit = Swift.min(count &- numberStart, 64)
        let length = NumberScanner.length(of: start + numberStart, limit: limit)
        guard length < limit || numberStart &+ length == count else { return (nil, numberStart) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64 &+ PaddedInput.padding) { buffer in
            let copy = buffer.baseAddress.unsafelyUnwrapped
            copy.initialize(repeating: 0, count: buffer.count)
            copy.update(from: start + numberStart, count: length)
            guard let number = try? InputBytes(start: copy, count: length).scanNumber(at: 0), number.end == length else {
                return (nil, numberStart)
            }
            return ((number.tag, number.bits), numberStart &+ length)
        }
    }

    /// Reads a string without escapes (`nil` for one with escapes, control bytes or invalid UTF-8).
    ///
    /// Plain ASCII is passed 32 bytes at a time (a string is read once, so a window of
    /// stops as the parser keeps would be filled for every string); text beyond ASCII is scanned
    /// on and validated, as the parser does.
    @inlinable @inline(__always)
    package mutating func readString() -> String? {
        let (string, end) = string(at: position)
        position = end
        return string
    }

    /// The string after whitespace from `offset` on, and the offset after it (see
    /// ``number(at:)``).
    @usableFromInline
    package func string(at offset: Int) -> (value: String?, end: Int) {
        let quote = offsetAfterWhitespace(from: offset)
        guard quote < count, start[quote] == UInt8(ascii: "\"") else { return (nil, quote) }
        let contentStart = quote &+ 1
        var end = contentStart
        var isASCII = true
        while true {
            guard end &+ 32 <= count else {
                (end, isASCII) = scanPlainTextNearEnd(from: end)
                break
            }
            let stops = StringStopWindow.stops16(start + end) | StringStopWindow.stops16(start + (end &+ 16)) &<< 16
            if stops != 0 {
                end &+= stops.trailingZeroBitCount
                if start[end] >= 0x80 {
                    isASCII = false
                    end = scanPlainText(from: end)
                }
                break
            }
            end &+= 32
        }
        guard end < count, start[end] == UInt8(ascii: "\"") else { return (nil, quote) }
        // The validator reads eight bytes past the string; near the end the parser checks it.
        if !isASCII {
            guard end &+ 8 <= count, UTF8Validation.firstInvalidOffset(start, from: contentStart, to: end) == nil else { return (nil, quote) }
        }
        let string = JSONTape.makeString(UnsafeBufferPointer(start: start + contentStart, count: end &- contentStart), isASCII: isASCII)
        return (string, end &+ 1)
    }

    /// The offset of the first quote, backslash or control byte from `offset` on (or `count`).
    private func scanPlainText(from offset: Int) -> Int {
        var cursor = offset
        while cursor &+ 8 <= count {
            let flags = InputBytes.quoteBackslashOrControlFlags(word(at: cursor))
            if flags != 0 { return cursor &+ flags.trailingZeroBitCount &>> 3 }
            cursor &+= 8
        }
        return scanPlainTextNearEnd(from: cursor).end
    }

    /// ``scanPlainText(from:)`` a byte at a time, and whether the bytes passed are ASCII.
    private func scanPlainTextNearEnd(from offset: Int) -> (end: Int, isASCII: Bool) {
        var cursor = offset
        var highBits: UInt8 = 0
        while cursor < count {
            let byte = start[cursor]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            highBits |= byte
            cursor &+= 1
        }
        return (cursor, highBits < 0x80)
    }
}
