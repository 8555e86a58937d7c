/// Decimal digits of unsigned integers: the one home for integer output (the writer's integers
/// and the digits of doubles).
///
/// Eight digits at a time come out of one `UInt64` computed with a few multiplications (no table,
/// no dependent divisions), stored with one write; a 17-digit number takes three such stores.
@usableFromInline
enum DecimalDigits {
    /// Bytes a ``write(_:count:at:)`` may scribble past the digits (the callers reserve them).
    @usableFromInline static let slack = 8

    /// How many decimal digits `value` has (1 for 0).
    @inlinable
    static func count(of value: UInt64) -> Int {
        // log10(2) ≈ 1233 / 4096: a guess from the bit length, low by at most one.
        // `value | 1` has as many digits as `value`, and one for 0.
        let odd = value | 1
        let bits = 64 &- odd.leadingZeroBitCount
        let guess = (bits &* 1233) &>> 12
        return odd >= powerOfTen(guess) ? guess &+ 1 : guess
    }

    /// 10^`exponent` for 0...19 (a `switch` the compiler turns into a constant table).
    @inlinable @inline(__always)
    static func powerOfTen(_ exponent: Int) -> UInt64 {
        switch exponent {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        case 9: 1_000_000_000
        case 10: 10_000_000_000
        case 11: 100_000_000_000
        case 12: 1_000_000_000_000
        case 13: 10_000_000_000_000
        case 14: 100_000_000_000_000
        case 15: 1_000_000_000_000_000
        case 16: 10_000_000_000_000_000
        case 17: 100_000_000_000_000_000
        case 18: 1_000_000_000_000_000_000
        default: 10_000_000_000_000_000_000
        }
    }

    /// Writes the `count` digits of `value` at `start`; up to ``slack`` bytes after them may be
    /// overwritten.
    @inlinable
    static func write(_ value: UInt64, count: Int, at start: UnsafeMutablePointer<UInt8>) {
        if count <= 8 {
            writeLeading(UInt32(truncatingIfNeeded: value), count: count, at: start)
        } else if count <= 16 {
            let (high, low) = value.quotientAndRemainder(dividingBy: 100_000_000)
            writeLeading(UInt32(truncatingIfNeeded: high), count: count &- 8, at: start)
            store(eightDigits(UInt32(truncatingIfNeeded: low)), at: start + (count &- 8))
        } else {
            let (high, rest) = value.quotientAndRemainder(dividingBy: 10_000_000_000_000_000)
            let (middle, low) = rest.quotientAndRemainder(dividingBy: 100_000_000)
            writeLeading(UInt32(truncatingIfNeeded: high), count: count &- 16, at: start)
            store(eightDigits(UInt32(truncatingIfNeeded: middle)), at: start + (count &- 16))
            store(eightDigits(UInt32(truncatingIfNeeded: low)), at: start + (count &- 8))
        }
    }

    /// Writes the last `count` (1...8) of the eight digits of `value`, then zero bytes up to eight.
    @inlinable @inline(__always)
    static func writeLeading(_ value: UInt32, count: Int, at start: UnsafeMutablePointer<UInt8>) {
        store(eightDigits(value) &>> UInt64(truncatingIfNeeded: (8 &- count) &* 8), at: start)
    }

    @inlinable @inline(__always)
    static func store(_ word: UInt64, at start: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(start).storeBytes(of: word.littleEndian, as: UInt64.self)
    }

    /// The eight ASCII digits of `value` (below 10^8, with leading zeros), the first digit in the
    /// lowest byte. Lanes of the word are split in parallel: two halves of four digits, then four
    /// pairs, then eight digits; each split divides by multiplying, exact for the lane's range.
    @inlinable @inline(__always)
    static func eightDigits(_ value: UInt32) -> UInt64 {
        let high = value / 10_000
        let low = value &- high &* 10_000
        var word = UInt64(high) | (UInt64(low) &<< 32)
        // Each 32-bit lane (below 10^4) becomes lane / 100 and lane % 100 in two 16-bit lanes.
        let hundreds = ((word &* 10_486) &>> 20) & 0x0000_007F_0000_007F
        word = ((word &- hundreds &* 100) &<< 16) | hundreds
        // Each 16-bit lane (below 100) becomes lane / 10 and lane % 10 in two bytes.
        let tens = ((word &* 103) &>> 10) & 0x000F_000F_000F_000F
        word = ((word &- tens &* 10) &<< 8) | tens
        return word | 0x3030_3030_3030_3030
    }
}
