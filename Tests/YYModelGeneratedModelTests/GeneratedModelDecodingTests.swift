import Foundation
import Testing
import YYModel

/// The models `yymodel generate` wrote for the corpora (`Golden/`, refreshed by
/// `Scripts/refresh-golden.sh`) compile, decode their samples in strict mode without issues, and
/// keep every non-null value of the samples (re-encoding gives the samples back).
@Suite("Generated models decode their samples")
struct GeneratedModelDecodingTests {
    @Test("github_user.json")
    func githubUser() throws {
        try SampleCheck.object(GithubUser.Root.self, from: "Fixtures/github_user.json")
    }

    @Test("weibo.json")
    func weibo() throws {
        try SampleCheck.object(Weibo.Root.self, from: "Fixtures/weibo.json")
    }

    @Test("twitter.json")
    func twitter() throws {
        let root = try SampleCheck.object(Twitter.Root.self, from: "Fixtures/twitter.json")
        #expect(root.statuses.count == 100)
    }

    @Test("citm_catalog.json")
    func citmCatalog() throws {
        let root = try SampleCheck.object(CitmCatalog.Root.self, from: "Fixtures/citm_catalog.json")
        #expect(root.events.count == 184)
    }

    @Test("canada.json")
    func canada() throws {
        let root = try SampleCheck.object(Canada.Root.self, from: "Fixtures/canada.json")
        #expect(root.features.first?.geometry.coordinates.count == 480)
    }

    @Test("the edge cases, as final classes: an object sample and an array sample")
    func edgeCases() throws {
        // The empty key has no property: `@JSONKey` cannot name it.
        let root = try SampleCheck.object(EdgeCases.Root.self, from: "Tests/GeneratorSamples/edge_cases_1.json", unmappedKeys: [""])
        #expect(root.bigID == UInt64.max)
        #expect(root.`default` && root.`self` == 3 && root.aB == "a dot in the key" && root._2x == "starts with a digit")
        #expect(root.userID == 1 && root.userID2 == 2)
        #expect(root.statuses.first?.retweetedStatus.user.nickname == "e")
        let roots = try SampleCheck.array(EdgeCases.Root.self, from: "Tests/GeneratorSamples/edge_cases_2.json")
        #expect(roots.first?.createdAt == root.createdAt)
    }
}
