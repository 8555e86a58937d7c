import Foundation
import Testing
@testable import YYModel
import YYModelCorpusModels

/// A model decode reads text written in declaration order directly, and anything else from a tape:
/// both must give the same model, and the direct read must never accept text the parser rejects.
@Suite struct DirectDecodingTests {
    @JSONModel struct Owner: Equatable {
        var name: String
        var level: Int
    }

    @JSONModel(keyStrategy: .snakeCase)
    struct Account: Equatable {
        var login: String
        var id: UInt64
        var siteAdmin: Bool
        var score: Double
        var ratio: Float
        var small: Int8
        var company: String?
        var hireable: Bool?
        var owner: Owner
        var backup: Owner?
    }

    @JSONModel struct Envelope<Payload: JSONModel & Equatable>: Equatable {
        var code: Int
        var data: Payload?
    }

    @JSONModel final class Label {
        var text: String = ""
        var weight: Double = 0
        init() {}
    }

    @JSONModel struct Tagged: Equatable {
        var name: String
        var tags: [String] = []
    }

    @JSONModel struct WithPath: Equatable {
        @JSONKey("a.b") var value: Int = 0
    }

    static let account = """
        {
            "login": "ann",
            "id": 18446744073709551615,
            "site_admin": true,
            "score": -12.5e-3,
            "ratio": 0.25,
            "small": -128,
            "company": null,
            "hireable": false,
            "owner": {"name": "名前 é", "level": 3},
            "backup": null
        }
        """

    /// The model read directly, or `nil` when the direct read stops.
    static func direct<Model: JSONModel>(_ type: Model.Type, _ text: String) -> Model? {
        DirectDecoding.decode(Model.self, from: Array(text.utf8), options: JSONDecodingOptions())
    }

    /// The model decoded from a tape, and the issues that decode reported.
    static func fromTape<Model: JSONModel>(_ type: Model.Type, _ bytes: [UInt8]) throws -> (Model, [JSONDecodingIssue]) {
        var issues: [JSONDecodingIssue] = []
        let model = try DocumentDecoding.decode(Model.self, from: bytes, options: JSONDecodingOptions(), modelRootPath: [], issues: &issues)
        return (model, issues)
    }

    @Test func textInDeclarationOrderIsReadDirectlyWithTheTapesValues() throws {
        let model = try #require(Self.direct(Account.self, Self.account))
        let (tape, issues) = try Self.fromTape(Account.self, Array(Self.account.utf8))
        #expect(model == tape)
        #expect(issues.isEmpty)
        #expect(model.id == UInt64.max)
        #expect(model.score == -0.0125)
        #expect(model.owner.name == "名前 é")
        #expect(model.company == nil && model.hireable == false && model.backup == nil)
    }

    @Test func everyInputTypeTakesTheDirectRead() throws {
        let expected = try #require(Self.direct(Account.self, Self.account))
        #expect(try Account(json: Self.account) == expected)
        #expect(try Account(json: Data(Self.account.utf8)) == expected)
        #expect(try Account(json: Array(Self.account.utf8)) == expected)
        #expect(try Account(json: JSON(parsing: Self.account)) == expected)
    }

    @Test(arguments: [
        // Keys missing, extra, out of order, duplicated or escaped.
        #"{"name": "a"}"#,
        #"{"name": "a", "level": 1, "extra": 2}"#,
        #"{"level": 1, "name": "a"}"#,
        #"{"name": "a", "name": "b", "level": 1}"#,
        #"{"n\u0061me": "a", "level": 1}"#,
        // Values that need a conversion, or that a tape decode reports.
        #"{"name": "a", "level": "1"}"#,
        #"{"name": "a", "level": 1.5}"#,
        #"{"name": "a", "level": 1e2}"#,
        #"{"name": 7, "level": 1}"#,
        #"{"name": null, "level": 1}"#,
        #"{"name": "a", "level": 99999999999999999999}"#,
        #"{"name": "a\nb", "level": 1}"#,
        // Text the parser rejects.
        #"{"name": "a", "level": 1} x"#,
        #"{"name": "a", "level": 1"#,
        #"{"name": "a", "level": 01}"#,
        #"{"name": "a", "level": -}"#,
        #"{"name": "a", "level": 1,}"#,
        "{\"name\": \"a\u{01}\", \"level\": 1}",
        "\u{FEFF}{\"name\": \"a\", \"level\": 1}",
        "{\"name\":\u{0B}\"a\", \"level\": 1}",
    ])
    func anythingElseStopsTheDirectReadAndDecodesAsBefore(text: String) throws {
        #expect(Self.direct(Owner.self, text) == nil)
        let bytes = Array(text.utf8)
        var issues: [JSONDecodingIssue] = []
        let tape = Result { try Self.fromTape(Owner.self, bytes) }
        let decoded = Result { try Owner(json: bytes, issues: &issues) }
        switch (tape, decoded) {
        case let (.success((expected, expectedIssues)), .success(model)):
            #expect(model == expected)
            #expect(issues.map(\.description) == expectedIssues.map(\.description))
        case let (.failure(expected), .failure(error)):
            #expect("\(error)" == "\(expected)")
        default:
            Issue.record("the tape gave \(tape), the decode \(decoded)")
        }
    }

