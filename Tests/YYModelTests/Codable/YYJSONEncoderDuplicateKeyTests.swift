import Foundation
import Testing
import YYModel

/// A keyed container never writes a key twice: the last value wins and containers opened again for
/// a key add to the one it has, as in Foundation's `JSONEncoder`, checked against it in each test.
@Suite struct YYJSONEncoderDuplicateKeyTests {
    /// A value whose `encode(to:)` is the closure given.
    struct Encoding: Encodable {
        let body: @Sendable (any Encoder) throws -> Void
        func encode(to encoder: any Encoder) throws { try body(encoder) }
    }

    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The output of both encoders with the same settings.
    private static func outputs(
        _ value: Encoding, sorted: Bool = true, pretty: Bool = false, snakeCase: Bool = false, allKeysNamed name: String? = nil
    ) throws -> (ours: String, foundation: String) {
        let ours = YYJSONEncoder()
        let foundation = JSONEncoder()
        if sorted {
            ours.outputFormatting.insert(.sortedKeys)
            foundation.outputFormatting.insert(.sortedKeys)
        }
        if pretty {
            ours.outputFormatting.insert(.prettyPrinted)
            foundation.outputFormatting.insert(.prettyPrinted)
        }
        if snakeCase {
            ours.keyEncodingStrategy = .convertToSnakeCase
            foundation.keyEncodingStrategy = .convertToSnakeCase
        }
        if let name {
            ours.keyEncodingStrategy = .custom { _ in Key(name) }
            foundation.keyEncodingStrategy = .custom { _ in Key(name) }
        }
        return (String(decoding: try ours.encode(value), as: UTF8.self), String(decoding: try foundation.encode(value), as: UTF8.self))
    }

    /// The output's members, recording an issue when a key appears twice.
    private static func members(_ text: String) throws -> [String: JSON] {
        let document = try JSONDocument(parsing: Array(text.utf8))
        document.withRoot { root in
            var keys: Set<String> = []
            for (key, _) in root.members {
                let name = String(decoding: key, as: UTF8.self)
                #expect(keys.insert(name).inserted, "\(name) written twice in \(text)")
            }
        }
        return try JSONDecoder().decode([String: JSON].self, from: Data(text.utf8))
    }

