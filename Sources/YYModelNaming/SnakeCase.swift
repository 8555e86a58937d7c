/// The rule of the `snakeCase` key strategy, in one place for the `@JSONModel` macro (which applies
/// it at compile time), the model runtime (which applies it when a subclass inherits or changes
/// the strategy) and the model generator (which keeps a property name only when this rule gives
/// back the JSON key).
package enum SnakeCase {
    /// Converts a Swift property name to snake_case.
    ///
    ///     SnakeCase.key(forPropertyNamed: "followersCount")    // "followers_count"
    ///     SnakeCase.key(forPropertyNamed: "avatarURLString")   // "avatar_url_string"
    ///     SnakeCase.key(forPropertyNamed: "userID")            // "user_id"
    ///     SnakeCase.key(forPropertyNamed: "a1b")               // "a1b"
    ///
    /// A word starts at an uppercase letter that follows a lowercase letter or a digit, and at the
    /// last uppercase letter of an acronym that is followed by a lowercase letter. Underscores and
    /// digits are kept as they are.
    package static func key(forPropertyNamed name: String) -> String {
        let characters = Array(name)
        var result = ""
        result.reserveCapacity(characters.count + 4)
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let endsLowercaseWord = previous.isLowercase || previous.isNumber
                let endsAcronym = previous.isUppercase && (next?.isLowercase ?? false)
                if endsLowercaseWord || endsAcronym {
                    result.append("_")
                }
            }
            result.append(contentsOf: character.lowercased())
        }
        return result
    }
}
