#!/usr/bin/env python3
"""Generate Sources/YYJSON/Numbers/PowersOfTenForPrinting.swift.

The shortest-decimal printer (ShortestDecimal.swift, after Jeon's Dragonbox)
multiplies the binary significand by a 128-bit approximation of 10^k from
above. For every k in [-292, 326] the table holds

    e(k) = floor(log2(10^k)) - 127
    phi(k) = ceil(10^k / 2^e(k))              so that 2^127 <= phi(k) < 2^128

split into its high and low 64 bits.

Everything is computed with Python's exact big integers. The script also checks
the three integer formulas the Swift code uses for floor(log10(2^q)),
floor(log10(3/4 * 2^q)) and floor(log2(10^e)) over the whole range they are
used on.

Usage: python3 Scripts/generate_power10_print_table.py [output-path]
"""

import sys
from fractions import Fraction

from swift_word_table import write_word_table

MIN_K = -292
MAX_K = 326
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
    for e in range(MIN_K, MAX_K + 1):
        assert (e * 913_124_641_741) >> 38 == floor_log2(Fraction(10) ** e), e


def phi(k):
    power = Fraction(10) ** k
    scaled = power / Fraction(2) ** (floor_log2(power) - 127)
    value = -(-scaled.numerator // scaled.denominator)
    assert (1 << 127) <= value < (1 << 128), k
    return value


def main():
    check_formulas()
    rows = []
    for k in range(MIN_K, MAX_K + 1):
        value = phi(k)
        rows.append((value >> 64, value & ((1 << 64) - 1), f"10^{k}"))
    write_word_table(
        sys.argv[1] if len(sys.argv) > 1 else DEFAULT_OUTPUT,
        "generate_power10_print_table.py",
        [
            f"128-bit approximations from above of 10^k for k in {MIN_K}...{MAX_K}, used by",
            "the shortest-decimal printer in ShortestDecimal.swift (see the script for the",
            "exact contract).",
        ],
        [
            "/// The high and low 64 bits of phi(k) sit at indices `2 * (k + 292)` and `2 * (k + 292) + 1`.",
            "let powersOfTenForPrinting: [UInt64] = [",
        ],
        rows,
    )


if __name__ == "__main__":
    main()
