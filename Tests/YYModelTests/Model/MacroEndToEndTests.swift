import Foundation
import Testing
import YYModel

/// `@JSONModel` applied to real types: the expansion compiles against the runtime and behaves.
@Suite("Macro end to end")
struct MacroEndToEndTests {
    @JSONModel(keyStrategy: .snakeCase)
    public struct Account {
        public var id: UInt64 = 0
        public let login: String
        @JSONKey("html_url", "url") public var homepage: URL?
        @JSONKey("ext.desc") var desc: String?
        var followersCount: Int?
        let kind: String = "user"
        @JSONIgnore var cache: [String] = []
        var computed: Int { followersCount ?? 0 }
        static let shared = 0
    }

    @Test("a struct decodes keys, key paths, candidates and the snake_case strategy")
    func structDecodes() throws {
        let json = #"""
            {"id": "42", "login": "ann", "url": "https://x.y/ann", "ext": {"desc": "hi"},
             "followers_count": 7, "kind": "bot", "cache": ["c"]}
            """#
        let account = try Account(json: json)
        #expect(account.id == 42)
        #expect(account.login == "ann")
        #expect(account.homepage == URL(string: "https://x.y/ann"))
        #expect(account.desc == "hi")
        #expect(account.followersCount == 7)
        #expect(account.kind == "user")
        #expect(account.cache == [])
    }

    @Test("a struct encodes in declaration order with key paths as nested objects")
    func structEncodes() throws {
        let account = try Account(json: #"{"login": "ann", "html_url": "https://x.y", "ext": {"desc": "hi"}}"#)
        let text = try account.jsonString(options: .withoutEscapingSlashes)
        #expect(text == #"{"id":0,"login":"ann","html_url":"https://x.y","ext":{"desc":"hi"}}"#)
    }

    @Test("update(withJSON:) changes only the keys present")
    func structUpdates() throws {
        var account = try Account(json: #"{"id": 1, "login": "ann", "followers_count": 3}"#)
        try account.update(withJSON: #"{"followers_count": 4, "login": "ignored: a let"}"#)
        #expect(account.id == 1)
        #expect(account.login == "ann")
        #expect(account.followersCount == 4)
    }

    @Test("a struct is Codable with the same keys")
    func structIsCodable() throws {
        let data = Data(#"{"id": 5, "login": "bo", "ext": {"desc": "d"}}"#.utf8)
        let account = try JSONDecoder().decode(Account.self, from: data)
        #expect(account.id == 5 && account.login == "bo" && account.desc == "d")
        let again = try JSONDecoder().decode(Account.self, from: JSONEncoder().encode(account))
        #expect(again.id == 5 && again.login == "bo" && again.desc == "d")
    }

    /// Declares `Codable` itself: the generated methods replace the synthesized ones.
    @JSONModel
    struct Tagged: Codable {
        @JSONKey("t.v") var value: Int = 0
    }

    @Test("a type that declares Codable itself still decodes and encodes with its JSON keys")
    func declaredCodable() throws {
        let tagged = try JSONDecoder().decode(Tagged.self, from: Data(#"{"t": {"v": "3"}}"#.utf8))
        #expect(tagged.value == 3)
        #expect(String(decoding: try JSONEncoder().encode(tagged), as: UTF8.self) == #"{"t":{"v":3}}"#)
    }

    @JSONModel
    struct Event {
        @JSONTransform(UnixMillisecondsTransformer.self) var start: Date?
        @JSONTransform(CommaSeparatedTransformer.self) var tags: [String] = []
        @JSONTransform(UnixMillisecondsTransformer.self) let ended: Date?
    }

    @Test("@JSONTransform converts both ways, for optional, defaulted and constant properties")
    func transformerProperties() throws {
        var event = try Event(json: #"{"start": 1445534567000, "tags": "a, b,c", "ended": null}"#)
        #expect(event.start == Date(timeIntervalSince1970: 1_445_534_567))
        #expect(event.tags == ["a", "b", "c"])
        #expect(event.ended == nil)
        #expect(try event.jsonString() == #"{"start":1445534567000,"tags":"a,b,c"}"#)
        try event.update(withJSON: #"{"tags": "d", "start": null}"#)
        #expect(event.tags == ["d"])
        #expect(event.start == nil)
        let ended = try Event(json: #"{"ended": 1000}"#)
        #expect(ended.ended == Date(timeIntervalSince1970: 1))
    }

    /// Names its sibling types unqualified: the expansion must resolve them as written.
    @JSONModel
    struct Inbox {
        var events: [Event] = []
        var latest: Event!
        let owner: Account?
    }

    @Test("a nested struct can name sibling types unqualified; T! decodes like T?")
    func nestedStructWithSiblingTypes() throws {
        let inbox = try Inbox(json: #"{"events": [{"tags": "a"}], "latest": {"tags": "b"}, "owner": {"login": "o"}}"#)
        #expect(inbox.events.map(\.tags) == [["a"]])
        #expect(inbox.latest?.tags == ["b"])
        #expect(inbox.owner?.login == "o")
    }

    @JSONModel
    final class Profile {
        var name: String = ""
        var age: Int?
        let nickname: String?
        var owner: Account?
    }

    @Test("a final class decodes, updates and encodes, nested models included")
    func finalClass() throws {
        let profile = try Profile(json: #"{"name": "ann", "age": "30", "nickname": null, "owner": {"login": "o"}}"#)
        #expect(profile.name == "ann")
        #expect(profile.age == 30)
        #expect(profile.nickname == nil)
        #expect(profile.owner?.login == "o")
        try profile.update(withJSON: #"{"owner": {"id": 9}}"#)
        #expect(profile.owner?.id == 9 && profile.owner?.login == "o")
        #expect(try profile.jsonString() == #"{"name":"ann","age":30,"owner":{"id":9,"login":"o"}}"#)
    }

    @JSONModel(ignoring: ["secret"])
    class Node {
        var id: Int = 0
        var children: [Node] = []
        var secret: String = "s"
    }

    @Test("a non-final class decodes recursively and is Codable")
    func nonFinalClass() throws {
        let node = try Node(json: #"{"id": 1, "secret": "x", "children": [{"id": 2}, {"id": 3}]}"#)
        #expect(node.id == 1 && node.secret == "s")
        #expect(node.children.map(\.id) == [2, 3])
        let copy = try JSONDecoder().decode(Node.self, from: JSONEncoder().encode(node))
        #expect(copy.children.map(\.id) == [2, 3])
    }

    @JSONModel
    struct Page<Item: JSONModel> {
        var items: [Item] = []
        var next: String?
    }

    @Test("a generic struct uses a computed schema, made anew for each decode and encode")
    func genericStruct() throws {
        let page = try Page<Profile>(json: #"{"items": [{"name": "a"}, {"name": "b"}], "next": "n"}"#)
        #expect(page.items.map(\.name) == ["a", "b"])
        #expect(page.next == "n")
        let encoded = try page.jsonString()
        #expect(try Page<Profile>(json: encoded).items.map(\.name) == ["a", "b"])
        #expect(encoded.hasSuffix(#""next":"n"}"#))
    }

    @JSONModel()
    struct Link {
        var url: URL?
        var title: String
    }

    @Test("a required property with an empty value gets it when missing")
    func requiredProperties() throws {
        var issues: [JSONDecodingIssue] = []
        let link = try Link(json: #"{"url": "https://x.y"}"#, issues: &issues)
        #expect(link.title == "")
        #expect(link.url == URL(string: "https://x.y"))
        #expect(issues.count == 1)
    }
}
