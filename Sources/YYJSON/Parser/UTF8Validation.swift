/// Checks UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF).
enum UTF8Validation {
    /// The offset of the first byte that does not start a valid sequence within `from..<to`, or `nil`.
    ///
    /// ASCII is skipped up to eight bytes at a time. Three-byte sequences (CJK text) are checked two
    /// at a time with one eight-byte load and a mask, two-byte sequences (accented letters) with a
    /// four-byte load; four-byte sequences go lead byte by lead byte. `bytes` must be readable eight
    /// bytes past `to` (the parser's input is zero-padded).
    static func firstInvalidOffset(_ bytes: UnsafePointer<UInt8>, from: Int, to end: Int) -> Int? {
        var index = from
        while index < end {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self))
            if word & 0x80 == 0 {
                // ASCII: skip to the first byte with its high bit set (all eight when there is none).
                let highBits = word & 0x8080_8080_8080_8080
                index &+= highBits == 0 ? 8 : highBits.trailingZeroBitCount &>> 3
                continue
            }
            if word & 0xC0C0_F0C0_C0F0 == 0x8080_E080_80E0 && index &+ 6 <= end {
                // Two 1110xxxx 10xxxxxx 10xxxxxx sequences.
                guard isValidThreeByteSequence(UInt32(truncatingIfNeeded: word)) else { return index }
                guard isValidThreeByteSequence(UInt32(truncatingIfNeeded: word &>> 24)) else { return index &+ 3 }
                index &+= 6
                continue
            }
            if word & 0x00C0_C0F0 == 0x0080_80E0 {
                guard isValidThreeByteSequence(UInt32(truncatingIfNeeded: word)) && index &+ 3 <= end else { return index }
                index &+= 3
                continue
            }
            if word & 0xC0E0 == 0x80C0 {
                // 110xxxxx 10xxxxxx, not overlong (C0 and C1 are never valid).
                guard word & 0x1E != 0 && index &+ 2 <= end else { return index }
                index &+= 2
                continue
            }
            let length = sequenceLength(bytes, at: index, end: end)
            if length == 0 { return index }
            index &+= length
        }
        // An ASCII skip may step past `end`; only offsets before it were checked, and all were valid.
        return nil
    }

    /// Whether every byte of `bytes` is ASCII (below 0x80).
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var highBits: UInt8 = 0
        for byte in bytes { highBits |= byte }
        return highBits < 0x80
    }

    /// Whether the lowest three bytes of `word`, already known to have the shape
    /// 1110xxxx 10xxxxxx 10xxxxxx, are neither overlong (E0 needs a second byte >= A0) nor a UTF-16
    /// surrogate (ED needs one < A0).
    @inline(__always)
    static func isValidThreeByteSequence(_ word: UInt32) -> Bool {
        // The lead's low nibble, plus 16 when the second byte is >= A0.
        let key = (word & 0x0F) | ((word &>> 9) & 0x10)
        return key != 0x00 && key != 0x1D
    }

    /// The length of the valid multi-byte sequence at `index`, or 0 when it is invalid.
    @inline(__always)
    static func sequenceLength(_ bytes: UnsafePointer<UInt8>, at index: Int, end: Int) -> Int {
        let lead = bytes[index]
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F  // excludes UTF-16 surrogates
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F  // nothing above U+10FFFF
        default: return 0
        }
        guard index &+ length <= end else { return 0 }
        let second = bytes[index &+ 1]
        guard second >= low && second <= high else { return 0 }
        if length > 2 && bytes[index &+ 2] & 0xC0 != 0x80 { return 0 }
        if length > 3 && bytes[index &+ 3] & 0xC0 != 0x80 { return 0 }
        return length
    }
}
