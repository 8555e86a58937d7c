import Foundation
import Testing
import YYModel
import YYModelCorpusModels

/// Models written the way YYModel's benchmark declared them (SPEC B8.2), to test its mappers on the
/// real documents: renamed properties, narrow integer types, and raw values. (Sibling types are
/// spelled qualified: see the note on `WeiboModels`.)
enum YYModelBenchmarkModels {
    /// `YYGHUser`: `userID` ← `id`, `UInt32` counters, `hireable` as a string.
    ///
    /// `createdAt`/`updatedAt` (NSDate in YYModel) stay strings for now; YYModel's `test` (NSValue)
    /// has no JSON form and is left out.
    @JSONModel
    struct GHUser {
        var login: String?
        @JSONKey("id") var userID: UInt64 = 0
        @JSONKey("avatar_url") var avatarURL: String?
        @JSONKey("gravatar_id") var gravatarID: String?
        var url: String?
        @JSONKey("html_url") var htmlURL: String?
        @JSONKey("followers_url") var followersURL: String?
        @JSONKey("following_url") var followingURL: String?
        @JSONKey("gists_url") var gistsURL: String?
        @JSONKey("starred_url") var starredURL: String?
        @JSONKey("subscriptions_url") var subscriptionsURL: String?
        @JSONKey("organizations_url") var organizationsURL: String?
        @JSONKey("repos_url") var reposURL: String?
        @JSONKey("events_url") var eventsURL: String?
        @JSONKey("received_events_url") var receivedEventsURL: String?
        var type: String?
        @JSONKey("site_admin") var siteAdmin: Bool = false
        var name: String?
        var company: String?
        var blog: String?
        var location: String?
        var email: String?
        var hireable: String?
        var bio: String?
        @JSONKey("public_repos") var publicRepos: UInt32 = 0
        @JSONKey("public_gists") var publicGists: UInt32 = 0
        var followers: UInt32 = 0
        var following: UInt32 = 0
        @JSONKey("created_at") var createdAt: String?
        @JSONKey("updated_at") var updatedAt: String?
    }

    /// A part of `YYWeiboStatus` with its mappers; `bizFeature` is `Int32` as in YYModel, which
    /// wrapped 4294967300 to 4.
    @JSONModel
    struct WeiboStatus {
        @JSONKey("id") var statusID: UInt64 = 0
        @JSONKey("created_at") var createdAt: String?
        var favorited: Bool = false
        var truncated: Bool = false
        @JSONKey("comments_count") var commentsCount: Int32 = 0
        @JSONKey("reposts_count") var repostsCount: Int32 = 0
        @JSONKey("attitudes_count") var attitudesCount: Int32 = 0
        @JSONKey("recom_state") var recomState: Int32 = 0
        @JSONKey("biz_feature") var bizFeature: Int32 = 0
        @JSONKey("pic_ids") var picIds: [String]?
        @JSONKey("pic_infos") var picInfos: [String: YYModelBenchmarkModels.WeiboPicture]?
        @JSONKey("url_struct") var urlStruct: [JSON]?
        var user: YYModelBenchmarkModels.WeiboUser?
        var annotations: [JSON]?
        @JSONKey("darwin_tags") var darwinTags: [JSON]?
        var visible: [String: JSON]?
    }

    /// A part of `YYWeiboUser`.
    @JSONModel
    struct WeiboUser {
        @JSONKey("id") var userID: UInt64 = 0
        @JSONKey("class") var uclass: Int32 = 0
        @JSONKey("description") var desc: String?
        @JSONKey("gender") var genderString: String?
        @JSONKey("followers_count") var followersCount: Int32 = 0
        var verified: Bool = false
        @JSONKey("verified_trade") var verifiedTrade: String?
        var badge: JSON?
        var extend: JSON?
        var icons: [JSON]?
    }

