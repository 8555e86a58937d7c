import Testing
import YYModel
@testable import YYModelGenerator

/// Words, singulars, property names, reserved words.
@Suite("Generator: naming")
struct GeneratorNamingTests {
    @Test("keys split into words at separators, case changes and acronym ends", arguments: [
        ("profile_image_url", ["profile", "image", "url"]), ("seatCategoryId", ["seat", "Category", "Id"]),
        ("URLString", ["URL", "String"]), ("level2Name", ["level2", "Name"]), ("@id", ["id"]),
        ("user-agent", ["user", "agent"]), ("2x", ["2x"]), ("$", []),
    ])
    func words(_ key: String, _ expected: [String]) {
        #expect(KeyWords.split(key) == expected)
    }

    @Test("array element types are singular", arguments: [
        ("statuses", "status"), ("categories", "category"), ("entries", "entry"), ("addresses", "address"),
        ("hashtags", "hashtag"), ("boxes", "box"), ("matches", "match"), ("people", "person"), ("houses", "house"),
        ("media", "media"), ("series", "series"), ("status", "status"), ("news", "news"), ("Statuses", "Status"),
    ])
    func singulars(_ plural: String, _ singular: String) {
        #expect(Singular.of(plural) == singular)
    }

    @Test("element and map value models are named in the singular, in UpperCamelCase")
    func elementModelNames() throws {
        let models = try GeneratorHarness.models(#"""
            {"statuses": [{"id": 1}], "categories": [{"id": 1}], "entries": {"1": {"id": 1}},
             "user_mentions": [{"id": 1}], "seatCategories": [{"id": 1}], "pic_infos": {"1": {"w": 1}}}
            """#)
        #expect(models.names == ["Root", "Status", "Category", "Entry", "UserMention", "SeatCategory", "PicInfo"])
    }

    @Test("property names are lowerCamelCase with acronyms in capitals", arguments: [
        ("avatar_url", "avatarURL"), ("gravatar_id", "gravatarID"), ("in_reply_to_status_id_str", "inReplyToStatusIDStr"),
        ("profile_image_url_https", "profileImageURLHttps"), ("pic_ids", "picIds"), ("id", "id"), ("URL", "url"),
        ("is_translation_enabled", "isTranslationEnabled"), ("followers_count", "followersCount"),
    ])
    func snakeCaseNames(_ key: String, _ name: String) {
        let result = PropertyNaming.name(for: key, strategy: .snakeCase)
        #expect(result.name == name)
        #expect(result.explicitKey == (JSONKeyStrategy.snakeCase.key(forPropertyNamed: name) != key))
    }

    @Test("a name is kept only if the strategy gives the key back; otherwise @JSONKey")
    func roundTripOrExplicitKey() {
        #expect(PropertyNaming.name(for: "filterID", strategy: .snakeCase) == ("filterID", true))
        #expect(PropertyNaming.name(for: "filterID", strategy: .useNames) == ("filterID", false))
        #expect(PropertyNaming.name(for: "eventId", strategy: .useNames) == ("eventId", false))
        #expect(PropertyNaming.name(for: "event_id", strategy: .useNames) == ("eventID", true))
        #expect(PropertyNaming.name(for: "_id", strategy: .snakeCase) == ("id", true))
        #expect(PropertyNaming.name(for: "ID", strategy: .useNames) == ("id", true))
    }

    @Test("reserved words are escaped with backticks; the key stays unescaped")
    func reservedWords() throws {
        let root = try #require(try GeneratorHarness.models(#"{"default": 1, "class": "x", "self": true, "type": "t"}"#)["Root"])
        #expect(root.properties.map(\.declaration) == [
            "var `default`: Int = 0", #"var `class`: String = """#, "var `self`: Bool = false", #"var type: String = """#,
        ])
    }

    @Test("keys that are not identifiers get @JSONKey; dots are escaped so they are not key paths")
    func unusualKeys() throws {
        let root = try #require(try GeneratorHarness.models(#"{"2x": 1, "a.b": 2, "user agent": 3, "$": 4, "\"q\"": 5}"#)["Root"])
        #expect(root.properties.map(\.declaration) == [
            #"@JSONKey("2x") var _2x: Int = 0"#, #"@JSONKey("a\\.b") var aB: Int = 0"#,
            #"@JSONKey("user agent") var userAgent: Int = 0"#, #"@JSONKey("$") var value: Int = 0"#,
            #"@JSONKey("\"q\"") var q: Int = 0"#,
        ])
    }

    @Test("the empty key cannot be mapped and is reported in a comment")
    func emptyKey() throws {
        let models = try GeneratorHarness.models(#"{"": 1, "a": 2}"#)
        #expect(models["Root"]?.properties.map(\.key) == ["a"])
        #expect(models["Root"]?.unmappedKeys == [""])
        #expect(try GeneratorHarness.source(#"{"": 1, "a": 2}"#).contains(#"/// The empty key `""` is not mapped"#))
    }

    @Test("keys that give the same name are told apart by a number, with @JSONKey")
    func propertyCollisions() throws {
        let sample = #"{"user_id": 1, "userId": 2, "user-id": 3}"#
        let snake = try #require(try GeneratorHarness.models(sample, options: GeneratorOptions(keyStrategy: .snakeCase))["Root"])
        #expect(snake.properties.map(\.name) == ["userID", "userID2", "userID3"])
        #expect(snake.properties.map(\.hasExplicitKey) == [false, true, true])
        let names = try #require(try GeneratorHarness.models(sample, options: GeneratorOptions(keyStrategy: .useNames))["Root"])
        #expect(names.properties.map(\.name) == ["userID", "userId", "userID2"])
        #expect(names.properties.map(\.hasExplicitKey) == [true, false, true])
    }
}
