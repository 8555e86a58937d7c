import Foundation
import Testing
import YYModel

/// `String` targets: B2.4 (NSString), B2.8 row "NSString", A3 "String".
@Suite("Conversion: String")
struct StringConversionTests {
    @JSONModel struct StringHolder {
        var value: String = "initial"
        var optional: String?
    }

    static func expectString(_ fragment: String, _ expected: String) throws {
        let (model, issues) = try ConversionCheck.lenient(StringHolder.self, ConversionCheck.holder(fragment))
        #expect(model.value == expected, "String from \(fragment)")
        #expect(model.optional == expected, "String? from \(fragment)")
        #expect(issues.isEmpty, "\(issues)")
    }

    @Test(
        "strings are taken as they are (no trimming)",
        arguments: [
            (#""Apple""#, "Apple"), (#""""#, ""), (#"" github.com""#, " github.com"), (#""范冰冰""#, "范冰冰"),
            (#""a\"b\\c\n""#, "a\"b\\c\n"), (#""\u00e9\ud83d\ude00""#, "é😀"), (#""12abc""#, "12abc"), (#""2""#, "2"),
        ])
    func stringsAsIs(json: String, expected: String) throws {
        try Self.expectString(json, expected)
    }

    @Test("the null words stay text for a String, optional or not", arguments: ["nil", "null", "NULL", "(null)", "<null>"])
    func nullWordsStayText(word: String) throws {
        try Self.expectString("\"\(word)\"", word)
    }

    @Test(
        "numbers become their original JSON text",
        arguments: [
            ("100010", "100010"), ("1", "1"), ("-1", "-1"), ("1.5", "1.5"), ("-3.2", "-3.2"), ("0.1", "0.1"),
            ("18446744073709551615", "18446744073709551615"), ("-9223372036854775808", "-9223372036854775808"),
            ("123456789012345678901234567890", "123456789012345678901234567890"),
        ])
    func numbersBecomeTheirText(json: String, expected: String) throws {
        try Self.expectString(json, expected)
    }

    @Test(
        "numbers keep their exact spelling (YYModel: stringValue, 8.8 -> \"8.800000000000001\", 1e3 -> \"1000\")",
        arguments: [("1e3", "1e3"), ("1E+3", "1E+3"), ("1.50", "1.50"), ("1.0", "1.0"), ("-0", "-0"), ("8.8", "8.8"), ("2.50e-3", "2.50e-3")])
    func numbersKeepTheirSpelling_differsFromYYModel(json: String, expected: String) throws {
        try Self.expectString(json, expected)
    }

    @Test("booleans become \"true\"/\"false\" (YYModel: \"1\"/\"0\")", arguments: [("true", "true"), ("false", "false")])
    func booleansBecomeWords_differsFromYYModel(json: String, expected: String) throws {
        try Self.expectString(json, expected)
    }

    @Test("an object or array is a mismatch: unchanged and reported", arguments: ["{}", "[]", #"["a"]"#, #"{"a": "b"}"#])
    func containersAreMismatches(json: String) throws {
        let (model, issues) = try ConversionCheck.lenient(StringHolder.self, ConversionCheck.holder(json))
        #expect(model.value == "initial")
        #expect(model.optional == nil)
        #expect(ConversionCheck.paths(issues) == ["value", "optional"])
        #expect(ConversionCheck.allMismatches(issues))
    }

    @Test("null: the optional becomes nil; the non-optional is unchanged and reported")
    func null() throws {
        let (model, issues) = try ConversionCheck.lenient(StringHolder.self, #"{"value": null, "optional": null}"#)
        #expect(model.value == "initial")
        #expect(model.optional == nil)
        #expect(issues == [JSONDecodingIssue(path: "value", reason: "null for non-optional String; left unchanged")])
    }

    @Test(
        "an update keeps equal text and takes different text, of any length, escaped or not",
        arguments: [
            (#""initial""#, "initial"), (#""initiaL""#, "initiaL"), (#""init""#, "init"),
            (#""a longer text than sixteen bytes""#, "a longer text than sixteen bytes"),
            (#""in\u0069tial""#, "initial"), (#""范冰冰""#, "范冰冰"), (#""""#, ""), ("42", "42"), ("true", "true"),
        ])
    func update(json: String, expected: String) throws {
        for start in ["initial", "范冰冰", "a longer text than sixteen bytes", ""] {
            var model = StringHolder()
            model.value = start
            model.optional = start
            try model.update(withJSON: "{\"value\": \(json), \"optional\": \(json)}")
            #expect(model.value == expected, "\(start) updated with \(json)")
            #expect(model.optional == expected, "\(start) updated with \(json)")
        }
    }

    @Test("strict mode throws JSONModelError with the path")
    func strict() {
        #expect(
            ConversionCheck.error(StringHolder.self, #"{"value": "ok", "optional": {"a": 1}}"#)
                == JSONModelError(path: "optional", reason: "cannot convert object {…} to Optional<String>; left unchanged"))
        #expect(ConversionCheck.error(StringHolder.self, #"{"value": 1e3, "optional": true}"#) == nil)
    }

    @Test("strings are written escaped; a number read as text is written as a string")
    func output() throws {
        let holder = try StringHolder(json: #"{"value": "a\"b/c\u0001", "optional": 1e3}"#)
        #expect(try holder.jsonString() == #"{"value":"a\"b\/c\u0001","optional":"1e3"}"#)
        #expect(try holder.jsonString(options: .withoutEscapingSlashes) == #"{"value":"a\"b/c\u0001","optional":"1e3"}"#)
        #expect(try StringHolder(json: holder.jsonString()).value == "a\"b/c\u{1}")
    }
}
