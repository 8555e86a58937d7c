/// The text of a finite `Double` in the shortest form that reads back as the same value, laid out
/// as Swift's `description` lays it out (`0.1`, `100.25`, `1e-05`, `1.7976931348623157e+308`),
/// which is valid JSON.
///
/// The digits come from ``ShortestDecimal``; this type only places them: plain decimal notation
/// from `0.0001` up to 2^53, exponential notation outside, with a two-digit exponent at least.
/// Subnormal values (below 2.2250738585072014e-308), where Schubfach keeps a second digit that
/// Swift drops (`4.9e-324` for `5e-324`), are left to the standard library.
@usableFromInline
enum DoubleText {
    /// The longest text is 24 bytes (`-2.2250738585072014e-308`), and digits may be followed by
    /// ``DecimalDigits/slack`` bytes of scratch.
    @usableFromInline static let capacity = 32

    /// Writes `value` (finite) at `destination`, which must have room for ``capacity`` bytes, and
    /// returns the number of bytes written.
    @usableFromInline
    static func write(_ value: Double, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        var cursor = destination
        if value.sign == .minus {
            cursor[0] = UInt8(ascii: "-")
            cursor += 1
        }
        let magnitude = value.magnitude
        guard magnitude.isNormal else {
            var sink = StandardLibraryText(destination: cursor)
            magnitude.write(to: &sink)
            return cursor + sink.count - destination
        }
        let (digits, exponent) = ShortestDecimal.shortest(magnitude)
        let count = DecimalDigits.count(of: digits)
        // The value is 0.d1d2...dn × 10^pointPosition.
        let pointPosition = exponent &+ count
        if pointPosition < -3 || magnitude > 9_007_199_254_740_992 {
            cursor = writeExponential(digits, count: count, exponent: pointPosition &- 1, at: cursor)
        } else {
            cursor = writeDecimal(digits, count: count, pointPosition: pointPosition, at: cursor)
        }
        return cursor - destination
    }

    /// `d.ddde-05`: one digit before the point (and no point when there is one digit only).
    private static func writeExponential(
        _ digits: UInt64, count: Int, exponent: Int, at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        // Digits go one byte to the right, then the first moves left over the point's place.
        DecimalDigits.write(digits, count: count, at: start + 1)
        start[0] = start[1]
        var cursor = start + 1
        if count > 1 {
            cursor[0] = UInt8(ascii: ".")
            cursor += count
        }
        cursor[0] = UInt8(ascii: "e")
        cursor[1] = exponent < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
        let magnitude = UInt64(exponent.magnitude)
        let length = max(DecimalDigits.count(of: magnitude), 2)
        DecimalDigits.write(magnitude, count: length, at: cursor + 2)
        return cursor + 2 + length
    }

    /// `0.000ddd`, `dd.ddd` or `ddd000.0`.
    private static func writeDecimal(
        _ digits: UInt64, count: Int, pointPosition: Int, at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        if pointPosition <= 0 {
            let zeros = -pointPosition
            start[0] = UInt8(ascii: "0")
            start[1] = UInt8(ascii: ".")
            (start + 2).initialize(repeating: UInt8(ascii: "0"), count: zeros)
            DecimalDigits.write(digits, count: count, at: start + 2 + zeros)
            return start + 2 + zeros + count
        }
        if pointPosition < count {
            // Digits go one byte to the right, then the integer part moves left over the point.
            DecimalDigits.write(digits, count: count, at: start + 1)
            for index in 0..<pointPosition { start[index] = start[index &+ 1] }
            start[pointPosition] = UInt8(ascii: ".")
            return start + 1 + count
        }
        DecimalDigits.write(digits, count: count, at: start)
        let zeros = pointPosition &- count
        (start + count).initialize(repeating: UInt8(ascii: "0"), count: zeros)
        var cursor = start + count + zeros
        cursor[0] = UInt8(ascii: ".")
        cursor[1] = UInt8(ascii: "0")
        cursor += 2
        return cursor
    }
}

/// Receives the standard library's text of a `Double` (through `Double.write(to:)`) straight
/// into the writer's buffer, without making a `String`.
private struct StandardLibraryText: TextOutputStream {
    let destination: UnsafeMutablePointer<UInt8>
    var count = 0

    init(destination: UnsafeMutablePointer<UInt8>) {
        self.destination = destination
    }

    /// The standard library's fast path for ASCII text.
    mutating func _writeASCII(_ text: UnsafeBufferPointer<UInt8>) {
        append(text)
    }

    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    private mutating func append(_ text: UnsafeBufferPointer<UInt8>) {
        guard let source = text.baseAddress else { return }
        let length = Swift.min(text.count, DoubleText.capacity &- count)
        (destination + count).update(from: source, count: length)
        count &+= length
    }
}
