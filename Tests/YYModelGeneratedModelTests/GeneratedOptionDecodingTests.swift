import Foundation
import Testing
import YYModel

/// The models generated with the options of `yymodel generate` (`--public`, `--sendable`,
/// `--equatable`, `--hashable`, `--class`, `--prefix`, `--infer-enums`, `--output-directory`)
/// compile, decode their samples without issues, and have the conformances they declare.
@Suite("Generated models with options")
struct GeneratedOptionDecodingTests {
    /// Compiles only for `Sendable` types: the check `--sendable` promises.
    private static func requireSendable<T: Sendable>(_: T.Type) {}

    /// Compiles only for `Hashable` types.
    private static func requireHashable<T: Hashable>(_: T.Type) {}

    @Test("twitter.json, public Sendable Hashable structs with enums, in one file")
    func publicTwitter() throws {
        let root = try SampleCheck.object(PublicTwitter.Root.self, from: "Fixtures/twitter.json")
        Self.requireSendable(PublicTwitter.Root.self)
        Self.requireSendable(PublicTwitter.Lang.self)
        Self.requireHashable(PublicTwitter.Root.self)
        #expect(root.statuses.first?.metadata.isoLanguageCode == .ja)
        #expect(root.statuses.contains { $0.lang == .zh })

        let again = try SampleCheck.object(PublicTwitter.Root.self, from: "Fixtures/twitter.json")
        #expect(root == again && root.hashValue == again.hashValue)
        var changed = again
        changed.statuses[0].metadata.isoLanguageCode = .zh
        #expect(root != changed)
        #expect(Set([root, again, changed]).count == 2)
    }

    @Test("the shop orders, public Hashable final classes with a prefix, one file per type")
    func shopClasses() throws {
        let first = try SampleCheck.array(ShopOrder.self, from: "Tests/GeneratorSamples/shop_orders_1.json")
        let second = try SampleCheck.array(ShopOrder.self, from: "Tests/GeneratorSamples/shop_orders_2.json")
        #expect(first.map(\.status) == [.pending, .inProgress, .inProgress2])
        #expect(first[0].items.map(\.kind) == [.default, .`self`])
        #expect(first[2].items.last?.kind == .empty)
        #expect(first[0].shipping.speed == ._2Day && first[0].customer.locale == .enGb)
        #expect(first[0].customer.tier == .gold && first[0].customer.name == "Ann")

        // Classes compare and hash by their mapped properties, not by identity.
        let copy = try SampleCheck.array(ShopOrder.self, from: "Tests/GeneratorSamples/shop_orders_1.json")
        #expect(first[0] !== copy[0] && first[0] == copy[0] && first[0].hashValue == copy[0].hashValue)
        #expect(first[0] != second[0])
        #expect(Set(first + copy).count == 3)
        copy[0].items[0].quantity += 1
        #expect(first[0] != copy[0])
    }

    @Test("the shop orders, Sendable Equatable structs declared in extensions of the namespace")
    func shopStructs() throws {
        let orders = try SampleCheck.array(ShopStructs.Order.self, from: "Tests/GeneratorSamples/shop_orders_2.json")
        Self.requireSendable(ShopStructs.Order.self)
        Self.requireSendable(ShopStructs.TypeEnum.self)
        #expect(orders.map(\.type) == [.wholesale, .retail, .retail])
        #expect(orders.first?.customer.locale == .enGb)
        #expect(orders[1] == orders[1] && orders[1] != orders[2])
    }

    @Test("a string that is not a case is a reported mismatch, and fails a strict decode")
    func unknownEnumValue() throws {
        let json = #"{"id": 1, "status": "lost", "tags": ["gift", "unknown"]}"#
        var issues: [JSONDecodingIssue] = []
        let order = try ShopOrder(json: Data(json.utf8), issues: &issues)
        #expect(order.id == 1 && order.status == nil && order.tags == [.gift])
        #expect(issues.map(\.path) == ["status", "tags[1]"])
        #expect(throws: JSONModelError.self) {
            try ShopOrder(json: Data(json.utf8), options: JSONDecodingOptions(strict: true))
        }
    }
}
