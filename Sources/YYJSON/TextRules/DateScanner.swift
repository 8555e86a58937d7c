/// A cursor over the bytes of one date string, with the pieces every date layout shares: digits
/// and zones. ``DateText`` reads YYModel's fixed shapes with it, ``DatePattern`` any pattern.
struct DateScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var isAtEnd: Bool { index == bytes.count }
    var peek: UInt8 { index < bytes.count ? bytes[index] : 0 }

    mutating func skip(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index += 1
        return true
    }

    /// Exactly `count` decimal digits.
    mutating func digits(_ count: Int) -> Int? { digits(count...count) }

    /// As many decimal digits as `counts` allows, at least its lower bound; nothing is consumed
    /// when there are fewer.
    mutating func digits(_ counts: ClosedRange<Int>) -> Int? {
        let start = index
        var value = 0
        while index - start < counts.upperBound, peek >= UInt8(ascii: "0"), peek <= UInt8(ascii: "9") {
            value = value * 10 + Int(peek - UInt8(ascii: "0"))
            index += 1
        }
        guard index - start >= counts.lowerBound else {
            index = start
            return nil
        }
        return value
    }

    /// `Z`, `±HH:MM`, `±HHMM` or `±HH` as seconds east of UTC; `0` when absent and allowed.
    mutating func zone(allowMissing: Bool = false) -> Int? {
        if skip(UInt8(ascii: "Z")) || skip(UInt8(ascii: "z")) { return 0 }
        guard peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") else { return allowMissing ? 0 : nil }
        let sign = peek == UInt8(ascii: "-") ? -1 : 1
        index += 1
        guard let hours = digits(2), hours <= 23 else { return nil }
        var minutes = 0
        if skip(UInt8(ascii: ":")) {
            guard let value = digits(2) else { return nil }
            minutes = value
        } else if let value = digits(2) {
            minutes = value
        }
        guard minutes < 60 else { return nil }
        return sign * (hours * 3600 + minutes * 60)
    }
}
