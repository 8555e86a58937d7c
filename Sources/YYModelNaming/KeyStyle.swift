/// The rules of the key strategies that rewrite a property name, in one place for the `@JSONModel`
/// macro (which applies them at compile time) and the model runtime (which applies them when a
/// subclass inherits or changes the strategy).
///
/// Each starts from the words of ``SnakeCase``: a word starts at an uppercase letter that follows a
/// lowercase letter or a digit, and at the last uppercase letter of an acronym followed by a
/// lowercase letter.
package enum KeyStyle: String, CaseIterable, Sendable {
    /// `followers_count`, `html_url`.
    case snakeCase
    /// `followers-count`, `html-url`.
    case kebabCase
    /// `FOLLOWERS_COUNT`, `HTML_URL`.
    case screamingSnakeCase
    /// `FollowersCount`, `HtmlURL`: the name with its first letter capitalized.
    case pascalCase

    /// The key of the property named `name`.
    ///
    ///     KeyStyle.kebabCase.key(forPropertyNamed: "avatarURLString")       // "avatar-url-string"
    ///     KeyStyle.screamingSnakeCase.key(forPropertyNamed: "userID")      // "USER_ID"
    ///     KeyStyle.pascalCase.key(forPropertyNamed: "followersCount")      // "FollowersCount"
    package func key(forPropertyNamed name: String) -> String {
        switch self {
        case .snakeCase:
            return SnakeCase.key(forPropertyNamed: name)
        case .kebabCase:
            // Underscores between words become dashes too; leading ones (`_id`) stay.
            let snake = SnakeCase.key(forPropertyNamed: name)
            let leading = snake.prefix { $0 == "_" }
            return leading + snake.dropFirst(leading.count).replacingUnderscores(with: "-")
        case .screamingSnakeCase:
            return SnakeCase.key(forPropertyNamed: name).uppercased()
        case .pascalCase:
            return name.prefix(1).uppercased() + name.dropFirst()
        }
    }
}

extension Substring {
    fileprivate func replacingUnderscores(with separator: Character) -> String {
        String(map { $0 == "_" ? separator : $0 })
    }
}
