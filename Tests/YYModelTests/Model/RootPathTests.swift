import Foundation
import Testing
import YYModel

/// Models read from inside an envelope: `@JSONModel(rootPath:)` and `JSONDecodingOptions.rootPath`.
@Suite("Models: root path")
struct RootPathTests {
    @JSONModel(rootPath: "data.user")
    struct User {
        var id: Int = 0
        var name: String = ""
    }

    @JSONModel
    struct Tag {
        var label: String = ""
    }

    static let envelope = #"{"code": 0, "data": {"user": {"id": "7", "name": "Ann"}, "tags": [{"label": "a"}, {"label": "b"}]}}"#

    @Test func aModelReadsItselfFromItsRootPath() throws {
        let user = try User(json: Self.envelope)
        #expect(user.id == 7 && user.name == "Ann")
        #expect(User.jsonSchema.rootPath == [.key("data"), .key("user")])
        // Writing is not wrapped.
        #expect(try user.jsonString() == #"{"id":7,"name":"Ann"}"#)
    }

    @Test func theOptionOverridesOrAddsARootPath() throws {
        let tags = try [Tag](json: Self.envelope, options: JSONDecodingOptions(rootPath: "data.tags"))
        #expect(tags.map(\.label) == ["a", "b"])
        let second = try Tag(json: Self.envelope, options: JSONDecodingOptions(rootPath: "data.tags[1]"))
        #expect(second.label == "b")
        let plain = try User(json: #"{"id": 1}"#, options: JSONDecodingOptions(rootPath: ""))
        #expect(plain.id == 1)
    }

    @Test func updateReadsFromTheRootPathToo() throws {
        var user = try User(json: Self.envelope)
        try user.update(withJSON: #"{"data": {"user": {"name": "Bo"}}}"#)
        #expect(user.id == 7 && user.name == "Bo")
    }

    @Test func issuesAndErrorsNameTheirPathInTheWholeDocument() throws {
        var issues: [JSONDecodingIssue] = []
        _ = try User(json: #"{"data": {"user": {"id": "seven"}}}"#, issues: &issues)
        #expect(issues.map(\.path) == ["data.user.id"])
        let strict = JSONDecodingOptions(strict: true)
        let error = try #require(throws: JSONModelError.self) { try User(json: #"{"data": {"user": {"id": []}}}"#, options: strict) }
        #expect(error.path == "data.user.id")
    }

    @Test(arguments: [
        (#"{"code": 1}"#, #"nothing at the root path: the top level has no member "data""#),
        (#"{"data": null}"#, "nothing at the root path: data is null"),
        (#"{"data": {"user": null}}"#, "cannot decode User from a top-level null"),
        (#"[1, 2]"#, "nothing at the root path: the top level is an array, not an object"),
        (#"{"data": "x"}"#, "nothing at the root path: data is a string, not an object"),
    ])
    func aRootPathThatLeadsNowhereIsAnError(json: String, reason: String) throws {
        let error = try #require(throws: JSONModelError.self) { try User(json: json) }
        #expect(error.reason == reason)
        #expect(error.path == "data.user")
        #expect(User.model(withJSON: json) == nil)
    }

    @Test func anIndexOutOfRangeIsAnError() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Tag(json: Self.envelope, options: JSONDecodingOptions(rootPath: "data.tags[5]"))
        }
        #expect(error.path == "data.tags[5]")
        #expect(error.reason == "nothing at the root path: data.tags has no element [5]")
    }

    @JSONModel(rootPath: "result")
    class Base {
        var id: Int = 0
    }

    @JSONModel
    final class Derived: Base {
        var extra: String = ""
    }

    @Test func aSubclassInheritsTheRootPath() throws {
        let derived = try Derived(json: #"{"result": {"id": 3, "extra": "x"}}"#)
        #expect(derived.id == 3 && derived.extra == "x")
    }
}
