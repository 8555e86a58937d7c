import Foundation
import Testing
import YYModel
import YYModelCorpusModels

/// A model with every shape the property tests vary: integers at their edges, doubles, strings with
/// escapes and non-ASCII text, optionals, arrays, nested models and dictionaries.
@JSONModel
struct PropertyModel: Equatable {
    var int: Int = 0
    var int64: Int64?
    var uint: UInt64 = 0
    var small: Int8 = 0
    var double: Double = 0
    var float: Float?
    var flag: Bool = false
    var text: String = ""
    var note: String?
    var tags: [String] = []
    var scores: [Double] = []
    var matrix: [[Int]] = []
    var gaps: [Int?] = []
    var child: PropertyChild?
    var children: [PropertyChild] = []
    var counts: [String: Int] = [:]
    var lookup: [String: PropertyChild] = [:]
    var extra: JSON?
}

/// The nested model of ``PropertyModel``.
@JSONModel
struct PropertyChild: Equatable {
    var name: String = ""
    var value: Double?
    var labels: [String] = []
    var leaf: PropertyLeaf?
}

/// The innermost model: three levels of models in one document.
@JSONModel
struct PropertyLeaf: Equatable {
    var id: UInt64 = 0
    var on: Bool?
}

extension RandomJSON {
    /// A random ``PropertyModel``.
    mutating func model() -> PropertyModel {
        var model = PropertyModel()
        model.int = Int(integer())
        model.int64 = chance(70) ? integer() : nil
        model.uint = chance(30) ? random.next() : UInt64(below(1000))
        model.small = Int8(truncatingIfNeeded: integer())
        model.double = double()
        model.float = chance(60) ? Float(bitPattern: UInt32(truncatingIfNeeded: random.next()) & 0x7F7F_FFFF) : nil
        model.flag = chance(50)
        model.text = string(maxLength: 40)
        model.note = chance(50) ? string() : nil
        model.tags = (0..<below(5)).map { _ in string(maxLength: 8) }
        model.scores = (0..<below(5)).map { _ in double() }
        model.matrix = (0..<below(4)).map { _ in (0..<below(4)).map { _ in Int(integer()) } }
        model.gaps = (0..<below(5)).map { _ in chance(30) ? nil : Int(integer()) }
        model.child = chance(60) ? child() : nil
        model.children = (0..<below(4)).map { _ in child() }
        for _ in 0..<below(5) { model.counts[string(maxLength: 6)] = Int(integer()) }
        for _ in 0..<below(3) { model.lookup[string(maxLength: 6)] = child() }
        // `.some(.null)` is written as `null`, which reads back as `nil`: leave it out. No duplicate
        // keys: `YYJSONDecoder`, like Foundation's `JSONDecoder`, reads the first of them, the
        // model decoder (like YYModel) the last.
        let extra = value(depth: 3, duplicateKeys: false)
        // (Spelled out: in `c ? extra : nil` the `nil` would be `JSON.null`, as JSON is nil-literal expressible.)
        if chance(50) && extra != .null { model.extra = extra } else { model.extra = nil }
        return model
    }

    mutating func child() -> PropertyChild {
        var child = PropertyChild()
        child.name = string()
        child.value = chance(50) ? double() : nil
        child.labels = (0..<below(3)).map { _ in string(maxLength: 5) }
        if chance(50) {
            var leaf = PropertyLeaf()
            leaf.id = random.next()
            leaf.on = chance(50) ? chance(50) : nil
            child.leaf = leaf
        }
        return child
    }
}

