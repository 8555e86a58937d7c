import Testing
@testable import YYModelGenerator

/// Arrays, maps and heterogeneous values.
@Suite("Generator: arrays, maps and JSON")
struct GeneratorContainerTests {
    @Test("array elements of different shapes merge into one model")
    func mixedShapesMerge() throws {
        let models = try GeneratorHarness.models(#"{"annotations": [{"client_mblogid": "x"}, {"mapi_request": true}, {"client_mblogid": "y", "shooting": 1}]}"#)
        let annotation = try #require(models["Annotation"])
        #expect(annotation.properties.map(\.key) == ["client_mblogid", "mapi_request", "shooting"])
        #expect(annotation.properties.map(\.type) == ["String?", "Bool?", "Int?"])
        #expect(models.names == ["Root", "Annotation"])
    }

    @Test("objects at one key across samples merge too")
    func samplesMerge() throws {
        let models = try GeneratorHarness.models(#"{"user": {"id": 1}}"#, #"{"user": {"id": 2, "name": "x"}}"#)
        #expect(models["User"]?.properties.map(\.type) == ["Int", "String?"])
    }

    @Test("values of different kinds are JSON")
    func heterogeneousIsJSON() throws {
        #expect(try GeneratorHarness.type(of: "a", #"{"a": [1, "x", true, {"k": 1}, [2]]}"#) == "[JSON]")
        #expect(try GeneratorHarness.type(of: "v", #"{"v": {"k": 1}}"#, #"{"v": [1]}"#) == "JSON")
        #expect(try GeneratorHarness.type(of: "v", #"{"v": "x"}"#, #"{"v": null}"#, #"{"v": 1}"#) == "JSON?")
    }

    @Test("nothing below a JSON value becomes a model")
    func noModelsUnderJSON() throws {
        let models = try GeneratorHarness.models(#"{"v": {"inner": {"x": 1}}}"#, #"{"v": 3}"#)
        #expect(models.names == ["Root"])
    }

    @Test("empty arrays are [JSON]; with one non-empty sample they take its element type")
    func emptyArrays() throws {
        #expect(try GeneratorHarness.type(of: "tags", #"{"tags": []}"#) == "[JSON]")
        #expect(try GeneratorHarness.type(of: "tags", #"{"tags": []}"#, #"{"tags": ["a"]}"#) == "[String]")
    }

    @Test("objects keyed by numbers or ids are maps of one value model")
    func idKeyedObjectsAreMaps() throws {
        let models = try GeneratorHarness.models(#"{"events": {"138586341": {"name": "a"}, "138586345": {"name": "b", "logo": "x"}}}"#)
        #expect(models["Root"]?.property(forKey: "events")?.declaration == "var events: [String: Event] = [:]")
        #expect(models["Event"]?.properties.map(\.type) == ["String", "String?"])
        #expect(try GeneratorHarness.type(of: "p", #"{"p": {"eb8fce65jw1ew468zkxcgj237k1t01l0": 1}}"#) == "[String: Int]")
        #expect(try GeneratorHarness.type(of: "p", #"{"p": {"e621e1f8-c36c-495a-93fc-0c247a3e6e5f": [1]}}"#) == "[String: [Int]]")
    }

    @Test("empty objects are [String: JSON]; maps with mixed values are [String: JSON]")
    func emptyAndMixedMaps() throws {
        #expect(try GeneratorHarness.type(of: "o", #"{"o": {}}"#) == "[String: JSON]")
        #expect(try GeneratorHarness.type(of: "o", #"{"o": {"1": 1, "2": "x"}}"#) == "[String: JSON]")
        #expect(try GeneratorHarness.type(of: "o", #"{"o": {}}"#, #"{"o": {"7": 1}}"#) == "[String: Int]")
    }

    @Test("objects with named keys stay models, even with one key")
    func namedKeysAreModels() throws {
        #expect(try GeneratorHarness.type(of: "venueNames", #"{"venueNames": {"PLEYEL_PLEYEL": "Salle Pleyel"}}"#) == "VenueNames")
        #expect(try GeneratorHarness.type(of: "a", #"{"a": {"address2": "x", "line1": "y"}}"#) == "A")
    }

    @Test("which keys are ids", arguments: [
        ("205705993", true), ("-1", true), ("2.5", true), ("eb8fce65jw1ew468zkxcgj237k1t01l0", true),
        ("e621e1f8-c36c-495a-93fc-0c247a3e6e5f", true), ("address2", false), ("version123", false),
        ("PLEYEL_PLEYEL", false), ("name", false), ("", false), ("1.", false),
    ])
    func identifierLikeKeys(_ key: String, _ expected: Bool) {
        #expect(MapDetection.isIdentifierLike(key) == expected)
    }

    @Test("the top level is always a model, even with id keys")
    func rootIsAModel() throws {
        let models = try GeneratorHarness.models(#"{"1001": 1, "1002": 2}"#)
        #expect(models["Root"]?.properties.map(\.declaration) == [#"@JSONKey("1001") var _1001: Int = 0"#, #"@JSONKey("1002") var _1002: Int = 0"#])
    }

    @Test("a top-level array gives the root model its elements")
    func topLevelArray() throws {
        let models = try GeneratorHarness.models(#"[{"id": 1}, {"id": 2, "x": true}]"#)
        #expect(models["Root"]?.properties.map(\.type) == ["Int", "Bool?"])
        #expect(try GeneratorHarness.source(#"[{"id": 1}]"#).contains("decode those with `[Root](json:)`"))
    }

    @Test("samples without objects are refused")
    func noObjects() throws {
        #expect(throws: GeneratorError.self) { try GeneratorHarness.models("[1, 2]") }
        #expect(throws: GeneratorError.self) { try GeneratorHarness.models("3") }
        #expect(throws: GeneratorError.self) { try GeneratorHarness.models("[]") }
    }
}
