// Correctly rounded decimal -> Double conversion (round-half-even, bit-exact with strtod).
//
// Three tiers, cheapest first:
// 1. Clinger's fast path: when the significand and the power of ten are both exact
//    Doubles, one IEEE multiplication or division rounds correctly by itself.
// 2. Eisel-Lemire (Lemire, "Number Parsing at a Gigabyte per Second", 2021): multiply
//    the significand by a 128-bit approximation of 5^q and read the answer from the
//    top bits, detecting the rare products too close to a rounding boundary to decide.
// 3. strtod on the original text, for those undecidable cases only.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// 10^0 ... 10^22: every power of ten that is exactly representable as a Double.
@usableFromInline let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]

extension DecimalNumberParts {
    /// The correctly rounded Double. `text` is the full original number text (ASCII JSON number grammar, e.g. "-12.5e-3"), used only for the slow fallback.
    /// Overflow gives ±infinity, underflow gives ±0.0 (the caller decides what to do with infinity).
    @inlinable
    func doubleValue(text: UnsafeBufferPointer<UInt8>) -> Double {
        if let value = doubleValueWithoutFallback() {
            return value
        }
        return Self.strtodValue(text: text)
    }

    /// The correctly rounded Double, or nil in the rare cases only the exact slow path can decide.
    ///
    /// Split out from `doubleValue(text:)` so tests can count how often the fallback is needed.
    @inlinable @inline(__always)
    func doubleValueWithoutFallback() -> Double? {
        let signBit: UInt64 = isNegative ? 1 << 63 : 0
        if significand == 0 {
            return Double(bitPattern: signBit)
        }
        // A truncated significand is not the exact value, so the exact arithmetic
        // of the fast path does not apply (it needs 19+ digits anyway, above 2^53).
        if !isTruncated, let magnitude = Self.clingerFastPath(significand, exponent10) {
            return isNegative ? -magnitude : magnitude
        }
        // Outside the table the answer is certain whatever the digits: below
        // 10^19 * 10^-343 = 1e-324 is less than half the smallest subnormal (about
        // 2.47e-324), and 1 * 10^309 is above the largest finite Double.
        if exponent10 < Self.minimumTableExponent {
            return Double(bitPattern: signBit)
        }
        if exponent10 > Self.maximumTableExponent {
            return Double(bitPattern: signBit | Self.infinityBits)
        }
        guard let bits = Self.eiselLemireBits(significand, exponent10) else {
            return nil
        }
        if isTruncated {
            // The true value lies strictly between significand and significand + 1
            // (scaled); rounding is monotonic, so if both ends round to the same
            // Double, so does everything in between. (19 digits + 1 cannot overflow.)
            guard Self.eiselLemireBits(significand + 1, exponent10) == bits else {
                return nil
            }
        }
        return Double(bitPattern: signBit | bits)
    }

    /// The smallest decimal exponent in the `powersOfFive` table.
    @inlinable static var minimumTableExponent: Int { -342 }

    /// The largest decimal exponent in the `powersOfFive` table.
    @inlinable static var maximumTableExponent: Int { 308 }

    /// The bit pattern of +infinity.
    @inlinable static var infinityBits: UInt64 { 0x7FF0_0000_0000_0000 }

    /// Clinger's fast path: exact when both operands are exact Doubles, because a single
    /// IEEE operation rounds its exact result correctly. Nil when it does not apply.
    @inlinable @inline(__always)
    static func clingerFastPath(_ significand: UInt64, _ exponent10: Int) -> Double? {
        guard significand <= 1 << 53 else {
            return nil
        }
        if exponent10 >= 0 {
            if exponent10 <= 22 {
                return Double(significand) * exactPowersOfTen[exponent10]
            }
            // E.g. 12e30: shift the surplus power into the integer (12e8) while it
            // stays exact, then one multiplication by 1e22 still rounds correctly.
            if exponent10 <= 22 + 15 {
                let surplus = UInt64(exactPowersOfTen[exponent10 - 22])
                let (scaled, overflow) = significand.multipliedReportingOverflow(by: surplus)
                if !overflow && scaled <= 1 << 53 {
                    return Double(scaled) * 1e22
                }
            }
            return nil
        }
        if exponent10 >= -22 {
            return Double(significand) / exactPowersOfTen[-exponent10]
        }
        return nil
    }

