import Foundation
import Testing
import YYModel
import YYModelCorpusModels

/// The benchmark's Codable twins (`YYModelCorpusModels`) through both coders: the `codable-decode`
/// and `codable-encode` rows of `yymodel-bench` compare exactly these.
@Suite struct YYJSONCoderCorpusTwinTests {
    /// Decodes `Twin` from the corpus with both decoders, compares their check texts, then encodes
    /// with both encoders and compares the outputs (keys sorted, as Foundation's order is open).
    func expectSameThroughBothCoders<Twin: Codable>(
        _ corpus: String, _ type: Twin.Type, check: (Twin) -> String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let data = try fixtureData(corpus)
        let theirs = try JSONDecoder().decode(Twin.self, from: data)
        let ours = try YYJSONDecoder().decode(Twin.self, from: data)
        #expect(check(ours) == check(theirs), sourceLocation: sourceLocation)

        let foundationEncoder = JSONEncoder()
        foundationEncoder.outputFormatting = .sortedKeys
        let ourEncoder = YYJSONEncoder()
        ourEncoder.outputFormatting = .sortedKeys
        let expected = try foundationEncoder.encode(theirs)
        let actual = try ourEncoder.encode(ours)
        #expect(actual == expected, sourceLocation: sourceLocation)
        // The default (streaming) output reads back to the same values in both decoders.
        let streamed = try YYJSONEncoder().encode(ours)
        #expect(check(try JSONDecoder().decode(Twin.self, from: streamed)) == check(theirs), sourceLocation: sourceLocation)
        #expect(check(try YYJSONDecoder().decode(Twin.self, from: streamed)) == check(theirs), sourceLocation: sourceLocation)
    }

    @Test func githubUser() throws {
        try expectSameThroughBothCoders("github_user", GithubUserCodable.Root.self, check: GithubUserCodable.CorpusCheck.checkValue)
    }

    @Test func weibo() throws {
        try expectSameThroughBothCoders("weibo", WeiboCodable.Root.self, check: WeiboCodable.CorpusCheck.checkValue)
    }

    @Test func twitter() throws {
        try expectSameThroughBothCoders("twitter", TwitterCodable.Root.self, check: TwitterCodable.CorpusCheck.checkValue)
    }

    @Test func citmCatalog() throws {
        try expectSameThroughBothCoders("citm_catalog", CitmCatalogCodable.Root.self, check: CitmCatalogCodable.CorpusCheck.checkValue)
    }

    @Test func canada() throws {
        try expectSameThroughBothCoders("canada", CanadaCodable.Root.self, check: CanadaCodable.CorpusCheck.checkValue)
        try expectSameThroughBothCoders("canada", CanadaCodable.PointRoot.self, check: CanadaCodable.CorpusCheck.checkValue)
    }
}
