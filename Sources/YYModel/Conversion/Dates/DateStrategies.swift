import Foundation

/// How `Date` properties read JSON values.
public enum JSONDateDecodingStrategy: Sendable {
    /// YYModel's formats by shape (ISO 8601 / RFC 3339 with any fraction and zone, `yyyy-MM-dd`,
    /// `yyyy-MM-dd HH:mm:ss`, `Wed Sep 16 12:20:09 +0800 2015`), and numbers as seconds since 1970.
    case automatic
    /// Numbers (or numeric strings) as seconds since 1970.
    case secondsSince1970
    /// Numbers (or numeric strings) as milliseconds since 1970.
    case millisecondsSince1970
    /// ISO 8601 / RFC 3339 strings only.
    case iso8601
    /// Your own conversion; return `nil` for a mismatch.
    case custom(@Sendable (JSONElement) throws -> Date?)
}

/// How `Date` properties are written.
public enum JSONDateEncodingStrategy: Sendable {
    /// RFC 3339 in UTC, `1973-03-03T09:46:40Z`, with fractional seconds only when present.
    case rfc3339
    /// Seconds since 1970 as a number.
    case secondsSince1970
    /// Milliseconds since 1970 as a number.
    case millisecondsSince1970
    /// Your own conversion to a JSON value.
    case custom(@Sendable (Date) throws -> JSON)
}

/// Writes dates as RFC 3339 text in UTC.
enum RFC3339 {
    /// `1973-03-03T09:46:40Z`; fractional seconds (to the microsecond, trailing zeros dropped) only
    /// when the date has them.
    static func string(from date: Date) -> String {
        let interval = date.timeIntervalSince1970
        var whole = interval.rounded(.down)
        var micros = Int(((interval - whole) * 1_000_000).rounded())
        if micros == 1_000_000 {
            whole += 1
            micros = 0
        }
        let seconds = Int(whole)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = CivilTime.date(daysSinceEpoch: days)
        var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T"
        text += pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2)
        if micros > 0 {
            var fraction = pad(micros, 6)
            while fraction.hasSuffix("0") { fraction.removeLast() }
            text += "." + fraction
        }
        return text + "Z"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
