import Foundation
import Testing
import YYModel

/// `Double`, `Float` and `CGFloat` targets: B2.3 (float/double), B2.8 row "float/double", A3.
@Suite("Conversion: floating point")
struct FloatingPointConversionTests {
    @JSONModel struct DoubleHolder {
        var value: Double = -99
        var optional: Double?
    }

    @JSONModel struct FloatHolder {
        var value: Float = -99
        var optional: Float?
    }

    @JSONModel struct CGFloatHolder {
        var value: CGFloat = -99
        var optional: CGFloat?
    }

    static func expectDouble(_ fragment: String, _ expected: Double) throws {
        let (model, issues) = try ConversionCheck.lenient(DoubleHolder.self, ConversionCheck.holder(fragment))
        #expect(model.value == expected, "Double from \(fragment)")
        #expect(model.optional == expected, "Double? from \(fragment)")
        #expect(issues.isEmpty, "\(issues)")
    }

    static func expectDoubleMismatch(_ fragment: String) throws {
        let (model, issues) = try ConversionCheck.lenient(DoubleHolder.self, ConversionCheck.holder(fragment))
        #expect(model.value == -99, "Double from \(fragment)")
        #expect(model.optional == nil, "Double? from \(fragment)")
        #expect(ConversionCheck.paths(issues) == ["value", "optional"])
        #expect(ConversionCheck.allMismatches(issues), "\(issues)")
    }

    // MARK: JSON numbers

    @Test(
        "JSON numbers convert to the nearest Double",
        arguments: [
            ("1", 1.0), ("1.5", 1.5), ("-1", -1), ("-3.2", -3.2), ("0.1", 0.1), ("1e3", 1000), ("1E-7", 1e-7),
            ("9007199254740993", 9_007_199_254_740_992), ("18446744073709551615", 18_446_744_073_709_551_615.0),
            ("99999999999999999999", 1e20), ("-9223372036854775809", -9_223_372_036_854_775_808.0),
            ("1.7976931348623157e308", .greatestFiniteMagnitude), ("4.9e-324", .leastNonzeroMagnitude),
        ])
    func numbersConvert(json: String, expected: Double) throws {
        try Self.expectDouble(json, expected)
    }

    @Test("-0 keeps its sign")
    func negativeZero() throws {
        let (model, _) = try ConversionCheck.lenient(DoubleHolder.self, ConversionCheck.holder("-0.0"))
        #expect(model.value == 0 && model.value.sign == .minus)
    }

    @Test("true and false are 1 and 0")
    func booleans() throws {
        try Self.expectDouble("true", 1)
        try Self.expectDouble("false", 0)
    }

    // MARK: JSON strings

    @Test(
        "numeric strings convert (B7.1 #4 \"2\" -> 2, #5 \"-3.2\" -> -3.2)",
        arguments: [
            ("\"2\"", 2.0), ("\"-3.2\"", -3.2), ("\" 1.5 \"", 1.5), ("\"\\n1.5\\t\"", 1.5), ("\"+7\"", 7),
            ("\".5\"", 0.5), ("\"5.\"", 5), ("\"1.0e3\"", 1000), ("\"1e3\"", 1000), ("\"-2.5E-1\"", -0.25),
            ("\"18446744073709551615\"", 18_446_744_073_709_551_615.0), ("\"0.1\"", 0.1),
        ])
    func numericStringsConvert(json: String, expected: Double) throws {
        try Self.expectDouble(json, expected)
    }

    @Test("the YES/NO word table applies", arguments: [("YES", 1.0), ("true", 1), ("Yes", 1), ("NO", 0), ("false", 0), ("no", 0)])
    func wordTable(word: String, expected: Double) throws {
        try Self.expectDouble("\"\(word)\"", expected)
    }

    @Test(
        "a string that is not wholly a finite number is a mismatch (YYModel: \"1.5abc\" -> 1.5, \"abc\" -> 0)",
        arguments: ["\"abc\"", "\"\"", "\"1.5abc\"", "\"1,5\"", "\"nan\"", "\"NaN\"", "\"inf\"", "\"Infinity\"", "\"-Infinity\"", "\"0x1p3\"", "\".\""])
    func nonNumericStringIsMismatch_differsFromYYModel(json: String) throws {
        try Self.expectDoubleMismatch(json)
    }

    @Test("a string beyond Double's range is a mismatch, not 0 (YYModel: \"1.5e999\" -> Inf -> 0)", arguments: ["\"1.5e999\"", "\"-1e400\""])
    func infiniteStringIsMismatchNotZero_differsFromYYModel(json: String) throws {
        try Self.expectDoubleMismatch(json)
    }