    @Test func genericEnvelopesAndFinalClassesAreReadDirectly() throws {
        let text = #"{"code": 0, "data": {"name": "ann", "level": 2}}"#
        let envelope = try #require(Self.direct(Envelope<Owner>.self, text))
        #expect(envelope == Envelope(code: 0, data: Owner(name: "ann", level: 2)))
        #expect(try Self.fromTape(Envelope<Owner>.self, Array(text.utf8)).0 == envelope)
        let label = try #require(Self.direct(Label.self, #"{"text": "x", "weight": 1e3}"#))
        #expect(label.text == "x" && label.weight == 1000)
    }

    @Test func modelsADirectReadCannotFollowStopAtOnce() throws {
        #expect(Self.direct(Tagged.self, #"{"name": "a", "tags": ["x"]}"#) == nil)
        #expect(try Tagged(json: #"{"name": "a", "tags": ["x"]}"#) == Tagged(name: "a", tags: ["x"]))
        // An array has no direct reading: the type is not read directly again.
        #expect(Tagged.jsonSchema.directKeys?.mayReadDirectly == false)
        #expect(Self.direct(Tagged.self, #"{"name": "a", "tags": []}"#) == nil)
        // Text that does not match stops only that read.
        #expect(Self.direct(Owner.self, #"{"level": 1, "name": "a"}"#) == nil)
        #expect(Owner.jsonSchema.directKeys?.mayReadDirectly == true)
        #expect(WithPath.jsonSchema.directKeys == nil)
        #expect(try WithPath(json: #"{"a": {"b": 4}}"#).value == 4)
    }

    @Test func numbersAndStringsAtTheEndOfTheInputAreReadInBounds() throws {
        // Each token near the last byte, where the parser's word-at-a-time scans would read past it.
        for text in [#"{"name":"é","level":1}"#, #"{"name":"a","level":-0}"#, #"{"name":"a","level":12345678901234567}"#] {
            let model = Self.direct(Owner.self, text)
            let (tape, _) = try Self.fromTape(Owner.self, Array(text.utf8))
            if let model { #expect(model == tape) }
        }
        #expect(Self.direct(Owner.self, #"{"name":"a","level":1}"#) == Owner(name: "a", level: 1))
        let long = "{\"name\":\"" + String(repeating: "中", count: 40) + "\",\"level\":7}"
        #expect(Self.direct(Owner.self, long) == Owner(name: String(repeating: "中", count: 40), level: 7))
    }

    @Test func nestingDeeperThanTheLimitIsLeftToTheParser() throws {
        let bytes = Array(Self.account.utf8)
        #expect(DirectDecoding.decode(Account.self, from: bytes, options: JSONDecodingOptions(maxDepth: 2)) != nil)
        #expect(DirectDecoding.decode(Account.self, from: bytes, options: JSONDecodingOptions(maxDepth: 1)) == nil)
        #expect(throws: JSONParseError.self) { try Account(json: bytes, options: JSONDecodingOptions(maxDepth: 1)) }
    }

    /// Random edits of a document a model reads directly: whenever the direct read accepts the
    /// result, a tape decode accepts it too, with the same model and no issues.
    @Test func mutatedDocumentsReadDirectlyOnlyWhenTheTapeAgrees() throws {
        var random = RandomJSON(seed: 0xD1EC7)
        let original = Array(Self.account.utf8)
        var accepted = 0
        for _ in 0..<4000 {
            let bytes = random.mutate(original)
            guard let model = DirectDecoding.decode(Account.self, from: bytes, options: JSONDecodingOptions()) else {
                _ = try? Account(json: bytes)
                continue
            }
            accepted += 1
            let (tape, issues) = try Self.fromTape(Account.self, bytes)
            #expect(model == tape, "\(String(decoding: bytes, as: UTF8.self))")
            #expect(issues.isEmpty)
        }
        #expect(accepted > 100)
    }

    @Test func everyTruncationOfTheGitHubUserFixtureIsRejected() throws {
        let bytes = Array(try fixtureData("github_user"))
        #expect(DirectDecoding.decode(GithubUserModels.Root.self, from: bytes, options: JSONDecodingOptions()) != nil)
        // Every prefix that stops before the closing brace.
        let closingBrace = try #require(bytes.lastIndex(of: UInt8(ascii: "}")))
        for length in 0...closingBrace {
            let prefix = Array(bytes[..<length])
            #expect(DirectDecoding.decode(GithubUserModels.Root.self, from: prefix, options: JSONDecodingOptions()) == nil)
        }
    }
}
