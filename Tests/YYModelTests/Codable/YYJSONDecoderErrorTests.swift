import Foundation
import Testing
import YYModel

/// Bad input gives the same `DecodingError` case and coding path as Foundation's `JSONDecoder`.
@Suite struct YYJSONDecoderErrorTests {
    struct Scalar<Value: Codable & Equatable & Sendable>: Codable, Equatable, Sendable { var a: Value }
    struct Inner: Codable, Equatable { var b: Int }
    struct Outer: Codable, Equatable { var a: [Inner] }
    struct Nested: Codable, Equatable { var i: Inner }
    struct Numbers: Codable, Equatable { var a: [Int] }
    struct Deep: Codable, Equatable { var x: [String: [Outer]] }
    struct Optionals: Codable, Equatable { var a: Int?; var s: String? }
    /// An integer read through a single-value container.
    struct Wrapped: Codable, Equatable {
        var value: Int
        init(from decoder: any Decoder) throws { value = try decoder.singleValueContainer().decode(Int.self) }
    }
    struct WrappedDeep: Codable, Equatable { var x: [String: [Scalar<Wrapped>]] }

    /// One bad input: the type to decode and the JSON text.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let json: String
        let check: @Sendable (DecoderPair, String) -> Void
        var testDescription: String { name }

        static func of<T: Decodable & Sendable>(_ type: T.Type, _ name: String, _ json: String) -> Case {
            Case(name: name, json: json) { pair, json in pair.expectSameError(T.self, json) }
        }
    }

    static let cases: [Case] = [
        .of(Scalar<Int>.self, "string for Int", #"{"a": "1"}"#),
        .of(Scalar<Int>.self, "bool for Int", #"{"a": true}"#),
        .of(Scalar<Bool>.self, "number for Bool", #"{"a": 1}"#),
        .of(Scalar<String>.self, "number for String", #"{"a": 1}"#),
        .of(Scalar<String>.self, "object for String", #"{"a": {}}"#),
        .of(Scalar<String>.self, "array for String", #"{"a": []}"#),
        .of(Scalar<Double>.self, "string for Double", #"{"a": "1.5"}"#),
        .of(Scalar<Int>.self, "missing key", #"{"b": 1}"#),
        .of(Scalar<Int>.self, "null for Int", #"{"a": null}"#),
        .of(Scalar<String>.self, "null for String", #"{"a": null}"#),
        .of(Scalar<Bool>.self, "null for Bool", #"{"a": null}"#),
        .of(Bool.self, "null for a top-level Bool", "null"),
        .of(Scalar<Double>.self, "null for Double", #"{"a": null}"#),
        .of(Nested.self, "null for a struct", #"{"i": null}"#),
        .of(Nested.self, "number for a struct", #"{"i": 1}"#),
        .of(Numbers.self, "null for an array", #"{"a": null}"#),
        .of(Numbers.self, "object for an array", #"{"a": {}}"#),
        .of(Numbers.self, "null element", #"{"a": [1, null]}"#),
        .of(Scalar<Int>.self, "invalid JSON", #"{"a": 1"#),
        .of(Scalar<Int>.self, "trailing comma", "{\"a\":\n  [1,}"),
        .of(Scalar<Int>.self, "empty input", ""),
        .of(Scalar<Int>.self, "text after the value", #"{"a": 1} x"#),
        .of(Scalar<Int8>.self, "300 for Int8", #"{"a": 300}"#),
        .of(Scalar<Int8>.self, "-129 for Int8", #"{"a": -129}"#),
        .of(Scalar<UInt>.self, "-1 for UInt", #"{"a": -1}"#),
        .of(Scalar<Int>.self, "fraction for Int", #"{"a": 1.5}"#),
        .of(Scalar<Int>.self, "1e20 for Int", #"{"a": 1e20}"#),
        .of(Scalar<Float>.self, "1e39 for Float", #"{"a": 1e39}"#),
        .of(Scalar<Float>.self, "1e-50 for Float", #"{"a": 1e-50}"#),
        .of(Scalar<Double>.self, "1e-400 for Double", #"{"a": 1e-400}"#),
        .of(Outer.self, "nested missing key a[2].b", #"{"a": [{"b": 1}, {"b": 2}, {"c": 3}]}"#),
        .of(Outer.self, "nested wrong type a[2].b", #"{"a": [{"b": 1}, {"b": 2}, {"b": "x"}]}"#),
        .of(Outer.self, "nested null a[2]", #"{"a": [{"b": 1}, {"b": 2}, null]}"#),
        .of([[Inner]].self, "array of arrays [1][0].b", #"[[{"b": 1}], [{"b": "2"}]]"#),
        .of([[Inner]].self, "object for an inner array [1]", #"[[], {"b": 1}]"#),
        .of([Inner].self, "null for an element [0]", "[null]"),
        .of(Deep.self, "dictionary path x.k[0].a[1].b", #"{"x": {"k": [{"a": [{"b": 1}, {"b": false}]}]}}"#),
        .of(Deep.self, "numeric dictionary key x.7[0].a[0].b", #"{"x": {"7": [{"a": [{"b": "1"}]}]}}"#),
        .of(Optionals.self, "wrong type for an optional", #"{"a": "x"}"#),
        .of(Scalar<Wrapped>.self, "single-value container: string for Int", #"{"a": "5"}"#),
        .of([Wrapped].self, "single-value container: null element [1]", "[1, null]"),
        .of(WrappedDeep.self, "single-value container deep x.k[1].a", #"{"x": {"k": [{"a": 1}, {"a": 2.5}]}}"#),
        .of(Scalar<Int>.self, "array at the top", "[1]"),
        .of(Scalar<Int>.self, "null at the top", "null"),
        .of(Int.self, "null for a top-level Int", "null"),
        .of(Int.self, "string for a top-level Int", #""x""#),
        .of([Int].self, "null for a top-level array", "null"),
        .of([String: Int].self, "array for a dictionary", "[1]"),
        .of([Int: Int].self, "non-integer key for [Int: Int]", #"{"1": 2, "x": 3}"#),
        .of([Int8].self, "300 in an array", "[1, 300]"),
        .of(Scalar<[Double]>.self, "string in [Double]", #"{"a": [1, "x"]}"#),
        .of(Scalar<[String]>.self, "number in [String]", #"{"a": ["x", 1]}"#),
        .of(Scalar<[Bool]>.self, "null in [Bool]", #"{"a": [true, null]}"#),
        .of(Scalar<[Int64]>.self, "fraction in [Int64]", #"{"a": [1.5]}"#),
        .of(Scalar<[Float]>.self, "1e39 in [Float]", #"{"a": [1e39]}"#),
        .of(Scalar<[Int]>.self, "object for [Int]", #"{"a": {}}"#),
        .of(Scalar<[String]>.self, "null for [String]", #"{"a": null}"#),
        .of(Scalar<URL>.self, "empty URL", #"{"a": ""}"#),
        .of(Scalar<URL>.self, "null URL", #"{"a": null}"#),
        .of(Scalar<Date>.self, "null Date", #"{"a": null}"#),
        .of(Scalar<Data>.self, "bad Base64", #"{"a": "!!"}"#),
        .of(Scalar<Data>.self, "unpadded Base64", #"{"a": "aGVsbG8"}"#),
        .of([Data].self, "number for Base64 Data", "[1]"),
        .of(Scalar<Decimal>.self, "string for Decimal", #"{"a": "1.5"}"#),
    ]

    @Test(arguments: cases)
    func sameErrorAsFoundation(_ testCase: Case) {
        testCase.check(DecoderPair(), testCase.json)
    }

    @Test func invalidJSONWrapsTheParseErrorWithItsPosition() throws {
        let error = caughtError { try YYJSONDecoder().decode([Int].self, from: "{\"a\":\n  [1,}") }
        guard case DecodingError.dataCorrupted(let context)? = error as? DecodingError else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        let parseError = try #require(context.underlyingError as? JSONParseError)
        #expect(parseError.line == 2 && parseError.column == 6)
        #expect(context.debugDescription.contains("2:6"))
        #expect(context.codingPath.isEmpty)
    }

    @Test func numberOutOfRangeNamesThePathInTheDescription() {
        let error = caughtError { try YYJSONDecoder().decode(Outer.self, from: #"{"a": [{"b": 1e30}]}"#) }
        guard case DecodingError.dataCorrupted(let context)? = error as? DecodingError else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        // Foundation reports this at the top level; the description says where.
        #expect(context.codingPath.isEmpty)
        #expect(context.debugDescription.contains("a[0].b"))
        #expect(context.debugDescription.contains("1e30"))
    }

    @Test func messagesMatchFoundation() {
        for json in [#"{"a": "1"}"#, #"{"b": 1}"#, #"{"a": null}"#] {
            expectSameMessage(Scalar<Int>.self, json)
        }
        // Mismatch messages come from a table made once; a few more kinds against it.
        expectSameMessage(Scalar<Bool>.self, #"{"a": 1}"#)
        expectSameMessage([String].self, "[{}]")
    }

    private func expectSameMessage<T: Decodable>(_ type: T.Type, _ json: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let pair = DecoderPair()
        let expected = caughtError { try pair.foundation.decode(T.self, from: Data(json.utf8)) }
        let actual = caughtError { try pair.ours.decode(T.self, from: json) }
        #expect(debugDescription(of: actual) == debugDescription(of: expected), "\(json)", sourceLocation: sourceLocation)
    }

    private func debugDescription(of error: (any Error)?) -> String? {
        switch error as? DecodingError {
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .keyNotFound(_, let context)?, .dataCorrupted(let context)?:
            return context.debugDescription
        default:
            return nil
        }
    }
}

/// Hand-written `init(from:)` implementations: containers used the ways Foundation allows.
@Suite struct YYJSONDecoderContainerTests {
    struct ThreeInts: Decodable, Equatable {
        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            for _ in 0..<3 { _ = try container.decode(Int.self) }
        }
    }

    struct NestedMissing: Decodable, Equatable {
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: TestKey.self)
            _ = try container.nestedContainer(keyedBy: TestKey.self, forKey: TestKey("q"))
        }
    }

    struct NilForMissingKey: Decodable, Equatable {
        init(from decoder: any Decoder) throws {
            _ = try decoder.container(keyedBy: TestKey.self).decodeNil(forKey: TestKey("zz"))
        }
    }

    @Test func unkeyedContainerAtEnd() {
        DecoderPair().expectSameError(ThreeInts.self, "[1, 2]")
    }

    @Test(arguments: ["{}", #"{"q": null}"#, #"{"q": 3}"#])
    func nestedContainerErrors(_ json: String) {
        DecoderPair().expectSameError(NestedMissing.self, json)
    }

    @Test func decodeNilForMissingKeyThrowsKeyNotFound() {
        DecoderPair().expectSameError(NilForMissingKey.self, "{}")
    }

    @Test func codingPathsOfNestedContainersAndSuperDecoders() throws {
        struct Probe: Decodable {
            var paths: [[String]] = []
            init(from decoder: any Decoder) throws {
                var array = try decoder.unkeyedContainer()
                let first = try array.nestedContainer(keyedBy: TestKey.self)
                paths.append(first.codingPath.map(\.stringValue))
                let superDecoder = try array.superDecoder()
                paths.append(superDecoder.codingPath.map(\.stringValue))
                paths.append(["index \(array.currentIndex)"])
                let object = try superDecoder.container(keyedBy: TestKey.self)
                paths.append(try object.superDecoder().codingPath.map(\.stringValue))
                let missing = try object.superDecoder(forKey: TestKey("q"))
                paths.append(missing.codingPath.map(\.stringValue))
                paths.append(["nil \(try missing.singleValueContainer().decodeNil())"])
                paths.append([String(try object.superDecoder().singleValueContainer().decode(Int.self))])
            }
        }
        let probe = try YYJSONDecoder().decode(Probe.self, from: #"[{}, {"super": 1}]"#)
        #expect(probe.paths == [["Index 0"], ["Index 1"], ["index 2"], ["Index 1", "super"], ["Index 1", "q"], ["nil true"], ["1"]])
    }

    @Test func unkeyedDecodeNilAndDecodeIfPresentMoveOnlyPastNull() throws {
        struct Probe: Decodable {
            var log: [String] = []
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                log.append("\(try container.decodeNil()) \(container.currentIndex)")
                log.append("\(try container.decodeNil()) \(container.currentIndex)")
                log.append("\(try container.decodeIfPresent(Int.self) as Any) \(container.currentIndex)")
                log.append("\(try container.decodeIfPresent(Int.self) as Any) \(container.currentIndex) \(container.isAtEnd)")
            }
        }
        let probe = try YYJSONDecoder().decode(Probe.self, from: "[null, 1, null]")
        #expect(probe.log == ["true 1", "false 1", "Optional(1) 2", "nil 3 true"])
    }

    @Test func duplicateKeysReadTheFirstOneLikeFoundation() throws {
        struct Small: Codable, Equatable { var a: Int }
        let pair = DecoderPair()
        try pair.expectSameValue(Small.self, #"{"a": 1, "a": 2}"#)
        // A large object goes through the key table: same rule.
        let members = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        try pair.expectSameValue(Small.self, "{\(members), \"a\": 1, \"a\": 2}")
        try pair.expectSameValue([String: Int].self, #"{"a": 1, "a": 2, "b": 3}"#)
        // Keys asked for out of document order, so that the next-member guess lands on the
        // duplicate: it must not be trusted.
        struct Reversed: Codable, Equatable { var b: Int; var a: Int }
        try pair.expectSameValue(Reversed.self, #"{"a": 1, "b": 2, "a": 3}"#)
        try pair.expectSameValue(Reversed.self, "{\(members), \"a\": 1, \"b\": 2, \"a\": 3}")
        // The same key asked for twice in a row.
        struct Twice: Decodable {
            var first: Int, second: Int
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: TestKey.self)
                first = try container.decode(Int.self, forKey: TestKey("a"))
                second = try container.decode(Int.self, forKey: TestKey("a"))
            }
        }
        let twice = try YYJSONDecoder().decode(Twice.self, from: #"{"a": 1, "a": 2}"#)
        #expect(twice.first == 1 && twice.second == 1)
    }

    @Test func largeObjectsReadInOrderWithAbsentAndRepeatedKeys() throws {
        // Forty keys read in document order fill the guess's 64 bits (some names share a bit),
        // absent keys make it miss (the first miss scans, later ones build a table), and the
        // duplicates must still give the first member.
        struct Reader: Decodable, Equatable {
            var values: [Int?] = []
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: TestKey.self)
                for index in 0..<40 {
                    values.append(try container.decodeIfPresent(Int.self, forKey: TestKey("field_\(index)")))
                    if index % 9 == 4 {
                        values.append(try container.decodeIfPresent(Int.self, forKey: TestKey("absent_\(index)")))
                    }
                    if [7, 12, 30].contains(index) {
                        // Right after field_12 and field_30, the guess lands on their duplicates.
                        values.append(try container.decode(Int.self, forKey: TestKey("field_\(index)")))
                    }
                }
            }
        }
        var members = (0..<40).map { "\"field_\($0)\": \($0)" }
        members.insert(#""field_12": -12"#, at: 13)
        members.insert(#""field_30": -30"#, at: 32)
        let reader = try DecoderPair().expectSameValue(Reader.self, "{\(members.joined(separator: ", "))}")
        #expect(reader.values.compactMap { $0 }.allSatisfy { $0 >= 0 })
        #expect(reader.values.count == 40 + 4 + 3)
    }

    @Test func allKeysListsEachKeyOnce() throws {
        struct Probe: Decodable {
            var keys: Set<String>
            init(from decoder: any Decoder) throws {
                keys = Set(try decoder.container(keyedBy: TestKey.self).allKeys.map(\.stringValue))
            }
        }
        #expect(try YYJSONDecoder().decode(Probe.self, from: #"{"b": 1, "a": 2, "b": 3}"#).keys == ["a", "b"])
    }

    @Test func largeObjectsFindEveryKey() throws {
        let count = 300
        let json = "{" + (0..<count).map { "\"key_\($0)\": \($0)" }.joined(separator: ", ") + "}"
        let pair = DecoderPair()
        let dictionary = try pair.expectSameValue([String: Int].self, json)
        #expect(dictionary.count == count && dictionary["key_299"] == 299)
    }

    @Test func keysWithEscapesAndUnicode() throws {
        let pair = DecoderPair()
        try pair.expectSameValue([String: String].self, #"{"a\"b": "1", "\u00e9t\u00e9": "2", "日本": "\ud83d\ude00", "": ""}"#)
    }

    @Test func classHierarchyWithSuperDecoder() throws {
        class Base: Decodable {
            let id: Int
            enum CodingKeys: String, CodingKey { case id }
            required init(from decoder: any Decoder) throws {
                id = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .id)
            }
        }
        final class Derived: Base {
            let name: String
            enum DerivedKeys: String, CodingKey { case name }
            required init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: DerivedKeys.self)
                name = try container.decode(String.self, forKey: .name)
                try super.init(from: decoder)
            }
        }
        let value = try YYJSONDecoder().decode([Derived].self, from: #"[{"id": 3, "name": "x"}]"#)
        #expect(value[0].id == 3 && value[0].name == "x")
    }

    @Test func everyPrimitiveTypeInEveryContainer() throws {
        struct All: Codable, Equatable {
            var b: Bool, s: String, d: Double, f: Float
            var i: Int, i8: Int8, i16: Int16, i32: Int32, i64: Int64
            var u: UInt, u8: UInt8, u16: UInt16, u32: UInt32, u64: UInt64
            var ob: Bool?, os: String?, od: Double?, of: Float?, oi: Int?, oi8: Int8?, oi16: Int16?, oi32: Int32?, oi64: Int64?
            var ou: UInt?, ou8: UInt8?, ou16: UInt16?, ou32: UInt32?, ou64: UInt64?
        }
        let json = """
            {"b": true, "s": "x", "d": 1.5, "f": 0.1, "i": -1, "i8": -128, "i16": 32767, "i32": -5, "i64": -9223372036854775808,
             "u": 1, "u8": 255, "u16": 65535, "u32": 4294967295, "u64": 18446744073709551615,
             "ob": false, "os": null, "od": 2, "of": null, "oi": 3.0, "oi8": null, "oi16": 1e2, "oi32": null, "oi64": 7,
             "ou": null, "ou8": 0, "ou16": null, "ou32": 9, "ou64": null}
            """
        let pair = DecoderPair()
        try pair.expectSameValue(All.self, json)
        try pair.expectSameValue([All].self, "[\(json)]")
        try pair.expectSameValue([Int8?].self, "[1, null, -3]")
        try pair.expectSameValue([[Double]].self, "[[1, 2.5], [], [1e300, -0.0]]")
        try pair.expectSameValue([String: [String: Bool]].self, #"{"a": {"b": true}, "c": {}}"#)
        try pair.expectSameValue(Set<String>.self, #"["a", "b", "a"]"#)
        try pair.expectSameValue(Float.self, "16777217")
        try pair.expectSameValue(UInt64.self, "18446744073709551615")
        try pair.expectSameValue(Decimal.self, "123456789012345678901234567890.123")
        try pair.expectSameValue(Int.self, " 5 ")
    }
}
