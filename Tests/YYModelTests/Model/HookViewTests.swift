import Foundation
import Testing
import YYModel

/// The `JSON` a hook receives reads the document only when the hook looks at it: what a hook keeps,
/// reads or returns unchanged behaves as a `JSON` tree would.
@Suite struct HookViewTests {
    /// Values that hooks kept, to read after the decode that made them has finished.
    final class Kept: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [JSON] = []
        func append(_ value: JSON) { lock.withLock { values.append(value) } }
        func removeAll() -> [JSON] { lock.withLock { defer { values = [] }; return values } }
    }

    static let keptByDidDecode = Kept()
    static let keptByWillDecode = Kept()

    @JSONModel
    struct Keeper {
        var id: Int = 0
        var tags: [String] = []
        mutating func jsonDidDecode(_ json: JSON) throws { HookViewTests.keptByDidDecode.append(json) }
    }

    @JSONModel
    struct KeeperList {
        var items: [Keeper] = []
    }

    static let keptEvenOnes = Kept()

    /// Keeps the value of every other one.
    @JSONModel
    struct SometimesKept {
        var id: Int = 0
        mutating func jsonDidDecode(_ json: JSON) throws { if id % 2 == 0 { HookViewTests.keptEvenOnes.append(json) } }
    }

    @JSONModel
    struct SometimesKeptList {
        var items: [SometimesKept] = []
    }

    static let keptByOtherThreads = Kept()
    static let otherThreads = DispatchGroup()

    /// Reads its value on another thread, which may still be reading when the decode goes on.
    @JSONModel
    struct Shared {
        var id: Int = 0
        mutating func jsonDidDecode(_ json: JSON) throws {
            HookViewTests.otherThreads.enter()
            DispatchQueue.global().async {
                if json["id"] != nil, json.object?.keys.isEmpty == false { HookViewTests.keptByOtherThreads.append(json) }
                HookViewTests.otherThreads.leave()
            }
        }
    }

    @JSONModel
    struct PassThrough: Equatable {
        var id: Int = 0
        var name: String = ""
        var child: Leaf?
        static func jsonWillDecode(_ json: JSON) -> JSON { json }
        func jsonWillEncode(_ json: inout JSON) throws {}
    }

    @JSONModel
    struct Plain: Equatable {
        var id: Int = 0
        var name: String = ""
        var child: Leaf?
    }

    @JSONModel
    struct Leaf: Equatable {
        var id: Int = 0
        var name: String = ""
    }

    @JSONModel
    struct Reader {
        var id: Int = 0
        var doubled: Int = 0
        mutating func jsonDidDecode(_ json: JSON) throws {
            doubled = 2 * (json["id"]?.int ?? 0)
        }
    }

    @JSONModel
    struct KeptThenEdited {
        var id: Int = 0
        static func jsonWillDecode(_ json: JSON) -> JSON {
            HookViewTests.keptByWillDecode.append(json)
            var edited = json
            edited["id"] = 7
            return edited
        }
    }

    @Test func aKeptValueOutlivesTheDecode() throws {
        let text = #"{"items": [{"id": 1, "tags": ["a", "b\u00e9"]}, {"id": 2, "tags": [], "extra": {"deep": [1.5, null]}}]}"#
        let list = try KeeperList(json: Data(text.utf8))
        #expect(list.items.map(\.id) == [1, 2])
        let kept = Self.keptByDidDecode.removeAll()
        #expect(kept == [["id": 1, "tags": ["a", "bé"]], ["id": 2, "tags": [], "extra": ["deep": [1.5, nil]]]])
        #expect(kept.last?.extra?.deep?[0]?.double == 1.5)
    }

    /// A thread lends what its hooks did not keep to its next hook; what they kept stays theirs.
    @Test func valuesKeptAmongOnesNotKeptStayTheirOwn() throws {
        for id in 0..<6 { _ = try SometimesKept(json: #"{"id": \#(id)}"#) }
        #expect(Self.keptEvenOnes.removeAll() == [["id": 0], ["id": 2], ["id": 4]])
        let list = #"{"items": ["# + (0..<6).map { #"{"id": \#($0)}"# }.joined(separator: ", ") + "]}"
        #expect(try SometimesKeptList(json: list).items.map(\.id) == Array(0..<6))
        #expect(Self.keptEvenOnes.removeAll() == [["id": 0], ["id": 2], ["id": 4]])
    }

    @Test func aValueKeptByWillDecodeOutlivesTheDecode() throws {
        #expect(try KeptThenEdited(json: #"{"id": 1, "note": "x"}"#).id == 7)
        #expect(Self.keptByWillDecode.removeAll() == [["id": 1, "note": "x"]])
    }

    @Test func aValueReadOnAnotherThreadOutlivesTheDecode() throws {
        let text = "[" + (0..<200).map { #"{"id": \#($0), "name": "n\#($0)", "tags": [\#($0), {"k": "v"}]}"# }.joined(separator: ",") + "]"
        let models = try [Shared](json: text)
        HookViewTests.otherThreads.wait()
        let kept = Self.keptByOtherThreads.removeAll().sorted { ($0.id?.int ?? 0) < ($1.id?.int ?? 0) }
        #expect(models.map(\.id) == Array(0..<200))
        #expect(kept.count == 200)
        for (index, value) in kept.enumerated() {
            #expect(value == ["id": .number(JSONNumber(index)), "name": .string("n\(index)"), "tags": [.number(JSONNumber(index)), ["k": "v"]]])
        }
    }

    @Test func aHookThatReadsOneKeySeesItsValue() throws {
        #expect(try Reader(json: #"{"id": 21, "id": 4}"#).doubled == 8)   // the last duplicate, as lookups see it
        #expect(try [Reader](json: #"[{"id": 1}, {}]"#).map(\.doubled) == [2, 0])
    }

    @Test func hooksThatChangeNothingDecodeAndEncodeAsWithoutHooks() throws {
        let text = #"{"id": 3, "name": "a/b \"q\"", "child": {"id": 4, "name": "é", "child": null}}"#
        let hooked = try PassThrough(json: text)
        let plain = try Plain(json: text)
        #expect(hooked.id == plain.id && hooked.name == plain.name && hooked.child == plain.child)
        let layouts: [JSONWritingOptions] = [.compact, [.prettyPrinted], [.sortedKeys], [.prettyPrinted, .sortedKeys], [.withoutEscapingSlashes]]
        for options in layouts {
            #expect(try hooked.jsonString(options: options) == plain.jsonString(options: options))
            #expect(try [hooked, hooked].jsonString(options: options) == [plain, plain].jsonString(options: options))
            #expect(try ["k": hooked].jsonString(options: options) == ["k": plain].jsonString(options: options))
        }
    }

    @Test func aHookGivenANonObjectStillSeesIt() throws {
        var issues: [JSONDecodingIssue] = []
        let list = try [PassThrough](json: #"[{"id": 1}, "text", 5]"#, issues: &issues)
        #expect(list.map(\.id) == [1])
        #expect(issues.count == 2)
    }
}
