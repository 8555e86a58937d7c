import Foundation
import Testing
import YYModel

/// JSON5 and brace-less top-level objects, checked against Foundation's `JSONDecoder` with the same
/// options wherever Foundation follows the JSON5 specification.
@Suite struct YYJSONDecoderJSON5Tests {
    private static func decoders(json5: Bool = true, topLevelDictionary: Bool = false) -> (YYJSONDecoder, JSONDecoder) {
        let ours = YYJSONDecoder()
        ours.allowsJSON5 = json5
        ours.assumesTopLevelDictionary = topLevelDictionary
        let foundation = JSONDecoder()
        foundation.allowsJSON5 = json5
        foundation.assumesTopLevelDictionary = topLevelDictionary
        return (ours, foundation)
    }

    struct Settings: Codable, Equatable {
        var name: String
        var retries: Int
        var ratio: Double
        var tags: [String]
        var limits: [String: Int]
    }

    @Test func aConfigurationFileDecodesAsFoundationDecodesIt() throws {
        let text = """
            // Service settings
            {
              name: 'api \\x41\\u00e9',   /* single quotes, \\x and \\u escapes */
              retries: 0x0A,
              ratio: +.5,
              "tags": ['a', "b",],
              limits: { $max: 10, _min: -0x2, ünï: 3, },
            }
            """
        let (ours, foundation) = Self.decoders()
        let decoded = try ours.decode(Settings.self, from: Data(text.utf8))
        #expect(decoded == (try foundation.decode(Settings.self, from: Data(text.utf8))))
        #expect(decoded == Settings(name: "api Aé", retries: 10, ratio: 0.5, tags: ["a", "b"], limits: ["$max": 10, "_min": -2, "ünï": 3]))
    }

    @Test("numbers JSON5 adds", arguments: [
        "[+1, .5, 5., -.5, 5.e3, 1e3, 0, -0]", "[0x10, -0x10, 0XfF, 0x7FFF]", "[Infinity, -Infinity, +Infinity]",
        "[1.5e-3, 123456789012345678901234567890]",
    ])
    func numbers(_ text: String) throws {
        let (ours, foundation) = Self.decoders()
        let decoded = try ours.decode([Double].self, from: Data(text.utf8))
        #expect(decoded == (try foundation.decode([Double].self, from: Data(text.utf8))))
        #expect(try ours.decode([Float].self, from: Data(text.utf8)) == foundation.decode([Float].self, from: Data(text.utf8)))
    }

    @Test func nanDecodesIntoDoubleAndFloat() throws {
        let (ours, _) = Self.decoders()
        #expect(try ours.decode([Double].self, from: "[NaN, -NaN]").allSatisfy(\.isNaN))
        #expect(try ours.decode(Float.self, from: "NaN").isNaN)
    }

    @Test func hexadecimalIntegers() throws {
        let (ours, foundation) = Self.decoders()
        let text = "[0x1F, -0x8000000000000000, 0xFFFFFFFFFFFFFFFF]"
        #expect(try ours.decode([Int64].self, from: "[0x1F, -0x8000000000000000]") == [31, Int64.min])
        #expect(try ours.decode([UInt64].self, from: "[0xFFFFFFFFFFFFFFFF]") == [UInt64.max])
        #expect(throws: DecodingError.self) { try ours.decode([Int64].self, from: Data(text.utf8)) }
        #expect(throws: DecodingError.self) { try foundation.decode([Int64].self, from: Data(text.utf8)) }
    }

    @Test("JSON5 that both decoders accept", arguments: [
        "[1,]", "{a:1,}", "[1] // done", "/* a */ [1, /* b */ 2]", "['\\u2028', \"a\u{2028}b\"]", "{'single': 'quoted'}",
        "[\"\\/\", '\\'', \"\\\"\"]", "\u{FEFF}[1]", "{\"a\":1,\"a\":2}",
    ])
    func acceptedByBoth(_ text: String) throws {
        let (ours, foundation) = Self.decoders()
        let data = Data(text.utf8)
        if text.hasPrefix("{") {
            #expect(try ours.decode([String: AnyScalar].self, from: data) == foundation.decode([String: AnyScalar].self, from: data))
        } else {
            #expect(try ours.decode([AnyScalar].self, from: data) == foundation.decode([AnyScalar].self, from: data))
        }
    }