    /// `YYWeiboPicture`.
    @JSONModel
    struct WeiboPicture {
        @JSONKey("pic_id") var picID: String?
        @JSONKey("object_id") var objectID: String?
        @JSONKey("photo_tag") var photoTag: Int32 = 0
        var thumbnail: YYModelBenchmarkModels.WeiboPictureMetadata?
        var bmiddle: YYModelBenchmarkModels.WeiboPictureMetadata?
        @JSONKey("middleplus") var middlePlus: YYModelBenchmarkModels.WeiboPictureMetadata?
        var large: YYModelBenchmarkModels.WeiboPictureMetadata?
        var largest: YYModelBenchmarkModels.WeiboPictureMetadata?
        var original: YYModelBenchmarkModels.WeiboPictureMetadata?
    }

    /// `YYWeiboPictureMetadata`.
    @JSONModel
    struct WeiboPictureMetadata {
        var url: String?
        var width: Int32 = 0
        var height: Int32 = 0
        var type: String?
        @JSONKey("cut_type") var cutType: Int32 = 0
    }
}

@Suite("Corpus: github_user.json")
struct GithubUserCorpusTests {
    @Test("decodes every field (SPEC B8.2) in strict mode")
    func values() throws {
        let (user, _) = try CorpusSupport.decode(GithubUserModels.Root.self, from: "github_user")
        #expect(user.login == "facebook")
        #expect(user.id == 69631)
        #expect(user.gravatarID == "")
        #expect(user.htmlURL == "https://github.com/facebook")
        #expect(user.avatarURL == "https://avatars.githubusercontent.com/u/69631?v=3")
        #expect(user.followingURL == "https://api.github.com/users/facebook/following{/other_user}")
        #expect(user.type == "Organization")
        #expect(user.siteAdmin == false)
        #expect(user.name == "Facebook")
        #expect(user.company == nil)
        #expect(user.email == nil)
        #expect(user.hireable == nil)
        #expect(user.blog == "https://code.facebook.com/projects/")
        #expect(user.location == "Menlo Park, California")
        #expect(user.publicRepos == 147)
        #expect(user.publicGists == 12)
        #expect(user.followers == 0)
        #expect(user.following == 0)
    }

    @Test("re-encoding with nulls gives the input back")
    func roundTrip() throws {
        let (user, data) = try CorpusSupport.decode(GithubUserModels.Root.self, from: "github_user")
        let input = try JSON(parsing: data)
        let output = try CorpusSupport.reencoded(user, includesNulls: true)
        #expect(CorpusSupport.differences(original: input, reencoded: output) == [])
        #expect(output == input)
        #expect(output.object?.keys == input.object?.keys, "keys come out in declaration order, which follows the data")
    }

    @Test("the YYModel benchmark's GHUser mapping reads the same values")
    func yyModelMapping() throws {
        let data = try fixtureData("github_user")
        var issues: [JSONDecodingIssue] = []
        let user = try YYModelBenchmarkModels.GHUser(json: data, issues: &issues)
        #expect(issues == [])
        #expect(user.login == "facebook")
        #expect(user.userID == 69631)
        #expect(user.gravatarID == "")
        #expect(user.htmlURL == "https://github.com/facebook")
        #expect(user.type == "Organization")
        #expect(user.siteAdmin == false)
        #expect(user.name == "Facebook")
        #expect(user.company == nil)
        #expect(user.email == nil)
        #expect(user.hireable == nil)
        #expect(user.blog == "https://code.facebook.com/projects/")
        #expect(user.location == "Menlo Park, California")
        #expect(user.publicRepos == 147)
        #expect(user.publicGists == 12)
        #expect(user.followers == 0)
        #expect(user.following == 0)
        #expect(user.createdAt == nil)
        #expect(user.updatedAt == nil)
        // The benchmark's sanity check.
        #expect(user.userID != 0 && user.login != nil && user.htmlURL != nil)

        let strict = try YYModelBenchmarkModels.GHUser(json: data, options: JSONDecodingOptions(strict: true))
        #expect(strict.userID == 69631)
        #expect(strict.publicRepos == 147)
    }
}

