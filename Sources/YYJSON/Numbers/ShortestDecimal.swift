/// The shortest decimal that reads back as a given `Double`: the digits the writer prints.
///
/// This follows Junekey Jeon's Dragonbox algorithm ("Dragonbox: A New Floating-Point
/// Binary-to-Decimal Conversion Algorithm", 2020), with round-to-nearest-even intervals: one
/// multiplication of the significand by a 128-bit approximation of a power of ten
/// (`powersOfTenForPrinting`) gives the decimal two digits beyond the shortest candidates, and the
/// interval's width in those units decides, mostly without a second multiplication, whether one
/// digit fewer still lies inside. There is no loop over digits and no big-number fallback.
///
/// The standard library's `Double.description` gives the same digits; this exists because it is
/// faster, and writing doubles is most of encoding a coordinate-heavy document.
/// `ShortestDecimalTests` checks that the two agree, on the boundaries and on a random sample, and
/// `Scripts/verify-double-text.sh` compares two revisions on 200 million doubles.
/// Only normal doubles are handled: for subnormals the shortest digits can differ from Swift's
/// choice (`4.9e-324` for `5e-324`), so ``DoubleText`` leaves those to the standard library.
enum ShortestDecimal {
    /// The hidden bit of a normal significand.
    static let hiddenBit: UInt64 = 1 << 52
    /// The power of ten of the table's first entry.
    static let firstTableK = -292

    /// The shortest decimal `digits × 10^exponent` that rounds to `value`, which must be positive,
    /// finite and normal, with `digits` scaled to 16 or 17 digits (10^15 <= digits < 10^17): the
    /// shortest digits followed by zeros, which the caller drops as it writes them.
    @inline(__always)
    static func decimal(_ value: Double) -> (digits: UInt64, exponent: Int) {
        let exponent = Int(truncatingIfNeeded: value.exponentBitPattern) &- 1075
        var decimal = value.significandBitPattern == 0 && value.exponentBitPattern > 1
            ? shorterInterval(exponent: exponent)
            : normalInterval(significand: hiddenBit | value.significandBitPattern, exponent: exponent)
        // At most one step for the normal interval's 15 digits; more for a power of two's short
        // result (0.5 is 5 × 10^-1).
        while decimal.digits < 1_000_000_000_000_000 {
            decimal.digits &*= 10
            decimal.exponent &-= 1
        }
        return decimal
    }

    /// The shortest decimal in the rounding interval of `significand × 2^exponent`, whose bounds
    /// lie half a unit below and above it: 15 to 17 digits.
    @inline(__always)
    private static func normalInterval(significand: UInt64, exponent: Int) -> (digits: UInt64, exponent: Int) {
        // Round to nearest, ties to even: an even significand's interval includes its bounds.
        let includesBounds = significand & 1 == 0
        let twiceSignificand = significand &<< 1
        // 10^kappa with kappa = 2: z × 10^k has two digits more than the shortest candidates.
        let minusK = floorLog10Pow2(exponent) &- 2
        let (high, low) = cachedPower(-minusK)
        let beta = exponent &+ floorLog2Pow10(-minusK)
        // The interval's width and its upper bound, in units of 10^(minusK).
        let delta = UInt32(truncatingIfNeeded: high &>> UInt64(truncatingIfNeeded: 63 &- beta))
        let (upper, upperIsInteger) = multiplyUpper((twiceSignificand | 1) &<< UInt64(truncatingIfNeeded: beta), high, low)

        // One digit fewer than the units: a multiple of 1000 inside the interval.
        var digits = upper / 1000
        var remainder = UInt32(truncatingIfNeeded: upper &- 1000 &* digits)
        if remainder < delta {
            // Inside, unless it is the upper bound itself and that is excluded.
            if remainder != 0 || !upperIsInteger || includesBounds { return (digits, minusK &+ 3) }
            digits &-= 1
            remainder = 1000
        } else if remainder == delta {
            // On the lower bound: inside if the bound is, which its fraction decides.
            let (parity, isInteger) = multiplyParity(twiceSignificand &- 1, high, low, beta: beta)
            if parity || (isInteger && includesBounds) { return (digits, minusK &+ 3) }
        }

        // Otherwise the digit nearest the value, among those one place further.
        digits &*= 10
        var distance = remainder &- (delta &>> 1) &+ 50
        let approximateParity = (distance ^ 50) & 1 != 0
        let isDivisible = distance % 100 == 0
        distance /= 100
        digits &+= UInt64(distance)
        if isDivisible {
            // The candidate sits where rounding of the estimate may have moved it: the exact
            // product's parity says which of two neighbours it is; a tie goes to the even one.
            let (parity, isInteger) = multiplyParity(twiceSignificand, high, low, beta: beta)
            if parity != approximateParity || (isInteger && digits & 1 != 0) { digits &-= 1 }
        }
        return (digits, minusK &+ 2)
    }

