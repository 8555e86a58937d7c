import Foundation
import Testing
import YYModel

/// `YYJSONEncoder` writes what Foundation's `JSONEncoder` writes.
@Suite struct YYJSONEncoderTests {
    /// `data` with every object's keys sorted, to compare outputs whose key order Foundation leaves open.
    func canonical(_ data: Data) throws -> String {
        let encoder = YYJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encodeToString(YYJSONDecoder().decode(JSON.self, from: data))
    }

    func expectSameJSON<T: Encodable>(_ value: T, _ pair: EncoderPair = EncoderPair(), sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = try canonical(pair.foundation.encode(value))
        let actual = try canonical(pair.ours.encode(value))
        #expect(actual == expected, sourceLocation: sourceLocation)
    }

    struct Ordered: Codable, Equatable {
        var zebra = 1
        var apple = "a"
        var mango: [Double] = [1, 2.5]
        var kiwi: Bool? = nil
        var fig: Int? = 3
    }

    @Test func keyedContainersKeepEncodeOrder() throws {
        #expect(try YYJSONEncoder().encodeToString(Ordered()) == #"{"zebra":1,"apple":"a","mango":[1,2.5],"fig":3}"#)
    }

    /// Optional properties go through `encodeIfPresent`, which the encoder implements itself for
    /// every wrapped type: nil writes nothing, anything else its value.
    @Test func optionalPropertiesOfEveryKind() throws {
        final class Box: Codable { var label = "box" }
        enum Shape: Codable { case circle(radius: Double), empty }
        // Two payloads; and a struct with no spare bits, whose optional needs a tag byte after it.
        enum Either: Codable { case number(Int), text(String) }
        struct Bytes: Codable { var a: UInt8 = 1, b: Int8 = -1 }
        struct Optionals: Codable {
            var int: Int?, string: String?, bool: Bool?, double: Double?, float: Float?, uint8: UInt8?
            var model: Ordered?, box: Box?, shape: Shape?, list: [Int]?, names: [String: String]?
            var nested: Double??, date: Date?, url: URL?, either: Either?, bytes: Bytes?
        }
        let pair = EncoderPair { foundation, ours in
            foundation.outputFormatting = .sortedKeys
            ours.outputFormatting = .sortedKeys
        }
        #expect(try pair.expectSameText(Optionals()) == "{}")
        let full = Optionals(
            int: -3, string: "s", bool: false, double: 2.5, float: 0.5, uint8: 255,
            model: Ordered(), box: Box(), shape: .circle(radius: 1), list: [1, 2], names: ["k": "v"],
            nested: .some(nil), date: Date(timeIntervalSinceReferenceDate: 10), url: URL(string: "https://a.b/c"),
            either: .text("t"), bytes: Bytes())
        try pair.expectSameText(full)
        var partial = full
        partial.nested = .some(.some(4))
        partial.model = nil
        partial.shape = .empty
        partial.either = .number(5)
        try pair.expectSameText(partial)
        // The stream writer (no sorting) gives the same members.
        #expect(try canonical(YYJSONEncoder().encode(partial)) == canonical(JSONEncoder().encode(partial)))
    }

    @Test func scalarsAreWrittenLikeFoundation() throws {
        let pair = EncoderPair()
        try pair.expectSameText([1.0, -0.0, 0.1, 1e20, 1e-7, 123_456_789_012_345.0, 9_007_199_254_740_993.0, 1.5, 1e300, .leastNonzeroMagnitude, 1e16, 1e15 + 0.5])
        try pair.expectSameText([0.30000000000000004, 2.2250738585072014e-308, 123.456, -1.7976931348623157e308, 4.35, 1 / 3.0, 9.999999999999999e22])
        try pair.expectSameText([Float(1.0), 0.1, 1e10, -0.0, 3.4028235e38, 16_777_216, 1e-7])
        try pair.expectSameText([Int64.min, Int64.max, 0])
        try pair.expectSameText([UInt64.max])
        try pair.expectSameText([Int8(-128)])
        try pair.expectSameText([true, false])
        try pair.expectSameText(["a/b": "x/y\u{1}\u{7f}\u{2028}\"\\\n\t\u{8}\u{c}\r é 😀"])
        try pair.expectSameText("top")
        try pair.expectSameText(42)
        try pair.expectSameText(Optional<Int>.none)
        try pair.expectSameText([Int?.none, 1])
        try pair.expectSameText([URL(string: "https://a.com/b?c=d")!])
        try pair.expectSameText([Decimal(string: "12.345")!, Decimal(string: "1e100")!, Decimal(0), Decimal(string: "-0.001")!])
        try pair.expectSameText(["k": Data([1, 2, 3, 4])])
    }

