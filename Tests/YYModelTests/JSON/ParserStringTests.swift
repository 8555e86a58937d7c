import Foundation
import Testing
import YYModel

/// Strings: escapes, surrogate pairs, UTF-8 validation and control characters.
@Suite("Parser strings")
struct ParserStringTests {
    /// Parses `"<body>"` (the body is JSON string source) and returns the string value.
    private func parsedString(_ body: String) throws -> String? {
        try withParsedRoot("\"" + body + "\"") { $0.string }
    }

    /// Parses raw bytes between quotes and returns the string value.
    private func parsedString(bytes: [UInt8]) throws -> String? {
        try JSONDocument(parsing: [0x22] + bytes + [0x22]).withRoot { $0.string }
    }

    // MARK: - Escapes

    @Test("the two-character escapes", arguments: [
        (#"\""#, "\""),
        (#"\\"#, "\\"),
        (#"\/"#, "/"),
        (#"\b"#, "\u{08}"),
        (#"\f"#, "\u{0C}"),
        (#"\n"#, "\n"),
        (#"\r"#, "\r"),
        (#"\t"#, "\t"),
    ])
    func simpleEscapes(escape: String, expected: String) throws {
        #expect(try parsedString(escape) == expected)
        #expect(try parsedString("a" + escape + "b") == "a" + expected + "b")
        #expect(try parsedString(escape + escape) == expected + expected)
    }

    @Test("\\u escapes, in either case, including surrogate pairs", arguments: [
        (#"\u0041"#, "A"),
        (#"\u00e9"#, "é"),
        (#"\u00E9"#, "é"),
        (#"\u0000"#, "\u{0}"),
        (#"\u001f"#, "\u{1F}"),
        (#"\u007F"#, "\u{7F}"),
        (#"\u0080"#, "\u{80}"),
        (#"\u07FF"#, "\u{7FF}"),
        (#"\u0800"#, "\u{800}"),
        (#"\u20AC"#, "€"),
        (#"\uD7FF"#, "\u{D7FF}"),
        (#"\uE000"#, "\u{E000}"),
        (#"\uFEFF"#, "\u{FEFF}"),
        (#"\uFFFF"#, "\u{FFFF}"),
        (#"\uD83D\uDE00"#, "😀"),
        (#"\ud83d\ude00"#, "😀"),
        (#"\uD834\uDD1E"#, "𝄞"),
        (#"\uD800\uDC00"#, "\u{10000}"),
        (#"\uDBFF\uDFFF"#, "\u{10FFFF}"),
        (#"\u0041\u0042"#, "AB"),
        (#"x\u0301"#, "x\u{301}"),
    ])
    func unicodeEscapes(escape: String, expected: String) throws {
        let value = try #require(try parsedString(escape))
        // Compare scalars, not Characters: String equality would hide a wrong normalisation.
        #expect(Array(value.unicodeScalars) == Array(expected.unicodeScalars))
    }

    @Test("an escape or non-ASCII character at every offset of the first three scanning blocks", arguments: 0..<40)
    func escapeAtEveryOffset(offset: Int) throws {
        let before = String(repeating: "a", count: offset)
        let after = String(repeating: "b", count: 39 - offset)
        #expect(try parsedString(before + #"\n"# + after) == before + "\n" + after)
        #expect(try parsedString(before + #"\u00E9"# + after) == before + "é" + after)
        #expect(try parsedString(before + "é" + after) == before + "é" + after)
        #expect(try parsedString(before + "\\\"" + after) == before + "\"" + after)
        // Non-ASCII text first, then an escape: both scans in one string.
        #expect(try parsedString(before + "é" + #"\t"# + after) == before + "é\t" + after)
    }

    @Test("strings side by side end at every offset of the parser's 64-byte stop window", arguments: 0..<64)
    func stringsAcrossTheStopWindow(lead: Int) throws {
        // The first string's length moves every later string by one byte per argument; lengths up
        // to 140 end strings before, on and after a window's last byte, and span whole windows.
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let plain = [String(repeating: "p", count: lead)] + (0...140).map { String(repeating: letters[$0 % 26], count: $0) }
        let array = "[" + plain.map { "\"" + $0 + "\"" }.joined(separator: ",") + "]"
        #expect(try JSON(parsing: array) == .array(plain.map(JSON.string)))
        // Keys and values of a pretty-printed object, and strings whose escapes or non-ASCII
        // text fall after a window's refill.
        let object = "{\n" + plain.enumerated().map { "  \"k\($0.offset)\": \"" + $0.element + "\"" }.joined(separator: ",\n") + "\n}"
        let members = try #require(try JSON(parsing: object).object)
        #expect(members.count == plain.count)
        for (index, string) in plain.enumerated() { #expect(members["k\(index)"] == .string(string)) }
        let special = plain.map { $0 + #"\t"# + "é" + $0 }
        let parsed = try JSON(parsing: "[" + special.map { "\"" + $0 + "\"" }.joined(separator: ",") + "]")
        #expect(parsed == .array(plain.map { .string($0 + "\té" + $0) }))
    }

    @Test("strings with and without escapes side by side keep their own bytes")
    func mixedStrings() throws {
        let json = try JSON(parsing: #"["plain", "with \"quote\"", "", "tab\there", "long plain string over sixteen bytes", "\\", "end\/"]"#)
        #expect(json == ["plain", "with \"quote\"", "", "tab\there", "long plain string over sixteen bytes", "\\", "end/"])
    }

    @Test("escaped strings far larger than the arena's first block grow it and keep every byte")
    func arenaGrownByEscapedStrings() throws {
        // The unescaped copies (140 KB) take many doublings of the arena's 4 KiB first block,
        // some in the middle of a string.
        let long = String(repeating: "x", count: 70_000)
        let source = [long + #"\n"#, #"\""# + long, #"a\u00e9"#, String(repeating: #"\\"#, count: 5_000)]
        let expected: [JSON] = [.string(long + "\n"), .string("\"" + long), "aé", .string(String(repeating: "\\", count: 5_000))]
        let json = try JSON(parsing: "[" + source.map { "\"" + $0 + "\"" }.joined(separator: ",") + "]")
        #expect(json == .array(expected))
    }

    @Test("strings are made with the right ASCII knowledge: counts agree with Swift's own strings", arguments: [
        (#""plain""#, "plain"),
        (#""a plain ASCII string longer than fifteen bytes""#, "a plain ASCII string longer than fifteen bytes"),
        (#""caf\u00e9""#, "café"),
        (#""café and more text to pass fifteen bytes""#, "café and more text to pass fifteen bytes"),
        (#""escaped \"ASCII\" only, long enough for the heap""#, "escaped \"ASCII\" only, long enough for the heap"),
        (#""escaped \u00e9 and raw é in one string that is long""#, "escaped é and raw é in one string that is long"),
        (#""\ud83d\ude00 emoji from escapes""#, "😀 emoji from escapes"),
        (#""名前:前田あゆみ""#, "名前:前田あゆみ"),
    ])
    func asciiKnowledge(text: String, expected: String) throws {
        let parsed = try #require(try JSON(parsing: text).string)
        #expect(parsed == expected)
        #expect(parsed.count == expected.count)
        #expect(parsed.utf16.count == expected.utf16.count)
        #expect(Array(parsed.unicodeScalars) == Array(expected.unicodeScalars))
        #expect(parsed.hashValue == expected.hashValue)
    }

    @Test("escaped keys are unescaped for lookups")
    func escapedKeys() throws {
        let text = #"{"a\nb":1,"\u00e9t\u00e9":2,"\"q\"":3,"plain":4}"#
        let json = try JSON(parsing: text)
        #expect(json["a\nb"] == 1)
        #expect(json["été"] == 2)
        #expect(json["\"q\""] == 3)
        #expect(json.object?.keys == ["a\nb", "été", "\"q\"", "plain"])
        try withParsedRoot(text) { root in
            #expect(root["été"]?.int64 == 2)
            #expect(root["a\nb"]?.int64 == 1)
        }
    }

    @Test("withUTF8 hands out the unescaped bytes")
    func withUTF8() throws {
        try withParsedRoot(#"["caf\u00e9 \ud83d\ude00", "raw é", 1]"#) { root in
            let elements = Array(root.elements)
            #expect(elements[0].withUTF8 { Array($0) } == Array("café 😀".utf8))
            #expect(elements[1].withUTF8 { Array($0) } == Array("raw é".utf8))
            #expect(elements[2].withUTF8 { Array($0) } == nil)
        }
    }

    @Test("a NUL written as \\u0000 stays in the string")
    func escapedNul() throws {
        let value = try #require(try parsedString(#"a\u0000b"#))
        #expect(Array(value.utf8) == [0x61, 0x00, 0x62])
    }

    // MARK: - Raw UTF-8

    @Test("valid UTF-8 of every length, at the edges of each range, is accepted", arguments: [
        "\u{7F}", "\u{80}", "é", "\u{7FF}", "\u{800}", "€", "\u{D7FF}", "\u{E000}", "\u{FFFD}", "\u{FFFF}",
        "\u{10000}", "😀", "\u{10FFFF}", "感谢你们的一路陪伴", "e\u{301}",
    ])
    func validUTF8(text: String) throws {
        let value = try #require(try parsedString(text))
        #expect(Array(value.utf8) == Array(text.utf8))
        // Also behind a block of plain ASCII, where the fast scan hands over to the validator.
        let long = "abcdefghijklmnop" + text + "qrstuvwxyz"
        #expect(try parsedString(long).map { Array($0.utf8) } == Array(long.utf8))
    }

    @Test("invalid UTF-8 in a string is rejected at the offending sequence", arguments: [
        // Overlong encodings.
        ([0xC0, 0x80], "invalid UTF-8 byte 0xC0 in string"),
        ([0xC1, 0xBF], "invalid UTF-8 byte 0xC1 in string"),
        ([0xE0, 0x80, 0x80], "invalid UTF-8 sequence in string"),
        ([0xE0, 0x9F, 0xBF], "invalid UTF-8 sequence in string"),
        ([0xF0, 0x80, 0x80, 0x80], "invalid UTF-8 sequence in string"),
        ([0xF0, 0x8F, 0xBF, 0xBF], "invalid UTF-8 sequence in string"),
        // UTF-16 surrogates encoded in UTF-8 (CESU-8 and friends).
        ([0xED, 0xA0, 0x80], "invalid UTF-8 sequence in string"),
        ([0xED, 0xBF, 0xBF], "invalid UTF-8 sequence in string"),
        ([0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80], "invalid UTF-8 sequence in string"),
        // Above U+10FFFF.
        ([0xF4, 0x90, 0x80, 0x80], "invalid UTF-8 sequence in string"),
        ([0xF5, 0x80, 0x80, 0x80], "invalid UTF-8 byte 0xF5 in string"),
        ([0xF7, 0xBF, 0xBF, 0xBF], "invalid UTF-8 byte 0xF7 in string"),
        ([0xF8, 0x88, 0x80, 0x80, 0x80], "invalid UTF-8 byte 0xF8 in string"),
        ([0xFC, 0x84, 0x80, 0x80, 0x80, 0x80], "invalid UTF-8 byte 0xFC in string"),
        ([0xFE], "invalid UTF-8 byte 0xFE in string"),
        ([0xFF], "invalid UTF-8 byte 0xFF in string"),
        // Continuation bytes without a lead.
        ([0x80], "invalid UTF-8 byte 0x80 in string"),
        ([0xBF], "invalid UTF-8 byte 0xBF in string"),
        // Truncated sequences (the closing quote arrives too early).
        ([0xC3], "invalid UTF-8 sequence in string"),
        ([0xE2, 0x82], "invalid UTF-8 sequence in string"),
        ([0xF0, 0x9F, 0x98], "invalid UTF-8 sequence in string"),
        ([0xE2, 0x41, 0x82], "invalid UTF-8 sequence in string"),
        ([0xF0, 0x9F, 0x41, 0x80], "invalid UTF-8 sequence in string"),
    ] as [([UInt8], String)])
    func invalidUTF8(sequence: [UInt8], reason: String) {
        // At the start of the string, after some ASCII, and after one and two sixteen-byte steps.
        for prefix in ["", "ab", "abcdefghijklmnopq", "abcdefghijklmnopqrstuvwxyz0123456"] {
            let bytes = Array(("[\"" + prefix).utf8) + sequence + Array("\"]".utf8)
            expectRejected(bytes, reason: reason, offset: 2 + prefix.utf8.count)
        }
    }

    @Test("two- and three-byte sequences: the parser accepts exactly what the standard library's UTF-8 validation accepts")
    func twoAndThreeByteSequencesAgreeWithTheStandardLibrary() {
        // Every lead from C0 to EF, every second byte, and third bytes at the edges of the
        // continuation range, at the end of the string and before more text.
        var disagreements: [String] = []
        for lead in UInt8(0xC0)...0xEF {
            for second in UInt8(0x00)...0xFF where second != UInt8(ascii: "\"") && second != UInt8(ascii: "\\") {
                for third in [0x41, 0x7F, 0x80, 0xBF, 0xC0] as [UInt8] {
                    for sequence in [[lead, second], [lead, second, third], [lead, second, third, 0x41]] {
                        let expected = String(validating: sequence, as: UTF8.self) != nil && !sequence.contains { $0 < 0x20 }
                        let accepted = (try? JSONDocument(parsing: [0x22] + sequence + [0x22])) != nil
                        if accepted != expected {
                            disagreements.append(sequence.map { String($0, radix: 16) }.joined(separator: " "))
                        }
                    }
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    @Test("every byte from 0xF5 to 0xFF is rejected inside a string", arguments: [UInt8](0xF5...0xFF))
    func invalidLeadBytes(byte: UInt8) {
        let hex = String(byte, radix: 16, uppercase: true)
        expectRejected([0x22, byte, 0x22], reason: "invalid UTF-8 byte 0x\(hex) in string", offset: 1)
    }

    @Test("UTF-8 cut off by the end of the input")
    func truncatedAtEndOfInput() {
        expectRejected([0x22, 0xC3], reason: "invalid UTF-8 sequence in string", offset: 1)
        expectRejected([0x22, 0x61, 0xE2, 0x82], reason: "invalid UTF-8 sequence in string", offset: 2)
        expectRejected([0x22, 0xF0, 0x9F, 0x98], reason: "invalid UTF-8 sequence in string", offset: 1)
    }

    // MARK: - Control characters

    @Test("every unescaped control character is rejected", arguments: [UInt8](0x00...0x1F))
    func unescapedControlCharacter(byte: UInt8) {
        let hex = (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        let reason = "unescaped control character byte 0x\(hex) in string"
        expectRejected([0x22, byte, 0x22], reason: reason, offset: 1)
        // Past the first sixteen-byte step, and after text beyond ASCII.
        expectRejected(Array("\"abcdefghijklmnopqrst".utf8) + [byte] + [0x22], reason: reason, offset: 21)
        expectRejected(Array("\"ab\u{E9}cd".utf8) + [byte] + [0x22], reason: reason, offset: 7)
    }

    @Test("DEL (0x7F) is not a control character for JSON")
    func deleteIsAllowed() throws {
        #expect(try parsedString(bytes: [0x61, 0x7F, 0x62]) == "a\u{7F}b")
    }

    // MARK: - Invalid escapes

    @Test("invalid escapes are rejected at the backslash", arguments: [
        (#"\x41"#, #"invalid escape \x"#),
        (#"\a"#, #"invalid escape \a"#),
        (#"\'"#, #"invalid escape \'"#),
        (#"\0"#, #"invalid escape \0"#),
        (#"\U0041"#, #"invalid escape \U"#),
        (#"\N"#, #"invalid escape \N"#),
        (#"\ "#, #"invalid escape \ "#),
        (#"\u12"#, #"invalid \u escape: expected 4 hex digits"#),
        (#"\u12G4"#, #"invalid \u escape: expected 4 hex digits"#),
        (#"\u{41}"#, #"invalid \u escape: expected 4 hex digits"#),
        (#"\u-123"#, #"invalid \u escape: expected 4 hex digits"#),
        ("\\\u{9}", #"invalid escape: '\' followed by byte 0x09"#),
        ("\\\n", #"invalid escape: '\' followed by byte 0x0A"#),
        ("\\é", #"invalid escape: '\' followed by byte 0xC3"#),
    ])
    func invalidEscape(body: String, reason: String) {
        expectRejected("[\"ab" + body + "\"]", reason: reason, offset: 4)
    }

    @Test("lone surrogate escapes are rejected", arguments: [
        (#"\uD800"#, #"lone surrogate \uD800 (a high surrogate must be followed by a low one)"#),
        (#"\uDBFFx"#, #"lone surrogate \uDBFF (a high surrogate must be followed by a low one)"#),
        (#"\ud83d\n"#, #"lone surrogate \uD83D (a high surrogate must be followed by a low one)"#),
        (#"\uD800\u0041"#, #"lone surrogate \uD800 (followed by \u0041, not a low surrogate)"#),
        (#"\uD800\uD800"#, #"lone surrogate \uD800 (followed by \uD800, not a low surrogate)"#),
        (#"\uD800\uE000"#, #"lone surrogate \uD800 (followed by \uE000, not a low surrogate)"#),
        (#"\uDC00"#, #"lone surrogate \uDC00 (a low surrogate without a high one)"#),
        (#"\uDFFF"#, #"lone surrogate \uDFFF (a low surrogate without a high one)"#),
        (#"\uDE00\uD83D"#, #"lone surrogate \uDE00 (a low surrogate without a high one)"#),
    ])
    func loneSurrogate(body: String, reason: String) {
        expectRejected("[\"ab" + body + "\"]", reason: reason, offset: 4)
    }

    @Test("a high surrogate whose partner escape is broken is reported at the partner")
    func brokenLowSurrogate() {
        expectRejected(#"["\uD800\u12"]"#, reason: #"invalid \u escape: expected 4 hex digits"#, offset: 8)
    }

    // MARK: - Unterminated strings

    @Test("an unterminated string names where it started")
    func unterminatedString() {
        expectRejected("\"abc", reason: "unterminated string starting at 1:1", offset: 4)
        expectRejected("[\"abcdefghijklmnopqrstuvwxyz", reason: "unterminated string starting at 1:2", offset: 28)
        expectRejected(#"{"key": "va\"lue"#, reason: "unterminated string starting at 1:9", offset: 16)
        expectRejected("{\"k\": \"é\\u00e9", reason: "unterminated string starting at 1:7", offset: 15)
        expectRejected("\"", reason: "unterminated string starting at 1:1", offset: 1)
        expectRejected("{\"", reason: "unterminated string starting at 1:2", offset: 2)
        // The byte order mark takes no column here either.
        expectRejected("\u{FEFF}\"abc", reason: "unterminated string starting at 1:1", offset: 7)
    }

    @Test("a string that ends with the input, closed or not, at every length around the 16- and 64-byte scan steps", arguments: 0..<140)
    func stringAtTheEndOfTheInput(length: Int) throws {
        let content = String(repeating: "a", count: length)
        #expect(try parsedString(content) == content)
        expectRejected("\"" + content, reason: "unterminated string starting at 1:1", offset: length + 1)
        expectRejected("\"é" + content, reason: "unterminated string starting at 1:1", offset: length + 3)
    }

    @Test("an escape cut off by the end of the input")
    func unterminatedEscape() {
        expectRejected("\"abc\\", reason: "unterminated escape at end of input", offset: 4)
        expectRejected("\"\\u00", reason: #"invalid \u escape: expected 4 hex digits"#, offset: 1)
        expectRejected("\"\\uD83D", reason: #"lone surrogate \uD83D (a high surrogate must be followed by a low one)"#, offset: 1)
        expectRejected("\"\\uD83D\\u", reason: #"invalid \u escape: expected 4 hex digits"#, offset: 7)
    }
}
