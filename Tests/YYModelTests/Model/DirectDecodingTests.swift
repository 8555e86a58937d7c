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

    struct Refused: Error {}

    /// Hooks that look at the object: `jsonWillDecode` renames one value, `jsonDidDecode` records
    /// what it saw and refuses a level of -1.
    @JSONModel struct Hooked: Equatable {
        var name: String
        var level: Int
        @JSONIgnore var seen = ""

        static func jsonWillDecode(_ json: JSON) -> JSON {
            guard json["name"] == "rename" else { return json }
            var renamed = json
            renamed["name"] = "renamed"
            return renamed
        }

        mutating func jsonDidDecode(_ json: JSON) throws {
            if json["level"] == -1 { throw Refused() }
            seen = "\(json["name"]?.string ?? "-")/\(json.object?.count ?? 0)"
        }
    }

    /// A final class whose `jsonDidDecode` records what it saw.
    @JSONModel final class CheckedLabel {
        var text: String = ""
        @JSONIgnore var checked = ""
        init() {}

        func jsonDidDecode(_ json: JSON) throws {
            checked = json["text"]?.string ?? "-"
        }
    }

    @JSONModel struct HookedInside: Equatable {
        var inner: Hooked
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
        direct(Model.self, Array(text.utf8))
    }

    /// The model read directly from `bytes`, or `nil` when the direct read stops.
    static func direct<Model: JSONModel>(
        _ type: Model.Type, _ bytes: [UInt8], options: JSONDecodingOptions = JSONDecodingOptions()
    ) -> Model? {
        guard !Model.jsonHooks.isEmpty else { return DirectDecoding.decode(Model.self, from: bytes, options: options) }
        var issues: [JSONDecodingIssue] = []
        return try? DirectDecoding.decodeApplyingHooks(Model.self, from: bytes, options: options, issues: &issues)
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

    @Test func aTopLevelModelsHooksRunOnTheTextReadDirectly() throws {
        let text = #"{"name": "ann", "level": 2}"#
        let model = try #require(Self.direct(Hooked.self, text))
        #expect(model == Hooked(name: "ann", level: 2, seen: "ann/2"))
        #expect(try Self.fromTape(Hooked.self, Array(text.utf8)).0 == model)
        #expect(try Hooked(json: text) == model)

        // The object jsonWillDecode returns is decoded instead, from a tape.
        let renamed = #"{"name": "rename", "level": 2}"#
        #expect(Self.direct(Hooked.self, renamed) == Hooked(name: "renamed", level: 2, seen: "renamed/2"))
        #expect(try Hooked(json: renamed) == (try Self.fromTape(Hooked.self, Array(renamed.utf8))).0)

        // What jsonDidDecode throws is the decode's error.
        #expect(throws: Refused.self) { try Hooked(json: #"{"name": "ann", "level": -1}"#) }
        var issues: [JSONDecodingIssue] = []
        #expect(throws: Refused.self) {
            try DirectDecoding.decodeApplyingHooks(Hooked.self, from: Array(#"{"name": "ann", "level": -1}"#.utf8), options: JSONDecodingOptions(), issues: &issues)
        }
        #expect(Hooked.jsonSchema.directKeys?.mayReadDirectly == true)
    }

    @Test func theGitHubUserFixtureIsReadDirectlyWithHooks() throws {
        let bytes = Array(try fixtureData("github_user"))
        let plain = try #require(Self.direct(GithubUserModels.Root.self, bytes))
        let hooked = try #require(Self.direct(GithubUserShapes.HookedUser.self, bytes))
        #expect(hooked.login == plain.login && hooked.following == plain.following)
    }

    @Test func aFinalClassWithHooksIsReadDirectly() throws {
        let label = try #require(Self.direct(CheckedLabel.self, #"{"text": "x"}"#))
        #expect(label.text == "x" && label.checked == "x")
        #expect(try CheckedLabel(json: #"{"text": "y"}"#).checked == "y")
    }

    @Test func nestedModelsWithHooksAreLeftToTheTape() throws {
        let text = #"{"inner": {"name": "rename", "level": 2}}"#
        #expect(Self.direct(HookedInside.self, text) == nil)
        #expect(HookedInside.jsonSchema.directKeys?.mayReadDirectly == false)
        #expect(try HookedInside(json: text).inner == Hooked(name: "renamed", level: 2, seen: "renamed/2"))
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
        #expect(Self.direct(Account.self, bytes, options: JSONDecodingOptions(maxDepth: 2)) != nil)
        #expect(Self.direct(Account.self, bytes, options: JSONDecodingOptions(maxDepth: 1)) == nil)
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
            guard let model = Self.direct(Account.self, bytes) else {
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
        #expect(Self.direct(GithubUserModels.Root.self, bytes) != nil)
        // Every prefix that stops before the closing brace.
        let closingBrace = try #require(bytes.lastIndex(of: UInt8(ascii: "}")))
        for length in 0...closingBrace {
            let prefix = Array(bytes[..<length])
            #expect(Self.direct(GithubUserModels.Root.self, prefix) == nil)
        }
    }
}
