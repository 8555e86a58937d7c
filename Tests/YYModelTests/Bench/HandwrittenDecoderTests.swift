import Foundation
import Testing
import YYModel
import YYModelCorpusModels

/// The hand-written decoders that `yymodel-bench --operation handwritten` times decode every corpus
/// to the same models as the generated decoders: the same bytes when re-encoded (dictionaries are
/// written in key order, `nil` as `null`, so every property and every `nil` is compared) and the
/// same `CorpusCheck` text, which the bench compares before it reports.
@Suite("Bench: hand-written decoders agree with the generated ones")
struct HandwrittenDecoderTests {
    @Test("github_user")
    func githubUser() throws {
        try expectSameModels(GithubUserModels.Root.self, fixture: "github_user", check: GithubUserModels.CorpusCheck.checkValue)
    }

    @Test("weibo (picture sizes written as numbers and as numeric strings)")
    func weibo() throws {
        try expectSameModels(WeiboModels.Root.self, fixture: "weibo", check: WeiboModels.CorpusCheck.checkValue)
    }

    @Test("twitter")
    func twitter() throws {
        try expectSameModels(TwitterModels.Root.self, fixture: "twitter", check: TwitterModels.CorpusCheck.checkValue)
    }

    @Test("citm_catalog")
    func citmCatalog() throws {
        try expectSameModels(CitmCatalogModels.Root.self, fixture: "citm_catalog", check: CitmCatalogModels.CorpusCheck.checkValue)
    }

    @Test("canada (integer coordinates read as doubles)")
    func canada() throws {
        try expectSameModels(CanadaModels.Root.self, fixture: "canada", check: CanadaModels.CorpusCheck.checkValue)
    }

    @Test("a missing required key, a value of the wrong kind and a non-object root throw")
    func errors() {
        func message(_ json: String) -> String? {
            #expect(throws: HandwrittenDecodingError.self) {
                try GithubUserModels.Root(handwrittenJSON: Array(json.utf8))
            }.map { "\($0)" }
        }
        #expect(message(#"{"login": "octocat"}"#) == "missing key 'id'")
        #expect(message(#"{"login": 7}"#) == "unexpected value for 'login'")
        #expect(message(#"{"login": "octocat", "id": -1}"#) == "unexpected value for 'id'")
        #expect(message(#"["login"]"#) == "unexpected value for 'Root'")
    }

    @Test("null and a missing key both read as nil for an optional property; unknown keys are skipped")
    func optionalsAndUnknownKeys() throws {
        let event = try CitmCatalogModels.Event(
            handwrittenJSON: Array(#"{"id": 1, "logo": null, "name": "n", "subTopicIds": [2], "topicIds": [], "extra": {"a": [1]}}"#.utf8))
        #expect(event.logo == nil && event.description == nil && event.subtitle == nil)
        #expect(event.id == 1 && event.name == "n" && event.subTopicIds == [2] && event.topicIds == [])
    }

    /// Decodes `Fixtures/<fixture>` with the generated and the hand-written decoder and expects equal models.
    private func expectSameModels<Model: JSONModel & HandwrittenDecodable>(
        _ type: Model.Type, fixture: String, check: (Model) -> String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let data = try fixtureData(fixture)
        let generated = try Model(json: data)
        let handwritten = try Model(handwrittenJSON: data)
        let options = JSONWritingOptions(includesNulls: true)
        #expect(check(handwritten) == check(generated), sourceLocation: sourceLocation)
        #expect(try handwritten.jsonData(options: options) == generated.jsonData(options: options), sourceLocation: sourceLocation)
    }
}
