import Testing
import YYModelNaming

/// The one spelling of Swift string literals that the macro's expansions and the model generator
/// both write: every key survives a round trip through source, and no character an editor would
/// hide is written raw.
@Suite("Swift string literals")
struct SwiftStringLiteralTests {
    @Test("quotes, backslashes and the usual escapes", arguments: [
        ("plain", #""plain""#),
        (#"say "hi""#, #""say \"hi\"""#),
        (#"a\b"#, #""a\\b""#),
        ("line\nbreak\ttab\rreturn", #""line\nbreak\ttab\rreturn""#),
        ("emoji 😀 and é", #""emoji 😀 and é""#),
    ])
    func escapes(text: String, literal: String) {
        #expect(SwiftStringLiteral.quoted(text) == literal)
    }

    @Test("C0 controls, DEL and C1 controls are written as \\u{...}")
    func controls() {
        #expect(SwiftStringLiteral.quoted("\u{1B}") == #""\u{1B}""#)
        #expect(SwiftStringLiteral.quoted("\u{7F}") == #""\u{7F}""#)
        #expect(SwiftStringLiteral.quoted("\u{80}x\u{85}\u{9F}") == #""\u{80}x\u{85}\u{9F}""#)
        #expect(SwiftStringLiteral.quoted("\u{A0}") == "\"\u{A0}\"")
    }

    @Test("the snake_case rule", arguments: [
        ("followersCount", "followers_count"), ("avatarURLString", "avatar_url_string"),
        ("userID", "user_id"), ("a1b", "a1b"), ("picIDs", "pic_i_ds"), ("already_snake", "already_snake"),
    ])
    func snakeCase(name: String, key: String) {
        #expect(SnakeCase.key(forPropertyNamed: name) == key)
    }
}