    @Test(arguments: [(true, false), (false, false), (false, true), (true, true)])
    func aKeyEncodedAgainKeepsTheLastValue(sorted: Bool, pretty: Bool) throws {
        let value = Encoding { encoder in
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(0, forKey: Key("key"))
            try container.encode("x", forKey: Key("other"))
            try container.encode(42, forKey: Key("key"))
            try container.encodeNil(forKey: Key(""))
            try container.encode(true, forKey: Key(""))
            try container.encode(1, forKey: Key("q\"uote"))
            try container.encode(2, forKey: Key("q\"uote"))
        }
        let (ours, foundation) = try Self.outputs(value, sorted: sorted, pretty: pretty)
        if sorted { #expect(ours == foundation) }
        #expect(try Self.members(ours) == Self.members(foundation))
        #expect(try Self.members(ours)["key"] == 42)
    }

    @Test func containersOpenedAgainForAKeyAreMerged() throws {
        let value = Encoding { encoder in
            var container = encoder.container(keyedBy: Key.self)
            var first = container.nestedContainer(keyedBy: Key.self, forKey: Key("nested"))
            try first.encode(1, forKey: Key("a"))
            try container.encode(2, forKey: Key("between"))
            var second = container.nestedContainer(keyedBy: Key.self, forKey: Key("nested"))
            try second.encode(3, forKey: Key("b"))
            try second.encode(4, forKey: Key("a"))
            var list = container.nestedUnkeyedContainer(forKey: Key("list"))
            try list.encode(1)
            var again = container.nestedUnkeyedContainer(forKey: Key("list"))
            try again.encode(2)
        }
        let (ours, foundation) = try Self.outputs(value)
        #expect(ours == foundation)
        #expect(ours == #"{"between":2,"list":[1,2],"nested":{"a":4,"b":3}}"#)
    }

    @Test func keysAStrategyMapsToOneNameAreOneMember() throws {
        let value = Encoding { encoder in
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(1, forKey: Key("userID"))
            try container.encode(2, forKey: Key("user_id"))
            try container.encode(3, forKey: Key("name"))
        }
        let snake = try Self.outputs(value, snakeCase: true)
        #expect(snake.ours == snake.foundation)
        let constant = try Self.outputs(value, sorted: false, allKeysNamed: "same")
        #expect(try Self.members(constant.ours) == Self.members(constant.foundation))
        #expect(constant.ours == #"{"same":3}"#)
    }

    @Test func aKeyedContainerAfterASingleValueDictionaryAddsToIt() throws {
        let value = Encoding { encoder in
            var single = encoder.singleValueContainer()
            try single.encode(["a": 1])
            var keyed = encoder.container(keyedBy: Key.self)
            try keyed.encode(2, forKey: Key("b"))
        }
        let (ours, foundation) = try Self.outputs(value)
        #expect(ours == foundation)
        #expect(ours == #"{"a":1,"b":2}"#)
    }

    @Test func superEncodersForOneKeyShareIt() throws {
        let value = Encoding { encoder in
            var container = encoder.container(keyedBy: Key.self)
            try "first".encode(to: container.superEncoder(forKey: Key("parent")))
            try "second".encode(to: container.superEncoder(forKey: Key("parent")))
        }
        let (ours, foundation) = try Self.outputs(value)
        #expect(ours == foundation)
    }

    @Test func aKeyReusedWithAnotherContainerKindStillWritesValidJSON() throws {
        // Foundation stops the program here; this encoder keeps one member, the last.
        let value = Encoding { encoder in
            var container = encoder.container(keyedBy: Key.self)
            var nested = container.nestedContainer(keyedBy: Key.self, forKey: Key("x"))
            try nested.encode(1, forKey: Key("a"))
            var list = container.nestedUnkeyedContainer(forKey: Key("x"))
            try list.encode(2)
        }
        let output = String(decoding: try YYJSONEncoder().encode(value), as: UTF8.self)
        #expect(output == #"{"x":[2]}"#)
    }

    @Test(arguments: [10, 31, 32, 33, 200])
    func largeObjectsFindTheirDuplicatesToo(keyCount: Int) throws {
        // Names alike in length and ending, so that their fingerprints collide.
        let names = (0..<keyCount).map { "k\(String($0, radix: 36))_ab".padding(toLength: 8, withPad: "x", startingAt: 0) }
        let distinct = Encoding { encoder in
            var container = encoder.container(keyedBy: Key.self)
            for (index, name) in names.enumerated() { try container.encode(index, forKey: Key(name)) }
        }
        let plain = try Self.outputs(distinct)
        #expect(plain.ours == plain.foundation)
        #expect(try Self.members(plain.ours).count == keyCount)
        let repeated = Encoding { encoder in
            var container = encoder.container(keyedBy: Key.self)
            for (index, name) in names.enumerated() { try container.encode(index, forKey: Key(name)) }
            try container.encode(-1, forKey: Key(names[keyCount / 2]))
            try container.encode(-2, forKey: Key(names[keyCount - 1]))
        }
        let (ours, foundation) = try Self.outputs(repeated)
        #expect(ours == foundation)
        #expect(try Self.members(ours)[names[keyCount / 2]] == -1)
    }

    @Test func nestedObjectsKeepTheirOwnKeys() throws {
        // The same key in an object and in the object nested in it is not a duplicate.
        struct Node: Encodable { var id: Int; var child: [String: Int]; var next: Leaf }
        struct Leaf: Encodable { var id: Int; var child: Int }
        let value = [Node(id: 1, child: ["id": 2], next: Leaf(id: 3, child: 4))]
        let ours = String(decoding: try YYJSONEncoder().encode(value), as: UTF8.self)
        #expect(ours == #"[{"id":1,"child":{"id":2},"next":{"id":3,"child":4}}]"#)
    }

    // Keys of enum types are checked by case, without their names; the tests below write them in
    // compact, unsorted output, where that check runs.

    enum Field: String, CodingKey { case id, name, note, userID, user_id, slash = "a/b", quote = "q\"uote", accent = "é" }

    @Test func anEnumKeyEncodedAgainKeepsTheLastValue() throws {
        let value = Encoding { encoder in
            var container = encoder.container(keyedBy: Field.self)
            try container.encode(1, forKey: .id)
            try container.encode("first", forKey: .name)
            try container.encode(2, forKey: .id)
            var nested = container.nestedContainer(keyedBy: Field.self, forKey: .note)
            try nested.encode(3, forKey: .id)
            var again = container.nestedContainer(keyedBy: Field.self, forKey: .note)
            try again.encode(4, forKey: .name)
        }
        let (ours, foundation) = try Self.outputs(value, sorted: false)
        #expect(try Self.members(ours) == Self.members(foundation))
        #expect(try Self.members(ours) == ["id": 2, "name": "first", "note": ["id": 3, "name": 4]])
    }

    @Test(arguments: [false, true])
    func enumKeysAreEscapedAsFoundationEscapesThem(withoutEscapingSlashes: Bool) throws {
        let value = Encoding { encoder in
            var container = encoder.container(keyedBy: Field.self)
            for (index, key) in [Field.slash, .quote, .accent, .slash].enumerated() { try container.encode(index, forKey: key) }
        }
        let ours = YYJSONEncoder(), foundation = JSONEncoder()
        if withoutEscapingSlashes {
            ours.outputFormatting = .withoutEscapingSlashes
            foundation.outputFormatting = .withoutEscapingSlashes
        }
        let text = String(decoding: try ours.encode(value), as: UTF8.self)
        let expected = String(decoding: try foundation.encode(value), as: UTF8.self)
        #expect(try Self.members(text) == Self.members(expected))
        #expect(text.contains(withoutEscapingSlashes ? #""a/b":3"# : #""a\/b":3"#))
        #expect(text.contains(#""q\"uote":1"#))
    }

    @Test func enumKeysASnakeCaseStrategyMapsToOneNameAreOneMember() throws {
        let value = Encoding { encoder in
            var container = encoder.container(keyedBy: Field.self)
            try container.encode(1, forKey: .userID)
            try container.encode(2, forKey: .user_id)
            try container.encode(3, forKey: .name)
        }
        for _ in 0..<2 {
            let (ours, foundation) = try Self.outputs(value, sorted: false, snakeCase: true)
            #expect(try Self.members(ours) == Self.members(foundation))
            #expect(try Self.members(ours) == ["user_id": 2, "name": 3])
            // The same key type under default keys has names of its own.
            #expect(try Self.members(Self.outputs(value, sorted: false).ours) == ["userID": 1, "user_id": 2, "name": 3])
        }
    }

    /// Two cases with one name, as a hand-written `stringValue` can give them.
    enum Alias: CodingKey {
        case first, second, other
        var stringValue: String { self == .other ? "other" : "same" }
        var intValue: Int? { nil }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { nil }
    }

    @Test func enumCasesWithOneNameAreOneMember() throws {
        let value = Encoding { encoder in
            var container = encoder.container(keyedBy: Alias.self)
            try container.encode(1, forKey: .first)
            try container.encode(2, forKey: .other)
            try container.encode(3, forKey: .second)
        }
        // The second time, the type is known to have such cases from the start.
        for _ in 0..<2 {
            let (ours, foundation) = try Self.outputs(value, sorted: false)
            #expect(try Self.members(ours) == Self.members(foundation))
            #expect(try Self.members(ours) == ["same": 3, "other": 2])
        }
    }

    class Base: Encodable {
        enum CodingKeys: String, CodingKey { case id, name }
        var id = 1, name = "base"
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
        }
    }

