/// What the strings at one place were like: whether every one was a date, or every one a URL, and
/// (for enum inference) which strings they were.
struct StringSummary: Hashable {
    /// Every string parsed as a date in a format `Date` properties read (`JSONDate.parse`).
    var allDates: Bool
    /// Every string was an absolute URL with a scheme and a host (``TextShape/isAbsoluteURL(_:)``).
    var allURLs: Bool
    /// The distinct strings, when they are tallied (``SamplingOrder/talliesStrings``).
    var tally: StringValueTally?

    /// The summary of one string, read at position `occurrence` (`nil`: strings are not tallied).
    init(_ text: String, occurrence: Int?) {
        allDates = TextShape.isDate(text)
        allURLs = !allDates && TextShape.isAbsoluteURL(text)
        if let occurrence {
            var tally = StringValueTally()
            tally.add(text, occurrence: occurrence)
            self.tally = tally
        }
    }

    /// Adds one more string.
    mutating func add(_ text: String, occurrence: Int?) {
        // Checking a string is the costly part of sampling: only while an answer may still be yes.
        if allDates || allURLs {
            let shape = StringSummary(text, occurrence: nil)
            allDates = allDates && shape.allDates
            allURLs = allURLs && shape.allURLs
        }
        if let occurrence { tally?.add(text, occurrence: occurrence) }
    }

    /// Adds what `other` saw.
    mutating func merge(_ other: StringSummary) {
        allDates = allDates && other.allDates
        allURLs = allURLs && other.allURLs
        switch (tally, other.tally) {
        case (nil, _): tally = other.tally
        case (_?, let otherTally?): tally?.merge(otherTally)
        case (_?, nil): break
        }
    }

    /// `Date` when every string was a date, `URL` when every one was a URL, else `String`.
    var type: TypeReference {
        if allDates { return .date }
        if allURLs { return .url }
        return .string
    }
}
