#!/usr/bin/env python3
"""Generate Sources/YYJSON/Numbers/PowersOfFive.swift.

The table holds, for every q in [-342, 308], a 128-bit approximation T(q) of
5^q scaled by a power of two so that 2^127 <= T(q) < 2^128:

    F(q) = 5^q * 2^(127 - floor(log2(5^q)))      (exact real number)
    T(q) = floor(F(q))   for q >= 0   (exact for q <= 55, where 5^q < 2^128)
    T(q) = ceil(F(q))    for q <  0   (F(q) is never an integer there)

The rounding direction is part of the contract with DecimalToDouble.swift:
for q >= 0 the table never overestimates, for q < 0 it always overestimates
by less than one unit. The Eisel-Lemire code relies on this to know on which
side of the true product its approximation lies.

Everything is computed with Python's exact big integers. The script also checks
the integer formula the Swift code uses for floor(log2(5^q)).

Usage: python3 Scripts/generate_power5_table.py [output-path]
"""

import sys

from swift_word_table import write_word_table

MIN_Q = -342
MAX_Q = 308
DEFAULT_OUTPUT = "Sources/YYJSON/Numbers/PowersOfFive.swift"


def scaled_power_of_five(q):
    """Return T(q) as described in the module docstring."""
    if q >= 0:
        power = 5**q
        bits = power.bit_length()
        if bits <= 128:
            return power << (128 - bits)
        return power >> (bits - 128)  # floor
    power = 5**-q
    bits = power.bit_length()
    # 2^(bits-1) < 5^-q < 2^bits, so 2^(127+bits) / 5^-q lies in (2^127, 2^128).
    numerator = 1 << (127 + bits)
    return -(-numerator // power)  # ceil


def floor_log2_power_of_five(q):
    """floor(log2(5^q)), computed exactly."""
    if q >= 0:
        return (5**q).bit_length() - 1
    # 2^(bits-1) < 5^-q < 2^bits  =>  -bits < log2(5^q) < 1 - bits.
    return -((5**-q).bit_length())


def check_log2_formula():
    """The Swift code computes floor(log2(5^q)) as ((217706 * q) >> 16) - q."""
    for q in range(MIN_Q, MAX_Q + 1):
        # Python's >> floors like Swift's arithmetic shift on Int.
        fast = ((217706 * q) >> 16) - q
        assert fast == floor_log2_power_of_five(q), q


def main():
    check_log2_formula()
    rows = []
    for q in range(MIN_Q, MAX_Q + 1):
        value = scaled_power_of_five(q)
        assert (1 << 127) <= value < (1 << 128), q
        rows.append((value >> 64, value & ((1 << 64) - 1), f"5^{q}"))
    write_word_table(
        sys.argv[1] if len(sys.argv) > 1 else DEFAULT_OUTPUT,
        "generate_power5_table.py",
        [
            f"128-bit scaled powers of five for q in {MIN_Q}...{MAX_Q}, used by the",
            "Eisel-Lemire decimal-to-binary conversion in DecimalToDouble.swift.",
            "Entry q is normalized so that its top bit is set; it is truncated for",
            "q >= 0 and rounded up for q < 0 (see the script for the exact contract).",
        ],
        [
            "/// Scaled 128-bit powers of five: the high and low words of 5^q sit at indices",
            f"/// `2 * (q + {-MIN_Q})` and `2 * (q + {-MIN_Q}) + 1`.",
            "@usableFromInline let powersOfFive: [UInt64] = [",
        ],
        rows,
    )


if __name__ == "__main__":
    main()
