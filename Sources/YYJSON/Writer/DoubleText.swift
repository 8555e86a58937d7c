/// The text of a finite `Double` in the shortest form that reads back as the same value, laid out
/// as Swift's `description` lays it out (`0.1`, `100.25`, `1e-05`, `1.7976931348623157e+308`),
/// which is valid JSON.
///
/// The digits come from ``ShortestDecimal``; this type places them: integers below 2^53 as
/// `123.0`, plain decimal notation from `0.0001` up to 2^53, exponential notation outside, with a
/// two-digit exponent at least. Subnormal values (below 2.2250738585072014e-308), where the
/// shortest digits can differ from Swift's (`4.9e-324` for `5e-324`), are left to the standard
/// library.
@usableFromInline
enum DoubleText {
    /// The longest text is 24 bytes (`-2.2250738585072014e-308`), and digits may be followed by
    /// ``DecimalDigits/slack`` bytes of scratch.
    @usableFromInline static let capacity = 32

    /// Writes `value` (finite) at `destination`, which must have room for ``capacity`` bytes, and
    /// returns the number of bytes written.
    @usableFromInline
    static func write(_ value: Double, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        writeInlined(value, to: destination)
    }

    /// ``write(_:to:)``, inlined into the loops that write arrays of doubles: a call per value
    /// would save and restore most registers for each one.
    @inline(__always)
    static func writeInlined(_ value: Double, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        var cursor = destination
        if value.sign == .minus {
            cursor[0] = UInt8(ascii: "-")
            cursor += 1
        }
        let magnitude = value.magnitude
        // An integer below 2^53 is exactly its truncation, which one conversion each way finds.
        if magnitude < 9_007_199_254_740_992 {
            let integer = Int64(magnitude)
            if Double(integer) == magnitude {
                cursor += DecimalDigits.write(UInt64(integer), at: cursor)
                cursor[0] = UInt8(ascii: ".")
                cursor[1] = UInt8(ascii: "0")
                return cursor + 2 - destination
            }
        }
        // Zero is an integer, so this is the test for subnormals.
        guard magnitude >= .leastNormalMagnitude else {
            var sink = StandardLibraryText(destination: cursor)
            magnitude.write(to: &sink)
            return cursor + sink.count - destination
        }
        let (digits, exponent) = ShortestDecimal.decimal(magnitude)
        // The digits go one byte in, leaving room for the point (or the first digit) before them.
        let (count, firstEight) = writeDigits(digits, at: cursor + 1)
        // The value is 0.d1d2...dn × 10^pointPosition.
        let pointPosition = exponent &+ (digits >= 10_000_000_000_000_000 ? 17 : 16)
        if pointPosition < -3 || magnitude > 9_007_199_254_740_992 {
            cursor = layOutExponential(count: count, exponent: pointPosition &- 1, at: cursor)
        } else if UInt(bitPattern: pointPosition &- 1) < 7 {
            // Up to seven integer digits (coordinates, prices, measurements): the point goes into
            // the first word of digits, held in a register, stored over the digits' first bytes.
            let shift = UInt64(truncatingIfNeeded: pointPosition &* 8)
            let integerBytes = (UInt64(1) &<< shift) &- 1
            let pointed = (firstEight & integerBytes) | (UInt64(UInt8(ascii: ".")) &<< shift)
                | ((firstEight &<< 8) & ~((integerBytes &<< 8) | 0xFF))
            DecimalDigits.store(pointed, at: cursor)
            cursor += 1 &+ count
        } else {
            cursor = layOutDecimal(count: count, pointPosition: pointPosition, at: cursor)
        }
        return cursor - destination
    }

    /// Writes the 16 or 17 digits of `digits` at `start` and returns how many there are without
    /// their trailing zeros, and the first eight digits as a word (the first in the lowest byte).
    @inline(__always)
    private static func writeDigits(_ digits: UInt64, at start: UnsafeMutablePointer<UInt8>) -> (count: Int, firstEight: UInt64) {
        let sixteenDigits: UInt64 = 10_000_000_000_000_000
        guard digits >= sixteenDigits else {
            let zeros = DecimalDigits.writeSixteen(digits, at: start)
            return (16 &- zeros, DecimalDigits.load(at: start))
        }
        let first = digits / sixteenDigits
        let firstByte = UInt64(UInt8(ascii: "0")) | first
        start[0] = UInt8(truncatingIfNeeded: firstByte)
        let zeros = DecimalDigits.writeSixteen(digits &- first &* sixteenDigits, at: start + 1)
        return (17 &- zeros, (DecimalDigits.load(at: start + 1) &<< 8) | firstByte)
    }

    /// `d.ddde-05` from the `count` digits at `start + 1`: one digit before the point, and no
    /// point when there is one digit only.
    private static func layOutExponential(count: Int, exponent: Int, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        start[0] = start[1]
        var cursor = start + 1
        if count > 1 {
            cursor[0] = UInt8(ascii: ".")
            cursor += count
        }
        cursor[0] = UInt8(ascii: "e")
        cursor[1] = exponent < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
        cursor += 2
        let magnitude = UInt64(exponent.magnitude)
        if magnitude < 10 {
            cursor[0] = UInt8(ascii: "0")
            cursor += 1
        }
        return cursor + DecimalDigits.write(magnitude, at: cursor)
    }

    /// `0.000ddd`, `dd.ddd` or `ddd000.0` from the `count` digits at `start + 1`.
    private static func layOutDecimal(count: Int, pointPosition: Int, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        if pointPosition <= 0 {
            // The digits move right, behind "0." and the zeros (last digit first: they overlap).
            let zeros = -pointPosition
            let shift = 1 &+ zeros
            for index in stride(from: count, through: 1, by: -1) { start[index &+ shift] = start[index] }
            start[0] = UInt8(ascii: "0")
            start[1] = UInt8(ascii: ".")
            (start + 2).initialize(repeating: UInt8(ascii: "0"), count: zeros)
            return start + 2 + zeros + count
        }
        // The integer part moves left by one, over the room left for the point.
        let integerDigits = Swift.min(pointPosition, count)
        for index in 0..<integerDigits { start[index] = start[index &+ 1] }
        if pointPosition < count {
            start[pointPosition] = UInt8(ascii: ".")
            return start + 1 + count
        }
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