    @Test func sortedKeysCompactAndPretty() throws {
        struct Shapes: Codable {
            var a = 1
            var b: [Int] = []
            var c: [String: Int] = [:]
            var d = [1, 2]
            var e = ["x": [String: Int]()]
            var f: [[Int]] = [[], [1]]
            var g = Ordered()
        }
        for formatting: YYJSONEncoder.OutputFormatting in [.sortedKeys, [.sortedKeys, .prettyPrinted], [.sortedKeys, .withoutEscapingSlashes]] {
            let pair = EncoderPair { foundation, ours in
                foundation.outputFormatting = JSONEncoder.OutputFormatting(rawValue: formatting.rawValue)
                ours.outputFormatting = formatting
            }
            try pair.expectSameText(Shapes())
            try pair.expectSameText(["b": 1, "a10": 1, "a2": 1, "B": 1, "A": 1, "_z": 1, "é": 1, "e": 1, "10": 1, "9": 1, "a b": 1, "a~": 1])
            try pair.expectSameText([String: Int]())
            try pair.expectSameText([[String: Int]]())
            try pair.expectSameText(["a/b": "c/d"])
        }
    }

    @Test func prettyPrintingWithoutSortingMatchesFoundationForSingleKeys() throws {
        let pair = EncoderPair { $0.outputFormatting = .prettyPrinted; $1.outputFormatting = .prettyPrinted }
        try pair.expectSameText(["outer": ["inner": [1, 2]]])
        try pair.expectSameText(["empty": [String: [Int]]()])
        try pair.expectSameText(["empty": [[Int]]()])
        try pair.expectSameText([[String: Int]()])
    }

    // MARK: Strategies

