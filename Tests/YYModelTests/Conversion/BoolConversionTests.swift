import Foundation
import Testing
import YYModel

/// `Bool` targets: B2.3 (bool), B2.8 row "bool/BOOL", A3 "Bool".
@Suite("Conversion: Bool")
struct BoolConversionTests {
    @JSONModel struct BoolHolder {
        var value: Bool = false
        var optional: Bool?
    }

    static func expectBool(_ fragment: String, _ expected: Bool) throws {
        let (model, issues) = try ConversionCheck.lenient(BoolHolder.self, ConversionCheck.holder(fragment))
        #expect(model.value == expected, "Bool from \(fragment)")
        #expect(model.optional == expected, "Bool? from \(fragment)")
        #expect(issues.isEmpty, "\(issues)")
    }

    static func expectMismatch(_ fragment: String) throws {
        let (model, issues) = try ConversionCheck.lenient(BoolHolder.self, ConversionCheck.holder(fragment))
        #expect(model.value == false, "Bool from \(fragment)")
        #expect(model.optional == nil, "Bool? from \(fragment)")
        #expect(ConversionCheck.paths(issues) == ["value", "optional"])
        #expect(ConversionCheck.allMismatches(issues), "\(issues)")
    }

    @Test("JSON booleans are themselves", arguments: [("true", true), ("false", false)])
    func booleans(json: String, expected: Bool) throws {
        try Self.expectBool(json, expected)
    }

    @Test(
        "numbers: non-zero is true",
        arguments: [
            ("1", true), ("0", false), ("-1", true), ("2", true), ("0.0", false), ("-0", false), ("0.5", true),
            ("1e3", true), ("0e5", false), ("18446744073709551615", true),
        ])
    func numbers(json: String, expected: Bool) throws {
        try Self.expectBool(json, expected)
    }

    @Test(
        "strings: the word table (exact case)",
        arguments: [
            ("TRUE", true), ("True", true), ("true", true), ("YES", true), ("Yes", true), ("yes", true),
            ("FALSE", false), ("False", false), ("false", false), ("NO", false), ("No", false), ("no", false),
        ])
    func wordTable(word: String, expected: Bool) throws {
        try Self.expectBool("\"\(word)\"", expected)
    }

    @Test(
        "strings: numeric strings, non-zero is true",
        arguments: [
            ("\"1\"", true), ("\"0\"", false), ("\"2\"", true), ("\"-1\"", true), ("\"0.0\"", false),
            ("\" 1 \"", true), ("\"0.5\"", true), ("\"1e3\"", true), ("\"-0\"", false),
        ])
    func numericStrings(json: String, expected: Bool) throws {
        try Self.expectBool(json, expected)
    }

    @Test(
        "any other string is a mismatch, not false (YYModel: atoll(\"abc\") -> false)",
        arguments: ["\"abc\"", "\"\"", "\"tRUE\"", "\"y\"", "\"n\"", "\"on\"", "\"off\"", "\"12abc\"", "\" yes\""])
    func otherStringsAreMismatches_differsFromYYModel(json: String) throws {
        try Self.expectMismatch(json)
    }

    @Test("an object or array is a mismatch, not false (YYModel clears to false)", arguments: ["{}", "[]", "[true]"])
    func containersAreMismatches_differsFromYYModel(json: String) throws {
        try Self.expectMismatch(json)
    }

    @Test("null and the null words: the optional becomes nil; the non-optional is unchanged and reported")
    func null() throws {
        let (model, issues) = try ConversionCheck.lenient(BoolHolder.self, #"{"value": null, "optional": null}"#)
        #expect(model.value == false && model.optional == nil)
        #expect(issues == [JSONDecodingIssue(path: "value", reason: "null for non-optional Bool; left unchanged")])
        var holder = try BoolHolder(json: #"{"value": true, "optional": true}"#)
        try holder.update(withJSON: #"{"value": "<null>", "optional": "(null)"}"#)
        #expect(holder.value == true)
        #expect(holder.optional == nil)
    }

    @Test("B7.1 #10: \"nil\" leaves a Bool unchanged (YYModel clears it to false)")
    func nilWordLeavesBoolUnchanged_differsFromYYModel() throws {
        var holder = try BoolHolder(json: #"{"value": true}"#)
        var issues: [JSONDecodingIssue] = []
        holder = try BoolHolder(json: #"{"value": "nil"}"#, issues: &issues)
        #expect(holder.value == false)  // the initial value: "nil" was not converted
        #expect(issues == [JSONDecodingIssue(path: "value", reason: #"cannot convert string "nil" to Bool; left unchanged"#)])
        holder = try BoolHolder(json: #"{"value": true}"#)
        try holder.update(withJSON: #"{"value": "nil"}"#)
        #expect(holder.value == true)
    }

    @Test("strict mode throws JSONModelError with the path")
    func strict() {
        let error = ConversionCheck.error(BoolHolder.self, #"{"value": "maybe"}"#)
        #expect(error == JSONModelError(path: "value", reason: #"cannot convert string "maybe" to Bool; left unchanged"#))
    }

    @Test("Bool is always written as true/false")
    func output() throws {
        #expect(try BoolHolder(json: #"{"value": "YES", "optional": 0}"#).jsonString() == #"{"value":true,"optional":false}"#)
        #expect(try BoolHolder(json: #"{}"#).jsonString() == #"{"value":false}"#)
    }
}
