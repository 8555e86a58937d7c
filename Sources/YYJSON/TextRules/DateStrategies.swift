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
package enum RFC3339 {
    /// The seconds since 1970 that RFC 3339 can write: years 0000 to 9999. (No double below the
    /// upper end rounds up to it at microsecond precision: their spacing there is 30 µs.)
    package static let writableSeconds: Range<Double> = -62_167_219_200 ..< 253_402_300_800

    /// `1973-03-03T09:46:40Z`; fractional seconds (to the microsecond, trailing zeros dropped) only
    /// when the date has them. `nil` outside ``writableSeconds``.
    package static func string(from date: Date) -> String? {
        let interval = date.timeIntervalSince1970
        guard writableSeconds.contains(interval) else { return nil }
        var whole = interval.rounded(.down)
        var micros = Int(((interval - whole) * 1_000_000).rounded())
        if micros == 1_000_000 {
            whole += 1
            micros = 0
        }
        guard let time = CivilTime.dateTime(wholeSeconds: whole) else { return nil }
        var text = pad(time.year, 4) + "-" + pad(time.month, 2) + "-" + pad(time.day, 2) + "T"
        text += pad(time.hour, 2) + ":" + pad(time.minute, 2) + ":" + pad(time.second, 2)
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
