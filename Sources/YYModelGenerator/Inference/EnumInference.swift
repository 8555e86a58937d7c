/// Decides which string places become enums (`--infer-enums`), and the cases they get.
///
/// A place becomes an enum when every value seen there, across all samples, is a string (`null`
/// aside), the strings are not all dates or all URLs, and they look like a closed set of codes:
///
/// - from ``minimumCases`` (2) to ``maximumCases`` (8) distinct strings: one value that never
///   varied says nothing about the others, and many values are more likely text;
/// - each of them seen at least ``minimumOccurrences`` (2) times: a value seen once is as likely
///   to be a name or an id, and one sample alone rarely repeats a value;
/// - each at most ``maximumLength`` (32) characters long: codes are short, prose is not;
/// - under a key whose last word does not name text or an identifier (``textKeyWords``: `name`,
///   `title`, `email`, `id`...): samples often repeat one customer or author, and that would
///   make an enum of three names.
///
///     // "status": "open" / "closed" / "open" / "closed"    -> enum Status { case open, closed }
///     // "status": "open" / "closed" / "open"               -> String ("closed" seen once)
///     // "name": "ann" / "bo" / "cy"                         -> String
enum EnumInference {
    static let minimumCases = 2
    static let maximumCases = 8
    static let minimumOccurrences = 2
    static let maximumLength = 32

    /// Last words of keys (singular, lowercase) whose values are text or identifiers, never codes.
    static let textKeyWords: Set<String> = [
        "name", "nickname", "username", "login", "title", "description", "text", "body", "message",
        "comment", "note", "summary", "label", "email", "phone", "address", "url", "uri", "path",
        "id", "key", "token", "hash", "sha",
    ]

    /// The raw values of the enum for the strings summarized by `summary`, found under `key` (the
    /// last key of the place), in the order they first occurred; `nil` when the place is not an
    /// enum.
    static func rawValues(for summary: StringSummary, key: String) -> [String]? {
        guard summary.type == .string, let tally = summary.tally, !tally.isOverflowing else { return nil }
        if let lastWord = KeyWords.split(key).last, textKeyWords.contains(Singular.of(lastWord.lowercased())) { return nil }
        let values = tally.values
        guard (minimumCases...maximumCases).contains(values.count),
            values.allSatisfy({ $0.occurrenceCount >= minimumOccurrences && $0.text.count <= maximumLength })
        else { return nil }
        return values.map(\.text)
    }
}
