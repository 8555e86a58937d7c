import Testing
import YYModel  // alone: the models below name Foundation types that YYModel re-exports

/// What a file that imports only `YYModel` can do: DESIGN.md §2's example as written, Foundation
/// arrays and dictionaries as inputs (SPEC A1), and updating a class instance held in a `let`.
@Suite struct ImportContractTests {
    @JSONModel(keyStrategy: .snakeCase)
    struct User {
        var id: UInt64 = 0
        var login: String = ""
        @JSONKey("html_url") var homepage: URL?
        var createdAt: Date?
        @JSONIgnore var cache: [String] = []
    }

    @JSONModel
    final class Repo {
        var name: String = ""
        var stars: Int = 0
        var owner: User?
    }

    static let usersText = #"[{"id": 1, "login": "a", "created_at": "2009-04-02T03:35:22Z"}, {"id": 2, "html_url": "https://b.example"}]"#

    @Test func designExampleCompilesWithYYModelAlone() throws {
        let data: Data = Data(#"{"id": 69631, "login": "facebook", "html_url": "https://github.com/facebook"}"#.utf8)
        var user = try User(json: data)
        try user.update(withJSON: #"{"login": "meta"}"#)
        #expect(user.id == 69631 && user.login == "meta")
        #expect(user.homepage == URL(string: "https://github.com/facebook"))
        let out: Data = try user.jsonData()
        #expect(try User(json: out).login == "meta")
    }

    @Test func foundationArrayDecodesAsModels() throws {
        let object = try JSONSerialization.jsonObject(with: Data(Self.usersText.utf8))
        let users = try [User](jsonObject: try #require(object as? [Any]))
        #expect(users.map(\.id) == [1, 2])
        #expect(users[0].createdAt == Date(timeIntervalSince1970: 1_238_643_322))
        #expect(users[1].homepage == URL(string: "https://b.example"))
        // Something that is not JSON is refused with the model error, not a crash.
        #expect(throws: JSONModelError.self) { try [User](jsonObject: [Date()]) }
    }

    @Test func foundationDictionaryDecodesAsModels() throws {
        let object: [String: Any] = ["a": ["id": 1, "login": "a"], "b": ["id": 2], "c": "not a user"]
        let users = try [String: User](jsonObject: object)
        #expect(users["a"]?.login == "a" && users["b"]?.id == 2)
        #expect(users["c"] == nil)  // dropped, as a value that does not convert
    }

    @Test func classInstanceInALetUpdatesInPlace() throws {
        let repo = try Repo(json: #"{"name": "YYModel", "stars": 1, "owner": {"id": 3, "login": "ibireme"}}"#)
        let sameRepo = repo
        try repo.update(withJSON: #"{"stars": 10, "owner": {"login": "bot"}}"#)
        #expect(sameRepo.stars == 10 && sameRepo.name == "YYModel")
        #expect(sameRepo.owner?.login == "bot" && sameRepo.owner?.id == 3)
        #expect(throws: JSONParseError.self) { try repo.update(withJSON: "{") }
    }
}
