import Foundation
import Testing
import YYModel

/// `Decimal` targets (YYModel's NSDecimalNumber): B2.4, B2.8 row "NSDecimalNumber", A3 "Decimal".
@Suite("Conversion: Decimal")
struct DecimalConversionTests {
    @JSONModel struct DecimalHolder {
        var value: Decimal = -99
        var optional: Decimal?
    }

    static func decimal(_ text: String) -> Decimal {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))!
    }

    static func expectDecimal(_ fragment: String, _ expected: String) throws {
        let (model, issues) = try ConversionCheck.lenient(DecimalHolder.self, ConversionCheck.holder(fragment))
        #expect(model.value == decimal(expected), "Decimal from \(fragment)")
        #expect(model.optional == decimal(expected), "Decimal? from \(fragment)")
        #expect(issues.isEmpty, "\(issues)")
    }

    static func expectMismatch(_ fragment: String) throws {
        let (model, issues) = try ConversionCheck.lenient(DecimalHolder.self, ConversionCheck.holder(fragment))
        #expect(model.value == -99, "Decimal from \(fragment)")
        #expect(model.optional == nil, "Decimal? from \(fragment)")
        #expect(ConversionCheck.paths(issues) == ["value", "optional"])
        #expect(ConversionCheck.allMismatches(issues), "\(issues)")
    }

    @Test(
        "numbers convert from their text",
        arguments: [
            ("1", "1"), ("1.5", "1.5"), ("-1", "-1"), ("-3.2", "-3.2"), ("1e3", "1000"), ("1.5E-3", "0.0015"),
            ("-0", "0"), ("9876543210", "9876543210"), ("18446744073709551615", "18446744073709551615"),
        ])
    func numbers(json: String, expected: String) throws {
        try Self.expectDecimal(json, expected)
    }

    @Test(
        "numbers keep every digit, never passing through Double (YYModel: decimal from the double value)",
        arguments: [
            ("0.1", "0.1"), ("12345678901234567890.123456789", "12345678901234567890.123456789"),
            ("99999999999999999999", "99999999999999999999"), ("9007199254740993", "9007199254740993"),
        ])
    func numbersKeepEveryDigit_differsFromYYModel(json: String, expected: String) throws {
        try Self.expectDecimal(json, expected)
        let (model, _) = try ConversionCheck.lenient(DecimalHolder.self, ConversionCheck.holder(json))
        #expect(model.value.description == expected)
    }

    @Test("true and false are 1 and 0")
    func booleans() throws {
        try Self.expectDecimal("true", "1")
        try Self.expectDecimal("false", "0")
    }

    @Test(
        "numeric strings convert exactly",
        arguments: [
            (#""9876543210""#, "9876543210"), (#""-3.2""#, "-3.2"), (#"" 1.5 ""#, "1.5"), (#""+2""#, "2"), (#""1e3""#, "1000"),
            (#""0.1""#, "0.1"), (#""12345678901234567890.123456789""#, "12345678901234567890.123456789"),
        ])
    func numericStrings(json: String, expected: String) throws {
        try Self.expectDecimal(json, expected)
    }

    @Test("the YES/NO word table applies, as for every number target (YYModel: \"true\" -> NaN -> cleared)", arguments: [("YES", "1"), ("true", "1"), ("NO", "0"), ("false", "0")])
    func wordTable_differsFromYYModel(word: String, expected: String) throws {
        try Self.expectDecimal("\"\(word)\"", expected)
    }

    @Test(
        "a string that is not wholly a number is a mismatch (YYModel: \"abc\" clears, \"12abc\" -> 12)",
        arguments: [#""abc""#, #""""#, #""12abc""#, #""1,5""#, #""nan""#, #""Infinity""#, #""1e400""#])
    func nonNumericStringIsMismatch_differsFromYYModel(json: String) throws {
        try Self.expectMismatch(json)
    }

    @Test("a number beyond Decimal's exponent range is a mismatch", arguments: ["1e200", #""1e200""#, "1e-200"])
    func beyondDecimalRange(json: String) throws {
        try Self.expectMismatch(json)
    }

    @Test("an object or array is a mismatch", arguments: ["{}", "[]", "[1]"])
    func containers(json: String) throws {
        try Self.expectMismatch(json)
    }

    @Test("null and the null words: the optional becomes nil; the non-optional is unchanged and reported")
    func null() throws {
        let (model, issues) = try ConversionCheck.lenient(DecimalHolder.self, #"{"value": null, "optional": "nil"}"#)
        #expect(model.value == -99)
        #expect(model.optional == nil)
        #expect(issues == [JSONDecodingIssue(path: "value", reason: "null for non-optional Decimal; left unchanged")])
    }

    @Test("strict mode throws JSONModelError with the path")
    func strict() {
        let error = ConversionCheck.error(DecimalHolder.self, #"{"value": "12abc"}"#)
        #expect(error == JSONModelError(path: "value", reason: #"cannot convert string "12abc" to Decimal; left unchanged"#))
    }

    @Test("decimals are written as JSON numbers with all their digits")
    func output() throws {
        let holder = try DecimalHolder(json: #"{"value": 12345678901234567890.123456789, "optional": "-3.2"}"#)
        #expect(try holder.jsonString() == #"{"value":12345678901234567890.123456789,"optional":-3.2}"#)
        #expect(try DecimalHolder(json: holder.jsonString()).value == holder.value)
        #expect(try DecimalHolder(json: #"{"value": 1e3}"#).jsonString() == #"{"value":1000}"#)
    }
}
