import Foundation
import Testing
import YYModel
import YYModelCorpusModels

@Suite("Corpus: twitter.json")
struct TwitterCorpusTests {
    @Test("decodes the whole search result in strict mode, with no issues")
    func counts() throws {
        let root = try CorpusSupport.decode(TwitterModels.Root.self, from: "twitter").model
        #expect(root.statuses.count == 100)
        #expect(root.statuses.filter { $0.retweetedStatus != nil }.count == 73)
        #expect(root.statuses.filter { $0.entities.media != nil }.count == 6)
        #expect(root.statuses.filter { $0.possiblySensitive != nil }.count == 15)
        #expect(root.statuses.filter { $0.inReplyToStatusID != nil }.count == 6)
        #expect(root.statuses.filter { $0.user.utcOffset != nil }.count == 19)
        #expect(root.statuses.allSatisfy { $0.geo == nil && $0.coordinates == nil && $0.place == nil && $0.contributors == nil })
        #expect(root.statuses.map(\.entities.userMentions.count).reduce(0, +) == 87)
    }

    @Test("reads ids, names and Unicode text exactly")
    func values() throws {
        let root = try CorpusSupport.decode(TwitterModels.Root.self, from: "twitter").model
        let first = try #require(root.statuses.first)
        #expect(first.id == 505874924095815700)
        #expect(first.idStr == "505874924095815681", "the number and its string differ in the data (rounded by its producer)")
        #expect(first.createdAt == "Sun Aug 31 00:29:15 +0000 2014")
        #expect(first.source == #"<a href="http://twitter.com/download/iphone" rel="nofollow">Twitter for iPhone</a>"#)
        #expect(first.user.screenName == "ayuu0123")
        #expect(first.user.name == "AYUMI")
        #expect(first.metadata.resultType == "recent")
        #expect(first.metadata.isoLanguageCode == "ja")
        #expect(first.text.hasPrefix("@aym0566x \n\n名前:前田あゆみ\n第一印象:なんか怖っ！"))
        #expect(first.text.contains("好きなところ:ぶすでキモいとこ😋✨✨\n"))
        #expect(first.text.hasSuffix("一言:お前は一生もんのダチ💖"))
        let mention = try #require(first.entities.userMentions.first)
        #expect(mention.screenName == "aym0566x")
        #expect(mention.name == "前田あゆみ")
        #expect(mention.id == 866260188)
        #expect(mention.indices == [0, 9])

        let last = try #require(root.statuses.last)
        #expect(last.id == 505874847260352500)
        #expect(last.user.screenName == "2no38mae")

        // All texts: Unicode scalars and UTF-8 bytes, counted independently by Python.
        #expect(root.statuses.map(\.text.unicodeScalars.count).reduce(0, +) == 11934)
        #expect(root.statuses.map(\.text.utf8.count).reduce(0, +) == 30610)

        let metadata = root.searchMetadata
        #expect(metadata.completedIn == 0.087)
        #expect(metadata.maxID == 505874924095815700)
        #expect(metadata.maxIDStr == "505874924095815681")
        #expect(metadata.count == 100)
        #expect(metadata.sinceID == 0)
        #expect(metadata.query == "%E4%B8%80")
        #expect(metadata.nextResults == "?max_id=505874847260352512&q=%E4%B8%80&count=100&include_entities=1")
    }

    @Test("reads entities: hashtags, links, media")
    func entities() throws {
        let root = try CorpusSupport.decode(TwitterModels.Root.self, from: "twitter").model
        let tagged = try #require(root.statuses.first { $0.id == 505874918198624260 })
        #expect(tagged.entities.hashtags.map(\.text) == ["LEDカツカツ選手権"])
        #expect(tagged.entities.hashtags.first?.indices == [17, 28])
        #expect(tagged.entities.symbols.isEmpty)

        let linked = try #require(root.statuses.first { $0.id == 505874900939046900 })
        let link = try #require(linked.entities.urls.first)
        #expect(link.url == "http://t.co/SXoYWH98as")
        #expect(link.expandedURL == "http://twitter.com/UARROW_Y/status/505871779949051904/photo/1")
        #expect(link.displayURL == "pic.twitter.com/SXoYWH98as")
        #expect(link.indices == [29, 51])

        let withMedia = try #require(root.statuses.first { $0.id == 505874922023837700 })
        let media = try #require(withMedia.entities.media?.first)
        #expect(media.id == 505864942575034400)
        #expect(media.idStr == "505864942575034369")
        #expect(media.mediaURLHttps == "https://pbs.twimg.com/media/BwUxfC6CIAEr-Ye.jpg")
        #expect(media.type == "photo")
        #expect((media.sizes.large.w, media.sizes.large.h, media.sizes.large.resize) == (765, 432, "fit"))
        #expect(media.sizes.thumb.resize == "crop")
        #expect(media.sourceStatusID == 505864943636197400)
        #expect(media.sourceStatusIDStr == "505864943636197376")
    }

