import Foundation
import Testing
import YYModel

/// The `JSON` value example of README.md's feature list, compiled and checked as written there.
@Suite("README: the JSON value")
struct ReadmeJSONValueExampleTests {
    @Test("the feature-list example does what its comments say")
    func featureExample() throws {
        // Begin README example (keep identical to README.md).
        var json = try JSON(parsing: #"{"user": {"id": "12", "name": "Ann"}}"#)
        let id = json.user?.id?.int                 // 12
        json.user?.name = "Bo"
        json[pointer: "/user/tags"] = ["a"]
        let patch = JSON.mergePatch(from: json, to: ["user": ["id": 12]])
        json.merge(patch: patch)                    // {"user":{"id":12}}
        // End README example.
        #expect(id == 12)
        #expect(try patch.jsonString() == #"{"user":{"name":null,"tags":null,"id":12}}"#)
        #expect(try json.jsonString() == #"{"user":{"id":12}}"#)
    }

    @Test("the example in README.md is the one compiled here")
    func readmeMatches() throws {
        try expectExampleInReadme()
    }
}
