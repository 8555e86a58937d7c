import Foundation
import Testing
import YYModel

/// Hostile and random input through the shapes beyond flat records (``AccountModels``): a generic
/// envelope, hooks on nested models, a polymorphic class, a discriminated enum, key paths and
/// `update(withJSON:)`, lenient and strict. The `shapes` fuzz target checks the same rules.
@Suite struct ModelFamilyTests {
    typealias Response = AccountModels.Response

    @Test func theFamilyDecodesEveryShape() throws {
        let response = try Response(json: AccountModels.baseResponse, options: JSONDecodingOptions(strict: true))
        let page = try #require(response.data)
        #expect(page.total == 2)
        #expect(page.items.map(\.id) == [1, 2])
        #expect(page.items.map(\.nameLength) == [3, 2])
        #expect(page.items[0].pet is AccountModels.Dog)
        #expect(!(page.items[1].pet is AccountModels.Dog))
        #expect(page.items[0].attachments.count == 3)
        if case .link(let link) = page.items[0].attachments[1] { #expect(link.href == "h") } else { Issue.record("not a link") }
        #expect(page.byCursor["c1"]?.name == "Cy")
        #expect(AccountModels.brokenRule(for: Array(AccountModels.baseResponse.utf8)) == nil)
    }

    @Test func updatesRunNestedHooksInTheEnvelope() throws {
        var response = try Response(json: AccountModels.baseResponse)
        var issues: [JSONDecodingIssue] = []
        try response.update(withJSON: #"{"data": {"byCursor": {"c1": {"name": "Cyrus"}}, "meta": {"total": "3"}}}"#, issues: &issues)
        #expect(issues.isEmpty)
        #expect(response.data?.byCursor["c1"]?.nameLength == 5)
        #expect(response.data?.total == 3)
        try response.update(withJSON: #"{"data": {"items": [{"ID": -1}, {"id": 9, "name": "Di"}]}}"#, issues: &issues)
        #expect(response.data?.items.map(\.id) == [9])
        #expect(issues.map(\.path) == ["data.items[0]"])
    }

    /// Inputs aimed at the seams: hooks that reject, subclasses, unknown cases, paths through
    /// non-objects, dates no format can write, names the encode hook refuses, deep nesting.
    static let hostile: [String] = [
        #"{"data": {"items": [{"ID": -5}, {"id": -1, "name": "x"}]}}"#,
        #"{"data": {"items": [{"name": "secret"}], "byCursor": {"a": {"name": "secret"}, "b": {"id": 1}}}}"#,
        #"{"data": {"items": [{"createdAt": 1e19}, {"createdAt": -1e300}, {"createdAt": "0000-01-01"}]}}"#,
        #"{"data": {"items": [{"pet": {"barks": "yes", "name": 1}}, {"pet": []}, {"pet": {"barks": null}}]}}"#,
        #"{"data": {"items": [{"attachments": [{"type": "video"}, {"type": 1}, {}, [], {"type": "image", "width": "wide"}]}]}}"#,
        #"{"data": {"meta": [], "total": 5, "items": {}}}"#,
        #"{"data": {"meta": {"total": null}, "total": "7"}}"#,
        #"{"data": {"items": [{"profile": "Ann", "name": "Bo"}, {"profile": {"name": {"first": "A"}}}]}}"#,
        #"{"code": "x", "message": 12, "data": 7}"#,
        #"{"data": null}"#,
        #"[1, 2]"#,
        #"{"data": {"items": [{"ID": 1, "id": 2}, {"ID": "3"}]}}"#,
        #"{"data": {"items": [{"tags": [1, null, "a", {}]}]}}"#,
        String(repeating: #"{"data":"#, count: 600) + "null" + String(repeating: "}", count: 600),
        #"{"data": {"items": ["# + String(repeating: #"{"attachments": [{"type": "image"}]},"#, count: 300) + "{}]}}",
    ]

    @Test("hostile inputs follow every rule", arguments: hostile)
    func hostileInput(_ text: String) {
        #expect(AccountModels.brokenRule(for: Array(text.utf8)) == nil)
    }

    @Test func mutatedResponsesFollowEveryRule() throws {
        var generator = RandomJSON(seed: 0x5EED_0029)
        let base = Array(AccountModels.baseResponse.utf8)
        var seeds = [base, Array(try Response(json: base).jsonData())]
        // Random values grafted where the family reads: every key meets every kind.
        for _ in 0..<20 {
            var value = try JSON(parsing: base)
            var data = try #require(value["data"])
            if case .array(var items)? = data["items"], var first = items.first {
                first[["id", "pet", "attachments", "createdAt", "profile"][generator.below(5)]] = generator.value(depth: 3)
                items[0] = first
                data["items"] = .array(items)
            }
            data["byCursor"] = generator.value(depth: 3)
            value["data"] = data
            seeds.append(Array(try value.jsonData()))
        }
        let count = Reliability.size(3_000, underThreadSanitizer: 600)
        for iteration in 0..<count {
            let bytes = generator.mutate(seeds[iteration % seeds.count])
            let broken = AccountModels.brokenRule(for: bytes)
            #expect(broken == nil, "iteration \(iteration): \(String(decoding: bytes, as: UTF8.self))")
            if broken != nil { break }
        }
    }
}
