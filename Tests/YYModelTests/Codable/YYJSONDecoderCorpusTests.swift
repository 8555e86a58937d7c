import Foundation
import Testing
@testable import YYModel

/// Real documents decode to the same values as with Foundation's `JSONDecoder`, and survive a round
/// trip through both encoders.
@Suite struct YYJSONDecoderCorpusTests {
    @Test func githubUserDecodesLikeFoundation() throws {
        let data = try fixtureData("github_user")
        let expected = try JSONDecoder().decode(CodableGithubUser.self, from: data)
        let actual = try YYJSONDecoder().decode(CodableGithubUser.self, from: data)
        #expect(actual == expected)
        #expect(actual.login == "facebook" && actual.publicRepos == 147 && actual.email == nil)
    }

    @Test func weiboDecodesLikeFoundationWithSnakeCase() throws {
        let data = try fixtureData("weibo")
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        let ours = YYJSONDecoder()
        ours.keyDecodingStrategy = .convertFromSnakeCase
        let actual = try ours.decode(CodableWeiboStatus.self, from: data)
        #expect(actual == (try foundation.decode(CodableWeiboStatus.self, from: data)))
        #expect(actual.id == 3_887_674_148_022_737 && actual.user.followersCount == 39_082_009)
    }

    @Test func twitterDecodesLikeFoundation() throws {
        let data = try fixtureData("twitter")
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        let ours = YYJSONDecoder()
        ours.keyDecodingStrategy = .convertFromSnakeCase
        let actual = try ours.decode(CodableTwitterSearch.self, from: data)
        #expect(actual == (try foundation.decode(CodableTwitterSearch.self, from: data)))
        #expect(actual.statuses.count == 100)
    }

    @Test func twitterAsGenericTreeDecodesLikeFoundation() throws {
        // Every value of the document, through nested dictionaries and arrays of `JSON`.
        let data = try fixtureData("twitter")
        let actual = try YYJSONDecoder().decode(JSON.self, from: data)
        let expected = try JSONDecoder().decode(JSON.self, from: data)
        #expect(actual == expected)
    }

    @Test(arguments: ["github_user", "weibo", "twitter"])
    func roundTripThroughBothEncoders(_ name: String) throws {
        let data = try fixtureData(name)
        let decoder = YYJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let encoder = YYJSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let foundationDecoder = JSONDecoder()
        foundationDecoder.keyDecodingStrategy = .convertFromSnakeCase
        let foundationEncoder = JSONEncoder()
        foundationEncoder.keyEncodingStrategy = .convertToSnakeCase
        switch name {
        case "github_user":
            let value = try YYJSONDecoder().decode(CodableGithubUser.self, from: data)
            #expect(try YYJSONDecoder().decode(CodableGithubUser.self, from: YYJSONEncoder().encode(value)) == value)
            #expect(try JSONDecoder().decode(CodableGithubUser.self, from: YYJSONEncoder().encode(value)) == value)
            #expect(try YYJSONDecoder().decode(CodableGithubUser.self, from: JSONEncoder().encode(value)) == value)
        case "weibo":
            let value = try decoder.decode(CodableWeiboStatus.self, from: data)
            #expect(try decoder.decode(CodableWeiboStatus.self, from: encoder.encode(value)) == value)
            #expect(try foundationDecoder.decode(CodableWeiboStatus.self, from: encoder.encode(value)) == value)
            #expect(try decoder.decode(CodableWeiboStatus.self, from: foundationEncoder.encode(value)) == value)
        default:
            let value = try decoder.decode(CodableTwitterSearch.self, from: data)
            #expect(try decoder.decode(CodableTwitterSearch.self, from: encoder.encode(value)) == value)
            #expect(try foundationDecoder.decode(CodableTwitterSearch.self, from: encoder.encode(value)) == value)
            #expect(try decoder.decode(CodableTwitterSearch.self, from: foundationEncoder.encode(value)) == value)
        }
    }

    @Test func sortedPrettyOutputMatchesFoundationByteForByte() throws {
        let value = try YYJSONDecoder().decode(CodableGithubUser.self, from: fixtureData("github_user"))
        let pair = EncoderPair { foundation, ours in
            foundation.outputFormatting = [.prettyPrinted, .sortedKeys]
            ours.outputFormatting = [.prettyPrinted, .sortedKeys]
        }
        try pair.expectSameText(value)
        let tree = try YYJSONDecoder().decode(JSON.self, from: fixtureData("twitter"))
        try pair.expectSameText(tree)
    }
}
