import Foundation

/// Dates as text in one fixed layout, such as `"2024-03-09"` or `"09/03/2024 14:30"`, for one
/// property: `@JSONTransform(.dateFormat("dd/MM/yyyy HH:mm"))`.
///
/// The pattern uses the Unicode date field letters that fixed layouts need:
///
/// - `yyyy` (`yy`: 2000-2099), `MM` (`MMM`: `Mar`, `MMMM`: `March`), `dd`;
/// - `HH` (`hh` with `a` for `AM`/`PM`), `mm`, `ss`, and `S`... for as many fraction digits;
/// - `EEE` / `EEEE` for a weekday name (checked when read); names are English;
/// - `Z` (`+0800`), `XXX` (`+08:00` or `Z`), `X`, `XX`, `xxx`, `ZZZZZ` for the zone;
/// - `'quoted'` text and any character that is not a letter as it is.
///
/// A single letter (`d`, `M`, `H`...) reads one or two digits and writes no leading zero. Text
/// without a zone field is in ``timeZone``. Values that are not strings, do not match the whole
/// pattern, or name an impossible date (`"2023-02-29"`) are a mismatch. The pattern is read
/// where it is used, with nothing cached and no `DateFormatter`.
public struct DateFormatTransform: JSONPropertyTransform, Sendable {
    /// The date pattern, such as `"yyyy-MM-dd HH:mm:ss"`.
    public var format: String
    /// The zone of text without a zone field, and the zone dates are written in.
    public var timeZone: TimeZone

    /// A transform for `format`, with times in `timeZone` (UTC unless given).
    public init(_ format: String, timeZone: TimeZone = DateFormatTransform.utc) {
        self.format = format
        self.timeZone = timeZone
    }

    /// Coordinated Universal Time.
    public static let utc = TimeZone(secondsFromGMT: 0)!

    public func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Date? {
        guard let text = element.string else { return nil }
        let pattern = DatePattern(format)
        guard let reading = pattern.read(text) else {
            if let letter = pattern.unsupportedLetter { context.rejection = unsupported(letter) }
            return nil
        }
        if let offset = reading.zoneOffset {
            return Date(timeIntervalSince1970: reading.wallSeconds - Double(offset))
        }
        // The zone's offset at the wall-clock time, taken once as a guess and once at the
        // instant that guess gives, so that a time just after a change of offset lands right.
        let guess = reading.wallSeconds - Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: reading.wallSeconds)))
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: guess))
        return Date(timeIntervalSince1970: reading.wallSeconds - Double(offset))
    }

    /// - Throws: `JSONWritingError` for a pattern with an unsupported field, or a date too far
    ///   from 1970 to have a calendar date.
    public func encodeJSON(_ value: Date, to writer: inout JSONWriter) throws {
        let pattern = DatePattern(format)
        if let letter = pattern.unsupportedLetter { throw JSONWritingError(reason: unsupported(letter)) }
        let offset = timeZone.secondsFromGMT(for: value)
        let seconds = value.timeIntervalSince1970
        guard let text = pattern.write(wallSeconds: seconds + Double(offset), zoneOffset: offset) else {
            throw JSONWritingError(reason: "date \(seconds) s after 1970 has no calendar date to write as \"\(format)\"")
        }
        writer.write(text)
    }

    private func unsupported(_ letter: Character) -> String {
        "date format \"\(format)\" has unsupported field letter '\(letter)'"
    }
}

extension JSONPropertyTransform where Self == DateFormatTransform {
    /// Dates as text in the layout `format` describes, such as `"yyyy-MM-dd"`; see
    /// ``DateFormatTransform``.
    public static func dateFormat(_ format: String, timeZone: TimeZone = DateFormatTransform.utc) -> DateFormatTransform {
        DateFormatTransform(format, timeZone: timeZone)
    }
}