    /// Optional properties cannot tell a missing key from a `null`: with `includesNulls: true` the
    /// encoder writes `null` for keys the input lacks (27 statuses have no `retweeted_status`, 85
    /// no `possibly_sensitive`, ...), so the output is the input plus those `null` members. The
    /// comparison therefore requires every input member to come back equal (so every key is
    /// mapped) and allows extra members only when they are `null`.
    @Test("re-encoding with nulls gives every input member back; extra members are only nulls")
    func roundTripWithNulls() throws {
        let (root, data) = try CorpusSupport.decode(TwitterModels.Root.self, from: "twitter")
        let input = try JSON(parsing: data)
        let output = try CorpusSupport.reencoded(root, includesNulls: true)
        #expect(CorpusSupport.differences(original: input, reencoded: output, allowingAddedNulls: true) == [])
        #expect(output["statuses"]?[0]?["retweeted_status"] == .null, "an absent key comes back as null")
    }

    /// Without nulls the encoder omits every `nil`, including the input's explicit `null`s
    /// (`in_reply_to_status_id`, `geo`, ...): the output is exactly the input without its `null`
    /// members.
    @Test("re-encoding without nulls gives the input minus its null members, exactly")
    func roundTripWithoutNulls() throws {
        let (root, data) = try CorpusSupport.decode(TwitterModels.Root.self, from: "twitter")
        let expected = CorpusSupport.removingNullMembers(try JSON(parsing: data))
        let output = try CorpusSupport.reencoded(root, includesNulls: false)
        #expect(CorpusSupport.differences(original: expected, reencoded: output) == [])
        #expect(output == expected)
    }
}

/// A narrow model of the same document, to see issue paths through arrays on real data.
enum TwitterNarrowModels {
    /// The result with statuses only.
    @JSONModel
    struct Root {
        var statuses: [TwitterNarrowModels.Status] = []
    }

    /// A status with its author only.
    @JSONModel
    struct Status {
        var user: TwitterNarrowModels.User?
    }

    /// An author whose id is (too narrowly) `Int32`: 75 of the 100 ids are above `Int32.max`.
    @JSONModel
    struct User {
        var id: Int32 = 0
        @JSONKey("screen_name") var screenName: String = ""
    }
}

extension TwitterCorpusTests {
    @Test("ids beyond Int32 are reported with their array paths, and strict mode stops at the first")
    func issuePaths() throws {
        let data = try fixtureData("twitter")
        var issues: [JSONDecodingIssue] = []
        let root = try TwitterNarrowModels.Root(json: data, issues: &issues)
        #expect(root.statuses.count == 100)
        #expect(issues.count == 75)
        #expect(issues.prefix(3).map(\.path) == ["statuses[5].user.id", "statuses[7].user.id", "statuses[8].user.id"])
        #expect(issues.first?.reason.contains("2530194984") == true)
        #expect(root.statuses[5].user?.id == 0, "left unchanged")
        #expect(root.statuses[5].user?.screenName == "kw_aru", "the rest of the user still decodes")
        #expect(root.statuses[0].user?.id == 1186275104)

        let error = #expect(throws: JSONModelError.self) {
            _ = try TwitterNarrowModels.Root(json: data, options: JSONDecodingOptions(strict: true))
        }
        #expect(error?.path == "statuses[5].user.id")
    }

    @Test("pretty-printed, key-sorted output reads back as the same value")
    func formattedOutput() throws {
        let (root, data) = try CorpusSupport.decode(TwitterModels.Root.self, from: "twitter")
        let text = try root.jsonString(options: JSONWritingOptions(formatting: [.prettyPrinted, .sortedKeys], indentWidth: 4))
        #expect(text.hasPrefix("{\n    \"search_metadata\": {\n        \"completed_in\": 0.087,"))
        let expected = CorpusSupport.removingNullMembers(try JSON(parsing: data))
        #expect(try JSON(parsing: text) == expected)
        #expect(try TwitterModels.Root(json: text, options: JSONDecodingOptions(strict: true)).statuses.count == 100)
    }
}
