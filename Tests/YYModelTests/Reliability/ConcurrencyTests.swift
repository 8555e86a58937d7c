import Foundation
import Testing
import YYModel
import YYModelCorpusModels

/// Models used by no other test, so that their schemas are first built here, by many tasks at once.
@JSONModel(keyStrategy: .snakeCase)
struct ConcurrentOrder: Equatable {
    var orderID: UInt64 = 0
    var customerName: String = ""
    var lines: [ConcurrentLine] = []
    var notes: [String: String] = [:]
    var paidAt: Date?
}

/// A line of a ``ConcurrentOrder``.
@JSONModel(keyStrategy: .snakeCase)
struct ConcurrentLine: Equatable {
    @JSONKey("sku", "product.sku") var sku: String = ""
    var quantity: Int = 0
    var unitPrice: Double = 0
}

/// Requires `T` to be `Sendable` at compile time; the test fails to build if a conformance goes.
func requireSendable<T: Sendable>(_: T.Type) {}

/// The same types and values used from many tasks at once: results are checked against a
/// single-threaded reference. Run under `swift test --sanitize=thread` to find races.
@Suite("Reliability: concurrency")
struct ConcurrencyTests {
    /// Tasks per test: enough to overlap on every core; fewer under ThreadSanitizer's slowdown.
    static let tasks = Reliability.size(16, underThreadSanitizer: 6)

    @Test("public value and configuration types are Sendable")
    func sendableConformances() {
        requireSendable(JSON.self)
        requireSendable(JSONNumber.self)
        requireSendable(JSONObject.self)
        requireSendable(JSONDocument.self)
        requireSendable(JSONParseError.self)
        requireSendable(JSONModelError.self)
        requireSendable(JSONDecodingIssue.self)
        requireSendable(JSONWritingError.self)
        requireSendable(JSONDecodingOptions.self)
        requireSendable(JSONWritingOptions.self)
        requireSendable(JSONWritingOptions.Formatting.self)
        requireSendable(JSONWriter.Mark.self)
        requireSendable(JSONDateDecodingStrategy.self)
        requireSendable(JSONDateEncodingStrategy.self)
        requireSendable(JSONKeyStrategy.self)
        requireSendable(JSONModelSchema.self)
        requireSendable(JSONPropertySchema.self)
        requireSendable(JSONModelHooks.self)
        requireSendable(AnyCodingKey.self)
        requireSendable(YYJSONDecoder.self)
        requireSendable(YYJSONDecoder.KeyDecodingStrategy.self)
        requireSendable(YYJSONDecoder.DateDecodingStrategy.self)
        requireSendable(YYJSONDecoder.DataDecodingStrategy.self)
        requireSendable(YYJSONDecoder.NonConformingFloatDecodingStrategy.self)
        requireSendable(YYJSONEncoder.self)
        requireSendable(YYJSONEncoder.OutputFormatting.self)
        requireSendable(YYJSONEncoder.KeyEncodingStrategy.self)
        requireSendable(YYJSONEncoder.DateEncodingStrategy.self)
        requireSendable(YYJSONEncoder.DataEncodingStrategy.self)
        requireSendable(YYJSONEncoder.NonConformingFloatEncodingStrategy.self)
        // Models whose properties are Sendable are Sendable too (the macro adds no reference state).
        requireSendable(TwitterModels.Root.self)
        requireSendable(WeiboModels.Root.self)
        requireSendable(GithubUserModels.Root.self)
        requireSendable(ConcurrentOrder.self)
        requireSendable(PropertyModel.self)
    }

    @Test("corpus models decode and encode from many tasks at once, with the single-task results")
    func corpusModelsInParallel() async throws {
        let twitter = try fixtureData("twitter")
        let weibo = try fixtureData("weibo")
        let github = try fixtureData("github_user")
        let expected = (
            twitter: try TwitterModels.Root(json: twitter).jsonData(),
            weibo: try WeiboModels.Root(json: weibo).jsonData(),
            github: try GithubUserModels.Root(json: github).jsonData()
        )
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for task in 0..<Self.tasks {
                group.addTask {
                    switch task % 3 {
                    case 0: return try TwitterModels.Root(json: twitter, options: JSONDecodingOptions(strict: true)).jsonData() == expected.twitter
                    case 1: return try WeiboModels.Root(json: weibo).jsonData() == expected.weibo
                    default: return try GithubUserModels.Root(json: github).jsonData() == expected.github
                    }
                }
            }
            for try await matches in group { #expect(matches) }
        }
    }

    @Test("fresh model types: schemas are built once, safely, by racing tasks")
    func firstUseFromManyTasks() async throws {
        let text = #"""
            {"order_id": 77, "customer_name": "Zoë", "paid_at": "2024-02-29T12:00:00Z",
             "lines": [{"sku": "A-1", "quantity": "3", "unit_price": 9.5}, {"product": {"sku": "B-2"}, "quantity": 1, "unit_price": 0.1}],
             "notes": {"gift": "yes", "wrap": "\u263A"}}
            """#
        let orders = try await withThrowingTaskGroup(of: (ConcurrentOrder, String).self) { group in
            for _ in 0..<Self.tasks {
                group.addTask {
                    let order = try ConcurrentOrder(json: text)
                    return (order, try order.jsonString(options: .sortedKeys))
                }
            }
            var results: [(ConcurrentOrder, String)] = []
            for try await result in group { results.append(result) }
            return results
        }
        let reference = try ConcurrentOrder(json: text)
        #expect(reference.lines.map(\.sku) == ["A-1", "B-2"] && reference.lines[0].quantity == 3)
        #expect(reference.notes["wrap"] == "☺" && reference.paidAt != nil)
        for (order, encoded) in orders {
            #expect(order == reference)
            #expect(encoded == (try reference.jsonString(options: .sortedKeys)))
        }
    }

    @Test("one YYJSONDecoder and YYJSONEncoder serve many tasks while another task reconfigures them")
    func sharedCoders() async throws {
        let decoder = YYJSONDecoder()
        let encoder = YYJSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try fixtureData("twitter")
        let reference = try encoder.encode(decoder.decode(TwitterCodable.Root.self, from: data))
        try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                // Settings that do not change the outcome, flipped back and forth meanwhile.
                for index in 0..<200 {
                    decoder.allowsLenientConversions = index % 2 == 0
                    decoder.userInfo = [CodingUserInfoKey(rawValue: "round")!: index]
                    encoder.userInfo = [CodingUserInfoKey(rawValue: "round")!: index]
                }
                return true
            }
            for _ in 0..<Self.tasks {
                group.addTask {
                    let root = try decoder.decode(TwitterCodable.Root.self, from: data)
                    return try encoder.encode(root) == reference
                }
            }
            for try await matches in group { #expect(matches) }
        }
    }

    @Test("one JSON value and one JSONDocument are read from many tasks at once")
    func sharedValues() async throws {
        let data = try fixtureData("citm_catalog")
        let document = try JSONDocument(parsing: data)
        let value = document.root
        let reference = (text: try value.jsonData(), hash: value.hashValue, count: value["events"]?.object?.count)
        await withTaskGroup(of: Bool.self) { group in
            for task in 0..<Self.tasks {
                group.addTask {
                    switch task % 3 {
                    case 0: return (try? value.jsonData()) == reference.text && value.hashValue == reference.hash
                    case 1: return document.root == value
                    default: return document.withRoot { $0["events"]?.count } == reference.count
                    }
                }
            }
            for await matches in group { #expect(matches) }
        }
    }
}
