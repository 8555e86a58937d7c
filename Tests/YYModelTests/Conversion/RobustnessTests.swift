import Foundation
import Testing
import YYModel

/// B8.3 (the benchmark's robustness test), real-world numeric strings from weibo.json, and every JSON
/// kind against every target type: a lenient decode never fails on a wrong type, it reports.
@Suite("Conversion: robustness (B8.3)")
struct RobustnessTests {
    @JSONModel struct Plan {
        var name: String = ""
    }

    /// The benchmark's GitHub user, cut to the properties the robustness cases touch.
    @JSONModel(keyStrategy: .snakeCase)
    struct GitHubUser {
        var login: String?
        var id: UInt64 = 0
        var type: String?
        var followers: Int = 0
        var updatedAt: Date?
        var siteAdmin: Bool = false
        var company: String?
        /// YYModel's `NSValue *test`: no JSON string converts to it.
        var test: Plan?
    }

    @Test("#1 a String property given a JSON number: the number's text")
    func numberIntoString() throws {
        let (user, issues) = try ConversionCheck.lenient(GitHubUser.self, #"{"type": 1}"#)
        #expect(user.type == "1")
        #expect(user.login == nil && user.followers == 0)
        #expect(issues.isEmpty)
        #expect(GitHubUser.model(withJSON: #"{"type": 1}"#)?.type == "1")
    }

    @Test("#2 an Int property given a JSON string: its value")
    func stringIntoInt() throws {
        let (user, issues) = try ConversionCheck.lenient(GitHubUser.self, #"{"followers": "100"}"#)
        #expect(user.followers == 100)
        #expect(issues.isEmpty)
    }

    @Test("#3 a Date property given a date string: the date (1238643322)")
    func stringIntoDate() throws {
        let (user, issues) = try ConversionCheck.lenient(GitHubUser.self, #"{"updated_at": "2009-04-02T03:35:22Z"}"#)
        #expect(user.updatedAt == Date(timeIntervalSince1970: 1_238_643_322))
        #expect(issues.isEmpty)
    }

    @Test("#4 a property no string converts to, given a string: stays nil, reported; the model is still made")
    func stringIntoModel() throws {
        let (user, issues) = try ConversionCheck.lenient(GitHubUser.self, #"{"test": "https://github.com"}"#)
        #expect(user.test == nil)
        #expect(issues == [JSONDecodingIssue(path: "test", reason: #"cannot convert string "https://github.com" to Optional<Plan>; left unchanged"#)])
        #expect(GitHubUser.model(withJSON: #"{"test": "https://github.com"}"#) != nil)
    }

    @Test("the benchmark's github_user.json decodes without issues")
    func githubUserFixture() throws {
        var issues: [JSONDecodingIssue] = []
        let user = try GitHubUser(json: fixtureData("github_user"), issues: &issues)
        #expect(user.login == "facebook")
        #expect(user.id == 69_631)
        #expect(user.type == "Organization")
        #expect(user.siteAdmin == false)
        #expect(user.company == nil)
        #expect(issues.isEmpty)
    }

    // MARK: weibo.json: numbers sent as strings

    @JSONModel(keyStrategy: .snakeCase)
    struct WeiboPictureMetadata {
        var cutType: Int = 0
        var type: String = ""
        var url: URL?
        var width: Int = 0
        var height: Int = 0
    }

    @JSONModel(keyStrategy: .snakeCase)
    struct WeiboPicture {
        var picId: String = ""
        var thumbnail: WeiboPictureMetadata?
        var large: WeiboPictureMetadata?
        var largest: WeiboPictureMetadata?
        var original: WeiboPictureMetadata?
        var filterId: Int?
    }

    @JSONModel(keyStrategy: .snakeCase)
    struct WeiboUser {
        var id: UInt64 = 0
        var idstr: UInt64 = 0
        var province: Int = 0
        var city: Int = 0
        var verifiedTrade: String = ""
        var createdAt: Date?
        var followersCount: Int = 0
    }

    @JSONModel(keyStrategy: .snakeCase)
    struct WeiboStatus {
        var id: UInt64 = 0
        var idstr: UInt64 = 0
        var mid: Int64 = 0
        var createdAt: Date?
        /// `4294967300` into an `int32_t` (YYModel wraps it to 4).
        @JSONKey("biz_feature") var bizFeature32: Int32 = 0
        @JSONKey("biz_feature") var bizFeature: Int64 = 0
        /// `""` (YYModel: 0).
        var inReplyToStatusId: UInt64?
        var user: WeiboUser?
        var picIds: [String] = []
        var picInfos: [String: WeiboPicture] = [:]
    }

    @Test("weibo.json: numeric strings (\"640\", \"11\", \"3887674148022737\") convert; out-of-range and empty are reported")
    func weibo_differsFromYYModel() throws {
        var issues: [JSONDecodingIssue] = []
        let status = try WeiboStatus(json: fixtureData("weibo"), issues: &issues)
        #expect(status.id == 3_887_674_148_022_737)
        #expect(status.idstr == 3_887_674_148_022_737)
        #expect(status.mid == 3_887_674_148_022_737)
        #expect(status.createdAt == Date(timeIntervalSince1970: 1_442_377_209))
        #expect(status.bizFeature == 4_294_967_300)
        #expect(status.bizFeature32 == 0)  // YYModel: 4
        #expect(status.inReplyToStatusId == nil)
        #expect(status.user?.id == 3_952_070_245 && status.user?.idstr == 3_952_070_245)
        #expect(status.user?.province == 11 && status.user?.city == 1000)
        #expect(status.user?.verifiedTrade == "1017")
        #expect(status.user?.createdAt == Date(timeIntervalSince1970: 1_387_945_339))
        #expect(status.user?.followersCount == 39_082_009)
        #expect(status.picIds.count == 9)
        #expect(status.picInfos.count == 9)

        let picture = try #require(status.picInfos["eb8fce65jw1ew466y3zltj20hs0gstar"])
        #expect(picture.large?.width == 640 && picture.large?.height == 604)  // "640", "604" in the JSON
        #expect(picture.thumbnail?.width == 158 && picture.thumbnail?.height == 150)  // numbers in the JSON
        #expect(picture.filterId == 1)  // "1"
        #expect(picture.large?.url == URL(string: "http://ww1.sinaimg.cn/wap720/eb8fce65jw1ew466y3zltj20hs0gstar.jpg"))
        let largest = try #require(status.picInfos["eb8fce65jw1ew466s6sucj21ix16ux6p"]?.largest)
        #expect(largest.width == 1977 && largest.height == 1542)
        #expect(status.picInfos.values.allSatisfy { ($0.original?.width ?? 0) > 0 && ($0.original?.height ?? 0) > 0 })

        #expect(
            issues == [
                JSONDecodingIssue(path: "biz_feature", reason: "cannot convert number 4294967300 to Int32; left unchanged"),
                JSONDecodingIssue(path: "in_reply_to_status_id", reason: #"cannot convert string "" to Optional<UInt64>; left unchanged"#),
            ])
        #expect(ConversionCheck.error(WeiboStatus.self, String(decoding: try fixtureData("weibo"), as: UTF8.self))?.path == "biz_feature")
    }

    // MARK: every JSON kind against every target

    static let fragments = [
        "null", "true", "false", "0", "-1", "1.5", "-3.2", "1e300", "-1e-300", "18446744073709551615", "-9223372036854775809",
        "99999999999999999999", #""""#, #"" ""#, #""abc""#, #""nil""#, #""<null>""#, #""YES""#, #""2""#, #""-3.2""#, #""1e999""#,
        #""2014-05-06""#, #""https://github.com""#, #""aGFoYQ==""#, #""\u0000""#, #""😀""#, "{}", #"{"v": 1}"#, "[]",
        #"[1, "x", null, {}, []]"#, "[[[[]]]]",
    ]

    @Test("every JSON kind into every target type: a lenient decode reports, never fails; strict throws exactly when lenient reports", arguments: fragments)
    func everyKindIntoEveryType(fragment: String) throws {
        let json = #"{"v": \#(fragment)}"#
        let (_, issues) = try ConversionCheck.lenient(AutoTypeConvertTests.AutoTypeModel.self, json)
        #expect(issues.allSatisfy { $0.path == "v" || $0.path.hasPrefix("v[") })  // v[1]: a dropped Set element
        let strictError = ConversionCheck.error(AutoTypeConvertTests.AutoTypeModel.self, json)
        #expect((strictError != nil) == !issues.isEmpty)
        #expect(strictError.map { issues.map(\.reason).contains($0.reason) } ?? true)
    }

    // MARK: JSON properties (YYModel's `id`)

    @JSONModel struct Anything {
        var value: JSON = .null
        var optional: JSON?
    }

    @Test("a JSON property receives any value as it is", arguments: ["1", "1.5", #""a""#, "true", "{\"a\": [1, null]}", "[1, \"x\"]"])
    func jsonReceivesAsIs(fragment: String) throws {
        let (model, issues) = try ConversionCheck.lenient(Anything.self, ConversionCheck.holder(fragment))
        let expected = try JSON(parsing: fragment)
        #expect(model.value == expected)
        #expect(model.optional == expected)
        #expect(issues.isEmpty)
        #expect(try model.jsonValue() == ["value": expected, "optional": expected])
    }

    @Test("a JSON property and null: the non-optional receives JSON null, the optional becomes nil")
    func jsonNull() throws {
        let (model, issues) = try ConversionCheck.lenient(Anything.self, #"{"value": null, "optional": null}"#)
        #expect(model.value == .null)
        #expect(model.optional == nil)
        #expect(issues.isEmpty)
    }
}
