internal import YYJSONSSE2

/// Decimal digits of unsigned integers: the one home for integer output (the writer's integers
/// and the digits of doubles).
///
/// Eight digits at a time come out of one `UInt64` computed with a few multiplications (no table,
/// no dependent divisions) and are stored with one write; the leading zeros of that word give the
/// digit count, so nothing is counted beforehand.
@usableFromInline
enum DecimalDigits {
    /// Bytes a ``write(_:at:)`` may scribble past the digits it returns (callers reserve them).
    @usableFromInline static let slack = 8

    /// Writes the digits of `value` at `start` and returns how many there are; up to ``slack``
    /// bytes after them may be overwritten.
    @inlinable
    static func write(_ value: UInt64, at start: UnsafeMutablePointer<UInt8>) -> Int {
        // Small counts and flags are most integers in documents: no need for the word's latency.
        if value < 10 {
            start[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
            return 1
        }
        if value < 100 {
            let tens = (UInt32(truncatingIfNeeded: value) &* 103) &>> 10
            start[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: tens)
            start[1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: UInt32(truncatingIfNeeded: value) &- tens &* 10)
            return 2
        }
        if value < 100_000_000 {
            return writeShort(UInt32(truncatingIfNeeded: value), at: start)
        }
        if value < 10_000_000_000_000_000 {
            let (high, low) = value.quotientAndRemainder(dividingBy: 100_000_000)
            if high < 10 {
                // Nine digits, the length of most identifiers: one digit needs no word to trim.
                start[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: high)
                store(eightDigits(UInt32(truncatingIfNeeded: low)), at: start + 1)
                return 9
            }
            let count = writeShort(UInt32(truncatingIfNeeded: high), at: start)
            store(eightDigits(UInt32(truncatingIfNeeded: low)), at: start + count)
            return count &+ 8
        }
        let (high, rest) = value.quotientAndRemainder(dividingBy: 10_000_000_000_000_000)
        let (middle, low) = rest.quotientAndRemainder(dividingBy: 100_000_000)
        let count = writeShort(UInt32(truncatingIfNeeded: high), at: start)
        store(eightDigits(UInt32(truncatingIfNeeded: middle)), at: start + count)
        store(eightDigits(UInt32(truncatingIfNeeded: low)), at: start + (count &+ 8))
        return count &+ 16
    }

    /// Writes the digits of `value` (below 10^8) without leading zeros; returns their count.
    @inlinable @inline(__always)
    static func writeShort(_ value: UInt32, at start: UnsafeMutablePointer<UInt8>) -> Int {
        let digits = eightDigits(value)
        // Leading zeros are the low bytes equal to "0"; zero itself keeps one.
        let skipped = Swift.min((digits ^ 0x3030_3030_3030_3030).trailingZeroBitCount &>> 3, 7)
        store(digits &>> UInt64(truncatingIfNeeded: skipped &* 8), at: start)
        return 8 &- skipped
    }

    /// Writes the sixteen digits of `value` (below 10^16, with leading zeros) at `start` and
    /// returns how many of them are trailing zeros.
    ///
    /// On x86-64, SSE2 converts all sixteen at once (C intrinsics in `YYJSONSSE2`). Elsewhere,
    /// and in a build with `YYMODEL_PORTABLE` defined (see Package.swift), two words of
    /// ``eightDigits(_:)`` do.
    @inline(__always)
    static func writeSixteen(_ value: UInt64, at start: UnsafeMutablePointer<UInt8>) -> Int {
        #if arch(x86_64) && !YYMODEL_PORTABLE
        let zeroDigits = yymodel_sixteen_digits(value, start)
        // Trailing zeros are the mask's highest set bits; the bit set below the mask stops the
        // count at 16 when every digit is zero.
        return ((~zeroDigits &<< 16) | 0x8000).leadingZeroBitCount
        #else
        let high = value / 100_000_000
        let highWord = eightDigits(UInt32(truncatingIfNeeded: high))
        let lowWord = eightDigits(UInt32(truncatingIfNeeded: value &- high &* 100_000_000))
        store(highWord, at: start)
        store(lowWord, at: start + 8)
        let zeros = trailingZeroDigits(lowWord)
        return zeros == 8 ? 8 &+ trailingZeroDigits(highWord) : zeros
        #endif
    }

    /// How many of the eight digits in `word` (the first in the lowest byte) are trailing zeros.
    @inline(__always)
    private static func trailingZeroDigits(_ word: UInt64) -> Int {
        (word ^ 0x3030_3030_3030_3030).leadingZeroBitCount &>> 3
    }

    @inlinable @inline(__always)
    static func store(_ word: UInt64, at start: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(start).storeBytes(of: word.littleEndian, as: UInt64.self)
    }

    /// The eight bytes at `start` as a word, the first in the lowest byte.
    @inline(__always)
    static func load(at start: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt64.self))
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