    @Test func convertToSnakeCase() throws {
        struct Keys: Encodable {
            let keys: [String]
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: TestKey.self)
                for key in keys { try container.encode(1, forKey: TestKey(key)) }
            }
        }
        let pair = EncoderPair { foundation, ours in
            foundation.keyEncodingStrategy = .convertToSnakeCase
            ours.keyEncodingStrategy = .convertToSnakeCase
        }
        for key in [
            "oneTwoThree", "myURLProperty", "myHTTPServer", "URLs", "aB", "_privateKey_", "a1B", "version2Name", "ÉcoleÉté",
            "already_snake", "ABC", "a", "", "a1b2C3", "ab12CD", "aBC1d", "__", "x Y", "a-bC", "userID", "HTTP2Server", "a_B", "ÀÉ",
        ] {
            try pair.expectSameText(Keys(keys: [key]))
        }
        // `[String: Value]` keeps its keys.
        try pair.expectSameText(["someKey": ["innerKey": 1]])
        try expectSameJSON(Ordered(), pair)
    }

    @Test func customKeyStrategyGetsTheCodingPath() throws {
        struct Q: Encodable {
            var aB = 1
            var c = ["dE": 2]
        }
        final class Log: @unchecked Sendable { var paths: [[String]] = [] }
        let foundationLog = Log()
        let ourLog = Log()
        let pair = EncoderPair { foundation, ours in
            foundation.outputFormatting = .sortedKeys
            ours.outputFormatting = .sortedKeys
            foundation.keyEncodingStrategy = .custom { path in
                foundationLog.paths.append(path.map(\.stringValue))
                return TestKey(path.last!.stringValue + "!")
            }
            ours.keyEncodingStrategy = .custom { path in
                ourLog.paths.append(path.map(\.stringValue))
                return TestKey(path.last!.stringValue + "!")
            }
        }
        try pair.expectSameText([Q()])
        #expect(Set(ourLog.paths.map { $0.joined(separator: "/") }) == Set(foundationLog.paths.map { $0.joined(separator: "/") }))
    }

    @Test func dateStrategies() throws {
        let dates = [Date(timeIntervalSince1970: 1000.5), Date(timeIntervalSince1970: -1000.7), Date(timeIntervalSince1970: 1_442_377_209.999),
                     Date(timeIntervalSince1970: -62_167_392_000), Date(timeIntervalSince1970: 253_402_300_800)]
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.locale = Locale(identifier: "en_US_POSIX")
        let strategies: [(JSONEncoder.DateEncodingStrategy, YYJSONEncoder.DateEncodingStrategy)] = [
            (.deferredToDate, .deferredToDate), (.secondsSince1970, .secondsSince1970),
            (.millisecondsSince1970, .millisecondsSince1970), (.iso8601, .iso8601), (.formatted(formatter), .formatted(formatter)),
            (.custom { date, encoder in var c = encoder.singleValueContainer(); try c.encode(Int(date.timeIntervalSince1970)) },
             .custom { date, encoder in var c = encoder.singleValueContainer(); try c.encode(Int(date.timeIntervalSince1970)) }),
            (.custom { _, _ in }, .custom { _, _ in }),
        ]
        for (foundation, ours) in strategies {
            let pair = EncoderPair { $0.dateEncodingStrategy = foundation; $1.dateEncodingStrategy = ours }
            try pair.expectSameText(dates)
            try pair.expectSameText(["at": dates[0]])
        }
    }

    @Test func dataStrategies() throws {
        let blob = ["k": Data([1, 2, 3, 250])]
        try EncoderPair().expectSameText(blob)
        try EncoderPair { $0.dataEncodingStrategy = .deferredToData; $1.dataEncodingStrategy = .deferredToData }.expectSameText(blob)
        let custom = EncoderPair { foundation, ours in
            foundation.dataEncodingStrategy = .custom { data, encoder in var c = encoder.singleValueContainer(); try c.encode(data.count) }
            ours.dataEncodingStrategy = .custom { data, encoder in var c = encoder.singleValueContainer(); try c.encode(data.count) }
        }
        try custom.expectSameText(blob)
        try EncoderPair { $0.dataEncodingStrategy = .custom { _, _ in }; $1.dataEncodingStrategy = .custom { _, _ in } }.expectSameText(blob)
    }

    @Test func nonConformingFloats() throws {
        let pair = EncoderPair { foundation, ours in
            foundation.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
            ours.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        }
        try pair.expectSameText([Double.nan, -.infinity, .infinity, 1])
        try pair.expectSameText([Float.nan, -.infinity])
    }

    // MARK: Errors

    /// `(case, path)` of an `EncodingError`.
    func signature(_ error: (any Error)?) -> String? {
        guard case EncodingError.invalidValue(_, let context)? = error as? EncodingError else { return nil }
        return "invalidValue at " + context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }

    @Test func errorsMatchFoundation() {
        struct Path: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: TestKey.self)
                try container.encode([Double.nan], forKey: TestKey("p"))
            }
        }
        struct Nothing: Encodable { func encode(to encoder: any Encoder) throws {} }
        struct FloatField: Encodable { var f = Float.infinity }
        let cases: [any Encodable] = [Path(), [Path()], ["a": [Double.nan]], Nothing(), FloatField(), [Double.infinity], -Double.infinity]
        for value in cases {
            let expected = caughtError { try JSONEncoder().encode(value) }
            let actual = caughtError { try YYJSONEncoder().encode(value) }
            #expect(signature(actual) != nil)
            #expect(signature(actual) == signature(expected), "\(value)")
        }
    }

    /// The encoder keeps each value's key as a key type's bytes, an index, a string or a boxed key
    /// (`CodingKeyValue`); every form must name Foundation's path, with and without a key strategy.
    @Test func errorPathsThroughEveryKeyForm() {
        struct Leaf: Encodable { var value = Double.nan }
        struct IntKeys: Encodable {
            var leaf = Leaf()
            enum CodingKeys: Int, CodingKey { case leaf = 3 }
        }
        struct WordKey: CodingKey {
            var intValue: Int?
            var stringValue: String { "w\(intValue ?? -1)" }
            init(intValue: Int) { self.intValue = intValue }
            init?(stringValue: String) { nil }
        }
        struct WordKeyed: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: WordKey.self)
                try container.encode(Leaf(), forKey: WordKey(intValue: 9))
            }
        }
        struct Super: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: TestKey.self)
                try Leaf().encode(to: container.superEncoder())
                var list = container.nestedUnkeyedContainer(forKey: TestKey("list"))
                try [Leaf()].encode(to: list.superEncoder())
            }
        }
        struct Outer: Encodable { var inner: [String: [Leaf]] = ["someKey": [Leaf()]] }
        let cases: [any Encodable] = [IntKeys(), WordKeyed(), Super(), Outer(), ["7": [Leaf()]], [[IntKeys()]]]
        for snakeCase in [false, true] {
            for value in cases {
                let foundation = JSONEncoder()
                let ours = YYJSONEncoder()
                if snakeCase {
                    foundation.keyEncodingStrategy = .convertToSnakeCase
                    ours.keyEncodingStrategy = .convertToSnakeCase
                }
                let expected = caughtError { try foundation.encode(value) }
                let actual = caughtError { try ours.encode(value) }
                if snakeCase && value is Outer {
                    // Foundation drops the dictionary's own key from this path under a key
                    // strategy ("someKey.[0].value"); ours names it.
                    #expect(signature(actual) == "invalidValue at inner.someKey.[0].value")
                    continue
                }
                #expect(signature(actual) != nil)
                #expect(signature(actual) == signature(expected), "\(value)")
            }
        }
    }

    @Test func userErrorsPropagate() {
        struct Failing: Encodable {
            struct Boom: Error {}
            func encode(to encoder: any Encoder) throws { throw Boom() }
        }
        #expect(throws: Failing.Boom.self) { try YYJSONEncoder().encode(["a": Failing()]) }
        let sorted = YYJSONEncoder()
        sorted.outputFormatting = .sortedKeys
        #expect(throws: Failing.Boom.self) { try sorted.encode([Failing()]) }
    }

    // MARK: Containers used out of order

    struct Interleaved: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: TestKey.self)
            var nested = container.nestedContainer(keyedBy: TestKey.self, forKey: TestKey("n"))
            try container.encode(1, forKey: TestKey("b"))
            try nested.encode(2, forKey: TestKey("x"))
            var list = container.nestedUnkeyedContainer(forKey: TestKey("u"))
            try container.encode(3, forKey: TestKey("c"))
            try list.encode(4)
            var single = container.superEncoder().singleValueContainer()
            try single.encode(5)
            var again = encoder.container(keyedBy: TestKey.self)
            try again.encode(6, forKey: TestKey("d"))
            _ = container.superEncoder(forKey: TestKey("empty"))
        }
    }

    struct InterleavedArray: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            var nested = container.nestedContainer(keyedBy: TestKey.self)
            try container.encode(1)
            try nested.encode(2, forKey: TestKey("x"))
            try 7.encode(to: container.superEncoder())
            var again = encoder.unkeyedContainer()
            try again.encode(9)
        }
    }

    struct InOrder: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: TestKey.self)
            var nested = container.nestedContainer(keyedBy: TestKey.self, forKey: TestKey("n"))
            try nested.encode(2, forKey: TestKey("x"))
            var deeper = nested.nestedUnkeyedContainer(forKey: TestKey("list"))
            try deeper.encode("a")
            try container.encode(1, forKey: TestKey("b"))
            try Ordered().encode(to: container.superEncoder())
            _ = container.superEncoder(forKey: TestKey("unused"))
        }
    }

    @Test(arguments: [false, true])
    func nestedContainersSuperEncodersAndRepeatedContainers(pretty: Bool) throws {
        let pair = EncoderPair { foundation, ours in
            if pretty {
                foundation.outputFormatting = .prettyPrinted
                ours.outputFormatting = .prettyPrinted
            }
        }
        try expectSameJSON(Interleaved(), pair)
        try expectSameJSON([Interleaved()], pair)
        try expectSameJSON(InterleavedArray(), pair)
        try expectSameJSON(["k": InOrder()], pair)
        // Written in tree mode (the stream cannot go back into "n"), in the order containers were made.
        #expect(try YYJSONEncoder().encodeToString(Interleaved()) == #"{"n":{"x":2},"b":1,"u":[4],"c":3,"super":5,"d":6,"empty":{}}"#)
        #expect(try YYJSONEncoder().encodeToString(InterleavedArray()) == #"[{"x":2},1,7,9]"#)
        #expect(try YYJSONEncoder().encodeToString(InOrder())
            == #"{"n":{"x":2,"list":["a"]},"b":1,"super":{"zebra":1,"apple":"a","mango":[1,2.5],"fig":3},"unused":{}}"#)
    }

    @Test func valuesThatEncodeNothingBecomeEmptyObjects() throws {
        struct Nothing: Encodable { func encode(to encoder: any Encoder) throws {} }
        struct Holder: Encodable { var n = Nothing(); var m = [Nothing()] }
        try EncoderPair { $0.outputFormatting = .sortedKeys; $1.outputFormatting = .sortedKeys }.expectSameText(Holder())
        #expect(try YYJSONEncoder().encodeToString(Holder()) == #"{"n":{},"m":[{}]}"#)
    }

    @Test func classHierarchyMergesContainers() throws {
        class Base: Encodable {
            var id = 1
            enum CodingKeys: String, CodingKey { case id }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(id, forKey: .id)
            }
        }
        final class Derived: Base {
            var name = "x"
            enum DerivedKeys: String, CodingKey { case name }
            override func encode(to encoder: any Encoder) throws {
                try super.encode(to: encoder)
                var container = encoder.container(keyedBy: DerivedKeys.self)
                try container.encode(name, forKey: .name)
            }
        }
        #expect(try YYJSONEncoder().encodeToString([Derived()]) == #"[{"id":1,"name":"x"}]"#)
        try expectSameJSON([Derived()])
    }

    @Test func userInfoReachesEncodeToEncoder() throws {
        struct Scaled: Encodable {
            var value: Double
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(value * (encoder.userInfo[CodingUserInfoKey(rawValue: "factor")!] as? Double ?? 1))
            }
        }
        let encoder = YYJSONEncoder()
        encoder.userInfo[CodingUserInfoKey(rawValue: "factor")!] = 2.0
        #expect(try encoder.encodeToString([Scaled(value: 1.25)]) == "[2.5]")
    }

    @Test func outputDecodesBackEqualInBothCoders() throws {
        struct Everything: Codable, Equatable {
            var ints: [Int64] = [.min, -1, 0, .max]
            var unsigned: UInt64 = .max
            var doubles: [Double] = [0.1, -0.0, 1e-300, 1.7976931348623157e308, .leastNonzeroMagnitude]
            var floats: [Float] = [0.1, 3.4028235e38]
            var text = "quote \" slash / tab \t emoji 😀 nul \u{0}"
            var date = Date(timeIntervalSince1970: 1_442_377_209)
            var data = Data([0, 255, 7])
            var url = URL(string: "https://example.com/a?b=c")!
            var decimal = Decimal(string: "3.14159")!
            var nested: [String: [Int?]] = ["a": [1, nil], "b": []]
            var optional: String? = nil
        }
        let value = Everything()
        for formatting: YYJSONEncoder.OutputFormatting in [[], .prettyPrinted, .sortedKeys, .withoutEscapingSlashes] {
            let encoder = YYJSONEncoder()
            encoder.outputFormatting = formatting
            let data = try encoder.encode(value)
            #expect(try YYJSONDecoder().decode(Everything.self, from: data) == value)
            #expect(try JSONDecoder().decode(Everything.self, from: data) == value)
        }
        #expect(try YYJSONDecoder().decode(Everything.self, from: JSONEncoder().encode(value)) == value)
    }
}