    // MARK: null, objects, arrays

    @Test("null: the optional becomes nil; the non-optional is unchanged and reported")
    func null() throws {
        let (model, issues) = try ConversionCheck.lenient(DoubleHolder.self, #"{"value": null, "optional": null}"#)
        #expect(model.value == -99)
        #expect(model.optional == nil)
        #expect(issues == [JSONDecodingIssue(path: "value", reason: "null for non-optional Double; left unchanged")])
    }

    @Test("the null words are null for an optional Double", arguments: ["nil", "Null", "(NULL)", "<Null>"])
    func nullWords(word: String) throws {
        let (model, issues) = try ConversionCheck.lenient(DoubleHolder.self, #"{"optional": "\#(word)"}"#)
        #expect(model.optional == nil)
        #expect(issues.isEmpty)
    }

    @Test("an object or array is a mismatch, not 0 (YYModel clears to 0)", arguments: ["{}", "[]", "[1.5]"])
    func containersAreMismatches_differsFromYYModel(json: String) throws {
        try Self.expectDoubleMismatch(json)
    }

    // MARK: Float and CGFloat

    @Test("Float takes the nearest Float; values beyond Float's range are mismatches")
    func float() throws {
        let (model, issues) = try ConversionCheck.lenient(FloatHolder.self, #"{"value": 0.1, "optional": "-3.2"}"#)
        #expect(model.value == Float(0.1))
        #expect(abs(model.optional! + 3.2) < 1e-4)  // B7.1 #5
        #expect(issues.isEmpty)
        let (big, bigIssues) = try ConversionCheck.lenient(FloatHolder.self, #"{"value": 1e39, "optional": "-1e39"}"#)
        #expect(big.value == -99)
        #expect(big.optional == nil)
        #expect(ConversionCheck.paths(bigIssues) == ["value", "optional"])
        let (edge, _) = try ConversionCheck.lenient(FloatHolder.self, #"{"value": 3.4e38, "optional": 16777217}"#)
        #expect(edge.value == 3.4e38)
        #expect(edge.optional == 16_777_216)
    }

    @Test("CGFloat converts like Double")
    func cgFloat() throws {
        let (model, issues) = try ConversionCheck.lenient(CGFloatHolder.self, #"{"value": 1.5, "optional": "2"}"#)
        #expect(model.value == 1.5)
        #expect(model.optional == 2)
        #expect(issues.isEmpty)
        let (bad, badIssues) = try ConversionCheck.lenient(CGFloatHolder.self, #"{"value": "x", "optional": true}"#)
        #expect(bad.value == -99)
        #expect(bad.optional == 1)
        #expect(ConversionCheck.paths(badIssues) == ["value"])
        let text = try model.jsonString()
        #expect(text == #"{"value":1.5,"optional":2.0}"#)
    }

    @Test("strict mode throws JSONModelError with the path")
    func strict() {
        let error = ConversionCheck.error(DoubleHolder.self, #"{"value": 1, "optional": "1.5abc"}"#)
        #expect(error?.path == "optional")
        #expect(error?.reason == #"cannot convert string "1.5abc" to Optional<Double>; left unchanged"#)
    }

    // MARK: output

    @Test("doubles are written in their shortest round-trip form, integral ones with .0")
    func output() throws {
        #expect(try DoubleHolder(json: #"{"value": 1.5, "optional": 0.1}"#).jsonString() == #"{"value":1.5,"optional":0.1}"#)
        #expect(try DoubleHolder(json: #"{"value": -3.2}"#).jsonString() == #"{"value":-3.2}"#)
        let integral = try DoubleHolder(json: #"{"value": 2, "optional": "1e3"}"#).jsonString()
        #expect(integral == #"{"value":2.0,"optional":1000.0}"#)
        #expect(try FloatHolder(json: #"{"value": 0.1}"#).jsonString() == #"{"value":0.1}"#)
        let holder = try DoubleHolder(json: #"{"value": 8.8, "optional": 1e-7}"#)
        #expect(try DoubleHolder(json: holder.jsonString()).value == 8.8)
        #expect(try DoubleHolder(json: holder.jsonString()).optional == 1e-7)
    }

    @Test("non-finite values are omitted from the output")
    func nonFiniteOmitted() throws {
        var double = try DoubleHolder(json: "{}")
        double.value = .nan
        double.optional = .infinity
        #expect(try double.jsonString() == "{}")
        var float = try FloatHolder(json: #"{"optional": 1}"#)
        float.value = -.infinity
        let floatText = try float.jsonString()
        #expect(floatText == #"{"optional":1.0}"#)
    }
}
