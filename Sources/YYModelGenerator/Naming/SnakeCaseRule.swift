/// The `@JSONModel(keyStrategy: .snakeCase)` rule, as the macro applies it at compile time.
///
/// This is the forward direction (property name -> key) of `KeyNaming.snakeCase` in the
/// `YYModelMacros` plugin, which the generator cannot import. The generator proposes property
/// names and keeps one only when this rule gives back the JSON key exactly; a test compiles real
/// models and compares their schemas with this function, so the two cannot drift apart unnoticed.
///
///     SnakeCaseRule.key(for: "followersCount")    // "followers_count"
///     SnakeCaseRule.key(for: "avatarURLString")   // "avatar_url_string"
///     SnakeCaseRule.key(for: "picIDs")            // "pic_i_ds"
enum SnakeCaseRule {
    static func key(for name: String) -> String {
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