    /// Eisel-Lemire: the bit pattern of the correctly rounded positive Double for
    /// `significand * 10^exponent10`, or nil when the 128-bit product is too close to a
    /// rounding boundary to decide.
    ///
    /// Requires `significand != 0` and `exponent10` within the table's range.
    ///
    /// Notation: w is the significand shifted so its top bit is set, T the table entry
    /// for q = exponent10 (5^q scaled into [2^127, 2^128), truncated for q >= 0, rounded
    /// up for q < 0), P = w * 5^q * 2^k the exact product on the same scale (2^190 <= P
    /// < 2^192) and P' = w * T the 192-bit product we can compute. |P - P'| < w < 2^64.
    @inlinable @inline(__always)
    static func eiselLemireBits(_ significand: UInt64, _ exponent10: Int) -> UInt64? {
        let q = exponent10
        let leadingZeros = significand.leadingZeroBitCount
        let w = significand &<< leadingZeros
        let index = (q - minimumTableExponent) &<< 1
        let (tableHigh, tableLow) = powersOfFive.withUnsafeBufferPointer { ($0[index], $0[index &+ 1]) }

        // (hi, mid) = w * tableHigh, a lower bound for the top 128 bits of P'. The
        // rest, w * tableLow, adds less than 2^64 to mid, so it can only bump hi by one.
        // That changes the 54 bits we keep (53 mantissa bits + the rounding bit) only
        // if the low 9 bits of hi, all below those 54, are all ones: then compute it.
        var (hi, mid) = w.multipliedFullWidth(by: tableHigh)
        var isRefined = false
        if hi & 0x1FF == 0x1FF {
            isRefined = true
            let (sum, carry) = mid.addingReportingOverflow(w.multipliedFullWidth(by: tableLow).high)
            mid = sum
            if carry {
                hi &+= 1  // Cannot wrap: hi <= (2^64 - 1)^2 / 2^64 < 2^64 - 1.
            }
            // (hi, mid) is now exactly the top of P'. For q > 55 the table is
            // truncated, so P exceeds P' by up to 2^64 and may carry into the kept
            // bits. (For 0 <= q <= 55 the table is exact; for q < 0, P < P'.)
            // This guard and the one for q < -27 below never fire for significands
            // below 10^19 (a continued-fraction search found no product within 2^67
            // of a boundary); they are kept as cheap insurance.
            if q > 55 && hi & 0x1FF == 0x1FF && mid == .max {
                return nil
            }
        }

        // P's top bit is bit 191 or bit 190; keep 54 bits below it.
        let upperBit = Int(truncatingIfNeeded: hi &>> 63)
        let remainderWidth = 9 &+ upperBit
        let kept = hi &>> remainderWidth  // In [2^53, 2^54).

        // Does anything non-zero lie below `kept`? Exactly zero means the value fits in
        // 54 bits, which needs 5^-q to divide the significand (so q >= -27) or 5^q to
        // be short (q <= 23). Only then can it be an exact tie.
        var isExact = false
        if hi & ((1 &<< remainderWidth) &- 1) == 0 && mid == 0 {
            if q >= 0 {
                // 5^q fits in 64 bits for q <= 27, so tableLow == 0 and P = P' exactly.
                // For q >= 28, P's odd part exceeds 54 bits: never exact.
                isExact = q <= 27
            } else {
                // The table overestimates, so P < P' and P may sit just below this
                // boundary (then `kept` would be one too large). If the part of w * T
                // we skipped reaches mid, P is safely above the boundary.
                let skipped = isRefined ? 0 : w.multipliedFullWidth(by: tableLow).high
                if skipped == 0 {
                    // P is within 2^64 of the boundary. For -27 <= q < 0 a non-zero
                    // distance would be at least 2^130 / 5^27 > 2^64, so P is on it.
                    guard q >= -27 else {
                        return nil
                    }
                    isExact = true
                }
            }
        }

        // value = kept * 2^unitExponent (before rounding); q + floor(log2(5^q)) ==
        // floor(q * log2(10)) == (217706 * q) >> 16 over the table's range (checked by
        // Scripts/generate_power5_table.py).
        let unitExponent = 10 &+ upperBit &- leadingZeros &+ ((217706 &* q) &>> 16)

        // Normal results drop just the rounding bit; subnormals (unit below 2^-1074)
        // drop more. With 55+ dropped bits the value is below 2^-1075: rounds to zero.
        let droppedBits = max(1, -1074 &- unitExponent)
        if droppedBits > 54 {
            return 0
        }
        var mantissa = kept &>> droppedBits
        if (kept &>> (droppedBits &- 1)) & 1 != 0 {
            // At or above halfway: round up, except for an exact tie to an even mantissa.
            let isTie = isExact && kept & ((1 &<< (droppedBits &- 1)) &- 1) == 0
            if !isTie || mantissa & 1 != 0 {
                mantissa &+= 1
            }
        }
        // For normals `mantissa` still has its implicit bit (or has carried to 2^53),
        // which adds the final 1 to the exponent field; for subnormals the exponent
        // field is zero and a carry to 2^52 turns into the smallest normal.
        let bits = (UInt64(truncatingIfNeeded: unitExponent &+ droppedBits &+ 1074) &<< 52) &+ mantissa
        return bits >= infinityBits ? infinityBits : bits
    }

    /// The slow exact path: the C library's `strtod` on a NUL-terminated copy of `text`.
    @usableFromInline @inline(never)
    static func strtodValue(text: UnsafeBufferPointer<UInt8>) -> Double {
        // Numbers can be arbitrarily long; only short copies go on the stack.
        if text.count < 1024 {
            return withUnsafeTemporaryAllocation(of: CChar.self, capacity: text.count + 1) { buffer in
                strtodValue(text: text, scratch: buffer)
            }
        }
        let buffer = UnsafeMutableBufferPointer<CChar>.allocate(capacity: text.count + 1)
        defer { buffer.deallocate() }
        return strtodValue(text: text, scratch: buffer)
    }

    /// Copies `text` plus a terminating NUL into `scratch` (at least one longer) and runs `strtod`.
    private static func strtodValue(text: UnsafeBufferPointer<UInt8>, scratch: UnsafeMutableBufferPointer<CChar>) -> Double {
        UnsafeMutableRawBufferPointer(scratch).copyMemory(from: UnsafeRawBufferPointer(text))
        scratch[text.count] = 0
        return strtod(scratch.baseAddress!, nil)
    }
}