@Suite("Corpus: weibo.json")
struct WeiboCorpusTests {
    @Test("decodes the status in strict mode")
    func status() throws {
        let (status, _) = try CorpusSupport.decode(WeiboModels.Root.self, from: "weibo")
        #expect(status.id == 3887674148022737)
        #expect(status.idstr == "3887674148022737")
        #expect(status.createdAt == "Wed Sep 16 12:20:09 +0800 2015")
        #expect(status.favorited == true)
        #expect(status.truncated == false)
        #expect(status.commentsCount == 34006)
        #expect(status.repostsCount == 12662)
        #expect(status.attitudesCount == 407220)
        #expect(status.recomState == -1)
        #expect(status.bizFeature == 4294967300)
        #expect(status.text == "感谢你们的一路陪伴，我很幸福，你们也要和我一样幸福❤️——致冰邦")
        #expect(status.filterID == "")
        #expect(status.userType == 0)
        #expect(status.inReplyToStatusID == "")
        #expect(status.visible.type == 0 && status.visible.listID == 0)
        #expect(status.darwinTags == [])
        #expect(status.annotations.count == 2)
        #expect(status.annotations.first?.clientMblogid == "eddd9b1b-afe6-4703-9288-3f18e0d85573")
        #expect(status.annotations.first?.mapiRequest == nil)
        #expect(status.annotations.last?.clientMblogid == nil)
        #expect(status.annotations.last?.mapiRequest == true)
    }

    @Test("decodes the user")
    func user() throws {
        let user = try CorpusSupport.decode(WeiboModels.Root.self, from: "weibo").model.user
        #expect(user.id == 3952070245)
        #expect(user.idstr == "3952070245")
        #expect(user.uclass == 1)
        #expect(user.followersCount == 39082009)
        #expect(user.verified == true)
        #expect(user.verifiedTrade == "1017")
        #expect(user.screenName == "范冰冰")
        #expect(user.createdAt == "Wed Dec 25 12:22:19 +0800 2013")
        #expect(user.gender == "f")
        #expect(user.description == "")
        #expect(user.icons.map(\.url) == ["http://u1.sinaimg.cn/upload/2014/11/04/common_icon_membership_level5.png"])
        #expect(user.badge.count == 14)
        #expect(user.badge["zongyiji"] == 1)
        #expect(user.badge["hongbao_2014"] == 1)
        #expect(user.badge["suishoupai_2014"] == 0)
        #expect(user.extend.privacy.mobile == 0)
        #expect(user.extend.mbprivilege == "0000000000000000000000000000000000000000000000000000000000c10208")
    }

    @Test("decodes the nine pictures keyed by id, with numeric-string sizes as Int")
    func pictures() throws {
        let status = try CorpusSupport.decode(WeiboModels.Root.self, from: "weibo").model
        #expect(status.picIDs.count == 9)
        #expect(status.picIDs.first == "eb8fce65jw1ew466loxu0j20hs0dc755")
        #expect(status.picInfos.count == 9)
        #expect(Set(status.picInfos.keys) == Set(status.picIDs))
        for (id, picture) in status.picInfos {
            #expect(picture.picID == id)
            let sizes = [picture.thumbnail, picture.bmiddle, picture.middleplus, picture.large, picture.largest, picture.original]
            for metadata in sizes {
                #expect(metadata.url.hasPrefix("http://ww"), "\(id)")
                #expect(metadata.url.contains(id), "\(id)")
                #expect(metadata.cutType == 1)
                #expect(metadata.width > 0 && metadata.height > 0, "\(id)")
            }
        }
        // Sizes written as strings in the data ("640", "604", ...).
        let first = try #require(status.picInfos["eb8fce65jw1ew466loxu0j20hs0dc755"])
        #expect((first.large.width, first.large.height) == (640, 480))
        #expect((first.original.width, first.original.height) == (640, 480))
        #expect(first.large.type == "JPEG")
        let star = try #require(status.picInfos["eb8fce65jw1ew466y3zltj20hs0gstar"])
        #expect((star.largest.width, star.largest.height) == (640, 604))
        let mbh = try #require(status.picInfos["eb8fce65jw1ew466mbh23j20qo0klmzv"])
        #expect((mbh.original.width, mbh.original.height) == (960, 741))
        let s6 = try #require(status.picInfos["eb8fce65jw1ew466s6sucj21ix16ux6p"])
        #expect((s6.largest.width, s6.largest.height) == (1977, 1542))
        let xea = try #require(status.picInfos["eb8fce65jw1ew466xea75j20zk0nojvm"])
        #expect((xea.original.width, xea.original.height) == (1280, 852))
        // ... and as numbers.
        let pxg = try #require(status.picInfos["eb8fce65jw1ew466pxg8yj21t037knpe"])
        #expect((pxg.large.width, pxg.large.height) == (720, 1280))
        #expect((pxg.original.width, pxg.original.height) == (2048, 3640))
        #expect((pxg.thumbnail.width, pxg.thumbnail.height) == (180, 319))
        #expect(pxg.thumbnail.type == "WEBP")
    }

