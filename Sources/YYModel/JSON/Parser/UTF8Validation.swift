/// Checks UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF).
enum UTF8Validation {
    /// The offset of the first byte that does not start a valid sequence within `from..<to`, or `nil`.
    ///
    /// ASCII is skipped eight bytes at a time; multi-byte sequences are checked lead byte by lead byte.
    static func firstInvalidOffset(_ bytes: UnsafePointer<UInt8>, from: Int, to end: Int) -> Int? {
        var index = from
        while index < end {
            if index &+ 8 <= end,
                UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index &+= 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index &+= 1
                continue
            }
            let length = sequenceLength(bytes, at: index, end: end)
            if length == 0 { return index }
            index &+= length
        }
        return nil
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
