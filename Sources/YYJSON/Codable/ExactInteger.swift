/// An integer read from a JSON number's text, as Foundation's decoder reads it where the number's
/// `Double` is not enough.
///
/// Foundation's decoder reads an integer literal (no fraction, no exponent) from its digits in the
/// width of the type asked for: `Int128.max` decodes, though its nearest `Double` (2^127) is out of
/// range. Any other number goes through its `Double`, which must be an integer the type holds;
/// below 2^53 that `Double` is the value, and above it Foundation goes back to the digits through
/// a `Decimal`, cutting off any fraction: `-9.2233720368547758e18` is `-9223372036854775800`, where
/// the nearest `Double` is `Int64.min`. That last step works in 64 bits, so `1e20` fits no integer
/// type, not even `Int128`.
enum ExactInteger {
    /// The integer `I` that Foundation's decoder reads from the number `text` (valid JSON or
    /// JSON5), whose nearest `Double` is `double`; `nil` when it reports the number as not
    /// representable.
    static func value<I: FixedWidthInteger>(_: I.Type, text: UnsafeBufferPointer<UInt8>, double: Double) -> I? {
        // Below 2^53 the double is the number (and no integer literal that small is kept as a double).
        if double.magnitude < 0x1p53 { return I(exactly: double) }
        if isLiteral(text) { return literal(I.self, text: text) }
        guard I(exactly: double) != nil else { return nil }
        return throughDecimal(I.self, text: text)
    }

    /// Whether the number `text` is an integer literal: no fraction, no exponent.
    static func isLiteral(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        !text.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }

    /// The value of an integer literal (an optional sign, then digits), if `I` holds it.
    private static func literal<I: FixedWidthInteger>(_: I.Type, text: UnsafeBufferPointer<UInt8>) -> I? {
        let isNegative = text.first == UInt8(ascii: "-")
        var index = hasSign(text) ? 1 : 0
        guard index < text.count else { return nil }
        var value: I = 0
        while index < text.count {
            let digit = text[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            // A negative value is built downwards, so that `I.min` is within reach.
            let (next, carry) = isNegative
                ? times10.subtractingReportingOverflow(I(digit))
                : times10.addingReportingOverflow(I(digit))
            guard !overflow, !carry else { return nil }
            value = next
            index += 1
        }
        return value
    }

    /// The integer part of the number `text` as Foundation converts it through a `Decimal`, if `I`
    /// holds it.
    ///
    /// The `Decimal` keeps the significant digits, the fraction's included, while they fit in 128
    /// bits (a later digit of the integer part raises the exponent; later fraction digits are
    /// dropped), then strips trailing zeros. The conversion needs the digits left to fit in 64
    /// bits before it scales them by the exponent (a negative exponent truncates), and negates
    /// the result for a negative number: `18446744073709551615.5` is not representable even as
    /// an `Int128`.
    private static func throughDecimal<I: FixedWidthInteger>(_: I.Type, text: UnsafeBufferPointer<UInt8>) -> I? {
        let isNegative = text.first == UInt8(ascii: "-")
        var index = hasSign(text) ? 1 : 0
        // The significant digits the `Decimal` keeps (leading zeros skipped) and its exponent.
        var digits: [UInt8] = []
        var exponent = 0
        var isFull = false
        var inFraction = false
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: ".") {
                inFraction = true
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                let digit = byte &- UInt8(ascii: "0")
                if !isFull && fitsIn128Bits(digits, appending: digit) {
                    if !digits.isEmpty || digit != 0 { digits.append(digit) }
                    if inFraction { exponent -= 1 }
                } else {
                    isFull = true
                    if !inFraction { exponent += 1 }
                }
            } else {
                break
            }
            index += 1
        }
        if index < text.count {  // `e` or `E`, then an optional sign and digits
            index += 1
            let isNegativeExponent = index < text.count && text[index] == UInt8(ascii: "-")
            if index < text.count && (text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+")) { index += 1 }
            var written = 0
            while index < text.count {
                // Past 10,000 the value is 0 or too large either way; stop counting before overflow.
                if written < 10_000 { written = written * 10 + Int(text[index] &- UInt8(ascii: "0")) }
                index += 1
            }
            exponent += isNegativeExponent ? -written : written
        }
        while digits.last == 0 {
            digits.removeLast()
            exponent += 1
        }
        var magnitude: UInt64 = 0
        for digit in digits {
            let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times10.addingReportingOverflow(UInt64(digit))
            guard !overflow, !carry else { return nil }
            magnitude = sum
        }
        if exponent < 0 {
            // Twenty divisions leave 0 of any 64-bit value.
            for _ in 0 ..< min(-exponent, 20) { magnitude /= 10 }
        } else {
            for _ in 0 ..< exponent {
                let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                magnitude = times10
            }
        }
        guard let value = I(exactly: magnitude) else { return nil }
        guard isNegative else { return value }
        return I.isSigned ? 0 - value : nil
    }

    /// Whether `text` starts with a sign: `-`, or JSON5's `+`.
    private static func hasSign(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        text.first == UInt8(ascii: "-") || text.first == UInt8(ascii: "+")
    }

    /// 2^128 - 1, the largest mantissa of a `Decimal`, in decimal digits.
    private static let largestMantissa: [UInt8] = "340282366920938463463374607431768211455".utf8.map { $0 &- UInt8(ascii: "0") }

    /// Whether the significant `digits` followed by `digit` are at most ``largestMantissa``.
    private static func fitsIn128Bits(_ digits: [UInt8], appending digit: UInt8) -> Bool {
        if digits.count < largestMantissa.count - 1 { return true }
        if digits.count >= largestMantissa.count { return false }
        let extended = digits + [digit]
        return !largestMantissa.lexicographicallyPrecedes(extended)
    }
}
