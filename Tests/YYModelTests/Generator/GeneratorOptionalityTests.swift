import Testing
@testable import YYModelGenerator

/// Optionals come from `null`s and missing keys; everything else starts from its empty value.
@Suite("Generator: optionals and defaults")
struct GeneratorOptionalityTests {
    @Test("a null in any sample makes the property optional")
    func nullMakesOptional() throws {
        #expect(try GeneratorHarness.type(of: "n", #"{"n": 1}"#, #"{"n": null}"#) == "Int?")
        #expect(try GeneratorHarness.type(of: "s", #"{"s": null}"#, #"{"s": "x"}"#) == "String?")
    }

    @Test("a key missing from one sample is optional")
    func missingInSampleMakesOptional() throws {
        let models = try GeneratorHarness.models(#"{"a": 1, "b": 2}"#, #"{"a": 3}"#, #"{"c": true, "a": 1}"#)
        let root = try #require(models["Root"])
        #expect(root.properties.map(\.key) == ["a", "b", "c"])
        #expect(root.properties.map(\.type) == ["Int", "Int?", "Bool?"])
    }

    @Test("a key missing from one array element is optional")
    func missingInElementMakesOptional() throws {
        let models = try GeneratorHarness.models(#"{"items": [{"id": 1, "name": "a"}, {"id": 2}]}"#)
        #expect(models["Item"]?.property(forKey: "id")?.type == "Int")
        #expect(models["Item"]?.property(forKey: "name")?.type == "String?")
    }

    @Test("only nulls: JSON?")
    func onlyNullIsOptionalJSON() throws {
        #expect(try GeneratorHarness.type(of: "n", #"{"n": null}"#) == "JSON?")
    }

    @Test("non-optional properties start from their empty value")
    func defaults() throws {
        let root = try #require(try GeneratorHarness.models(#"""
            {"i": 1, "d": 1.5, "u": 18446744073709551615, "b": true, "s": "x", "a": [1], "m": {"1": 2}, "o": {"x": 1}, "j": [1, "x"]}
            """#)["Root"])
        #expect(root.properties.map(\.defaultValue) == ["0", "0", "0", "false", "\"\"", "[]", "[:]", "O()", "[]"])
        #expect(root.properties.map(\.declaration).last == "var j: [JSON] = []")
    }

    @Test("Date and URL have no empty value: always optional, no default")
    func datesAndURLsAreOptional() throws {
        let root = try #require(try GeneratorHarness.models(#"{"at": "2014-01-20", "u": "https://x.y"}"#)["Root"])
        #expect(root.properties.map(\.declaration) == ["var at: Date?", "var u: URL?"])
    }

    @Test("nulls among array elements and map values make the element optional")
    func nullElements() throws {
        #expect(try GeneratorHarness.type(of: "a", #"{"a": [1, null]}"#) == "[Int?]")
        #expect(try GeneratorHarness.type(of: "m", #"{"m": {"1": "x", "2": null}}"#) == "[String: String?]")
        #expect(try GeneratorHarness.type(of: "a", #"{"a": [{"x": 1}, null]}"#) == "[A?]")
    }

    @Test("JSON holds null itself: [JSON], not [JSON?]")
    func jsonElementsAreNotOptional() throws {
        #expect(try GeneratorHarness.type(of: "a", #"{"a": [1, "x", null]}"#) == "[JSON]")
    }

    @Test("a nested model that is sometimes null is optional, else it has a default")
    func nestedModels() throws {
        let models = try GeneratorHarness.models(#"{"owner": {"id": 1}, "team": {"id": 2}}"#, #"{"owner": null, "team": {"id": 3}}"#)
        #expect(models["Root"]?.property(forKey: "owner")?.declaration == "var owner: Owner?")
        #expect(models["Root"]?.property(forKey: "team")?.declaration == "var team: Team = Team()")
    }
}
