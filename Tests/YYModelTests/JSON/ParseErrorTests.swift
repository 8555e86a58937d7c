import Foundation
import Testing
import YYModel

/// Where an error is reported, and how: byte offset, line, column (in Unicode scalars), reason.
@Suite("Parse errors")
struct ParseErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let input: String
        let reason: String
        let offset: Int
        let line: Int
        let column: Int
        var testDescription: String { input.debugDescription }
    }

    @Test("errors in multi-line input carry exact positions", arguments: [
        Case(input: "{\n  \"name\": \"x\",\n  \"tags\": [1, 2,],\n  \"ok\": true\n}",
             reason: "expected a value, found ']'", offset: 33, line: 3, column: 17),
        Case(input: "{\n  \"a\": 1,\n  \"message\": \"never closed",
             reason: "unterminated string starting at 3:14", offset: 38, line: 3, column: 27),
        Case(input: "{\n    \"id\": 1,\n    \"name\": \"Zoë\"\n    \"next\": 2\n}",
             reason: "expected ',' or '}' after object member", offset: 38, line: 4, column: 5),
        Case(input: "[\n  {\"a\": 1},\n  {\"b\": 2 \"c\": 3}\n]",
             reason: "expected ',' or '}' after object member", offset: 24, line: 3, column: 11),
        // Columns count scalars, offsets count bytes.
        Case(input: "[\"héllo\", \"wörld\" x]",
             reason: "expected ',' or ']' after array element", offset: 20, line: 1, column: 19),
        Case(input: "{\"a\": \"😀😀\",\n \"感谢\": tru}",
             reason: "invalid literal, expected 'true'", offset: 29, line: 2, column: 8),
        // Only LF ends a line; a CR before it is the last column of its line.
        Case(input: "[1,\r\n 2,\r\n ]", reason: "expected a value, found ']'", offset: 11, line: 3, column: 2),
        Case(input: "[1,\n2\n3]", reason: "expected ',' or ']' after array element", offset: 6, line: 3, column: 1),
        Case(input: "[1,\n", reason: "unexpected end of input, expected a value", offset: 4, line: 2, column: 1),
        Case(input: "{\n  \"a\\x\": 1}", reason: "invalid escape \\x", offset: 6, line: 2, column: 5),
        // A tab is one column.
        Case(input: "\t\t[1 2]", reason: "expected ',' or ']' after array element", offset: 5, line: 1, column: 6),
        Case(input: "\n\n\n", reason: "unexpected end of input, expected a value", offset: 3, line: 4, column: 1),
        Case(input: "[\n\"a\",\n\"b\u{1}\"]", reason: "unescaped control character byte 0x01 in string", offset: 9, line: 3, column: 3),
        Case(input: "[\n  1e999\n]", reason: "number out of range (its magnitude exceeds the largest Double)", offset: 4, line: 2, column: 3),
    ])
    func position(_ expected: Case) throws {
        let error = try #require(parseError(expected.input))
        #expect(error.reason == expected.reason)
        #expect(error.offset == expected.offset)
        #expect(error.line == expected.line)
        #expect(error.column == expected.column)
        #expect(error.description == "\(expected.line):\(expected.column): \(expected.reason)")
        // The independent position oracle agrees.
        let oracle = try #require(expectedPosition(of: error.offset, in: Array(expected.input.utf8)))
        #expect(oracle.line == expected.line && oracle.column == expected.column)
    }

    @Test("JSON(parsing:) throws the same JSONParseError for String, Data and bytes")
    func sameErrorForEveryInputKind() throws {
        let text = "{\"a\":\n [1, 2,,]}"
        let fromString = try #require(throws: JSONParseError.self) { try JSON(parsing: text) }
        let fromData = try #require(throws: JSONParseError.self) { try JSON(parsing: Data(text.utf8)) }
        let fromBytes = try #require(throws: JSONParseError.self) { try JSON(parsing: Array(text.utf8)) }
        #expect(fromString == JSONParseError(code: .unexpectedCharacter, reason: "expected a value, found ','", offset: 13, line: 2, column: 8))
        #expect(fromData == fromString)
        #expect(fromBytes == fromString)
    }

    @Test("the documented example reads as documented")
    func documentedExample() throws {
        let error = try #require(throws: JSONParseError.self) { try JSON(parsing: "{\"a\": [1, 2,]}") }
        #expect(String(describing: error) == "1:13: expected a value, found ']'")
    }

    @Test("a public initializer and value semantics")
    func errorValue() {
        let error = JSONParseError(reason: "custom", offset: 10, line: 2, column: 3)
        #expect(error.description == "2:3: custom")
        #expect(error == JSONParseError(reason: "custom", offset: 10, line: 2, column: 3))
        #expect(error != JSONParseError(reason: "custom", offset: 11, line: 2, column: 3))
        #expect(Set([error, error]).count == 1)
    }

    /// Inserts `insertion` into `corpus` right after the first occurrence of `anchor`.
    private func corrupt(_ corpus: String, after anchor: String, insert insertion: [UInt8]) throws -> (bytes: [UInt8], offset: Int) {
        var bytes = try Array(fixtureData(corpus))
        let anchorBytes = Array(anchor.utf8)
        let start = try #require((0...(bytes.count - anchorBytes.count)).first { bytes[$0..<($0 + anchorBytes.count)].elementsEqual(anchorBytes) })
        let offset = start + anchorBytes.count
        bytes.insert(contentsOf: insertion, at: offset)
        return (bytes, offset)
    }

    @Test("an error deep inside a real document, after much non-ASCII text, is placed exactly")
    func errorInsideCorpus() throws {
        // A control character in the middle of Japanese text on twitter.json's line 11.
        let (twitter, twitterOffset) = try corrupt("twitter", after: "名前:前田あゆみ", insert: [0x01])
        let error = try #require(parseError(twitter))
        #expect(error.reason == "unescaped control character byte 0x01 in string")
        #expect(error.offset == twitterOffset)
        let position = try #require(expectedPosition(of: twitterOffset, in: twitter))
        #expect(error.line == position.line)
        #expect(error.column == position.column)
        #expect(error.line == 11)

        // A missing comma deep in citm_catalog.json, after French text.
        let (citm, citmOffset) = try corrupt("citm_catalog", after: "\"2ème balcon bergerie cour\"", insert: Array(" 7".utf8))
        let citmError = try #require(parseError(citm))
        #expect(citmError.reason == "expected ',' or '}' after object member")
        #expect(citmError.offset == citmOffset + 1)
        let citmPosition = try #require(expectedPosition(of: citmOffset + 1, in: citm))
        #expect(citmError.line == citmPosition.line)
        #expect(citmError.column == citmPosition.column)
        #expect(citmError.column == 50)
        #expect(citmError.line == 5)
    }

    @Test("junk after a whole corpus is reported on its last line", arguments: corpusNames)
    func junkAfterCorpus(name: String) throws {
        let bytes = try Array(fixtureData(name)) + Array(" x".utf8)
        let error = try #require(parseError(bytes))
        #expect(error.reason == "unexpected 'x' after the top-level value")
        #expect(error.offset == bytes.count - 1)
        let position = try #require(expectedPosition(of: bytes.count - 1, in: bytes))
        #expect(error.line == position.line)
        #expect(error.column == position.column)
    }
}
