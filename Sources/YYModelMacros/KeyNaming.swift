/// Compile-time key derivation: the `snakeCase` key strategy and `@JSONKey` key-path splitting.
///
/// Everything here runs inside the compiler plugin, so the generated schema holds finished keys.
/// The runtime converts a name only for class hierarchies, where a subclass inherits or changes the
/// strategy (`JSONKeyStrategy.key(forPropertyNamed:)`, the same rule; tests pin both).
enum KeyNaming {
    /// Converts a Swift property name to snake_case.
    ///
    ///     KeyNaming.snakeCase("followersCount")    // "followers_count"
    ///     KeyNaming.snakeCase("avatarURLString")   // "avatar_url_string"
    ///     KeyNaming.snakeCase("userID")            // "user_id"
    ///     KeyNaming.snakeCase("a1b")               // "a1b"
    ///
    /// A word starts at an uppercase letter that follows a lowercase letter or a digit, and at the
    /// last uppercase letter of an acronym that is followed by a lowercase letter. Underscores and
    /// digits are kept as they are.
    static func snakeCase(_ name: String) -> String {
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

    /// Splits a `@JSONKey` argument into the keys of a key path.
    ///
    ///     KeyNaming.keyPath("ext.desc")    // ["ext", "desc"]
    ///     KeyNaming.keyPath("a..b")        // ["a", "b"]
    ///     KeyNaming.keyPath(".ext")        // ["ext"]
    ///     KeyNaming.keyPath(#"a\.b"#)      // ["a.b"]
    ///
    /// A dot separates keys unless a backslash precedes it (`\.` is a literal dot); any other
    /// backslash is kept. Empty components are dropped, so a result is empty only when the
    /// argument has no key at all (`""`, `"."`).
    static func keyPath(_ text: String) -> [String] {
        var components: [String] = []
        var current = ""
        var iterator = text.makeIterator()
        var pending = iterator.next()
        while let character = pending {
            pending = iterator.next()
            switch character {
            case "\\" where pending == ".":
                current.append(".")
                pending = iterator.next()
            case ".":
                if !current.isEmpty { components.append(current) }
                current = ""
            default:
                current.append(character)
            }
        }
        if !current.isEmpty { components.append(current) }
        return components
    }

    /// Removes the backticks of an escaped identifier: `` `default` `` becomes `default`.
    static func unescaped(_ identifier: String) -> String {
        guard identifier.count >= 2, identifier.hasPrefix("`"), identifier.hasSuffix("`") else {
            return identifier
        }
        return String(identifier.dropFirst().dropLast())
    }
}