    @Test("JSON5 that both decoders reject", arguments: [
        "[01]", "[0x]", "[0xFFFFFFFFFFFFFFFFF]", "[.e3]", "[.]", "[1,,]", "[,]", "[truex]", "[1 2]", "[1e400]", "/* x", "[1] /*",
        "['\\x4g']", "['\\1']", "['a\nb']", "{a b: 1}", "{1a: 1}", "[Infinit]", "[-]", "[+]", "['abc", "{a:1", "[1]]", "",
    ])
    func rejectedByBoth(_ text: String) {
        let (ours, foundation) = Self.decoders()
        let data = Data(text.utf8)
        #expect(throws: DecodingError.self) { try foundation.decode([AnyScalar].self, from: data) }
        #expect(throws: DecodingError.self) { try ours.decode([AnyScalar].self, from: data) }
    }

    @Test func infinityIsNotAnInteger() {
        let (ours, foundation) = Self.decoders()
        #expect(throws: DecodingError.self) { try foundation.decode([Int].self, from: Data("[Infinity]".utf8)) }
        #expect(throws: DecodingError.self) { try ours.decode([Int].self, from: Data("[Infinity]".utf8)) }
    }

    /// Where the specification and Foundation part, this decoder follows the specification.
    @Test func followsTheSpecificationWhereFoundationIsStricter() throws {
        let (ours, _) = Self.decoders()
        #expect(try ours.decode([String].self, from: #"['a\0b', '\q', 'tab\there', 'line \\#ncontinued']"#)
            == ["a\0b", "q", "tab\there", "line continued"])
        #expect(try ours.decode([String: Int].self, from: #"{\u0061b: 1}"#) == ["ab": 1])
        #expect(try ours.decode([Int].self, from: "[1,\u{00A0}2,\u{2028}3,\u{3000}4]") == [1, 2, 3, 4])
        #expect(try ours.decode([String].self, from: "['\\\r\nx', '\\\u{2028}y']") == ["x", "y"])
    }

    @Test func strictJSONStaysStrictWithoutTheOption() {
        let (ours, foundation) = Self.decoders(json5: false)
        for text in ["{a: 1}", "[0x1]", "[Infinity]", "['a']", "[1] // c"] {
            #expect(throws: DecodingError.self) { try foundation.decode(AnyScalar.self, from: Data(text.utf8)) }
            #expect(throws: DecodingError.self) { try ours.decode(AnyScalar.self, from: Data(text.utf8)) }
        }
    }

    @Test("top-level objects without braces", arguments: [
        (true, ""), (true, "   "), (true, "a:1,"), (true, "{a:1}"), (true, "// c\n a:1 /* x */"), (true, "\u{FEFF}a: 1, 'b': 2"),
        (false, "\"a\":1"), (false, " {\"a\": 1} "), (false, "\"a\": 1, \"b\": 2,"), (true, "a: 1 // last line"),
    ])
    func bracelessObjects(json5: Bool, text: String) throws {
        let (ours, foundation) = Self.decoders(json5: json5, topLevelDictionary: true)
        let data = Data(text.utf8)
        #expect(try ours.decode([String: Int].self, from: data) == foundation.decode([String: Int].self, from: data))
    }

    @Test("brace-less text that both reject", arguments: [
        (true, "a:1}"), (true, "{a:1}, b:2"), (true, "a:1,,"), (false, "a:1"), (false, "\"a\":"), (true, "a"),
    ])
    func bracelessRejected(json5: Bool, text: String) {
        let (ours, foundation) = Self.decoders(json5: json5, topLevelDictionary: true)
        let data = Data(text.utf8)
        #expect(throws: DecodingError.self) { try foundation.decode([String: Int].self, from: data) }
        #expect(throws: DecodingError.self) { try ours.decode([String: Int].self, from: data) }
    }

    // MARK: Errors name the place

    private func parseError(_ text: String, topLevelDictionary: Bool = false) -> JSONParseError? {
        let (ours, _) = Self.decoders(topLevelDictionary: topLevelDictionary)
        do {
            _ = try ours.decode([String: AnyScalar].self, from: Data(text.utf8))
            return nil
        } catch let DecodingError.dataCorrupted(context) {
            return context.underlyingError as? JSONParseError
        } catch {
            return nil
        }
    }

    @Test func errorsNameTheLineAndColumn() throws {
        let error = try #require(parseError("{\n  a: 1, // one\n  b: @,\n}"))
        #expect((error.line, error.column) == (3, 6))
        #expect(error.code == .unexpectedCharacter)
        let comment = try #require(parseError("{a: 1}\n/* open"))
        #expect(comment.code == .unexpectedEndOfInput)
        #expect(comment.reason.contains("2:1"))
        let string = try #require(parseError("{a: 'one\ntwo'}"))
        #expect((string.line, string.column, string.code) == (1, 9, .invalidString))
    }

    @Test func errorsInBracelessTextArePlacedInTheTextAsWritten() throws {
        let early = try #require(parseError("a: 1}", topLevelDictionary: true))
        #expect((early.offset, early.line, early.column, early.code) == (5, 1, 6, .trailingContent))
        let inner = try #require(parseError("a: 1,\nb: ]", topLevelDictionary: true))
        #expect((inner.offset, inner.line, inner.column) == (9, 2, 4))
        let truncated = try #require(parseError("\u{FEFF}a:", topLevelDictionary: true))
        #expect((truncated.offset, truncated.code) == (5, .unexpectedEndOfInput))
    }

    @Test("errors in text read as UTF-16 stay inside the input", arguments: [
        "22000064fc7558360030 3022",
        "0022222d6573223a5b5d2c22d0bad0bbd18ed187223a7b7d2c22f09f98802200 5b32009f5b22",
    ])
    func errorsInWideTextStayInside(_ hex: String) throws {
        let digits = Array(hex.filter { $0 != " " })
        let bytes = stride(from: 0, to: digits.count, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16)! }
        for (json5, braceless) in [(true, false), (true, true), (false, false)] {
            let (ours, _) = Self.decoders(json5: json5, topLevelDictionary: braceless)
            do {
                _ = try ours.decode(AnyScalar.self, from: Data(bytes))
            } catch let DecodingError.dataCorrupted(context) {
                let error = try #require(context.underlyingError as? JSONParseError)
                #expect(error.offset <= bytes.count)
            }
        }
    }

    @Test func deepNestingIsAnErrorNeverACrash() throws {
        let (ours, _) = Self.decoders()
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: DecodingError.self) { try ours.decode(AnyScalar.self, from: deep) }
        // With the limit raised, the parser keeps its open containers off the call stack.
        struct Unread: Decodable { init(from decoder: any Decoder) {} }
        ours.maxDepth = 200_000
        _ = try ours.decode(Unread.self, from: deep)
    }

    @Test func everyTruncationAndCorruptionThrowsOrDecodes() {
        let (ours, _) = Self.decoders(topLevelDictionary: true)
        let text = Array("// c\n{a: [0x1F, +.5, 'x\\u00e9\\\ny', Infinity, {b: null, 'c': true,},], /* d */ \"e\": -1e3,}".utf8)
        for count in 0...text.count {
            _ = try? ours.decode([String: AnyScalar].self, from: Data(text[..<count]))
        }
        var generator = SplitMix64(seed: 5)
        for _ in 0..<3_000 {
            var mutated = text
            for _ in 0..<3 {
                mutated[Int(generator.next() % UInt64(mutated.count))] = UInt8(truncatingIfNeeded: generator.next())
            }
            _ = try? ours.decode([String: AnyScalar].self, from: Data(mutated))
        }
    }
}

/// Any JSON value, compared structurally (NaN aside).
indirect enum AnyScalar: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([AnyScalar]), object([String: AnyScalar])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([AnyScalar].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: AnyScalar].self))
        }
    }
}
