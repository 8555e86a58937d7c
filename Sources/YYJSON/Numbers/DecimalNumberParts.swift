/// The pieces of a decimal number as the parser scanned them: value = significand * 10^exponent10 (sign applied separately).
///
/// The parser has already checked the JSON number grammar; this type only carries
/// what the conversion to binary floating point needs.
@usableFromInline
internal struct DecimalNumberParts {
    /// The first (up to) 19 significant decimal digits as an integer (leading zeros skipped, so "0.000123" has significand 123).
    @usableFromInline var significand: UInt64
    /// The power of ten to apply to `significand`. Already adjusted for the fraction digits and for digits dropped beyond the 19th.
    @usableFromInline var exponent10: Int
    /// True when the number text starts with a minus sign (so "-0" keeps its sign).
    @usableFromInline var isNegative: Bool
    /// True when non-zero digits were dropped after the 19th significant digit (the true value lies strictly between significand and significand+1 scaled).
    @usableFromInline var isTruncated: Bool

    /// Creates the parts from the values the scanner collected.
    @inlinable
    init(significand: UInt64, exponent10: Int, isNegative: Bool, isTruncated: Bool) {
        self.significand = significand
        self.exponent10 = exponent10
        self.isNegative = isNegative
        self.isTruncated = isTruncated
    }
}
