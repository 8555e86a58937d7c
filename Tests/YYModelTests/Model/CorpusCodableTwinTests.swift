import Foundation
import Testing
import YYModel
import YYModelCorpusModels

/// The Foundation `Codable` twins decode the same values as the `@JSONModel` models: the benchmark
/// relies on their `CorpusCheck` texts agreeing before it reports a run.
@Suite("Corpus: Codable twins agree")
struct CorpusCodableTwinTests {
    @Test("github_user")
    func githubUser() throws {
        let data = try fixtureData("github_user")
        let model = try GithubUserModels.Root(json: data)
        let twin = try JSONDecoder().decode(GithubUserCodable.Root.self, from: data)
        #expect(GithubUserModels.CorpusCheck.checkValue(model) == "facebook/69631/147")
        #expect(GithubUserCodable.CorpusCheck.checkValue(twin) == GithubUserModels.CorpusCheck.checkValue(model))
        #expect(try JSON(parsing: JSONEncoder().encode(twin)) == CorpusSupport.reencoded(model, includesNulls: false))
    }

    @Test("weibo")
    func weibo() throws {
        let data = try fixtureData("weibo")
        let model = try WeiboModels.Root(json: data)
        let twin = try JSONDecoder().decode(WeiboCodable.Root.self, from: data)
        #expect(WeiboModels.CorpusCheck.checkValue(model) == "3887674148022737/3952070245/640x480")
        #expect(WeiboCodable.CorpusCheck.checkValue(twin) == WeiboModels.CorpusCheck.checkValue(model))
        #expect(try JSON(parsing: JSONEncoder().encode(twin)) == CorpusSupport.reencoded(model, includesNulls: false))
    }

    @Test("twitter")
    func twitter() throws {
        let data = try fixtureData("twitter")
        let model = try TwitterModels.Root(json: data)
        let twin = try JSONDecoder().decode(TwitterCodable.Root.self, from: data)
        #expect(TwitterModels.CorpusCheck.checkValue(model) == "100/505874924095815700/2no38mae")
        #expect(TwitterCodable.CorpusCheck.checkValue(twin) == TwitterModels.CorpusCheck.checkValue(model))
        #expect(try JSON(parsing: JSONEncoder().encode(twin)) == CorpusSupport.reencoded(model, includesNulls: false))
    }

    @Test("citm_catalog")
    func citmCatalog() throws {
        let data = try fixtureData("citm_catalog")
        let model = try CitmCatalogModels.Root(json: data)
        let twin = try JSONDecoder().decode(CitmCatalogCodable.Root.self, from: data)
        #expect(CitmCatalogModels.CorpusCheck.checkValue(model) == "184/243/138586999@1404410400000")
        #expect(CitmCatalogCodable.CorpusCheck.checkValue(twin) == CitmCatalogModels.CorpusCheck.checkValue(model))
        #expect(try JSON(parsing: JSONEncoder().encode(twin)) == CorpusSupport.reencoded(model, includesNulls: false))
    }

    @Test("canada, both variants")
    func canada() throws {
        let data = try fixtureData("canada")
        let model = try CanadaModels.Root(json: data)
        let twin = try JSONDecoder().decode(CanadaCodable.Root.self, from: data)
        #expect(CanadaModels.CorpusCheck.checkValue(model) == "480/-65.61361699999998,43.42027300000001")
        #expect(CanadaCodable.CorpusCheck.checkValue(twin) == CanadaModels.CorpusCheck.checkValue(model))

        let points = try CanadaModels.PointRoot(json: data)
        let pointTwin = try JSONDecoder().decode(CanadaCodable.PointRoot.self, from: data)
        #expect(CanadaModels.CorpusCheck.checkValue(points) == CanadaModels.CorpusCheck.checkValue(model))
        #expect(CanadaCodable.CorpusCheck.checkValue(pointTwin) == CanadaModels.CorpusCheck.checkValue(model))
        #expect(try JSON(parsing: JSONEncoder().encode(pointTwin)) == CorpusSupport.reencoded(model, includesNulls: false))
    }

    /// Every `@JSONModel` type is also `Codable` with the same keys (DESIGN §1): Foundation's
    /// decoder reads the corpus models too.
    @Test("JSONDecoder reads the @JSONModel types with the same result")
    func modelsThroughFoundation() throws {
        let github = try fixtureData("github_user")
        #expect(GithubUserModels.CorpusCheck.checkValue(try JSONDecoder().decode(GithubUserModels.Root.self, from: github))
            == "facebook/69631/147")
        let weibo = try fixtureData("weibo")
        #expect(WeiboModels.CorpusCheck.checkValue(try JSONDecoder().decode(WeiboModels.Root.self, from: weibo))
            == "3887674148022737/3952070245/640x480")
        let twitter = try fixtureData("twitter")
        #expect(TwitterModels.CorpusCheck.checkValue(try JSONDecoder().decode(TwitterModels.Root.self, from: twitter))
            == "100/505874924095815700/2no38mae")
        let citm = try fixtureData("citm_catalog")
        #expect(CitmCatalogModels.CorpusCheck.checkValue(try JSONDecoder().decode(CitmCatalogModels.Root.self, from: citm))
            == "184/243/138586999@1404410400000")
    }
}

/// The corpora through Foundation objects: `JSONSerialization` output in, `[String: Any]` out. On
/// Linux booleans and numbers are both `NSNumber`, so `false` and `0` must still be told apart.
@Suite("Corpus: Foundation objects")
struct CorpusFoundationObjectTests {
    @Test("init(jsonObject:) reads JSONSerialization's objects in strict mode")
    func fromJSONSerialization() throws {
        let twitter = try fixtureData("twitter")
        let twitterObject = try #require(try JSONSerialization.jsonObject(with: twitter) as? [String: Any])
        let root = try TwitterModels.Root(jsonObject: twitterObject, options: JSONDecodingOptions(strict: true))
        #expect(TwitterModels.CorpusCheck.checkValue(root) == "100/505874924095815700/2no38mae")
        #expect(try CorpusSupport.reencoded(root, includesNulls: false) == CorpusSupport.removingNullMembers(try JSON(parsing: twitter)))

        let weibo = try fixtureData("weibo")
        let weiboObject = try #require(try JSONSerialization.jsonObject(with: weibo) as? [String: Any])
        let status = try WeiboModels.Root(jsonObject: weiboObject, options: JSONDecodingOptions(strict: true))
        #expect((status.favorited, status.truncated, status.attitudesStatus, status.user.verified) == (true, false, 0, true))
        #expect(status.bizFeature == 4294967300)
    }

    @Test("jsonObject() gives JSONSerialization the same document (booleans stay booleans)")
    func toJSONSerialization() throws {
        let (user, data) = try CorpusSupport.decode(GithubUserModels.Root.self, from: "github_user")
        let object = try user.jsonObject()
        #expect(object["site_admin"] as? Bool == false)
        #expect(object["public_repos"] as? Int == 147)
        let written = try JSONSerialization.data(withJSONObject: object)
        #expect(try JSON(parsing: written) == CorpusSupport.removingNullMembers(try JSON(parsing: data)))

        let (status, weibo) = try CorpusSupport.decode(WeiboModels.Root.self, from: "weibo")
        let rewritten = try JSON(parsing: JSONSerialization.data(withJSONObject: status.jsonObject()))
        #expect(rewritten["favorited"] == true)
        #expect(rewritten["attitudes_status"] == 0)
        #expect(rewritten["user"]?["follow_me"] == false)
        #expect(rewritten["biz_feature"] == 4294967300)
        #expect(rewritten["id"] == (try JSON(parsing: weibo))["id"])
    }
}
