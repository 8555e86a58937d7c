/// The integer part of a JSON number's text, read from its digits rather than through a `Double`:
/// `-9.2233720368547758e18` is `-9223372036854775800`, where the nearest `Double` is `Int64.min`.
///
/// Foundation's decoder reads an integer written with a fraction or an exponent, or beyond 64
/// bits, through a `Double`; below 2^53 that `Double` is exact, and above it Foundation goes back
/// to the digits (through `Decimal`), cutting off any fraction. This is that second step.
enum ExactInteger {
    /// The integer part of the number `text` (a valid JSON number), if `I` can hold it.
    static func value<I: FixedWidthInteger>(_: I.Type, text: UnsafeBufferPointer<UInt8>) -> I? {
        var index = 0
        let isNegative = text.first == UInt8(ascii: "-")
        if isNegative { index = 1 }
        // The significant digits (integer and fraction parts, leading zeros skipped) and how many
        // of them follow the decimal point.
        var digits: [UInt8] = []
        var fractionDigits = 0
        var inFraction = false
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: ".") {
                inFraction = true
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                if !digits.isEmpty || byte != UInt8(ascii: "0") { digits.append(byte &- UInt8(ascii: "0")) }
                if inFraction { fractionDigits += 1 }
            } else {
                break
            }
            index += 1
        }
        var exponent = 0
        if index < text.count {  // `e` or `E`, then an optional sign and digits
            index += 1
            let isNegativeExponent = index < text.count && text[index] == UInt8(ascii: "-")
            if index < text.count && (text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+")) { index += 1 }
            while index < text.count {
                // Past 10,000 the value is 0 or too large either way; stop counting before overflow.
                if exponent < 10_000 { exponent = exponent * 10 + Int(text[index] &- UInt8(ascii: "0")) }
                index += 1
            }
            if isNegativeExponent { exponent = -exponent }
        }
        // The value is digits × 10^scale; a negative scale drops the fraction.
        let scale = exponent - fractionDigits
        let kept = scale < 0 ? digits.dropLast(min(digits.count, -scale)) : digits[...]
        guard !kept.isEmpty else { return 0 }
        let zeros = max(0, scale)
        guard kept.count + zeros <= 20 else { return nil }
        var magnitude: UInt64 = 0
        for digit in kept + repeatElement(0, count: zeros) {
            let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times10.addingReportingOverflow(UInt64(digit))
            guard !overflow, !carry else { return nil }
            magnitude = sum
        }
        guard isNegative else { return I(exactly: magnitude) }
        guard magnitude <= UInt64(1) << 63 else { return nil }
        return I(exactly: Int64(bitPattern: 0 &- magnitude))
    }
}
