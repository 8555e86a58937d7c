import Foundation
import Testing
import YYModel

/// SPEC A5 and B7.2: `@JSONIgnore`, `ignoring:` and `only:` exclude properties from every operation.
///
/// B7.2 also lists a `d` that is no property; the macro warns about such names, so they are left out.
@Suite struct FilterTests {
    @JSONModel(ignoring: ["a"])
    final class Blacklist {
        var a: String?
        var b: String?
        var c: String?
    }

    @JSONModel(only: ["a"])
    final class Whitelist {
        var a: String?
        var b: String?
        var c: String?
    }

    /// Blacklist first, then whitelist: `a` is in both and stays out.
    @JSONModel(ignoring: ["a"], only: ["a", "b"])
    final class BlackWhitelist {
        var a: String?
        var b: String?
        var c: String?
    }

    @JSONModel
    struct Marked {
        @JSONIgnore var a: String?
        var b: String?
        @JSONIgnore var c: String = "initial"
    }

    static let input = #"{"a": "A", "b": "B", "c": "C", "d": "D"}"#

    @Test func ignoringLeavesOutTheListedProperties() throws {
        let model = try Blacklist(json: Self.input)
        #expect(model.a == nil && model.b == "B" && model.c == "C")
        model.a = "set"
        let json = try model.jsonObject()
        #expect(json["a"] == nil && json["b"] as? String == "B" && json["c"] as? String == "C")
    }

    @Test func onlyKeepsTheListedProperties() throws {
        let model = try Whitelist(json: Self.input)
        #expect(model.a == "A" && model.b == nil && model.c == nil)
        model.b = "set"
        let json = try model.jsonObject()
        #expect(json["a"] as? String == "A" && json["b"] == nil && json["c"] == nil)
    }

    @Test func ignoringAppliesBeforeOnly() throws {
        let model = try BlackWhitelist(json: Self.input)
        #expect(model.a == nil && model.b == "B" && model.c == nil)
        model.a = "set"
        model.c = "set"
        let json = try model.jsonObject()
        #expect(json["a"] == nil && json["b"] as? String == "B" && json["c"] == nil)
    }

    @Test func ignoreMarkerLeavesOutTheProperty() throws {
        var model = try Marked(json: Self.input)
        #expect(model.a == nil && model.b == "B" && model.c == "initial")
        model.a = "set"
        #expect(try model.jsonString() == #"{"b":"B"}"#)
        try model.update(withJSON: #"{"a": "A", "c": "C"}"#)
        #expect(model.a == "set" && model.c == "initial")
        #expect(Marked.jsonSchema.properties.map(\.name) == ["b"])
    }

    @Test func excludedPropertiesAreInvisibleToTheUtilities() throws {
        let first = try Blacklist(json: Self.input)
        let second = try Blacklist(json: Self.input)
        first.a = "one"
        second.a = "two"
        #expect(first.modelIsEqual(second))
        var hashers = (Hasher(), Hasher())
        first.modelHash(into: &hashers.0)
        second.modelHash(into: &hashers.1)
        #expect(hashers.0.finalize() == hashers.1.finalize())
        #expect(first.modelCopy().a == nil)
        #expect(!first.modelDescription.contains("a = "))
        #expect(first.modelDescription.contains("b = \"B\""))
        #expect(try Marked(json: Self.input).modelDescription == """
            <Marked> {
                b = "B"
            }
            """)
    }

    @JSONModel
    struct Account {
        var id: Int = 0
        @JSONIgnore(.encoding) var password: String = ""
        @JSONIgnore(.decoding) var revision: Int = 1
        @JSONIgnore(.decoding) @JSONKey("last_seen") var lastSeen: Int?
    }

    @JSONModel
    final class Session {
        var token: String = ""
        @JSONIgnore(.encoding) var secret: String?
        @JSONIgnore(.decoding) var createdBy: String = "server"
    }

    @Test func oneSidedIgnoreReadsOrWritesOnly() throws {
        var account = try Account(json: #"{"id": 3, "password": "hunter2", "revision": 9, "last_seen": 5}"#)
        #expect(account.id == 3 && account.password == "hunter2")
        #expect(account.revision == 1 && account.lastSeen == nil)
        account.lastSeen = 8
        #expect(try account.jsonString() == #"{"id":3,"revision":1,"last_seen":8}"#)
        try account.update(withJSON: #"{"password": "new", "revision": 10}"#)
        #expect(account.password == "new" && account.revision == 1)
        // Still a property for the model utilities.
        #expect(account.modelDescription.contains("password"))

        let session = try Session(json: #"{"token": "t", "secret": "s", "createdBy": "client"}"#)
        #expect(session.secret == "s" && session.createdBy == "server")
        #expect(try session.jsonString() == #"{"token":"t","createdBy":"server"}"#)
        let coded = try JSONDecoder().decode(Account.self, from: JSONEncoder().encode(account))
        #expect(coded.password == "" && coded.revision == 1 && coded.lastSeen == nil)
    }
}
