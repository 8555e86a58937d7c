import Foundation
import Testing
import YYModel

/// Edge cases where a drop-in coder must do exactly what Foundation's does, each checked against
/// Foundation's coder in the same test.
@Suite struct YYJSONCoderParityTests {
    class Person: Codable {
        var name = ""
        init() {}
    }

    final class Employee: Person {
        var badge = 0
        private enum CodingKeys: String, CodingKey { case badge }

        override init() { super.init() }

        required init(from decoder: any Decoder) throws {
            badge = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .badge)
            try super.init(from: decoder)
        }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(badge, forKey: .badge)
            try super.encode(to: encoder)
        }
    }

    @Test func decodesTheMetatypeGivenNotTheStaticType() throws {
        let data = Data(#"{"name": "Ann", "badge": 7}"#.utf8)
        let metatype: Person.Type = Employee.self
        let foundation = try JSONDecoder().decode(metatype, from: data)
        let ours = try YYJSONDecoder().decode(metatype, from: data)
        #expect(foundation is Employee)
        #expect(ours is Employee)
        #expect((ours as? Employee)?.badge == 7)
        #expect(ours.name == "Ann")
    }

    @Test("integers beyond Int64 are not representable, never rounded into range",
          arguments: ["-9223372036854775809", "-9223372036854775810", "-18446744073709551616", "18446744073709551616"])
    func integersBeyondSixtyFourBits(_ text: String) {
        let data = Data("[\(text)]".utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Int64].self, from: data) }
        #expect(throws: DecodingError.self) { try YYJSONDecoder().decode([Int64].self, from: data) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([UInt64].self, from: data) }
        #expect(throws: DecodingError.self) { try YYJSONDecoder().decode([UInt64].self, from: data) }
        #expect(throws: DecodingError.self) { try YYJSONDecoder().decode(Int64.self, from: Data(text.utf8)) }
    }

    @Test("integral values with a fraction or an exponent still decode", arguments: ["1.0", "1e2", "-9.2233720368547758e18"])
    func integralDoubles(_ text: String) throws {
        let data = Data("[\(text)]".utf8)
        #expect(try YYJSONDecoder().decode([Int64].self, from: data) == JSONDecoder().decode([Int64].self, from: data))
    }

    @Test func aNestedCustomStrategyThatWritesNothingGivesAnEmptyObject() throws {
        let foundation = JSONEncoder()
        foundation.dateEncodingStrategy = .custom { _, _ in }
        foundation.dataEncodingStrategy = .custom { _, _ in }
        let ours = YYJSONEncoder()
        ours.dateEncodingStrategy = .custom { _, _ in }
        ours.dataEncodingStrategy = .custom { _, _ in }
        #expect(try ours.encode(["a": Date()]) == foundation.encode(["a": Date()]))
        #expect(try ours.encode([Data([1])]) == foundation.encode([Data([1])]))
    }

    @Test("integers read from their digits, as Foundation reads them",
          arguments: ["-9.2233720368547758e18", "9.2233720368547758e18", "1.0", "1e2", "-0.0", "12.50e1", "1.000000000000000000000000",
                      "100000000000000000000e-5", "1.5", "1e-400", "0e400", "-9223372036854775808", "18446744073709551615",
                      "9007199254740993.5", "-9007199254740993.9", "1.0000000000000001", "18446744073709551615.0", "1e19", "1e20",
                      "80632970006180068.960007402", "-9.223372036854775809e18", "123456789012345678.00000000000000000000000000000000000000001"])
    func integersFromDigits(_ text: String) {
        let data = Data("[\(text)]".utf8)
        for type in [Int64.self, UInt64.self, Int8.self] as [any (FixedWidthInteger & Codable).Type] {
            func check<I: FixedWidthInteger & Codable>(_: I.Type) {
                let foundation = Result { try JSONDecoder().decode([I].self, from: data) }
                let ours = Result { try YYJSONDecoder().decode([I].self, from: data) }
                switch (foundation, ours) {
                case (.success(let expected), .success(let found)): #expect(found == expected, "\(text) as \(I.self)")
                case (.failure, .failure): break
                default: Issue.record("\(text) as \(I.self): Foundation \(foundation), ours \(ours)")
                }
            }
            check(type)
        }
    }

    @Test("a comma before a closing bracket, as Foundation's decoder accepts it",
          arguments: ["[1,]", "[1, ]", "[\n1,\n]", "[[1,],]", "[,]", "[1,,]", "[1,]  ,", "[1 2]", "{\"a\":[1],}", "{\"a\":[1] , }",
                      "{\"a\":[],}", "{,}", "{\"a\":[1],,}", "{\"a\":[1],\"b\"}", "{\"a\":[1,],\"b\":[2,3,],}"])
    func trailingCommas(_ text: String) {
        let data = Data(text.utf8)
        if text.hasPrefix("[") {
            let foundation = try? JSONDecoder().decode([[Int]].self, from: data)
            let flat = try? JSONDecoder().decode([Int].self, from: data)
            #expect((try? YYJSONDecoder().decode([[Int]].self, from: data)) == foundation, "\(text)")
            #expect((try? YYJSONDecoder().decode([Int].self, from: data)) == flat, "\(text)")
        } else {
            let foundation = try? JSONDecoder().decode([String: [Int]].self, from: data)
            #expect((try? YYJSONDecoder().decode([String: [Int]].self, from: data)) == foundation, "\(text)")
        }
        // The library's own parser stays strict.
        if text.contains(",]") || text.contains(",}") || text.contains(", ]") || text.contains(", }") || text.contains(",\n]") {
            #expect(throws: JSONParseError.self) { try JSONDocument(parsing: Array(text.utf8)) }
        }
    }

    @Test("snake_case keys never split a grapheme cluster", arguments: ["aB\u{301}c", "myURLValue", "oneTwo", "a\u{301}B"])
    func snakeCaseGraphemes(_ key: String) throws {
        let foundation = JSONEncoder()
        foundation.keyEncodingStrategy = .convertToSnakeCase
        let ours = YYJSONEncoder()
        ours.keyEncodingStrategy = .convertToSnakeCase
        let value = [key: 1]
        #expect(String(decoding: try ours.encode(value), as: UTF8.self) == String(decoding: try foundation.encode(value), as: UTF8.self))
    }

    // MARK: Int128 and UInt128

    /// Members through the keyed container: `decode`, and `decodeIfPresent` for the optional.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    struct Ledger: Codable, Equatable {
        var balance: Int128
        var limit: Int128?
        var total: UInt128
    }

    /// Elements through the unkeyed container's own `Int128` and `UInt128` methods (an array's
    /// elements go through the generic ones).
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    struct WideRow: Codable, Equatable {
        var signed: Int128
        var unsigned: UInt128
        var optional: Int128?

        init(signed: Int128, unsigned: UInt128, optional: Int128?) {
            self.signed = signed
            self.unsigned = unsigned
            self.optional = optional
        }

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            signed = try container.decode(Int128.self)
            unsigned = try container.decode(UInt128.self)
            optional = try container.decodeIfPresent(Int128.self)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(signed)
            try container.encode(unsigned)
            if let optional { try container.encode(optional) } else { try container.encodeNil() }
        }
    }

    /// The same outcome from both decoders, configured alike by `configure`: equal values, or
    /// `DecodingError`s of the same case and path.
    func expectSameOutcome<T: Decodable & Equatable>(
        _: T.Type, _ json: String, configure: (JSONDecoder, YYJSONDecoder) -> Void = { _, _ in }
    ) {
        let data = Data(json.utf8)
        let pair = DecoderPair(configure)
        let foundation = Result { try pair.foundation.decode(T.self, from: data) }
        let found = Result { try pair.ours.decode(T.self, from: data) }
        switch (foundation, found) {
        case (.success(let expected), .success(let actual)):
            #expect(actual == expected, "\(json) as \(T.self)")
        case (.failure(let expected), .failure(let actual)):
            #expect(DecodingErrorSignature(expected) != nil, "\(json) as \(T.self): \(expected)")
            #expect(DecodingErrorSignature(actual) == DecodingErrorSignature(expected), "\(json) as \(T.self)")
        default:
            Issue.record("\(json) as \(T.self): Foundation \(foundation), ours \(found)")
        }
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test("Int128 and UInt128 read numbers as Foundation reads them",
          arguments: ["0", "-0", "1", "-1", "-0.0", "1.0", "1e2", "12.50e1", "1.5", "-1.5", "2e-1", "1e-400", "0e400", "1e400",
                      "9223372036854775807", "9223372036854775808", "-9223372036854775809", "18446744073709551615",
                      "18446744073709551616", "-18446744073709551616", "12345678901234567890123", "-12345678901234567890123",
                      "170141183460469231731687303715884105727", "-170141183460469231731687303715884105728",
                      "170141183460469231731687303715884105728", "-170141183460469231731687303715884105729",
                      "340282366920938463463374607431768211455", "340282366920938463463374607431768211456",
                      "1e19", "-1e19", "1e20", "1e38", "1.7e38", "1.8446744073709551615e19", "-1.8446744073709551615e19",
                      "18446744073709551615.0", "18446744073709551615.5", "-9.223372036854775808e18", "9007199254740993.5",
                      "80632970006180068.960007402", "123456789012345678.00000000000000000000000000000000000000001"])
    func wideIntegersFromNumbers(_ text: String) {
        expectSameOutcome([Int128].self, "[\(text)]")
        expectSameOutcome([UInt128].self, "[\(text)]")
        expectSameOutcome(Int128.self, text)
        expectSameOutcome(UInt128.self, text)
        expectSameOutcome([String: Int128].self, #"{"a": \#(text)}"#)
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test("Int128 and UInt128 read JSON5's numbers as Foundation reads them",
          arguments: ["+5", "+0", "5.", "1.e1", ".5", "+.5e1", "+1.5e1", "+1e20", "+9007199254740993.5", "+18446744073709551615.0",
                      "+123456789012345678901234", "+170141183460469231731687303715884105727", "123456789012345678901234.",
                      "0x10", "-0x0", "0xFFFFFFFFFFFFFFFF", "-0x8000000000000000", "Infinity", "-Infinity", "NaN"])
    func wideIntegersFromJSON5Numbers(_ text: String) {
        let json5: (JSONDecoder, YYJSONDecoder) -> Void = { foundation, ours in
            foundation.allowsJSON5 = true
            ours.allowsJSON5 = true
        }
        expectSameOutcome([Int128].self, "[\(text)]", configure: json5)
        expectSameOutcome([UInt128].self, "[\(text)]", configure: json5)
        expectSameOutcome([Int64].self, "[\(text)]", configure: json5)
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test("Int128 and UInt128 in each container: values, nulls, missing members and mismatches",
          arguments: [#"{"balance": -5, "limit": 7, "total": 5}"#, #"{"balance": -5, "limit": null, "total": 5}"#,
                      #"{"balance": -5, "total": 5}"#, #"{"balance": "12", "total": 5}"#, #"{"balance": null, "total": 5}"#,
                      #"{"balance": true, "total": 5}"#, #"{"balance": 1, "limit": "7", "total": 5}"#, #"{"limit": 7, "total": 5}"#,
                      #"{"balance": 1, "total": -1}"#, #"{"balance": 1, "limit": [], "total": 5}"#, #"{"balance": {}, "total": 5}"#])
    func wideIntegersInContainers(_ json: String) {
        expectSameOutcome(Ledger.self, json)
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test("Int128 and UInt128 through the unkeyed and single-value containers",
          arguments: ["[-1, 2, 3]", "[-1, 2, null]", "[-1, 2]", "[-1]", "[\"-1\", 2]", "[null, 2]", "[-1, -2]", "[1.5, 2]",
                      "[170141183460469231731687303715884105727, 340282366920938463463374607431768211455, -170141183460469231731687303715884105728]"])
    func wideIntegersInUnkeyedContainers(_ json: String) {
        expectSameOutcome(WideRow.self, json)
        expectSameOutcome([Int128?].self, json)
        expectSameOutcome([UInt128?].self, json)
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func wideIntegersAsSingleValues() {
        for json in ["12", "-12", "null", #""12""#, "true", "[]", "{}", "1e20", "340282366920938463463374607431768211455"] {
            expectSameOutcome(Int128.self, json)
            expectSameOutcome(UInt128.self, json)
            expectSameOutcome(Int128?.self, json)
            expectSameOutcome(UInt128?.self, json)
        }
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func wideIntegersEncodeAsFoundationWritesThem() throws {
        let pair = EncoderPair { foundation, ours in
            foundation.outputFormatting = .sortedKeys
            ours.outputFormatting = .sortedKeys
        }
        try pair.expectSameText([Int128.min, -1, 0, 1, Int128.max, Int128(Int64.min) - 1, Int128(UInt64.max) + 1])
        try pair.expectSameText([UInt128.min, 1, UInt128(UInt64.max), UInt128(UInt64.max) + 1, UInt128.max])
        try pair.expectSameText(["a": UInt128.max, "b": 0, "c": UInt128(UInt64.max) + 1])
        try pair.expectSameText(["min": Int128.min, "max": Int128.max])
        try pair.expectSameText(Int128.min)
        try pair.expectSameText(UInt128.max)
        try pair.expectSameText([Int128?.none, 5])
        try pair.expectSameText(Ledger(balance: Int128.min, limit: Int128.max, total: UInt128.max))
        try pair.expectSameText(Ledger(balance: 0, limit: nil, total: 1))
        try pair.expectSameText([WideRow(signed: Int128.min, unsigned: UInt128.max, optional: -1),
                                 WideRow(signed: Int128.max, unsigned: 0, optional: nil)])
        let pretty = EncoderPair { foundation, ours in
            foundation.outputFormatting = [.prettyPrinted, .sortedKeys]
            ours.outputFormatting = [.prettyPrinted, .sortedKeys]
        }
        try pretty.expectSameText(["values": [Int128.min, Int128.max]])
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func wideIntegersRoundTripTheirExtremes() throws {
        let signed: [Int128] = [Int128.min, Int128.min + 1, -1, 0, 1, Int128.max - 1, Int128.max]
        let unsigned: [UInt128] = [0, 1, UInt128(UInt64.max), UInt128(UInt64.max) + 1, UInt128.max - 1, UInt128.max]
        let ledger = Ledger(balance: Int128.min, limit: Int128.max, total: UInt128.max)
        let row = WideRow(signed: Int128.min, unsigned: UInt128.max, optional: Int128.max)
        let encoder = YYJSONEncoder()
        let decoder = YYJSONDecoder()
        #expect(try decoder.decode([Int128].self, from: encoder.encode(signed)) == signed)
        #expect(try decoder.decode([UInt128].self, from: encoder.encode(unsigned)) == unsigned)
        #expect(try decoder.decode(Ledger.self, from: encoder.encode(ledger)) == ledger)
        #expect(try decoder.decode(WideRow.self, from: encoder.encode(row)) == row)
        // Each coder reads what the other writes.
        #expect(try decoder.decode(Ledger.self, from: JSONEncoder().encode(ledger)) == ledger)
        #expect(try JSONDecoder().decode(WideRow.self, from: encoder.encode(row)) == row)
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func wideIntegersInLenientMode() throws {
        let decoder = YYJSONDecoder()
        decoder.allowsLenientConversions = true
        // What Foundation reads, lenient mode reads alike.
        let lenient: (JSONDecoder, YYJSONDecoder) -> Void = { _, ours in ours.allowsLenientConversions = true }
        for json in ["[1, -2, 3.0, 1e2]", "[170141183460469231731687303715884105727, -170141183460469231731687303715884105728]"] {
            expectSameOutcome([Int128].self, json, configure: lenient)
        }
        expectSameOutcome(Ledger.self, #"{"balance": -5, "limit": null, "total": 5}"#, configure: lenient)
        // Numeric strings (read in full width), YES/NO words, Bools and fractions.
        #expect(try decoder.decode([Int128].self, from: #"["12", " -5 ", "+7", "yes", "NO", true, false, 1.9, -1.9, "2.5", "1e2"]"#)
            == [12, -5, 7, 1, 0, 1, 0, 1, -1, 2, 100])
        #expect(try decoder.decode([Int128].self, from: #"["170141183460469231731687303715884105727", " -170141183460469231731687303715884105728 "]"#)
            == [Int128.max, Int128.min])
        #expect(try decoder.decode([Int128].self, from: #"["+18446744073709551616", "1.7e19"]"#)
            == [Int128(UInt64.max) + 1, 17_000_000_000_000_000_000])
        #expect(try decoder.decode([UInt128].self, from: #"["340282366920938463463374607431768211455", "18446744073709551616"]"#)
            == [UInt128.max, UInt128(UInt64.max) + 1])
        #expect(try decoder.decode(Ledger.self, from: #"{"balance": "-12345678901234567890123", "limit": "7", "total": "1"}"#)
            == Ledger(balance: -12345678901234567890123, limit: 7, total: 1))
        // Integral values beyond 64 bits that Foundation rejects for going through a Double.
        #expect(try decoder.decode([Int128].self, from: "[1e20, -1e20]") == [100_000_000_000_000_000_000, -100_000_000_000_000_000_000])
        // Out of range stays out of range: never wrapped, never clamped (the double of
        // -2^127 - 1 is -2^127).
        for json in [#"["170141183460469231731687303715884105728"]"#, #"["-170141183460469231731687303715884105729"]"#,
                     "[-170141183460469231731687303715884105729]", "[170141183460469231731687303715884105728]", "[1e39]", #"["abc"]"#, "[null]"] {
            #expect(throws: DecodingError.self, "\(json)") { try decoder.decode([Int128].self, from: json) }
        }
        for json in [#"["-1"]"#, "[-1]", "[-1e20]", #"["340282366920938463463374607431768211456"]"#] {
            #expect(throws: DecodingError.self, "\(json)") { try decoder.decode([UInt128].self, from: json) }
        }
    }
}
