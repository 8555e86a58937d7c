/// The shortest decimal that reads back as a given `Double`: the digits the writer prints.
///
/// This follows Raffaello Giulietti's Schubfach algorithm ("The Schubfach way to render doubles",
/// 2020): the rounding interval of the double is scaled by a power of ten chosen so that it holds
/// at most one multiple of ten and one or two integers; whichever candidate lies inside the
/// interval (the one nearest the exact value when both do) is the answer. All arithmetic is on
/// 64-bit words with one 126-bit table entry per power of ten (`powersOfTenForPrinting`), so there
/// is no loop over digits and no big-number fallback.
///
/// The standard library's `Double.description` gives the same digits; this exists because it is
/// faster, and writing doubles is most of encoding a coordinate-heavy document.
/// `ShortestDecimalTests` checks that the two agree, on the boundaries and on a random sample.
/// Only normal doubles are handled: for subnormals Schubfach may keep a second digit where one
/// suffices (`4.9e-324` for `5e-324`), so ``DoubleText`` leaves those to the standard library.
enum ShortestDecimal {
    /// The exponent of the unit of the smallest normal binade (`2^-1074`, as for subnormals).
    static let minExponent = -1074
    /// The hidden bit of a normal significand.
    static let hiddenBit: UInt64 = 1 << 52
    /// The power of ten of the table's first entry.
    static let firstTableK = -324

    /// `value` as an integer when it is one below 2^53 (zero included); `value` must be finite
    /// and not negative. Its digits are the integer's: no decimal conversion is needed.
    @inline(__always)
    static func integer(_ value: Double) -> UInt64? {
        let bits = value.bitPattern
        let shift = 1075 &- Int(truncatingIfNeeded: bits &>> 52)
        let significand = (bits & (hiddenBit &- 1)) | hiddenBit
        guard UInt(bitPattern: shift) < 53, significand & ((1 &<< UInt64(truncatingIfNeeded: shift)) &- 1) == 0 else {
            return value == 0 ? 0 : nil
        }
        return significand &>> UInt64(truncatingIfNeeded: shift)
    }

    /// The shortest decimal `digits × 10^exponent` that rounds to `value`, which must be positive,
    /// finite and normal, with `digits` scaled to 16 or 17 digits (10^15 <= digits < 10^17): the
    /// shortest digits followed by zeros, which the caller drops as it writes them.
    @inline(__always)
    static func decimal(_ value: Double) -> (digits: UInt64, exponent: Int) {
        decimal(exponent: Int(truncatingIfNeeded: value.exponentBitPattern) &- 1075, significand: hiddenBit | value.significandBitPattern)
    }

    /// The shortest decimal in the rounding interval of `significand × 2^exponent`.
    private static func decimal(exponent q: Int, significand c: UInt64) -> (digits: UInt64, exponent: Int) {
        // An even significand rounds its interval's bounds to itself: they are included.
        let excluded: UInt64 = c & 1
        let center = c &<< 2
        let upper = center &+ 2
        let lower: UInt64
        let k: Int
        if c != hiddenBit || q == minExponent {
            lower = center &- 2
            k = floorLog10Pow2(q)
        } else {
            // At a power of two the gap below is half the gap above (except at the smallest
            // normal, whose neighbour below is a subnormal the same gap away).
            lower = center &- 1
            k = floorLog10ThreeQuartersPow2(q)
        }
        let h = q &+ floorLog2Pow10(-k) &+ 2
        let index = 2 &* (k &- firstTableK)
        let g1 = powersOfTenForPrinting[index]
        let g0 = powersOfTenForPrinting[index &+ 1]
        let scaledCenter = roundOdd(g1, g0, center &<< UInt64(h))
        let scaledLower = roundOdd(g1, g0, lower &<< UInt64(h))
        let scaledUpper = roundOdd(g1, g0, upper &<< UInt64(h))

        // s has 16 or 17 digits: the significand (at least 2^52) times 2^q / 10^k, in [1, 10).
        let s = scaledCenter &>> 2
        // One digit fewer: the multiples of ten around s.
        let down = 10 &* s.multipliedFullWidth(by: 1_844_674_407_370_955_168).high
        let up = down &+ 10
        let downInside = scaledLower &+ excluded <= down &<< 2
        let upInside = (up &<< 2) &+ excluded <= scaledUpper
        if downInside != upInside { return (downInside ? down : up, k) }
        let t = s &+ 1
        let sInside = scaledLower &+ excluded <= s &<< 2
        let tInside = (t &<< 2) &+ excluded <= scaledUpper
        if sInside != tInside { return (sInside ? s : t, k) }
        // Both (or neither, impossible here) lie inside: take the nearer, ties to even.
        let distance = Int64(bitPattern: scaledCenter &- ((s &+ t) &<< 1))
        let pickS = distance < 0 || (distance == 0 && s & 1 == 0)
        return (pickS ? s : t, k)
    }

    /// `g × cp / 2^127` for the 126-bit `g = g1 × 2^63 + g0`, rounded to odd: the lowest bit is
    /// set when the quotient is inexact, which keeps the comparisons above exact.
    @inline(__always)
    private static func roundOdd(_ g1: UInt64, _ g0: UInt64, _ cp: UInt64) -> UInt64 {
        let x1 = g0.multipliedFullWidth(by: cp).high
        let (y1, y0) = g1.multipliedFullWidth(by: cp)
        let z = (y0 &>> 1) &+ x1
        let quotient = y1 &+ (z &>> 63)
        let mask: UInt64 = (1 << 63) - 1
        return quotient | (((z & mask) &+ mask) &>> 63)
    }

    // Exact over the ranges used (checked by Scripts/generate_power10_print_table.py).

    /// `floor(log10(2^q))`.
    @inline(__always)
    static func floorLog10Pow2(_ q: Int) -> Int { (q &* 661_971_961_083) &>> 41 }

    /// `floor(log10(3/4 × 2^q))`.
    @inline(__always)
    static func floorLog10ThreeQuartersPow2(_ q: Int) -> Int { (q &* 661_971_961_083 &- 274_743_187_321) &>> 41 }

    /// `floor(log2(10^e))`.
    @inline(__always)
    static func floorLog2Pow10(_ e: Int) -> Int { (e &* 913_124_641_741) &>> 38 }
}
