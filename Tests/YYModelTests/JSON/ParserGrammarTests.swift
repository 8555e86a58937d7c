import Foundation
import Testing
import YYModel

/// The RFC 8259 grammar: what the parser accepts, what it rejects and why.
@Suite("Parser grammar")
struct ParserGrammarTests {
    // MARK: - Accepted

    @Test("any value is accepted at the top level and between any JSON whitespace", arguments: [
        ("null", JSON.null),
        ("true", true),
        ("false", false),
        ("0", 0),
        ("42", 42),
        ("-7", -7),
        ("3.25", 3.25),
        (#""""#, ""),
        (#""text""#, "text"),
        ("[]", []),
        ("{}", [:]),
        ("[ ]", []),
        ("{ \n }", [:]),
        ("[null]", [nil]),
        (#"{"a":null}"#, ["a": nil]),
        (#"{"":0}"#, ["": 0]),
        (" \t\n\r 1 \r\n\t ", 1),
        ("\n\"x\"\n", "x"),
        ("[1,[2,[3]],{\"a\":{\"b\":[]}}]", [1, [2, [3]], ["a": ["b": []]]]),
        ("[ 1 , \"a\" , true , false , null , {} , [] ]", [1, "a", true, false, nil, [:], []]),
        ("{\t\"k\"\t:\t[\r\n1\r\n]\t,\n\"m\" :{}}", ["k": [1], "m": [:]]),
    ] as [(String, JSON)])
    func acceptsValue(text: String, expected: JSON) throws {
        #expect(try JSON(parsing: text) == expected)
    }

    @Test("String, Data, [UInt8], Data slices and non-contiguous collections parse alike")
    func inputKinds() throws {
        let text = #"{"id": 7, "tags": ["a", "é"], "ok": true}"#
        let expected: JSON = ["id": 7, "tags": ["a", "é"], "ok": true]
        let bytes = Array(text.utf8)
        #expect(try JSON(parsing: text) == expected)
        #expect(try JSON(parsing: Data(text.utf8)) == expected)
        #expect(try JSON(parsing: bytes) == expected)
        // A slice whose indices do not start at zero.
        let padded = Data("  xx".utf8) + Data(text.utf8)
        #expect(try JSONDocument(parsing: padded[4...]).root == expected)
        // A collection without contiguous storage takes the byte-by-byte copy.
        #expect(try JSONDocument(parsing: AnyCollection(bytes)).root == expected)
        #expect(try JSONDocument(parsing: bytes.lazy.map { $0 }).root == expected)
        // Empty input of every kind is the same error.
        let empty = JSONParseError(code: .unexpectedEndOfInput, reason: "unexpected end of input, expected a value", offset: 0, line: 1, column: 1)
        #expect(throws: empty) { try JSON(parsing: "") }
        #expect(throws: empty) { try JSON(parsing: Data()) }
        #expect(throws: empty) { try JSON(parsing: [UInt8]()) }
    }

    @Test("a UTF-8 byte order mark at the very start is skipped")
    func byteOrderMarkAtStart() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(try JSON(parsing: bom + Array(#"{"a":1}"#.utf8)) == ["a": 1])
        #expect(try JSON(parsing: bom + Array(" 1 ".utf8)) == 1)
        #expect(try JSON(parsing: bom + Array(#""x""#.utf8)) == "x")
        #expect(try JSON(parsing: "\u{FEFF}[true]") == [true])
        // The mark is not part of the value: offsets still count its bytes.
        try JSONDocument(parsing: bom + Array("[12.5]".utf8)).withRoot { root in
            #expect(root.elements.first { _ in true }?.numberText == "12.5")
        }
    }

    // MARK: - Rejected

    @Test("invalid JSON is rejected with a precise reason and position", arguments: [
        // Trailing and missing commas.
        ("[1,]", "expected a value, found ']'", 3),
        ("[1,2,]", "expected a value, found ']'", 5),
        (#"{"a":1,}"#, "trailing comma before '}'", 7),
        ("{\"a\":1 ,\n}", "trailing comma before '}'", 9),
        ("[,1]", "expected a value, found ','", 1),
        ("[1,,2]", "expected a value, found ','", 3),
        ("{,}", "expected a string key, found ','", 1),
        (#"{"a":1,,"b":2}"#, "expected a string key, found ','", 7),
        ("[1 2]", "expected ',' or ']' after array element", 3),
        (#"{"a":1 "b":2}"#, "expected ',' or '}' after object member", 7),
        // Keys and colons.
        (#"{"a" 1}"#, "expected ':' after object key, found '1'", 5),
        (#"{"a"}"#, "expected ':' after object key, found '}'", 4),
        (#"{"a"="#, "expected ':' after object key, found '='", 4),
        (#"{"a":}"#, "expected a value, found '}'", 5),
        ("{1:2}", "expected a string key, found '1'", 1),
        ("{a:1}", "expected a string key, found 'a'", 1),
        ("{null:1}", "expected a string key, found 'n'", 1),
        // Single quotes.
        ("'a'", "expected a value, found '''", 0),
        ("['a']", "expected a value, found '''", 1),
        ("{'a':1}", "expected a string key, found '''", 1),
        // Mismatched and unbalanced brackets.
        ("[1}", "expected ',' or ']' after array element", 2),
        (#"{"a":1]"#, "expected ',' or '}' after object member", 6),
        ("[1]]", "unexpected ']' after the top-level value", 3),
        (#"{"a":1}}"#, "unexpected '}' after the top-level value", 7),
        ("]", "expected a value, found ']'", 0),
        ("}", "expected a value, found '}'", 0),
        ("[", "unexpected end of input, expected a value", 1),
        ("{", "expected a string key, found end of input", 1),
        ("[1", "expected ',' or ']' after array element", 2),
        ("[1,", "unexpected end of input, expected a value", 3),
        (#"{"a":1"#, "expected ',' or '}' after object member", 6),
        (#"{"a":"#, "unexpected end of input, expected a value", 5),
        (#"{"a""#, "expected ':' after object key, found end of input", 4),
        ("[[[]]", "expected ',' or ']' after array element", 5),
        // Comments.
        ("// comment\n1", "expected a value, found '/'", 0),
        ("/* comment */ 1", "expected a value, found '/'", 0),
        ("[1 /* c */]", "expected ',' or ']' after array element", 3),
        ("1 // comment", "unexpected '/' after the top-level value", 2),
        ("# comment\n1", "expected a value, found '#'", 0),
        // Literals.
        ("tru", "invalid literal, expected 'true'", 0),
        ("fals", "invalid literal, expected 'false'", 0),
        ("nul", "invalid literal, expected 'null'", 0),
        ("True", "expected a value, found 'T'", 0),
        ("NULL", "expected a value, found 'N'", 0),
        ("[trUe]", "invalid literal, expected 'true'", 1),
        ("truex", "unexpected 'x' after the top-level value", 4),
        ("nulll", "unexpected 'l' after the top-level value", 4),
        ("[truefalse]", "expected ',' or ']' after array element", 5),
        ("undefined", "expected a value, found 'u'", 0),
        // NaN and infinities.
        ("NaN", "expected a value, found 'N'", 0),
        ("[nan]", "invalid literal, expected 'null'", 1),
        ("Infinity", "expected a value, found 'I'", 0),
        ("-Infinity", "expected a digit after '-'", 1),
        ("[1, Infinity]", "expected a value, found 'I'", 4),
        // Number grammar.
        ("01", "leading zeros are not allowed in numbers", 1),
        ("-01", "leading zeros are not allowed in numbers", 2),
        ("00", "leading zeros are not allowed in numbers", 1),
        ("[007]", "leading zeros are not allowed in numbers", 2),
        ("+1", "expected a value, found '+'", 0),
        ("[+1]", "expected a value, found '+'", 1),
        (".5", "expected a value, found '.'", 0),
        ("-.5", "expected a digit after '-'", 1),
        ("1.", "expected a digit after the decimal point", 2),
        ("[1.]", "expected a digit after the decimal point", 3),
        ("1.e5", "expected a digit after the decimal point", 2),
        ("-", "expected a digit after '-'", 1),
        ("--1", "expected a digit after '-'", 1),
        ("- 1", "expected a digit after '-'", 1),
        ("1e", "expected a digit in the exponent", 2),
        ("1e+", "expected a digit in the exponent", 3),
        ("1E-", "expected a digit in the exponent", 3),
        ("1e+-1", "expected a digit in the exponent", 3),
        ("1.5e", "expected a digit in the exponent", 4),
        ("0x10", "unexpected 'x' after the top-level value", 1),
        ("1.5.3", "unexpected '.' after the top-level value", 3),
        ("1,2", "unexpected ',' after the top-level value", 1),
        ("1 2", "unexpected '2' after the top-level value", 2),
        ("12a", "unexpected 'a' after the top-level value", 2),
        // Only space, tab, line feed and carriage return are whitespace.
        ("\u{0C}1", "expected a value, found byte 0x0C", 0),
        ("[1,\u{0B}2]", "expected a value, found byte 0x0B", 3),
        ("1\u{0C}", "unexpected byte 0x0C after the top-level value", 1),
        ("\u{A0}1", "expected a value, found byte 0xC2", 0),
        ("[1\u{2028}]", "expected ',' or ']' after array element", 2),
        // Anything but whitespace after the top-level value.
        ("1\u{0}", "unexpected byte 0x00 after the top-level value", 1),
        (#""a""b""#, "unexpected '\"' after the top-level value", 3),
        ("{}{}", "unexpected '{' after the top-level value", 2),
        ("[] []", "unexpected '[' after the top-level value", 3),
        ("null\n,", "unexpected ',' after the top-level value", 5),
        // Empty input and whitespace only.
        ("", "unexpected end of input, expected a value", 0),
        ("   ", "unexpected end of input, expected a value", 3),
        ("\n\r\n\t", "unexpected end of input, expected a value", 4),
        ("\u{0}", "expected a value, found byte 0x00", 0),
        ("[1,\u{0}]", "expected a value, found byte 0x00", 3),
    ] as [(String, String, Int)])
    func rejects(text: String, reason: String, offset: Int) {
        expectRejected(text, reason: reason, offset: offset)
    }

    @Test("a byte order mark anywhere but the very start is rejected")
    func byteOrderMarkElsewhere() {
        expectRejected("[\u{FEFF}1]", reason: "expected a value, found byte 0xEF", offset: 1)
        expectRejected(" \u{FEFF}1", reason: "expected a value, found byte 0xEF", offset: 1)
        expectRejected("1\u{FEFF}", reason: "unexpected byte 0xEF after the top-level value", offset: 1)
        // Only one mark is skipped.
        expectRejected("\u{FEFF}\u{FEFF}1", reason: "expected a value, found byte 0xEF", offset: 3)
        // A mark and nothing else is an empty document.
        expectRejected("\u{FEFF}", reason: "unexpected end of input, expected a value", offset: 3)
        expectRejected("\u{FEFF}  ", reason: "unexpected end of input, expected a value", offset: 5)
        // An incomplete mark is not skipped.
        expectRejected([0xEF, 0xBB, 0x31], reason: "expected a value, found byte 0xEF", offset: 0)
        // A UTF-16 byte order mark is not UTF-8.
        expectRejected([0xFE, 0xFF, 0x00, 0x31], reason: "expected a value, found byte 0xFE", offset: 0)
    }

    @Test("the byte order mark takes no column in error positions")
    func byteOrderMarkColumn() throws {
        let error = try #require(parseError("\u{FEFF}[1,]"))
        #expect(error.offset == 6)
        #expect(error.line == 1)
        #expect(error.column == 4)
        #expect(error.description == "1:4: expected a value, found ']'")
    }

    @Test("bytes that cannot start a value are named in hex", arguments: [UInt8](0x80...0xFF))
    func nonASCIIOutsideStrings(byte: UInt8) {
        let hex = String(byte, radix: 16, uppercase: true)
        expectRejected([UInt8(ascii: "["), byte, UInt8(ascii: "]")], reason: "expected a value, found byte 0x\(hex)", offset: 1)
    }

    // MARK: - Structure on the tape

    @Test("duplicate keys are kept in order and the last one wins for lookups")
    func duplicateKeys() throws {
        let text = #"{"a":1,"b":2,"a":3}"#
        let json = try JSON(parsing: text)
        #expect(json["a"] == 3)
        #expect(json["b"] == 2)
        let object = try #require(json.object)
        #expect(object.keys == ["a", "b", "a"])
        #expect(object.values == [1, 2, 3])
        #expect(object.count == 3)
        // As an object value, it equals the object that lookups see.
        #expect(json == ["b": 2, "a": 3])
        // Writing keeps every member as parsed.
        #expect(try json.jsonString() == text)

        try withParsedRoot(text) { root in
            #expect(root.count == 3)
            #expect(root["a"]?.int64 == 3)
            let members = root.members.map { (String(decoding: $0.key, as: UTF8.self), $0.value.int64) }
            #expect(members.map(\.0) == ["a", "b", "a"])
            #expect(members.map(\.1) == [1, 2, 3])
            let key = Array("a".utf8)
            #expect(key.withUnsafeBufferPointer { root.member(named: $0)?.int64 } == 3)
        }
    }

    @Test("duplicate keys: the last one wins even when values differ in kind")
    func duplicateKeysOfDifferentKinds() throws {
        let json = try JSON(parsing: #"{"k":{"x":1},"k":[1,2],"k":null}"#)
        #expect(json["k"] == .null)
        #expect(json["k"]?.isNull == true)
        let nested = try JSON(parsing: #"{"o":{"k":"first","k":"second"}}"#)
        #expect(nested[path: "o.k"] == "second")
    }

    @Test("elements and members are visited in document order, skipping nested containers whole")
    func documentWalk() throws {
        let text = #"[{"a":[1,2,{"b":[]}],"c":"d"},[],[[3]],"e",{"f":{}},4.5]"#
        try withParsedRoot(text) { root in
            #expect(root.kind == .array)
            #expect(root.count == 6)
            let kinds = root.elements.map(\.kind)
            #expect(kinds == [.object, .array, .array, .string, .object, .number])
            let elements = Array(root.elements)
            let first = elements[0]
            #expect(first.members.map { String(decoding: $0.key, as: UTF8.self) } == ["a", "c"])
            #expect(first["a"]?.count == 3)
            #expect(first["a"]?.elements.map(\.kind) == [.number, .number, .object])
            #expect(first["c"]?.string == "d")
            #expect(elements[1].count == 0)
            #expect(Array(elements[1].elements).isEmpty)
            #expect(elements[2].elements.first { _ in true }?.elements.first { _ in true }?.int64 == 3)
            #expect(elements[3].string == "e")
            #expect(elements[4]["f"]?.kind == .object)
            #expect(elements[4]["f"]?.count == 0)
            #expect(elements[5].double == 4.5)
        }
        #expect(try JSON(parsing: text) == [["a": [1, 2, ["b": []]], "c": "d"], [], [[3]], "e", ["f": [:]], 4.5])
    }

    @Test("a wide array and a wide object keep every element")
    func wideContainers() throws {
        let count = 10_000
        let array = "[" + (0..<count).map(String.init).joined(separator: ",") + "]"
        try withParsedRoot(array) { root in
            #expect(root.count == count)
            var expected: Int64 = 0
            for element in root.elements {
                #expect(element.int64 == expected)
                expected += 1
            }
            #expect(expected == Int64(count))
        }
        let object = "{" + (0..<count).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}"
        let json = try JSON(parsing: object)
        #expect(json.object?.count == count)
        #expect(json["k9999"] == 9999)
        #expect(json["k0"] == 0)
        #expect(json.object?.keys.last == "k9999")
    }

    @Test("the document's root equals the parsed JSON value, and a sub-element converts alone")
    func documentRoot() throws {
        let bytes = Array(#"{"a":[1,{"b":"c"}],"d":null}"#.utf8)
        let document = try JSONDocument(parsing: bytes)
        #expect(document.root == ["a": [1, ["b": "c"]], "d": nil])
        let sub = document.withRoot { root in root["a"].map(JSON.init) }
        #expect(sub == [1, ["b": "c"]])
        #expect(document.withRoot { $0.node } == 0)
    }
}
