/// What the strings at one place were like: whether every one was a date, or every one a URL.
struct StringSummary: Hashable {
    /// Every string parsed as a date in a format `Date` properties read (`JSONDate.parse`).
    var allDates: Bool
    /// Every string was an absolute URL with a scheme and a host (``TextShape/isAbsoluteURL(_:)``).
    var allURLs: Bool

    /// The summary of one string.
    init(_ text: String) {
        allDates = TextShape.isDate(text)
        allURLs = !allDates && TextShape.isAbsoluteURL(text)
    }

    /// Adds what `other` saw.
    mutating func merge(_ other: StringSummary) {
        allDates = allDates && other.allDates
        allURLs = allURLs && other.allURLs
    }

    /// `Date` when every string was a date, `URL` when every one was a URL, else `String`.
    var type: TypeReference {
        if allDates { return .date }
        if allURLs { return .url }
        return .string
    }
}