    /// The shortest decimal for a power of two `2^52 × 2^exponent`, whose interval reaches only
    /// a quarter unit below it (the next double down is closer), and includes both bounds.
    private static func shorterInterval(exponent: Int) -> (digits: UInt64, exponent: Int) {
        let minusK = floorLog10ThreeQuartersPow2(exponent)
        let beta = exponent &+ floorLog2Pow10(-minusK)
        let high = cachedPower(-minusK).high
        let shift = UInt64(truncatingIfNeeded: 11 &- beta)
        var lower = (high &- (high &>> 54)) &>> shift
        let upper = (high &+ (high &>> 53)) &>> shift
        // The lower bound is an integer (then inside) only for these two exponents.
        if exponent < 2 || exponent > 3 { lower &+= 1 }

        var digits = upper / 10
        if digits &* 10 >= lower { return (digits, minusK &+ 1) }
        // No multiple of ten inside: the value rounded up, or its even neighbour at the one tie.
        digits = ((high &>> UInt64(truncatingIfNeeded: 10 &- beta)) &+ 1) / 2
        if digits & 1 != 0 && exponent == -77 {
            digits &-= 1
        } else if digits < lower {
            digits &+= 1
        }
        return (digits, minusK)
    }

    /// The table's approximation of 10^k.
    @inline(__always)
    private static func cachedPower(_ k: Int) -> (high: UInt64, low: UInt64) {
        let index = 2 &* (k &- firstTableK)
        return (powersOfTenForPrinting[index], powersOfTenForPrinting[index &+ 1])
    }

    /// The integer part of `u × (high × 2^64 + low) / 2^128`, and whether there is no fraction.
    @inline(__always)
    private static func multiplyUpper(_ u: UInt64, _ high: UInt64, _ low: UInt64) -> (UInt64, Bool) {
        let (productHigh, productLow) = u.multipliedFullWidth(by: high)
        let (sum, carry) = productLow.addingReportingOverflow(u.multipliedFullWidth(by: low).high)
        return (productHigh &+ (carry ? 1 : 0), sum == 0)
    }

    /// The parity of the integer part of `u × (high × 2^64 + low) / 2^(128 - beta)`, and whether
    /// there is no fraction.
    @inline(__always)
    private static func multiplyParity(_ u: UInt64, _ high: UInt64, _ low: UInt64, beta: Int) -> (parity: Bool, isInteger: Bool) {
        let (carried, productLow) = u.multipliedFullWidth(by: low)
        let productHigh = (u &* high) &+ carried
        let parity = (productHigh &>> UInt64(truncatingIfNeeded: 64 &- beta)) & 1 != 0
        let fraction = (productHigh &<< UInt64(truncatingIfNeeded: beta)) | (productLow &>> UInt64(truncatingIfNeeded: 64 &- beta))
        return (parity, fraction == 0)
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
