import Testing
@testable import YYModelGenerator

/// Type names: unique, never hiding a type the code uses; similar same-named places unified.
@Suite("Generator: type names")
struct GeneratorTypeNamingTests {
    @Test("different models asking for one name get their parent's name in front")
    func disambiguation() throws {
        let models = try GeneratorHarness.models(#"""
            {"user": {"id": 1, "name": "a"},
             "meta": {"user": {"login": "x"}},
             "extra": {"info": {"user": {"avatar": "y"}}}}
            """#)
        #expect(models.names == ["Root", "User", "Meta", "MetaUser", "Extra", "Info", "InfoUser"])
        #expect(models["Meta"]?.property(forKey: "user")?.type == "MetaUser")
    }

    @Test("a number when the prefixed name is taken too")
    func numberedNames() {
        #expect(TypeNaming.uniqueName("User", parent: "Meta", taken: ["User", "MetaUser"]) == "MetaUser2")
        #expect(TypeNaming.uniqueName("User", parent: "Meta", taken: ["User", "MetaUser", "MetaUser2"]) == "MetaUser3")
    }

    @Test("names that would hide URL, Date, JSON or String get Model appended", arguments: [
        ("urls", "URLModel"), ("date", "DateModel"), ("string", "StringModel"), ("type", "TypeModel"),
        ("data", "DataModel"), ("self", "SelfModel"),
    ])
    func reservedTypeNames(_ key: String, _ expected: String) throws {
        let models = try GeneratorHarness.models(#"{"\#(key)": [{"a": 1}], "other": {"\#(key)": [{"b": 1}]}}"#)
        #expect(models.names == ["Root", expected, "Other", "Other" + expected])
    }

    @Test("`JSONModel` is reserved too: `json` becomes `RootJSONModel`")
    func jsonModelIsReserved() throws {
        #expect(try GeneratorHarness.models(#"{"json": {"a": 1}}"#).names == ["Root", "RootJSONModel"])
    }

    @Test("the root name and the namespace are taken")
    func rootAndNamespaceAreTaken() throws {
        let models = try GeneratorHarness.models(#"{"root": {"a": 1}, "api": {"b": 1}}"#, options: GeneratorOptions(namespace: "API"))
        #expect(models.names == ["Root", "RootRoot", "RootAPI"])
    }

    @Test("the shallowest place gets the plain name; models are listed in document order")
    func shallowestFirst() throws {
        let models = try GeneratorHarness.models(#"{"user": {"entities": {"url": "x"}}, "entities": {"hashtags": [1]}}"#)
        #expect(models.names == ["Root", "User", "UserEntities", "Entities"])
    }

    @Test("same-named places with similar keys become one model, optional where they differ")
    func similarPlacesUnify() throws {
        let models = try GeneratorHarness.models(#"""
            {"statuses": [{"user": {"id": 1, "name": "a"},
                           "retweeted_status": {"user": {"id": 2, "name": "b", "verified": true}}}]}
            """#)
        #expect(models.names == ["Root", "Status", "User", "RetweetedStatus"])
        #expect(models["User"]?.places == ["statuses[].user", "statuses[].retweeted_status.user"])
        #expect(models["User"]?.properties.map(\.type) == ["Int", "String", "Bool?"])
        #expect(models["RetweetedStatus"]?.property(forKey: "user")?.type == "User")
    }

    @Test("same-named places that share no keys stay apart")
    func dissimilarPlacesStayApart() throws {
        let models = try GeneratorHarness.models(#"{"entities": {"urls": [{"url": "x", "indices": [1]}]}, "user": {"entities": {"url": {"urls": []}}}}"#)
        #expect(models.names == ["Root", "Entities", "URLModel", "User", "UserEntities", "UserEntitiesURLModel"])
    }

    @Test("a model is never unified with a model inside it")
    func noRecursiveModels() throws {
        let models = try GeneratorHarness.models(#"{"node": {"id": 1, "node": {"id": 2}}}"#)
        #expect(models.names == ["Root", "Node", "NodeNode"])
    }

    @Test("the output does not depend on anything but the samples and options")
    func deterministic() throws {
        let sample = #"{"b": {"x": [{"y": 1}]}, "a": {"x": [{"z": 2}]}, "c": {"1": {"q": 1}}}"#
        let first = try GeneratorHarness.source(sample)
        for _ in 0..<5 { #expect(try GeneratorHarness.source(sample) == first) }
    }
}
