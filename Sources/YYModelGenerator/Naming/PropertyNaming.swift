/// Turns JSON keys into lowerCamelCase property names, and says when a name needs `@JSONKey`.
///
///     PropertyNaming.name(for: "avatar_url", strategy: .snakeCase)   // ("avatarURL", explicitKey: false)
///     PropertyNaming.name(for: "pic_ids", strategy: .snakeCase)      // ("picIds", explicitKey: false)
///     PropertyNaming.name(for: "filterID", strategy: .snakeCase)     // ("filterID", explicitKey: true)
///     PropertyNaming.name(for: "eventId", strategy: .useNames)       // ("eventId", explicitKey: false)
///
/// Each key has a few candidate names, best style first (``candidates(for:)``). The first one
/// from which the model's key strategy derives the key *exactly* is chosen; when none does, the
/// first is chosen and the property gets `@JSONKey("key")`. So the generated code never depends
/// on the inverse of the strategy being right: every name is checked by applying the strategy.
enum PropertyNaming {
    /// Candidate names for `key`, best first, all valid identifiers (keywords included: they are
    /// escaped when written).
    ///
    /// 1. Words joined in lowerCamelCase with known acronyms in capitals: `avatarURL`.
    /// 2. The same with every word capitalized: `avatarUrl` (round-trips where 1 cannot, `picIds`).
    /// 3. The key itself when it already is a lowerCamelCase identifier (no `_`): `filterID`, `iOSVersion`.
    ///
    /// A key with no letters or digits gives `value`; a name that would start with a digit gets
    /// a leading `_`.
    static func candidates(for key: String) -> [String] {
        let words = KeyWords.split(key)
        guard let first = words.first else { return ["value"] }
        let head = first.lowercased()
        let tail = words.dropFirst()
        var acronymStyle = head
        var previousWasAcronym = false
        for word in tail {
            if let acronym = SwiftNames.acronyms[word.lowercased()], !previousWasAcronym {
                acronymStyle += acronym
                previousWasAcronym = true
            } else {
                acronymStyle += SwiftNames.capitalized(word)
                previousWasAcronym = false
            }
        }
        let plainStyle = head + tail.map(SwiftNames.capitalized).joined()
        var result = [acronymStyle, plainStyle].map { $0.first?.isASCIIDigit == true ? "_" + $0 : $0 }
        if SwiftNames.isIdentifier(key), key.first?.isLowercase == true, !key.contains("_") { result.append(key) }
        var seen = Set<String>()
        return result.filter { seen.insert($0).inserted }
    }

    /// The property name for `key` in a model with `strategy`, and whether it needs `@JSONKey`.
    static func name(for key: String, strategy: GeneratedKeyStrategy) -> (name: String, explicitKey: Bool) {
        let candidates = candidates(for: key)
        if let exact = candidates.first(where: { strategy.key(for: $0) == key }) {
            return (exact, false)
        }
        return (candidates[0], true)
    }
}
