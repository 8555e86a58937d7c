import Foundation
import Testing
import YYModel

/// The writer: escaping, numbers, layout and options.
@Suite("Writer")
struct WriterTests {
    // MARK: - Escaping

    @Test("strings are escaped as JSON requires", arguments: [
        ("plain", #""plain""#),
        ("", #""""#),
        ("a\"b", #""a\"b""#),
        ("a\\b", #""a\\b""#),
        ("a/b", #""a\/b""#),
        ("</script>", #""<\/script>""#),
        ("\u{08}\u{0C}\n\r\t", #""\b\f\n\r\t""#),
        ("\u{0}", #""\u0000""#),
        ("\u{1}x\u{1F}", #""\u0001x\u001f""#),
        ("\u{7F}", "\"\u{7F}\""),
        ("é€😀", "\"é€😀\""),
        ("\u{2028}\u{2029}", "\"\u{2028}\u{2029}\""),
        ("\u{FEFF}", "\"\u{FEFF}\""),
        ("e\u{301}", "\"e\u{301}\""),
        ("tab\tand \"quotes\" and \\ and / and 名前", #""tab\tand \"quotes\" and \\ and \/ and 名前""#),
    ])
    func escaping(string: String, expected: String) throws {
        let written = try JSON.string(string).jsonData()
        // Bytes, not String equality: a normalising comparison would hide a wrong byte.
        #expect(Array(written) == Array(expected.utf8))
    }

    @Test("escapes at every position of strings up to 40 bytes, alone and in pairs, across the 8- and 16-byte steps and the last partial step")
    func escapeAtEveryPosition() throws {
        let specials = ["\"", "\\", "/", "\n", "\u{1}", "é"]
        for length in 0...40 {
            for position in 0..<Swift.max(length, 1) {
                for (index, special) in specials.enumerated() {
                    var characters = Array(repeating: "a", count: length)
                    if length > 0 { characters[position] = special }
                    let single = characters.joined()
                    #expect(try JSON.string(single).jsonString() == referenceEscaped(single), "\(single.debugDescription)")
                    // A second escape 1, 7 or 9 bytes later: in the same word, or in the other one.
                    for gap in [1, 7, 9] where position + gap < length {
                        characters[position + gap] = specials[(index + gap) % specials.count]
                        let pair = characters.joined()
                        #expect(try JSON.string(pair).jsonString() == referenceEscaped(pair), "\(pair.debugDescription)")
                        characters[position + gap] = "a"
                    }
                }
            }
        }
    }

    @Test("strings around the 4096-byte escaping chunk: escapes just before, on and after its edge")
    func escapesAcrossChunks() throws {
        for length in [4095, 4096, 4097, 4111, 4112, 4113, 8193] {
            for position in [4079, 4088, 4094, 4095, 4096, 4097, 4110, 8191] where position < length {
                for special in ["/", "\"", "\n", "\u{1}", "é"] {
                    var characters = Array(repeating: "a", count: length)
                    characters[position] = special
                    // A run of slashes right before the edge makes every step of it grow.
                    for offset in 1...16 where position >= offset { characters[position - offset] = "/" }
                    let string = characters.joined()
                    #expect(try JSON.string(string).jsonString() == referenceEscaped(string), "length \(length), \(special.debugDescription) at \(position)")
                }
            }
        }
    }

    @Test("every pattern of '/' in a 16-byte step, last or with 16 bytes after it, and seeded runs of quotes, backslashes and slashes up to 40 bytes")
    func denseEscapes() throws {
        func escaped(_ bytes: [UInt8]) -> String {
            "\"" + String(decoding: bytes.flatMap { [0x22, 0x5C, 0x2F].contains($0) ? [0x5C, $0] : [$0] }, as: UTF8.self) + "\""
        }
        // The writer inserts backslashes in registers in a string's last 31 bytes, and by reading
        // the input again before them: a pattern alone takes the first way, followed by 16 bytes the second.
        let tail = [UInt8](repeating: UInt8(ascii: "b"), count: 16)
        for pattern in 0..<(1 << 16) {
            let step = (0..<16).map { pattern & (1 << $0) != 0 ? UInt8(ascii: "/") : UInt8(ascii: "a") }
            for bytes in [step, step + tail] {
                let written = try JSON.string(String(decoding: bytes, as: UTF8.self)).jsonString()
                if written != escaped(bytes) {
                    Issue.record("pattern \(String(pattern, radix: 2)), \(bytes.count) bytes: \(written)")
                    return
                }
            }
        }
        var generator = SplitMix64(seed: 0x5EED)
        let alphabet: [UInt8] = [0x22, 0x5C, 0x2F, UInt8(ascii: "a"), UInt8(ascii: "z")]
        for _ in 0..<5_000 {
            let bytes = (0..<Int.random(in: 1...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            #expect(try JSON.string(String(decoding: bytes, as: UTF8.self)).jsonString() == escaped(bytes))
        }
    }

    @Test("data() hands over exactly the bytes written, for small and large output")
    func dataTakesTheBuffer() {
        for count in [0, 1, 100, 5_000, 100_000] {
            var writer = JSONWriter(capacity: 16)
            writer.beginArray()
            for index in 0..<count { writer.write(index) }
            writer.endArray()
            let expected = writer.bytes
            #expect(Array(writer.data()) == expected)
        }
    }

    @Test("every control character is escaped", arguments: [UInt8](0x00...0x1F))
    func controlCharacters(byte: UInt8) throws {
        let named: [UInt8: String] = [0x08: #"\b"#, 0x09: #"\t"#, 0x0A: #"\n"#, 0x0C: #"\f"#, 0x0D: #"\r"#]
        let hex = String(byte, radix: 16)
        let escape = named[byte] ?? "\\u00" + (byte < 0x10 ? "0" : "") + hex
        let string = String(Character(Unicode.Scalar(byte)))
        #expect(try JSON.string(string).jsonString() == "\"" + escape + "\"")
        #expect(try JSON.string("ab" + string + "cd").jsonString() == "\"ab" + escape + "cd\"")
    }

    @Test(".withoutEscapingSlashes writes '/' as is, and nothing else changes")
    func slashes() throws {
        let value: JSON = ["a/b": "http://x/y", "q": "\"\\/\n"]
        #expect(try value.jsonString() == #"{"a\/b":"http:\/\/x\/y","q":"\"\\\/\n"}"#)
        #expect(try value.jsonString(options: .withoutEscapingSlashes) == #"{"a/b":"http://x/y","q":"\"\\/\n"}"#)
        #expect(try value.jsonString(options: [.withoutEscapingSlashes]) == #"{"a/b":"http://x/y","q":"\"\\/\n"}"#)
    }

    @Test("keys are escaped like strings")
    func keyEscaping() throws {
        let value: JSON = ["a\"b\\c\n\u{1}": 1, "ü": 2]
        #expect(try value.jsonString() == #"{"a\"b\\c\n\u0001":1,"ü":2}"#)
    }

    @Test("what the writer escapes, Foundation and our parser read back unchanged")
    func escapesReadBack() throws {
        var scalars = (0..<0x80).map { Unicode.Scalar(UInt8($0)) }
        scalars += ["é", "€", "😀", "\u{2028}", "\u{FFFF}", "\u{10FFFF}", "\u{D7FF}", "\u{E000}"]
        for options: JSONWritingOptions in [.compact, .withoutEscapingSlashes] {
            let strings = scalars.map { "<" + String(Character($0)) + ">" }
            let value = JSON.array(strings.map(JSON.string))
            let data = try value.jsonData(options: options)
            #expect(try JSON(parsing: data) == value)
            let foundation = try #require(try JSONSerialization.jsonObject(with: data) as? [String])
            #expect(foundation.map { Array($0.unicodeScalars) } == strings.map { Array($0.unicodeScalars) })
        }
    }

    // MARK: - Numbers

    @Test("integers are written exactly", arguments: [
        (JSONNumber(0 as Int64), "0"),
        (JSONNumber(-1 as Int64), "-1"),
        (JSONNumber(7 as Int), "7"),
        (JSONNumber(Int64.max), "9223372036854775807"),
        (JSONNumber(Int64.min), "-9223372036854775808"),
        (JSONNumber(UInt64.max), "18446744073709551615"),
        (JSONNumber(9_223_372_036_854_775_808 as UInt64), "9223372036854775808"),
        (JSONNumber(9_007_199_254_740_993 as Int64), "9007199254740993"),
        (JSONNumber(1_000_000 as Int64), "1000000"),
    ])
    func integers(number: JSONNumber, expected: String) throws {
        #expect(try JSON.number(number).jsonString() == expected)
        #expect(number.description == expected)
    }

    @Test("doubles are written in their shortest round-trip form", arguments: [
        (0.1, "0.1"),
        (0.30000000000000004, "0.30000000000000004"),
        (1.0, "1.0"),
        (100.0, "100.0"),
        (-0.0, "-0.0"),
        (0.0, "0.0"),
        (-1.5, "-1.5"),
        (123.456, "123.456"),
        (12_345_678.9, "12345678.9"),
        (1e15, "1000000000000000.0"),
        (1e16, "1e+16"),
        (1e21, "1e+21"),
        (0.001, "0.001"),
        (1e-5, "1e-05"),
        (1e-7, "1e-07"),
        (2.5e-8, "2.5e-08"),
        (1e308, "1e+308"),
        (-1.5e300, "-1.5e+300"),
        (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
        (Double.leastNormalMagnitude, "2.2250738585072014e-308"),
        (Double.leastNonzeroMagnitude, "5e-324"),
        (9_007_199_254_740_991.0, "9007199254740991.0"),
        (18_446_744_073_709_551_616.0, "1.8446744073709552e+19"),
    ])
    func doubles(value: Double, expected: String) throws {
        let text = try JSON.number(JSONNumber(value)).jsonString()
        #expect(text == expected)
        #expect(JSONNumber(value).description == expected)
        // It reads back to the same bits, with our parser and with Foundation's.
        #expect(try JSON(parsing: text).double?.bitPattern == value.bitPattern)
        #expect(Double(text)?.bitPattern == value.bitPattern)
    }

    @Test("random doubles are written shortest and read back bit for bit")
    func randomDoubles() throws {
        var generator = SplitMix64(seed: 0x5EED_0010)
        var values: [JSON] = []
        var doubles: [Double] = []
        while doubles.count < 3_000 {
            let value = Double(bitPattern: generator.next())
            guard value.isFinite else { continue }
            doubles.append(value)
            values.append(.number(JSONNumber(value)))
        }
        let text = try JSON.array(values).jsonString()
        let parsed = try #require(try JSON(parsing: text).array)
        #expect(parsed.count == doubles.count)
        for (index, element) in parsed.enumerated() where element.double?.bitPattern != doubles[index].bitPattern {
            Issue.record("\(doubles[index]) came back as \(String(describing: element.double))")
        }
        // Shortest: no more significant digits than Swift's own shortest description.
        let pieces = text.dropFirst().dropLast().split(separator: ",")
        for (piece, value) in zip(pieces, doubles) {
            let expected = value == value.rounded(.towardZero) && abs(value) < 9_007_199_254_740_992
                ? "\(value.sign == .minus ? "-" : "")\(UInt64(abs(value))).0" : value.description
            #expect(String(piece) == expected)
        }
    }

    @Test("non-finite doubles are refused with JSONWritingError", arguments: [Double.nan, .infinity, -.infinity])
    func nonFinite(value: Double) throws {
        let reason = "non-finite number \(value)"
        #expect(throws: JSONWritingError(reason: reason)) { try JSON.number(JSONNumber(value)).jsonString() }
        #expect(throws: JSONWritingError(reason: reason)) { try JSON.number(JSONNumber(value)).jsonData() }
        let nested: JSON = [1, ["a": ["ok", .number(JSONNumber(value))]]]
        #expect(throws: JSONWritingError.self) { try nested.jsonData(options: [.prettyPrinted, .sortedKeys]) }
        #expect(nested.description == "<invalid JSON>")
        var writer = JSONWriter()
        #expect(throws: JSONWritingError.self) { try writer.write(value) }
        #expect(writer.count == 0)
    }

    @Test("a non-finite number in a JSON value is reported with its path, at any depth")
    func nonFinitePaths() throws {
        let nan = JSON.number(JSONNumber(Double.nan))
        let nested: JSON = [1, ["b": 0, "a": ["ok", nan]]]
        for options: JSONWritingOptions in [.compact, [.prettyPrinted, .sortedKeys]] {
            #expect(throws: JSONWritingError(reason: "non-finite number nan", path: "[1].a[1]")) {
                try nested.jsonData(options: options)
            }
        }
        // Deeper than the recursive writer goes: the explicit-stack walk builds the same path.
        var deep: JSON = ["x y": [0, nan]]
        var expectedPath = #"["x y"][1]"#
        for level in 0..<40 {
            deep = level.isMultiple(of: 2) ? [deep] : ["k": deep]
            let separator = expectedPath.hasPrefix("[") ? "" : "."
            expectedPath = (level.isMultiple(of: 2) ? "[0]" : "k") + separator + expectedPath
        }
        #expect(throws: JSONWritingError(reason: "non-finite number nan", path: expectedPath)) { try deep.jsonData() }
        #expect(throws: JSONWritingError(reason: "non-finite number nan", path: expectedPath)) {
            try deep.jsonData(options: .sortedKeys)
        }
    }

    @Test("JSONWritingError describes itself with its path when it has one")
    func writingErrorDescription() {
        #expect(JSONWritingError(reason: "non-finite number nan").description == "non-finite number nan")
        #expect(JSONWritingError(reason: "non-finite number nan", path: "a[1]").description == "a[1]: non-finite number nan")
    }

    // MARK: - Layout

    /// Empty and non-empty containers, nested.
    static let layoutSample: JSON = [
        "a": [],
        "b": [:],
        "c": [1, [2, []], ["x": [:]]],
        "d": ["e": nil, "f": "g"],
    ]

    @Test("compact output has no whitespace at all")
    func compact() throws {
        #expect(try Self.layoutSample.jsonString() == #"{"a":[],"b":{},"c":[1,[2,[]],{"x":{}}],"d":{"e":null,"f":"g"}}"#)
        #expect(try JSON.array([]).jsonString() == "[]")
        #expect(try JSON.object([:]).jsonString() == "{}")
        #expect(try JSON.null.jsonString() == "null")
        #expect(try JSON.bool(true).jsonString() == "true")
        #expect(try JSON.bool(false).jsonString() == "false")
    }

    @Test("pretty printing with the default two spaces")
    func prettyTwo() throws {
        let expected = """
            {
              "a": [],
              "b": {},
              "c": [
                1,
                [
                  2,
                  []
                ],
                {
                  "x": {}
                }
              ],
              "d": {
                "e": null,
                "f": "g"
              }
            }
            """
        #expect(try Self.layoutSample.jsonString(options: .prettyPrinted) == expected)
        #expect(try Self.layoutSample.jsonString(options: JSONWritingOptions(formatting: .prettyPrinted, indentWidth: 2)) == expected)
        #expect(try Self.layoutSample.jsonString(options: [.prettyPrinted]) == expected)
    }

    @Test("pretty printing with four spaces")
    func prettyFour() throws {
        let expected = """
            {
                "a": [],
                "b": {},
                "c": [
                    1,
                    [
                        2,
                        []
                    ],
                    {
                        "x": {}
                    }
                ],
                "d": {
                    "e": null,
                    "f": "g"
                }
            }
            """
        #expect(try Self.layoutSample.jsonString(options: JSONWritingOptions(formatting: .prettyPrinted, indentWidth: 4)) == expected)
    }

    @Test("pretty printing of top-level scalars and empty or nested containers")
    func prettySmall() throws {
        let pretty = JSONWritingOptions.prettyPrinted
        #expect(try JSON.array([]).jsonString(options: pretty) == "[]")
        #expect(try JSON.object([:]).jsonString(options: pretty) == "{}")
        #expect(try (1 as JSON).jsonString(options: pretty) == "1")
        #expect(try ("s" as JSON).jsonString(options: pretty) == "\"s\"")
        #expect(try ([[]] as JSON).jsonString(options: pretty) == "[\n  []\n]")
        #expect(try ([[:]] as JSON).jsonString(options: pretty) == "[\n  {}\n]")
        #expect(try (["k": [[:], []]] as JSON).jsonString(options: pretty) == "{\n  \"k\": [\n    {},\n    []\n  ]\n}")
        let four = JSONWritingOptions(formatting: .prettyPrinted, indentWidth: 4)
        #expect(try ([[[]]] as JSON).jsonString(options: four) == "[\n    [\n        []\n    ]\n]")
        let zero = JSONWritingOptions(formatting: .prettyPrinted, indentWidth: 0)
        #expect(try (["a": [1]] as JSON).jsonString(options: zero) == "{\n\"a\": [\n1\n]\n}")
        #expect(JSONWritingOptions(formatting: .prettyPrinted, indentWidth: -3).indentWidth == 0)
    }

    @Test("flags are read and changed as on an option set, keeping the other settings")
    func flagsLikeAnOptionSet() throws {
        var options = JSONWritingOptions(indentWidth: 4, includesNulls: true)
        #expect(!options.contains(.prettyPrinted))
        options.insert(.prettyPrinted)
        options.insert(.sortedKeys)
        #expect(options.contains(.prettyPrinted) && options.contains(.sortedKeys))
        #expect(try (["b": 1, "a": [2]] as JSON).jsonString(options: options) == "{\n    \"a\": [\n        2\n    ],\n    \"b\": 1\n}")
        options.remove(.prettyPrinted)
        #expect(!options.contains(.prettyPrinted) && options.indentWidth == 4 && options.includesNulls)
        #expect(try (["b": 1, "a": [2]] as JSON).jsonString(options: options) == #"{"a":[2],"b":1}"#)
    }

    @Test(".sortedKeys orders keys by their UTF-8 bytes, at every level")
    func sortedKeys() throws {
        let value: JSON = ["b": 1, "a": ["z": 1, "y": [["d": 0, "c": 0]]], "B": 3, "aa": 4, "é": 5, "Z": 6, "": 7]
        #expect(try value.jsonString(options: .sortedKeys)
                == #"{"":7,"B":3,"Z":6,"a":{"y":[{"c":0,"d":0}],"z":1},"aa":4,"b":1,"é":5}"#)
        // Without the option, keys keep their order.
        #expect(try value.jsonString() == #"{"b":1,"a":{"z":1,"y":[{"d":0,"c":0}]},"B":3,"aa":4,"é":5,"Z":6,"":7}"#)
        // UTF-8 byte order, not UTF-16: U+FF61 (EF BD A1) sorts before U+1F600 (F0 9F 98 80).
        let astral: JSON = ["😀": 1, "\u{FF61}": 2]
        #expect(try astral.jsonString(options: .sortedKeys) == "{\"\u{FF61}\":2,\"😀\":1}")
    }

    @Test("pretty and sorted together")
    func prettySorted() throws {
        let value: JSON = ["b": [true, nil], "a": ["d": 1.5, "c": "x/y"]]
        let expected = """
            {
              "a": {
                "c": "x/y",
                "d": 1.5
              },
              "b": [
                true,
                null
              ]
            }
            """
        #expect(try value.jsonString(options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) == expected)
    }

    @Test("jsonData and jsonString produce the same bytes")
    func dataMatchesString() throws {
        let value: JSON = ["名前": ["x", 1, 2.5, nil, true], "url": "a/b"]
        for options: JSONWritingOptions in [.compact, .prettyPrinted, .sortedKeys, [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]] {
            #expect(try Array(value.jsonData(options: options)) == Array(value.jsonString(options: options).utf8))
        }
    }

    // MARK: - JSONWriter

    @Test("the writer inserts commas and colons itself")
    func writerStructure() {
        var writer = JSONWriter()
        writer.beginObject()
        writer.writeKey("id")
        writer.write(7)
        writer.writeKey("tags")
        writer.beginArray()
        writer.write("a")
        writer.write(true)
        writer.writeNull()
        writer.write(Int64(-3))
        writer.write(UInt64.max)
        writer.endArray()
        writer.writeKey("empty")
        writer.beginObject()
        writer.endObject()
        writer.endObject()
        let expected = #"{"id":7,"tags":["a",true,null,-3,18446744073709551615],"empty":{}}"#
        #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
        #expect(writer.count == expected.utf8.count)
        #expect(writer.withUnsafeBytes { Array($0) } == Array(expected.utf8))
    }

    @Test("rolling back forgets a member, in compact and pretty output")
    func writerRollBack() throws {
        for (options, expected) in [(JSONWritingOptions.compact, #"{"a":1,"c":3}"#),
                                    (.prettyPrinted, "{\n  \"a\": 1,\n  \"c\": 3\n}")] {
            var writer = JSONWriter(options: options)
            writer.beginObject()
            writer.writeKey("a")
            writer.write(1)
            let mark = writer.mark
            writer.writeKey("b")
            writer.write(2)
            writer.rollBack(to: mark)
            writer.writeKey("c")
            writer.write(3)
            writer.endObject()
            #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
        }
        // Rolling back the first member leaves an empty container behind.
        var writer = JSONWriter(options: .prettyPrinted)
        writer.beginObject()
        let mark = writer.mark
        writer.writeKey("gone")
        writer.rollBack(to: mark)
        writer.endObject()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "{}")
    }

    @Test("raw values and pre-quoted keys are copied as given")
    func writerRaw() throws {
        var writer = JSONWriter()
        writer.beginObject()
        let key = Array(#""k\/""#.utf8)
        key.withUnsafeBufferPointer { writer.writeKey(unsafeQuoted: $0) }
        writer.beginArray()
        let raw = Array(#"{"pre":true}"#.utf8)
        raw.withUnsafeBufferPointer { writer.writeRawValue(unsafeBytes: $0) }
        try writer.write(2.5)
        writer.endArray()
        writer.endObject()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"k\/":[{"pre":true},2.5]}"#)
    }

    @Test("duplicate keys are all written, in order")
    func duplicateKeysWritten() throws {
        var object = JSONObject()
        object.append(key: "a", value: 1)
        object.append(key: "b", value: 2)
        object.append(key: "a", value: 3)
        #expect(try JSON.object(object).jsonString() == #"{"a":1,"b":2,"a":3}"#)
        #expect(try JSON.object(object).jsonString(options: .sortedKeys) == #"{"a":1,"a":3,"b":2}"#)
    }
}

/// How the writer escapes the characters the escaping tests use, written out one scalar at a time.
private func referenceEscaped(_ string: String) -> String {
    "\"" + string.unicodeScalars.map { scalar -> String in
        switch scalar {
        case "\"": return #"\""#
        case "\\": return #"\\"#
        case "/": return #"\/"#
        case "\n": return #"\n"#
        case "\u{1}": return #"\u0001"#
        default: return String(scalar)
        }
    }.joined() + "\""
}