/// Seeded random round trips and mutations: whatever the values, writing and parsing agree, and
/// whatever the bytes, decoding gives a value or a documented error.
@Suite("Reliability: properties")
struct PropertyTests {
    static let layouts: [JSONWritingOptions] = [
        .compact,
        .prettyPrinted,
        [.sortedKeys],
        JSONWritingOptions(formatting: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes], indentWidth: 4),
    ]

    @Test("random JSON values survive write -> parse in every layout, and writing is idempotent")
    func jsonRoundTrip() throws {
        var generator = RandomJSON(seed: 0x5EED_0001)
        for iteration in 0..<600 {
            let value = generator.value(depth: iteration % 6, width: 5)
            for options in Self.layouts {
                let text = try value.jsonData(options: options)
                let parsed = try JSON(parsing: text)
                #expect(parsed == value, "iteration \(iteration): \(String(decoding: text, as: UTF8.self))")
                #expect(parsed.hashValue == value.hashValue, "iteration \(iteration): equal values hash alike")
                #expect(try parsed.jsonData(options: options) == text, "iteration \(iteration): not idempotent")
            }
            // The document view agrees with the tree.
            let document = try JSONDocument(parsing: Array(value.jsonData()))
            #expect(document.root == value)
        }
    }

    @Test("equality and hashing ignore key order and shadowed duplicates, at any depth")
    func equalityAndHashing() throws {
        var generator = RandomJSON(seed: 0x5EED_0002)
        for _ in 0..<300 {
            let value = generator.value(depth: 4, width: 5)
            guard case .object(let object) = value, object.count > 1 else { continue }
            // Reversed members with a shadowed duplicate in front: the same effective object.
            var reordered = JSONObject()
            reordered.append(key: object.keys[0], value: "shadowed")
            for index in object.indices.reversed() where !object.keys[(index + 1)...].contains(object.keys[index]) {
                reordered.append(key: object.keys[index], value: object.values[index])
            }
            let other = JSON.object(reordered)
            #expect(other == value)
            #expect(other.hashValue == value.hashValue)
            // The same below the recursion limit, where the walks use a heap stack.
            var deepValue = value
            var deepOther = other
            for _ in 0..<40 {
                deepValue = [deepValue, 1]
                deepOther = [deepOther, 1.0]
            }
            #expect(deepValue == deepOther)
            #expect(deepValue.hashValue == deepOther.hashValue)
            #expect(deepValue != [deepOther])
        }
    }

    @Test("random models survive encode -> decode (strict) through bytes, JSON values and Codable")
    func modelRoundTrip() throws {
        var generator = RandomJSON(seed: 0x5EED_0003)
        let decoder = YYJSONDecoder()
        for iteration in 0..<300 {
            let model = generator.model()
            for options in Self.layouts {
                let data = try model.jsonData(options: options)
                let decoded = try PropertyModel(json: data, options: JSONDecodingOptions(strict: true))
                #expect(decoded == model, "iteration \(iteration): \(String(decoding: data, as: UTF8.self))")
            }
            #expect(try PropertyModel(json: model.jsonValue(), options: JSONDecodingOptions(strict: true)) == model)
            #expect(try decoder.decode(PropertyModel.self, from: model.jsonData()) == model, "iteration \(iteration)")
            var issues: [JSONDecodingIssue] = []
            _ = try PropertyModel(json: model.jsonString(), issues: &issues)
            #expect(issues.isEmpty, "iteration \(iteration): \(issues)")
        }
    }

    @Test("mutated documents parse to a value or a JSONParseError, and decode to a model or a documented error")
    func mutations() throws {
        var generator = RandomJSON(seed: 0x5EED_0004)
        var seeds: [[UInt8]] = try [Array(fixtureData("github_user")), Self.twitterStatus()]
        for _ in 0..<20 { seeds.append(Array(try generator.model().jsonData())) }
        for _ in 0..<20 { seeds.append(Array(try generator.value(depth: 4).jsonData(options: .prettyPrinted))) }
        let count = Reliability.size(4_000, underThreadSanitizer: 800)
        var outcomes = (parsed: 0, rejected: 0)
        for iteration in 0..<count {
            let bytes = generator.mutate(seeds[iteration % seeds.count])
            switch Reliability.parse(bytes) {
            case .success(let document):
                outcomes.parsed += 1
                #expect(String(validating: bytes, as: UTF8.self) != nil, "accepted invalid UTF-8")
                #expect((try? JSON(parsing: bytes)) == document.root)
            case .failure(let error):
                outcomes.rejected += 1
                #expect(error.offset >= 0 && error.offset <= bytes.count, "\(error) outside the input")
                #expect(error.line >= 1 && error.column >= 1)
                #expect(throws: error) { try JSON(parsing: bytes) }
            }
            Reliability.expectValueOrDocumentedError("lenient decode") { try PropertyModel(json: bytes) }
            Reliability.expectValueOrDocumentedError("strict decode") {
                try PropertyModel(json: Data(bytes), options: JSONDecodingOptions(strict: true))
            }
            Reliability.expectValueOrDocumentedError("status decode") { try TwitterModels.Status(json: bytes) }
            Reliability.expectValueOrDocumentedError("user decode") { try GithubUserModels.Root(json: bytes) }
        }
        // Both outcomes occur, or the mutations test nothing.
        #expect(outcomes.parsed > count / 20 && outcomes.rejected > count / 2, "\(outcomes)")
    }

    /// The first status of twitter.json, as compact bytes.
    static func twitterStatus() throws -> [UInt8] {
        let twitter = try JSON(parsing: fixtureData("twitter"))
        let status = try #require(twitter["statuses"]?[0])
        return Array(try status.jsonData())
    }
}