    @Test("re-encoding gives the input back, with the numeric-string sizes as numbers")
    func roundTrip() throws {
        let (status, data) = try CorpusSupport.decode(WeiboModels.Root.self, from: "weibo")
        // The model reads "640" into an Int and writes 640: the only change to the document.
        let expected = CorpusSupport.mappingMembers(named: ["width", "height"], in: try JSON(parsing: data)) { value in
            guard let text = value.string, let number = Int64(text) else { return value }
            return .number(JSONNumber(number))
        }
        // The document has no nulls; without `includesNulls` the annotations' absent keys stay absent.
        let output = try CorpusSupport.reencoded(status, includesNulls: false)
        #expect(CorpusSupport.differences(original: expected, reencoded: output) == [])
        #expect(output == expected)
    }

    @Test("the YYModel benchmark's mapping reads the same values")
    func yyModelMapping() throws {
        let data = try fixtureData("weibo")
        var issues: [JSONDecodingIssue] = []
        let status = try YYModelBenchmarkModels.WeiboStatus(json: data, issues: &issues)
        #expect(status.statusID == 3887674148022737)
        #expect(status.createdAt == "Wed Sep 16 12:20:09 +0800 2015")
        #expect(status.favorited == true)
        #expect(status.truncated == false)
        #expect(status.commentsCount == 34006)
        #expect(status.repostsCount == 12662)
        #expect(status.attitudesCount == 407220)
        #expect(status.recomState == -1)
        #expect(status.picIds?.count == 9)
        #expect(status.picInfos?.count == 9)
        #expect(status.urlStruct == nil)
        #expect(status.annotations?.count == 2)
        #expect(status.darwinTags == [])
        #expect(status.visible == ["type": 0, "list_id": 0])
        let user = try #require(status.user)
        #expect(user.userID == 3952070245)
        #expect(user.uclass == 1)
        #expect(user.desc == "")
        #expect(user.genderString == "f")
        #expect(user.followersCount == 39082009)
        #expect(user.verified == true)
        #expect(user.verifiedTrade == "1017")
        #expect(user.badge?["zongyiji"] == 1)
        #expect(user.extend?["privacy"]?["mobile"] == 0)
        #expect(user.icons?.count == 1)
        let picture = try #require(status.picInfos?["eb8fce65jw1ew466y3zltj20hs0gstar"])
        #expect(picture.picID == "eb8fce65jw1ew466y3zltj20hs0gstar")
        #expect(picture.middlePlus?.width == 381)
        #expect(picture.largest?.width == 640)
        #expect(picture.largest?.height == 604)
        #expect(picture.original?.cutType == 1)
        for picture in status.picInfos?.values.map({ $0 }) ?? [] {
            let sizes = [picture.thumbnail, picture.bmiddle, picture.middlePlus, picture.large, picture.largest, picture.original]
            #expect(sizes.allSatisfy { $0 != nil })
        }
    }

    @Test("biz_feature 4294967300 does not fit Int32: left unchanged and reported (SPEC A3)")
    func outOfRangeReported() throws {
        let data = try fixtureData("weibo")
        var issues: [JSONDecodingIssue] = []
        let status = try YYModelBenchmarkModels.WeiboStatus(json: data, issues: &issues)
        #expect(status.bizFeature == 0, "YYModel wrapped it to 4; we keep the default")
        #expect(issues.map(\.path) == ["biz_feature"])
        #expect(issues.first?.reason.contains("4294967300") == true)
        #expect(status.statusID == 3887674148022737, "the rest of the model still decodes")

        let error = #expect(throws: JSONModelError.self) {
            _ = try YYModelBenchmarkModels.WeiboStatus(json: data, options: JSONDecodingOptions(strict: true))
        }
        #expect(error?.path == "biz_feature")
    }
}
