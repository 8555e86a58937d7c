import XCTest

@testable import YYModelMacros

/// The compile-time key helpers on their own.
final class KeyNamingTests: XCTestCase {
    func testSnakeCase() {
        let cases = [
            ("followersCount", "followers_count"),
            ("htmlURL", "html_url"),
            ("userID", "user_id"),
            ("avatarURLString", "avatar_url_string"),
            ("a1b", "a1b"),
            ("a1B", "a1_b"),
            ("URL", "url"),
            ("id", "id"),
            ("_private", "_private"),
            ("already_snake", "already_snake"),
            ("", ""),
        ]
        for (name, expected) in cases {
            XCTAssertEqual(JSONModelArguments.KeyStrategy.snakeCase.key(for: name), expected, name)
        }
    }

    func testOtherCaseStyles() {
        let cases: [(String, kebab: String, screaming: String, pascal: String)] = [
            ("followersCount", "followers-count", "FOLLOWERS_COUNT", "FollowersCount"),
            ("htmlURL", "html-url", "HTML_URL", "HtmlURL"),
            ("userID", "user-id", "USER_ID", "UserID"),
            ("avatarURLString", "avatar-url-string", "AVATAR_URL_STRING", "AvatarURLString"),
            ("a1B", "a1-b", "A1_B", "A1B"),
            ("_private", "_private", "_PRIVATE", "_private"),
            ("already_snake", "already-snake", "ALREADY_SNAKE", "Already_snake"),
            ("id", "id", "ID", "Id"),
            ("", "", "", ""),
        ]
        for (name, kebab, screaming, pascal) in cases {
            XCTAssertEqual(JSONModelArguments.KeyStrategy.kebabCase.key(for: name), kebab, name)
            XCTAssertEqual(JSONModelArguments.KeyStrategy.screamingSnakeCase.key(for: name), screaming, name)
            XCTAssertEqual(JSONModelArguments.KeyStrategy.pascalCase.key(for: name), pascal, name)
            XCTAssertEqual(JSONModelArguments.KeyStrategy.useNames.key(for: name), name, name)
        }
    }

    func testKeyPathSplitting() {
        let cases: [(String, [String])] = [
            ("id", ["id"]),
            ("ext.desc", ["ext", "desc"]),
            ("a..b", ["a", "b"]),
            (".ext", ["ext"]),
            ("ext.", ["ext"]),
            (#"a\.b"#, ["a.b"]),
            (#"a\.b.c"#, ["a.b", "c"]),
            (#"a\b"#, [#"a\b"#]),
            (#"a\"#, [#"a\"#]),
            ("", []),
            ("...", []),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(KeyNaming.keyPath(text), expected, text)
        }
    }

    func testUnescapedIdentifier() {
        XCTAssertEqual(KeyNaming.unescaped("`default`"), "default")
        XCTAssertEqual(KeyNaming.unescaped("plain"), "plain")
        XCTAssertEqual(KeyNaming.unescaped("`"), "`")
    }
}