    final class Derived: Base {
        enum CodingKeys: String, CodingKey { case name, text, list }
        var text = #"a "quoted", {braced} [text]\"#
        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(text, forKey: .text)
            try container.encode(["x": [1, 2], "y": [3]], forKey: .list)
            try container.encode("derived", forKey: .name)
            try super.encode(to: encoder)
        }
    }

    @Test func aSubclassAndItsSuperclassShareOneObject() throws {
        let ours = String(decoding: try YYJSONEncoder().encode(Derived()), as: UTF8.self)
        let foundation = String(decoding: try JSONEncoder().encode(Derived()), as: UTF8.self)
        #expect(try Self.members(ours) == Self.members(foundation))
        #expect(try Self.members(ours)["name"] == "base")
        #expect(try Self.members(ours).count == 4)
    }

    @Test func textKeysAndEnumKeysShareOneObject() throws {
        let enumFirst = Encoding { encoder in
            var fields = encoder.container(keyedBy: Field.self)
            try fields.encode(1, forKey: .id)
            try fields.encode(["a,b": "}"], forKey: .note)
            var text = encoder.container(keyedBy: Key.self)
            try text.encode(2, forKey: Key("note"))
            try text.encode(3, forKey: Key("extra"))
        }
        let textFirst = Encoding { encoder in
            var text = encoder.container(keyedBy: Key.self)
            try text.encode(1, forKey: Key("id"))
            var fields = encoder.container(keyedBy: Field.self)
            try fields.encode(2, forKey: .name)
            try fields.encode(3, forKey: .id)
        }
        for value in [enumFirst, textFirst] {
            let (ours, foundation) = try Self.outputs(value, sorted: false)
            #expect(try Self.members(ours) == Self.members(foundation))
        }
        #expect(try Self.members(Self.outputs(enumFirst, sorted: false).ours) == ["id": 1, "note": 2, "extra": 3])
    }

    enum Fresh: String, CodingKey { case alpha, beta, gamma }

    @Test func manyTasksLearnAKeyTypeAtOnce() async throws {
        let value = Encoding { encoder in
            var container = encoder.container(keyedBy: Fresh.self)
            try container.encode(1, forKey: .gamma)
            try container.encode(2, forKey: .alpha)
            try container.encode(3, forKey: .beta)
        }
        let outputs = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<8 {
                group.addTask { String(decoding: try YYJSONEncoder().encode(value), as: UTF8.self) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outputs == Array(repeating: #"{"gamma":1,"alpha":2,"beta":3}"#, count: 8))
    }
}
