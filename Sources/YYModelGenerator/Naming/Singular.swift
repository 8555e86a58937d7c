/// English singulars for naming the element type of an array (`statuses` -> `Status`).
///
///     Singular.of("statuses")     // "status"
///     Singular.of("categories")   // "category"
///     Singular.of("entries")      // "entry"
///     Singular.of("addresses")    // "address"
///     Singular.of("people")       // "person"
///     Singular.of("media")        // "media": not a plural this table knows
///
/// The rules cover the plurals API keys use; a word they do not recognise is kept as it is.
/// Case is kept (`Statuses` -> `Status`).
enum Singular {
    static func of(_ word: String) -> String {
        let lower = word.lowercased()
        if let irregular = irregulars[lower] { return matchingCase(irregular, like: word) }
        if invariable.contains(lower) { return word }
        for (suffix, replacement) in suffixRules where lower.hasSuffix(suffix) && lower.count > suffix.count {
            return String(word.dropLast(suffix.count)) + matchingCase(replacement, like: String(word.suffix(suffix.count)))
        }
        if lower.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("us"), !lower.hasSuffix("is"), lower.count > 1 {
            return String(word.dropLast())
        }
        return word
    }

    /// Plurals that no suffix rule forms.
    private static let irregulars: [String: String] = [
        "people": "person", "children": "child", "men": "man", "women": "woman", "feet": "foot",
        "teeth": "tooth", "mice": "mouse", "geese": "goose", "indices": "index", "vertices": "vertex",
        "matrices": "matrix", "appendices": "appendix", "criteria": "criterion", "phenomena": "phenomenon",
        "analyses": "analysis", "crises": "crisis", "theses": "thesis", "axes": "axis",
        "leaves": "leaf", "halves": "half", "knives": "knife", "lives": "life", "wives": "wife",
        "shelves": "shelf", "wolves": "wolf", "movies": "movie", "cookies": "cookie", "ties": "tie",
        "pies": "pie", "lies": "lie", "zombies": "zombie", "uses": "use", "causes": "cause",
        "abuses": "abuse", "excuses": "excuse", "fuses": "fuse", "houses": "house", "clauses": "clause",
        "pauses": "pause", "quizzes": "quiz", "heroes": "hero", "potatoes": "potato",
        "tomatoes": "tomato", "echoes": "echo", "vetoes": "veto",
    ]

    /// Words whose plural is the same, or that are not plurals although they end in `s`.
    private static let invariable: Set<String> = [
        "series", "species", "news", "data", "media", "metadata", "info", "status", "alias", "bias",
        "canvas", "gas", "lens", "bonus", "campus", "virus", "census", "corpus", "plus", "minus",
        "analysis", "basis", "axis", "chassis", "headquarters", "means", "physics", "statistics",
        "analytics", "settings", "details", "aws", "ios", "macos", "os", "dns", "https", "sms", "gps",
    ]

    /// Suffix rewrites, tried in order; the bare `s` rule comes after them.
    private static let suffixRules: [(String, String)] = [
        ("ies", "y"),  // categories, entries, replies
        ("sses", "ss"),  // addresses, classes
        ("shes", "sh"),  // hashes, dishes
        ("ches", "ch"),  // matches, batches
        ("xes", "x"),  // boxes, indexes
        ("zzes", "zz"),  // buzzes
        ("uses", "us"),  // statuses, buses, bonuses (houses, causes: irregulars above)
    ]

    /// `replacement` in the case of `original`'s last letter (`Y` after `IES`).
    private static func matchingCase(_ replacement: String, like original: String) -> String {
        original.last?.isUppercase == true ? replacement.uppercased() : replacement
    }
}
