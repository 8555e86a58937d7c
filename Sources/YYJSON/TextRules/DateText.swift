/// Reads the date strings YYModel accepts, by their shape, into seconds since 1970.
///
/// Two families:
/// - ISO 8601 / RFC 3339: `2014-01-20`, `2014-01-20 12:24:48`, `2014-01-20T12:24:48`, with optional
///   fractional seconds of any length (read to the nanosecond) and an optional zone `Z`, `±HH:MM`,
///   `±HHMM` or `±HH` (no zone means UTC).
/// - The Twitter/Weibo form `Wed Sep 16 12:20:09 +0800 2015`, optionally with `.SSS` seconds.
package enum DateText {
    /// Seconds since 1970 for `text`, or `nil` when it has none of the accepted shapes or an
    /// impossible field (month 13, February 30, hour 24).
    package static func secondsSince1970(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = DateScanner(bytes: bytes)
            let result = isLetter(scanner.peek) ? scanner.readTwitterStyle() : scanner.readISOStyle()
            guard let result, scanner.isAtEnd else { return nil }
            return result
        }
    }

    /// Seconds since 1970 for ISO 8601 / RFC 3339 text only (the `.iso8601` strategy).
    package static func iso8601SecondsSince1970(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = DateScanner(bytes: bytes)
            guard let result = scanner.readISOStyle(), scanner.isAtEnd else { return nil }
            return result
        }
    }

    fileprivate static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }

    static let monthNames = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    static let dayNames = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

}

/// YYModel's fixed shapes.
fileprivate extension DateScanner {
    /// `yyyy-MM-dd[(T| )HH:mm:ss[.f+]][zone]`.
    mutating func readISOStyle() -> Double? {
        guard let year = digits(4), skip(UInt8(ascii: "-")), let month = digits(2), skip(UInt8(ascii: "-")),
            let day = digits(2) else { return nil }
        var seconds = 0
        var fraction = 0.0
        if peek == UInt8(ascii: "T") || peek == UInt8(ascii: "t") || peek == UInt8(ascii: " ") {
            index += 1
            guard let time = readTime() else { return nil }
            (seconds, fraction) = time
            guard let offset = zone(allowMissing: true) else { return nil }
            seconds -= offset
        }
        return combine(year: year, month: month, day: day, seconds: seconds, fraction: fraction)
    }

    /// `EEE MMM dd HH:mm:ss[.SSS] ±HHMM yyyy`.
    mutating func readTwitterStyle() -> Double? {
        guard readName(DateText.dayNames) != nil, skip(UInt8(ascii: " ")),
            let monthIndex = readName(DateText.monthNames), skip(UInt8(ascii: " ")),
            let day = digits(2), skip(UInt8(ascii: " ")),
            let time = readTime(), skip(UInt8(ascii: " ")),
            let offset = zone(), skip(UInt8(ascii: " ")),
            let year = digits(4) else { return nil }
        return combine(year: year, month: monthIndex + 1, day: day, seconds: time.seconds - offset, fraction: time.fraction)
    }

    /// Three letters, any case, that are one of `names`; returns the index.
    mutating func readName(_ names: [String]) -> Int? {
        guard index + 3 <= bytes.count else { return nil }
        let word = String(decoding: bytes[index..<index + 3].map { $0 | 0x20 }, as: UTF8.self)
        guard let found = names.firstIndex(of: word) else { return nil }
        index += 3
        return found
    }

    /// `HH:mm:ss[.f+]` as seconds into the day and the fraction (digits past the ninth ignored).
    mutating func readTime() -> (seconds: Int, fraction: Double)? {
        guard let hour = digits(2), skip(UInt8(ascii: ":")), let minute = digits(2), skip(UInt8(ascii: ":")),
            let second = digits(2), hour < 24, minute < 60, second <= 60 else { return nil }
        var fraction = 0.0
        if skip(UInt8(ascii: ".")) || skip(UInt8(ascii: ",")) {
            var scale = 0.1
            var count = 0
            while let digit = digits(1) {
                count += 1
                guard count <= 9 else { continue }  // any length; past nanoseconds the digits don't count
                fraction += Double(digit) * scale
                scale /= 10
            }
            guard count > 0 else { return nil }
        }
        return (hour * 3600 + minute * 60 + second, fraction)
    }

    func combine(year: Int, month: Int, day: Int, seconds: Int, fraction: Double) -> Double? {
        guard (1...12).contains(month), day >= 1, day <= CivilTime.daysInMonth(month, year: year) else { return nil }
        let days = CivilTime.daysSinceEpoch(year: year, month: month, day: day)
        return Double(days * 86_400 + seconds) + fraction
    }
}
