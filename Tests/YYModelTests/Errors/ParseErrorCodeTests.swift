import Foundation
import Testing
import YYModel

/// Every syntax error carries a code that says what kind of mistake it is, so that code can branch
/// on it instead of on the wording of the reason.
@Suite("Parse error codes")
struct ParseErrorCodeTests {
    @Test("each kind of mistake has its code", arguments: [
        ("", JSONParseError.Code.unexpectedEndOfInput),
        ("[1, 2", .unexpectedEndOfInput),
        (#"{"a": 1"#, .unexpectedEndOfInput),
        (#"{"a": "unclosed"#, .unexpectedEndOfInput),
        (#"["\"#, .unexpectedEndOfInput),
        ("[1 2]", .unexpectedCharacter),
        (#"{"a" 1}"#, .unexpectedCharacter),
        ("{1: 2}", .unexpectedCharacter),
        ("[1,]", .trailingComma),
        (#"{"a": 1,}"#, .trailingComma),
        ("[1] [2]", .trailingContent),
        ("[tru]", .invalidLiteral),
        ("[nul]", .invalidLiteral),
        ("[01]", .invalidNumber),
        ("[-]", .invalidNumber),
        ("[1.]", .invalidNumber),
        ("[1e400]", .numberOutOfRange),
        ("[\"a\u{01}b\"]", .invalidString),
        (#"["\x"]"#, .invalidString),
        (#"["\uD800"]"#, .invalidString),
        (#"["\u12"]"#, .invalidString),
    ])
    func code(input: String, expected: JSONParseError.Code) throws {
        let error = try #require(throws: JSONParseError.self) { try JSON(parsing: input) }
        #expect(error.code == expected, "\(error)")
    }

    @Test("a value after a colon cannot be ']', and that is not a trailing comma")
    func closingBracketAfterColon() throws {
        let error = try #require(throws: JSONParseError.self) { try JSON(parsing: #"{"a": ]"#) }
        #expect(error.code == .unexpectedCharacter)
    }

    @Test("bytes that are not UTF-8 inside a string")
    func invalidUTF8() throws {
        let bytes: [UInt8] = Array(#"[""#.utf8) + [0xFF, 0xFE] + Array(#""]"#.utf8)
        let error = try #require(throws: JSONParseError.self) { try JSON(parsing: bytes) }
        #expect(error.code == .invalidUTF8)
    }

    @Test("nesting beyond the limit, for a document and for a JSON value")
    func nestingTooDeep() throws {
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let error = try #require(throws: JSONParseError.self) { try JSONDocument(parsing: deep.utf8, maxDepth: 8) }
        #expect(error.code == .nestingTooDeep)
        let tooDeepForTree = String(repeating: "[", count: 10_001) + String(repeating: "]", count: 10_001)
        let treeError = try #require(throws: JSONParseError.self) { try JSON(parsing: tooDeepForTree, maxDepth: 20_000) }
        #expect(treeError.code == .nestingTooDeep)
    }

    @Test("the Codable decoder and the models report the same code")
    func codeThroughOtherEntryPoints() throws {
        struct Point: Codable { var x: Int }
        let error = try #require(throws: DecodingError.self) {
            try YYJSONDecoder().decode(Point.self, from: Data(#"{"x": 1"#.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        let parseError = try #require(context.underlyingError as? JSONParseError)
        #expect(parseError.code == .unexpectedEndOfInput)
    }

    @Test("errors made by hand have a code too, and codes print their names")
    func handMadeErrors() {
        let error = JSONParseError(reason: "custom", offset: 1, line: 1, column: 2)
        #expect(error.code == .invalidSyntax)
        #expect(JSONParseError.Code.trailingComma.description == "trailingComma")
        #expect(JSONParseError.Code(rawValue: "trailingComma") == .trailingComma)
    }
}
