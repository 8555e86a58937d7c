import Foundation

/// The `.iso8601` date strategies of ``YYJSONDecoder`` and ``YYJSONEncoder``.
///
/// The common strings (`2015-09-16T04:20:09Z`, or with a `±HH:MM`, `±HHMM`, `±HH` zone; whole
/// seconds; years 1600 and later) are read by hand, with exactly Foundation's result. Anything else
/// (fractional seconds, whose rounding is Foundation's own; Julian-calendar years; odd forms such as
/// hour 24) goes to `Date.ISO8601FormatStyle`, the parser Foundation's `JSONDecoder` uses, so that
/// every string is accepted or refused, and read, exactly as there.
enum ISO8601Text {
    static func date(from text: String) -> Date? {
        if hasCommonShape(text), let seconds = DateText.iso8601SecondsSince1970(text) {
            return Date(timeIntervalSince1970: seconds)
        }
        return try? Date.ISO8601FormatStyle().parse(text)
    }

    /// `yyyy-MM-ddTHH:mm:ss±zone` with an upper-case `T`, a year from 1600 and no fraction: the
    /// shapes where the hand-written reader and Foundation agree to the bit.
    private static func hasCommonShape(_ text: String) -> Bool {
        let bytes = text.utf8
        guard bytes.count >= 20 else { return false }
        var index = 0
        var sawZone = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "T"): guard index == 10 else { return false }
            case UInt8(ascii: "Z"), UInt8(ascii: "+"): sawZone = index >= 19
            case UInt8(ascii: "-"): if index >= 19 { sawZone = true }
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ":"): break
            default: return false
            }
            index += 1
        }
        let first = bytes.first ?? 0
        return sawZone && bytes[bytes.index(bytes.startIndex, offsetBy: 10)] == UInt8(ascii: "T")
            && (first > UInt8(ascii: "1") || (first == UInt8(ascii: "1") && text.utf8.dropFirst().first! >= UInt8(ascii: "6")))
    }

    /// `2015-09-16T04:20:09Z`: UTC, whole seconds (rounded down), as Foundation writes it.
    static func string(from date: Date) -> String {
        guard let time = CivilTime.dateTime(wholeSeconds: date.timeIntervalSince1970.rounded(.down)),
            (1600...9999).contains(time.year)
        else { return fallbackString(from: date) }
        var bytes = [UInt8]()
        bytes.reserveCapacity(20)
        func append(_ value: Int, width: Int) {
            var divisor = 1
            for _ in 1..<width { divisor *= 10 }
            var rest = value
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
                rest %= divisor
                divisor /= 10
            }
        }
        append(time.year, width: 4); bytes.append(UInt8(ascii: "-"))
        append(time.month, width: 2); bytes.append(UInt8(ascii: "-"))
        append(time.day, width: 2); bytes.append(UInt8(ascii: "T"))
        append(time.hour, width: 2); bytes.append(UInt8(ascii: ":"))
        append(time.minute, width: 2); bytes.append(UInt8(ascii: ":"))
        append(time.second, width: 2); bytes.append(UInt8(ascii: "Z"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Years before 1600 (Julian calendar) and after 9999, as Foundation writes them.
    private static func fallbackString(from date: Date) -> String {
        date.ISO8601Format()
    }
}
