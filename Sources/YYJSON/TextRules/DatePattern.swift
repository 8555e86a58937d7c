/// Dates in one fixed layout, described by a Unicode date pattern such as `yyyy-MM-dd HH:mm`,
/// read and written by walking the pattern (no `DateFormatter`, nothing cached between calls).
///
/// Fields (a run of one letter; its length picks the form):
///
/// | Letters | Field | Read and written as |
/// |---|---|---|
/// | `yyyy`, `y`, `yy` | year | four digits; one to four; two (2000-2099) |
/// | `MM`, `M`, `MMM`, `MMMM` | month | two digits; one or two; `Jan`; `January` |
/// | `dd`, `d` | day of the month | two digits; one or two |
/// | `HH`, `H` / `hh`, `h` / `kk` / `KK` | hour 0-23 / 1-12 / 1-24 / 0-11 | two digits; one or two |
/// | `mm`, `m`, `ss`, `s` | minute, second | two digits; one or two |
/// | `S`... | fraction of a second | exactly as many digits as letters |
/// | `a` | `AM` / `PM` | either case when read |
/// | `EEE`, `EEEE` | weekday | `Mon`; `Monday` (checked when read, not used) |
/// | `Z`, `ZZ`, `ZZZ`, `xx` | zone | `+0800` |
/// | `ZZZZZ`, `XXX` / `xxx` | zone | `+08:00`, or `Z` for UTC / `+00:00` |
/// | `X`, `XX` / `x` | zone | `+08`, `+0800` or `Z` / `+08` |
///
/// Text in single quotes is literal (`''` is a quote), as is any character that is not a letter.
/// Reading accepts any of `Z`, `±HH`, `±HHMM` and `±HH:MM` for a zone field. Names are English.
package struct DatePattern {
    package let pattern: String

    package init(_ pattern: String) { self.pattern = pattern }

    /// A date as the pattern's fields give it: seconds since 1970 of the wall-clock time (as if it
    /// were UTC), and the zone's offset east of UTC when the pattern has a zone field.
    package struct Reading: Equatable {
        package var wallSeconds: Double
        package var zoneOffset: Int?
    }

    /// The first letter of the pattern that names no supported field, if any.
    package var unsupportedLetter: Character? {
        var pattern = pattern
        return pattern.withUTF8 { bytes in
            var tokens = Tokens(bytes: bytes)
            while let token = tokens.next() {
                if case .field(let letter, let count) = token, !Self.isSupported(letter, count) {
                    return Character(Unicode.Scalar(letter))
                }
            }
            return nil
        }
    }

    private static func isSupported(_ letter: UInt8, _ count: Int) -> Bool {
        switch letter {
        case ascii("y"): return count <= 4
        case ascii("M"), ascii("L"): return count <= 4
        case ascii("d"), ascii("H"), ascii("h"), ascii("k"), ascii("K"), ascii("m"), ascii("s"): return count <= 2
        case ascii("S"): return count <= 9
        case ascii("a"): return count <= 3
        case ascii("E"): return count <= 4
        case ascii("Z"): return count <= 3 || count == 5
        case ascii("X"), ascii("x"): return count <= 3
        default: return false
        }
    }

    // MARK: Reading

    /// The fields of `text`, which must match the whole pattern; `nil` when it does not, when a
    /// field is impossible (month 13, February 30, hour 24), or when the pattern is unsupported.
    package func read(_ text: String) -> Reading? {
        var pattern = pattern
        var text = text
        return pattern.withUTF8 { patternBytes in
            text.withUTF8 { textBytes in
                var fields = Fields()
                var tokens = Tokens(bytes: patternBytes)
                var scanner = DateScanner(bytes: textBytes)
                while let token = tokens.next() {
                    switch token {
                    case .literal(let byte):
                        guard scanner.skip(byte) else { return nil }
                    case .field(let letter, let count):
                        guard Self.isSupported(letter, count), fields.read(letter, count, from: &scanner) else { return nil }
                    }
                }
                guard scanner.isAtEnd else { return nil }
                return fields.reading
            }
        }
    }

    /// The values read so far; absent ones default to 2000-01-01 00:00:00, as with `DateFormatter`.
    private struct Fields {
        var year = 2000, month = 1, day = 1
        var hour = 0, minute = 0, second = 0
        var fraction = 0.0
        var twelveHour: Int?
        var isAfternoon: Bool?
        var zoneOffset: Int?

        mutating func read(_ letter: UInt8, _ count: Int, from scanner: inout DateScanner) -> Bool {
            func number(max: Int) -> Int? {
                let value = count == 1 ? scanner.digits(1...2) : scanner.digits(count...count)
                return value.flatMap { $0 <= max ? $0 : nil }
            }
            switch letter {
            case ascii("y"):
                let digits = count == 1 ? scanner.digits(1...4) : scanner.digits(count...count)
                guard let digits else { return false }
                year = count == 2 ? 2000 + digits : digits
            case ascii("M"), ascii("L"):
                if count >= 3 {
                    guard let index = scanner.name(in: count == 3 ? DatePattern.shortMonths : DatePattern.months) else { return false }
                    month = index + 1
                } else {
                    guard let value = number(max: 12), value >= 1 else { return false }
                    month = value
                }
            case ascii("d"):
                guard let value = number(max: 31), value >= 1 else { return false }
                day = value
            case ascii("H"):
                guard let value = number(max: 23) else { return false }
                hour = value
            case ascii("k"):
                guard let value = number(max: 24), value >= 1 else { return false }
                hour = value % 24
            case ascii("h"):
                guard let value = number(max: 12), value >= 1 else { return false }
                twelveHour = value % 12
            case ascii("K"):
                guard let value = number(max: 11) else { return false }
                twelveHour = value
            case ascii("m"):
                guard let value = number(max: 59) else { return false }
                minute = value
            case ascii("s"):
                guard let value = number(max: 60) else { return false }
                second = value
            case ascii("S"):
                guard let value = scanner.digits(count...count) else { return false }
                fraction = Double(value) / DatePattern.powerOfTen(count)
            case ascii("a"):
                guard let index = scanner.name(in: ["AM", "PM"]) else { return false }
                isAfternoon = index == 1
            case ascii("E"):
                guard scanner.name(in: count == 4 ? DatePattern.weekdays : DatePattern.shortWeekdays) != nil else { return false }
            default:  // Z, X, x
                guard let offset = scanner.zone() else { return false }
                zoneOffset = offset
            }
            return true
        }

        var reading: Reading? {
            var hour = hour
            if let twelveHour { hour = twelveHour + (isAfternoon == true ? 12 : 0) }
            guard day <= CivilTime.daysInMonth(month, year: year) else { return nil }
            let days = CivilTime.daysSinceEpoch(year: year, month: month, day: day)
            let seconds = days * 86_400 + hour * 3600 + minute * 60 + second
            return Reading(wallSeconds: Double(seconds) + fraction, zoneOffset: zoneOffset)
        }
    }

    // MARK: Writing

    /// `wallSeconds` (seconds since 1970 of the wall-clock time) written in the pattern, with
    /// `zoneOffset` for its zone fields; `nil` for a pattern with an unsupported field or a time
    /// past years ±100 million.
    package func write(wallSeconds: Double, zoneOffset: Int) -> String? {
        guard unsupportedLetter == nil else { return nil }
        var pattern = pattern
        let fractionDigits = pattern.withUTF8 { bytes in
            var tokens = Tokens(bytes: bytes)
            var most = 0
            while let token = tokens.next() {
                if case .field(ascii("S"), let count) = token { most = max(most, count) }
            }
            return most
        }
        // Truncate to the finest fraction written, as clocks do, but forgive the last microsecond:
        // a date made from x.749 s may hold x.74899998 (a `Date` counts from 2001, so converting
        // from 1970 rounds once more) and must still write .749.
        let scale = Self.powerOfTen(fractionDigits)
        let exact = wallSeconds * scale
        guard exact.isFinite else { return nil }
        var scaled = exact.rounded(.down)
        if (scaled + 1) - exact <= min(scale * 1e-6, 0.5) { scaled += 1 }
        let whole = (scaled / scale).rounded(.down)
        let fractionUnits = Int(scaled - whole * scale)
        guard let time = CivilTime.dateTime(wholeSeconds: whole) else { return nil }
        let days = Int((whole / 86_400).rounded(.down))
        let fraction = (units: fractionUnits, digits: fractionDigits)
        var text: [UInt8] = []  // literals are copied byte by byte, so UTF-8 is reassembled at the end
        pattern.withUTF8 { bytes in
            var tokens = Tokens(bytes: bytes)
            while let token = tokens.next() {
                switch token {
                case .literal(let byte):
                    text.append(byte)
                case .field(let letter, let count):
                    text += Self.field(letter, count, time: time, fraction: fraction, days: days, zoneOffset: zoneOffset).utf8
                }
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static func field(
        _ letter: UInt8, _ count: Int, time: CivilTime.DateTime, fraction: (units: Int, digits: Int), days: Int, zoneOffset: Int
    ) -> String {
        func number(_ value: Int) -> String { padded(value, count == 1 ? 1 : count) }
        switch letter {
        case ascii("y"): return count == 2 ? padded(((time.year % 100) + 100) % 100, 2) : padded(time.year, count)
        case ascii("M"), ascii("L"):
            if count == 3 { return shortMonths[time.month - 1] }
            return count == 4 ? months[time.month - 1] : number(time.month)
        case ascii("d"): return number(time.day)
        case ascii("H"): return number(time.hour)
        case ascii("k"): return number(time.hour == 0 ? 24 : time.hour)
        case ascii("h"): return number(time.hour % 12 == 0 ? 12 : time.hour % 12)
        case ascii("K"): return number(time.hour % 12)
        case ascii("m"): return number(time.minute)
        case ascii("s"): return number(time.second)
        case ascii("S"): return padded(fraction.units / Int(powerOfTen(fraction.digits - count)), count)
        case ascii("a"): return time.hour < 12 ? "AM" : "PM"
        case ascii("E"):
            let weekday = ((days + 3) % 7 + 7) % 7  // 1970-01-01 was a Thursday; 0 is Monday
            return count == 4 ? weekdays[weekday] : shortWeekdays[weekday]
        default: return zone(zoneOffset, letter: letter, count: count)
        }
    }

    /// A zone field: `Z` for UTC in the `X` forms and `ZZZZZ`, else `+HH`, `+HHMM` or `+HH:MM`.
    private static func zone(_ offset: Int, letter: UInt8, count: Int) -> String {
        let usesZ = letter == ascii("X") || (letter == ascii("Z") && count == 5)
        if offset == 0 && usesZ { return "Z" }
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        let hours = padded(minutes / 60, 2), rest = padded(minutes % 60, 2)
        let colonCount = letter == ascii("Z") ? 5 : 3
        if count == colonCount { return sign + hours + ":" + rest }
        return count == 1 && letter != ascii("Z") ? sign + hours : sign + hours + rest
    }

    // MARK: Shared

    private enum Token: Equatable {
        case literal(UInt8)
        case field(UInt8, Int)
    }

    /// The pattern as fields (runs of one ASCII letter) and literal bytes.
    private struct Tokens {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var isQuoted = false

        mutating func next() -> Token? {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == ascii("'") {
                    if index + 1 < bytes.count, bytes[index + 1] == ascii("'") {
                        index += 2
                        return .literal(byte)
                    }
                    isQuoted.toggle()
                    index += 1
                    continue
                }
                index += 1
                guard !isQuoted, (byte | 0x20) >= ascii("a"), (byte | 0x20) <= ascii("z") else { return .literal(byte) }
                var count = 1
                while index < bytes.count, bytes[index] == byte {
                    count += 1
                    index += 1
                }
                return .field(byte, count)
            }
            return nil
        }
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let zeros = String(repeating: "0", count: max(0, width - digits.count))
        return (value < 0 ? "-" : "") + zeros + digits
    }

    private static func powerOfTen(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<exponent { result *= 10 }
        return result
    }

    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
    static let shortMonths = months.map { String($0.prefix(3)) }
    static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let shortWeekdays = weekdays.map { String($0.prefix(3)) }
}

private func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }

extension DateScanner {
    /// The index in `names` of the longest one the text continues with, in any case.
    fileprivate mutating func name(in names: [String]) -> Int? {
        var best: (index: Int, length: Int)?
        for (position, name) in names.enumerated() where name.utf8.count > best?.length ?? 0 {
            let utf8 = name.utf8
            guard index + utf8.count <= bytes.count else { continue }
            let matches = zip(utf8, bytes[index...]).allSatisfy { $0 | 0x20 == $1 | 0x20 }
            if matches { best = (position, utf8.count) }
        }
        guard let best else { return nil }
        index += best.length
        return best.index
    }
}
