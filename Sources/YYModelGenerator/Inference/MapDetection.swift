/// Decides which objects are dictionaries keyed by ids rather than models with fixed keys.
///
/// An object is a map when it never had a key (`{}`: nothing to model), or when every key it had
/// is an id: a number (`"138586341"`, `"-1"`, `"2.5"`) or an opaque token (`"eb8fce65jw1ew4…"`,
/// a UUID). Its values, pooled, give the dictionary's value type: `[String: Event]`.
enum MapDetection {
    /// Whether a key looks like data rather than a name.
    ///
    ///     MapDetection.isIdentifierLike("205705993")                          // true: a number
    ///     MapDetection.isIdentifierLike("e621e1f8-c36c-495a-93fc-0c247a3e6e5f") // true: a UUID
    ///     MapDetection.isIdentifierLike("eb8fce65jw1ew468zkxcgj237k1t01l0")     // true: a token
    ///     MapDetection.isIdentifierLike("address2")                             // false: a word and a digit
    ///     MapDetection.isIdentifierLike("PLEYEL_PLEYEL")                        // false: words
    ///
    /// A token is at least 8 characters of letters, digits, `-` and `_`, with at least 3 digits in
    /// at least 2 separate runs: names with a number at the end (`line1`, `version123`) are not ids.
    static func isIdentifierLike(_ key: String) -> Bool {
        isNumber(key) || isToken(key)
    }

    /// `-?digits(.digits)?`.
    static func isNumber(_ key: String) -> Bool {
        var text = Substring(key)
        if text.first == "-" { text = text.dropFirst() }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
    }

    private static func isToken(_ key: String) -> Bool {
        guard key.count >= 8, key.allSatisfy({ $0.isASCIILetterOrDigit || $0 == "-" || $0 == "_" }) else { return false }
        var digits = 0
        var digitRuns = 0
        var previousWasDigit = false
        for character in key {
            let isDigit = character.isASCIIDigit
            if isDigit {
                digits += 1
                if !previousWasDigit { digitRuns += 1 }
            }
            previousWasDigit = isDigit
        }
        return digits >= 3 && digitRuns >= 2
    }

    /// Whether the objects summarized by `object` are a map.
    static func isMap(_ object: ObjectSummary) -> Bool {
        object.fields.isEmpty || object.fields.allSatisfy { isIdentifierLike($0.key) }
    }
}
