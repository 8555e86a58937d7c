import Foundation
import Testing
import YYModel

/// The Codable coders read and write arrays and `[String: Value]` with loops of their own, and
/// remember per call (up to sixteen types) which nested types are neither, so that they ask the
/// runtime once per type. These tests meet more nested types than the memo holds, the same types again in
/// later calls, a key strategy (under which `[String: Value]` keeps its keys) and many tasks at
/// once: whatever the memo leaves out, every type must be read and written as Foundation does.
@Suite struct CodableNestedTypeKindTests {
    /// One nesting level: a value, arrays and string-keyed dictionaries of the level below, so that
    /// `Level<Level<Int>>` brings `[Level<Int>]`, `[String: Level<Int>]` and `[[Level<Int>]]` along.
    struct Level<Inner: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
        var inner: Inner
        var innerList: [Inner]
        var innerByName: [String: Inner]
        var nestedLists: [[Inner]]
    }

    typealias Deep = Level<Level<Level<Level<Level<Int>>>>>

    /// Five levels: with the arrays and dictionaries of each, twenty distinct nested types.
    static func deepValue() -> Deep {
        func level<Inner>(_ inner: Inner) -> Level<Inner> {
            Level(inner: inner, innerList: [inner], innerByName: ["someKey": inner, "other_key": inner], nestedLists: [[], [inner]])
        }
        return level(level(level(level(level(7)))))
    }

    @Test func manyNestedTypesDecodeAsFoundationDecodesThem() throws {
        let json = String(decoding: try JSONEncoder().encode(Self.deepValue()), as: UTF8.self)
        let pair = DecoderPair()
        // The second round finds every kind remembered from the first.
        for _ in 0..<2 {
            let decoded = try pair.expectSameValue(Deep.self, json)
            #expect(decoded == Self.deepValue())
        }
    }

    @Test func wrongShapesStillFailLikeFoundation() {
        let pair = DecoderPair()
        // An object where an array of a nested type is expected, and the reverse.
        pair.expectSameError(Level<Int>.self, #"{"inner": 1, "innerList": {"a": 1}, "innerByName": {}, "nestedLists": []}"#)
        pair.expectSameError(Level<Int>.self, #"{"inner": 1, "innerList": [], "innerByName": [1], "nestedLists": []}"#)
        pair.expectSameError(Level<Int>.self, #"{"inner": 1, "innerList": [], "innerByName": {}, "nestedLists": [[1], {"x": 2}]}"#)
    }

    @Test func manyNestedTypesEncodeUnderAKeyStrategy() throws {
        let pair = EncoderPair { foundation, ours in
            foundation.keyEncodingStrategy = .convertToSnakeCase
            foundation.outputFormatting = .sortedKeys
            ours.keyEncodingStrategy = .convertToSnakeCase
            ours.outputFormatting = .sortedKeys
        }
        for _ in 0..<2 {
            let text = try pair.expectSameText(Self.deepValue())
            // Property names are converted; the dictionaries' own keys are kept as they are.
            #expect(text.contains(#""inner_by_name":{"other_key":"#) && text.contains(#""someKey":"#))
        }
        // Streaming output (no sorting) must carry the same values.
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let encoder = YYJSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        #expect(try decoder.decode(Deep.self, from: encoder.encode(Self.deepValue())) == Self.deepValue())
    }

    @Test func manyTasksClassifyTheSameTypesAtOnce() async throws {
        let json = Data(try JSONEncoder().encode(Self.deepValue()))
        let expected = Self.deepValue()
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    let decoded = try YYJSONDecoder().decode(Deep.self, from: json)
                    let encoder = YYJSONEncoder()
                    encoder.keyEncodingStrategy = .convertToSnakeCase
                    let snakeDecoder = JSONDecoder()
                    snakeDecoder.keyDecodingStrategy = .convertFromSnakeCase
                    return try decoded == expected && snakeDecoder.decode(Deep.self, from: encoder.encode(decoded)) == expected
                }
            }
            for try await matches in group { #expect(matches) }
        }
    }
}
