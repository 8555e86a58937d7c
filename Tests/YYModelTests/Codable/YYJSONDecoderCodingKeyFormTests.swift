import Foundation
import Testing
import YYModel

/// The decoder keeps the key of the value it is reading in one of several forms (a key type's
/// bytes, an array index, a dictionary member's name, a boxed key) and turns it back into a
/// `CodingKey` for coding paths. Each form must give Foundation's paths: in errors, and in
/// `codingPath` as a nested `init(from:)` sees it.
@Suite struct YYJSONDecoderCodingKeyFormTests {
    /// Records the coding path it was decoded at, then fails on a string where an `Int` belongs.
    struct Probe: Decodable, Equatable {
        var path: [String]

        init(from decoder: any Decoder) throws {
            path = decoder.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            _ = try decoder.singleValueContainer().decode(Int.self)
        }
    }

    /// Synthesized keys: one byte.
    struct ByteKeys: Decodable { var first: Probe; var second: [Probe] }

    /// A single-case enum: zero bytes.
    struct EmptyKey: Decodable {
        var only: Probe
    }

    /// Keys with `Int` raw values (still one byte) and a key struct of eight bytes without references.
    struct IntKeys: Decodable {
        var value: Probe
        enum CodingKeys: Int, CodingKey { case value = 7 }
    }

    struct WordKey: CodingKey {
        var intValue: Int?
        var stringValue: String { "w\(intValue ?? -1)" }
        init(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { intValue = Int(stringValue.dropFirst()) }
    }

    struct WordKeyed: Decodable {
        var probe: Probe
        init(from decoder: any Decoder) throws {
            probe = try decoder.container(keyedBy: WordKey.self).decode(Probe.self, forKey: WordKey(intValue: 5))
        }
    }

    /// A key with a `String` inside: kept boxed.
    struct TextKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    struct TextKeyed: Decodable {
        var probe: Probe
        init(from decoder: any Decoder) throws {
            probe = try decoder.container(keyedBy: TextKey.self).decode(Probe.self, forKey: TextKey(stringValue: "long text key"))
        }
    }

    @Test(arguments: [
        #"{"first": "x", "second": []}"#,
        #"{"first": 1, "second": [2, "x"]}"#,
    ])
    func oneByteKeysAndIndices(json: String) {
        DecoderPair().expectSameError(ByteKeys.self, json)
    }

    @Test func zeroByteKey() {
        DecoderPair().expectSameError(EmptyKey.self, #"{"only": "x"}"#)
    }

    @Test func intRawValueKey() {
        DecoderPair().expectSameError(IntKeys.self, #"{"7": "x"}"#)
    }

    @Test func eightByteKey() {
        DecoderPair().expectSameError(WordKeyed.self, #"{"w5": "x"}"#)
    }

    @Test func boxedKey() {
        DecoderPair().expectSameError(TextKeyed.self, #"{"long text key": "x"}"#)
    }

    @Test(arguments: [
        #"{"a": {"12": "x"}}"#,
        #"{"a": {"name": "x"}}"#,
    ])
    func dictionaryMembers(json: String) {
        // A numeric member name has an `intValue` under default keys (the standard library's
        // dictionary coding) and none under a key strategy; both as Foundation.
        DecoderPair().expectSameError([String: [String: Probe]].self, json)
        DecoderPair { foundation, ours in
            foundation.keyDecodingStrategy = .convertFromSnakeCase
            ours.keyDecodingStrategy = .convertFromSnakeCase
        }.expectSameError([String: [String: Probe]].self, json)
    }

    @Test func nestedDecodersSeeFoundationsCodingPath() throws {
        /// Records its path and succeeds on a number.
        struct Recorder: Decodable, Equatable {
            var path: [String]
            init(from decoder: any Decoder) throws {
                path = decoder.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            }
        }
        struct Root: Decodable, Equatable {
            var list: [Recorder]
            var map: [String: Recorder]
            var one: Recorder
            var nested: [String: [Recorder]]
        }
        let json = #"{"list": [1, 2], "map": {"7": 1, "k": 2}, "one": 3, "nested": {"n": [4]}}"#
        _ = try DecoderPair().expectSameValue(Root.self, json)
    }
}
