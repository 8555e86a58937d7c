#!/usr/bin/env python3
"""Generate Sources/YYJSON/Numbers/PowersOfTenForPrinting.swift.

The shortest-decimal printer (ShortestDecimal.swift, after Giulietti's Schubfach)
multiplies the binary significand by a 126-bit approximation of 10^-k from
above. For every k in [-324, 292] the table holds

    r(k) = floor(log2(10^-k)) - 125
    g(k) = floor(10^-k / 2^r(k)) + 1          so that 2^125 <= g(k) < 2^126

split into its high 63 bits g1 = g >> 63 and low 63 bits g0 = g mod 2^63.

Everything is computed with Python's exact big integers. The script also checks
the three integer formulas the Swift code uses for floor(log10(2^q)),
floor(log10(3/4 * 2^q)) and floor(log2(10^e)) over the whole range they are
used on.

Usage: python3 Scripts/generate_power10_print_table.py [output-path]
"""

import sys
from fractions import Fraction

from swift_word_table import write_word_table

MIN_K = -324
MAX_K = 292
MIN_Q = -1074
MAX_Q = 971
DEFAULT_OUTPUT = "Sources/YYJSON/Numbers/PowersOfTenForPrinting.swift"


def floor_log2(value):
    """floor(log2(value)) for a positive Fraction, exactly."""
    numerator, denominator = value.numerator, value.denominator
    guess = numerator.bit_length() - denominator.bit_length()
    while Fraction(2) ** guess > value:
        guess -= 1
    while Fraction(2) ** (guess + 1) <= value:
        guess += 1
    return guess


def floor_log10(value):
    """floor(log10(value)) for a positive Fraction, exactly."""
    guess = len(str(value.numerator)) - len(str(value.denominator))
    while Fraction(10) ** guess > value:
        guess -= 1
    while Fraction(10) ** (guess + 1) <= value:
        guess += 1
    return guess


def check_formulas():
    # Python's >> floors like Swift's arithmetic shift on Int.
    for q in range(MIN_Q, MAX_Q + 1):
        assert (q * 661_971_961_083) >> 41 == floor_log10(Fraction(2) ** q), q
        three_quarters = (q * 661_971_961_083 - 274_743_187_321) >> 41
        assert three_quarters == floor_log10(Fraction(3, 4) * Fraction(2) ** q), q
    for e in range(-MAX_K - 1, -MIN_K + 2):
        assert (e * 913_124_641_741) >> 38 == floor_log2(Fraction(10) ** e), e


def g(k):
    power = Fraction(10) ** -k
    r = floor_log2(power) - 125
    scaled = power / Fraction(2) ** r
    value = scaled.numerator // scaled.denominator + 1
    assert (1 << 125) <= value < (1 << 126), k
    return value


def main():
    check_formulas()
    rows = []
    for k in range(MIN_K, MAX_K + 1):
        value = g(k)
        rows.append((value >> 63, value & ((1 << 63) - 1), f"10^{-k}"))
    write_word_table(
        sys.argv[1] if len(sys.argv) > 1 else DEFAULT_OUTPUT,
        "generate_power10_print_table.py",
        [
            f"126-bit approximations from above of 10^-k for k in {MIN_K}...{MAX_K}, used by",
            "the shortest-decimal printer in ShortestDecimal.swift (see the script for the",
            "exact contract).",
        ],
        [
            "/// The high and low 63 bits of g(k) sit at indices `2 * (k + 324)` and `2 * (k + 324) + 1`.",
            "let powersOfTenForPrinting: [UInt64] = [",
        ],
        rows,
    )


if __name__ == "__main__":
    main()
