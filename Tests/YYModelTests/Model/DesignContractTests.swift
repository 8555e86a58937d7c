import Foundation
import Testing
import YYModel

/// The public API exactly as DESIGN.md §2 spells it, on the example model there.
@Suite struct DesignContractTests {
    @JSONModel(keyStrategy: .snakeCase)
    struct User {
        var id: UInt64 = 0
        var login: String = ""
        @JSONKey("html_url") var homepage: URL?
        var createdAt: Date?
        @JSONIgnore var cache: [String] = []
    }

    static let text = #"{"id": 69631, "login": "facebook", "html_url": "https://github.com/facebook", "created_at": "2009-04-02T03:35:22Z", "cache": ["x"]}"#

    @Test func everyInputKindDecodes() throws {
        let data = Data(Self.text.utf8)
        let fromData = try User(json: data)
        #expect(fromData.id == 69631 && fromData.login == "facebook")
        #expect(fromData.homepage == URL(string: "https://github.com/facebook"))
        #expect(fromData.createdAt == Date(timeIntervalSince1970: 1_238_643_322))
        #expect(fromData.cache.isEmpty)
        #expect(try User(json: Self.text).id == 69631)
        #expect(try User(json: Array(data)).id == 69631)
        #expect(try User(json: JSON(parsing: data)).id == 69631)
        #expect(try User(json: ["id": 7, "login": "x"] as JSON).id == 7)
        #expect(try User(jsonObject: ["id": 7, "login": "x"]).id == 7)
    }

    @Test func modelWithJSONAcceptsAnythingAndFailsWithNil() throws {
        #expect(User.model(withJSON: Self.text)?.id == 69631)
        #expect(User.model(withJSON: Data(Self.text.utf8))?.id == 69631)
        #expect(User.model(withJSON: Array(Self.text.utf8))?.id == 69631)
        #expect(User.model(withJSON: try JSON(parsing: Self.text))?.id == 69631)
        #expect(User.model(withJSON: ["id": 5] as [String: Any])?.id == 5)
        #expect(User.model(withJSON: "[1, 2]") == nil)
        #expect(User.model(withJSON: "{broken") == nil)
        #expect(User.model(withJSON: 42) == nil)
    }

    @Test func updateChangesOnlyPresentKeys() throws {
        var user = try User(json: Self.text)
        try user.update(withJSON: #"{"login": "meta"}"#)
        #expect(user.login == "meta" && user.id == 69631)
    }

    @Test func collectionsDecode() throws {
        let users = try [User](json: Data("[\(Self.text), {\"id\": 2}]".utf8))
        #expect(users.map(\.id) == [69631, 2])
        #expect(try [User](json: [["id": 3], ["id": 4]]).map(\.id) == [3, 4])
        let byName = try [String: User](json: #"{"a": {"id": 1}, "b": {"id": 2}}"#)
        #expect(byName["b"]?.id == 2)
    }

    @Test func outputsAgree() throws {
        let user = try User(json: Self.text)
        let data = try user.jsonData()
        let string = try user.jsonString()
        #expect(String(decoding: data, as: UTF8.self) == string)
        #expect(string == #"{"id":69631,"login":"facebook","html_url":"https:\/\/github.com\/facebook","created_at":"2009-04-02T03:35:22Z"}"#)
        let value = try user.jsonValue()
        #expect(value["html_url"]?.string == "https://github.com/facebook")
        let object = try user.jsonObject()
        #expect(object["id"] as? Int == 69631)
        #expect(try User(json: data).createdAt == user.createdAt)
        let pretty = try user.jsonString(options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        #expect(pretty.hasPrefix("{\n  \"created_at\": \"2009-04-02T03:35:22Z\",\n  \"html_url\": \"https://github.com/facebook\""))
    }

    @Test func errorsNamePositionsAndPaths() {
        #expect {
            try User(json: "{\"id\": 1,\n \"login\": }")
        } throws: { error in
            guard let error = error as? JSONParseError else { return false }
            return error.line == 2 && error.column == 11 && error.byteOffset == 20
        }
        #expect {
            try User(json: #"{"id": "many"}"#, options: JSONDecodingOptions(strict: true))
        } throws: { error in
            (error as? JSONModelError)?.path == "id"
        }
    }
}
