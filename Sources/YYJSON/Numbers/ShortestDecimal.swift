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

    /// The digits and exponent of the shortest decimal `digits × 10^exponent` that rounds to
    /// `value`, which must be positive, finite and normal. `digits` has no trailing zeros.
    @usableFromInline
    static func shortest(_ value: Double) -> (digits: UInt64, exponent: Int) {
        let significand = hiddenBit | value.significandBitPattern
        let shift = 1075 &- Int(value.exponentBitPattern)
        // An integer value below 2^53: its digits are the integer itself.
        if shift > 0 && shift < 53 && (significand &>> UInt64(shift)) &<< UInt64(shift) == significand {
            return removingTrailingZeros((significand &>> UInt64(shift), 0))
        }
        return removingTrailingZeros(decimal(exponent: -shift, significand: significand))
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

        let s = scaledCenter &>> 2
        if s >= 100 {
            // One digit fewer: the multiples of ten around s.
            let down = 10 &* s.multipliedFullWidth(by: 1_844_674_407_370_955_168).high
            let up = down &+ 10
            let downInside = scaledLower &+ excluded <= down &<< 2
            let upInside = (up &<< 2) &+ excluded <= scaledUpper
            if downInside != upInside { return (downInside ? down : up, k) }
        }
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

    private static func removingTrailingZeros(_ decimal: (digits: UInt64, exponent: Int)) -> (digits: UInt64, exponent: Int) {
        var (digits, exponent) = decimal
        while digits % 10 == 0 {
            digits /= 10
            exponent &+= 1
        }
        return (digits, exponent)
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
