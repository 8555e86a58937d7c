/// Calendar arithmetic for the proleptic Gregorian calendar in UTC, without Foundation.
///
/// Dates in JSON are parsed and written by hand (never through `DateFormatter`), so the conversion
/// between a calendar date and a day count lives here.
enum CivilTime {
    /// Days from 1970-01-01 to the given date (negative before it).
    ///
    /// Counts whole 400-year eras (146,097 days each) from 0000-03-01, so that the leap day is the
    /// last day of each counted year and February needs no special case.
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let monthFromMarch = (month + 9) % 12
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The calendar date of a day count since 1970-01-01 (the inverse of ``daysSinceEpoch(year:month:day:)``).
    static func date(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// A UTC calendar date and time of day, to the second.
    struct DateTime {
        let year: Int, month: Int, day: Int
        let hour: Int, minute: Int, second: Int
    }

    /// The UTC date and time `wholeSeconds` (a whole number of seconds since 1970) names, or `nil`
    /// when it is not finite or lies beyond years ±100 million, past every format that writes
    /// dates as text (and past what an `Int` of seconds can count).
    static func dateTime(wholeSeconds: Double) -> DateTime? {
        guard wholeSeconds.isFinite, abs(wholeSeconds) < 3e15 else { return nil }
        let seconds = Int(wholeSeconds)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = date(daysSinceEpoch: days)
        return DateTime(
            year: year, month: month, day: day, hour: secondOfDay / 3600, minute: secondOfDay / 60 % 60, second: secondOfDay % 60)
    }

    /// The number of days in `month` of `year`.
    static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
