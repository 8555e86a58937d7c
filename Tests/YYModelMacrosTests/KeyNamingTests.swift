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
            XCTAssertEqual(KeyNaming.snakeCase(name), expected, name)
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
