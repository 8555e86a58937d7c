import Foundation
import Testing
import YYModel

/// Integer targets (`Int`, `Int8` … `UInt64`, `UInt`): SPEC A3 "Integers from numbers" and
/// "Numbers from strings", B2.2/B2.3, B2.8 row "C integer types".
@Suite("Conversion: integers")
struct IntegerConversionTests {
    @JSONModel struct IntHolder {
        var value: Int = -99
        var optional: Int?
    }

    @JSONModel struct Int8Holder {
        var value: Int8 = -99
        var optional: Int8?
    }

    @JSONModel struct UInt8Holder {
        var value: UInt8 = 99
        var optional: UInt8?
    }

    @JSONModel struct Int16Holder {
        var value: Int16 = -99
        var optional: Int16?
    }

    @JSONModel struct UInt16Holder {
        var value: UInt16 = 99
        var optional: UInt16?
    }

    @JSONModel struct Int32Holder {
        var value: Int32 = -99
        var optional: Int32?
    }

    @JSONModel struct UInt32Holder {
        var value: UInt32 = 99
        var optional: UInt32?
    }

    @JSONModel struct Int64Holder {
        var value: Int64 = -99
        var optional: Int64?
    }

    @JSONModel struct UInt64Holder {
        var value: UInt64 = 99
        var optional: UInt64?
    }

    @JSONModel struct UIntHolder {
        var value: UInt = 99
        var optional: UInt?
    }

    /// A holder model with an integer `value` and `optional`, for tables over every width.
    protocol IntegerHolding: JSONModel {
        associatedtype Value: FixedWidthInteger
        var value: Value { get }
        var optional: Value? { get }
    }

    /// The integer widths, to run one table over every integer type.
    enum Width: String, Sendable, CustomTestStringConvertible {
        case int8, uint8, int16, uint16, int32, uint32, int64, uint64, int, uint

        var testDescription: String { rawValue }

        /// The initial value of the holder's non-optional property, as text.
        var initial: String { rawValue.hasPrefix("u") ? "99" : "-99" }
    }

    /// What one holder decoded, as text so that every width fits one table.
    struct Outcome {
        var value: String
        var optional: String?
        var issues: [JSONDecodingIssue]
    }

    static func decode(_ width: Width, _ fragment: String) throws -> Outcome {
        func run<Model: IntegerHolding>(_ type: Model.Type) throws -> Outcome {
            let (model, issues) = try ConversionCheck.lenient(Model.self, ConversionCheck.holder(fragment))
            return Outcome(value: String(model.value), optional: model.optional.map { String($0) }, issues: issues)
        }
        switch width {
        case .int8: return try run(Int8Holder.self)
        case .uint8: return try run(UInt8Holder.self)
        case .int16: return try run(Int16Holder.self)
        case .uint16: return try run(UInt16Holder.self)
        case .int32: return try run(Int32Holder.self)
        case .uint32: return try run(UInt32Holder.self)
        case .int64: return try run(Int64Holder.self)
        case .uint64: return try run(UInt64Holder.self)
        case .int: return try run(IntHolder.self)
        case .uint: return try run(UIntHolder.self)
        }
    }

    /// Asserts that `fragment` converts to `expected` for both properties, without issues.
    static func expectConverts(_ width: Width, _ fragment: String, to expected: String) throws {
        let outcome = try decode(width, fragment)
        #expect(outcome.value == expected, "\(width) from \(fragment)")
        #expect(outcome.optional == expected, "\(width)? from \(fragment)")
        #expect(outcome.issues.isEmpty, "\(outcome.issues)")
    }

    /// Asserts that `fragment` is a mismatch: both properties unchanged, both reported by path.
    static func expectMismatch(_ width: Width, _ fragment: String) throws {
        let outcome = try decode(width, fragment)
        #expect(outcome.value == width.initial, "\(width) from \(fragment)")
        #expect(outcome.optional == nil, "\(width)? from \(fragment)")
        #expect(ConversionCheck.paths(outcome.issues) == ["value", "optional"])
        #expect(ConversionCheck.allMismatches(outcome.issues), "\(outcome.issues)")
    }

    // MARK: JSON numbers

    @Test(
        "JSON integers convert exactly",
        arguments: [
            ("0", 0), ("1", 1), ("-1", -1), ("100010", 100_010), ("-0", 0),
            ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
        ])
    func integersConvertExactly(json: String, expected: Int) throws {
        try Self.expectConverts(.int, json, to: String(expected))
    }

    @Test(
        "fractional numbers truncate toward zero (B7.1: 1.5 -> 1)",
        arguments: [
            ("1.5", 1), ("1.9", 1), ("-3.2", -3), ("-1.9999", -1), ("-0.5", 0), ("0.0", 0), ("2.5e-1", 0),
            ("1e3", 1000), ("1E3", 1000), ("1.0e3", 1000), ("1.5E+2", 150), ("-2e2", -200), ("123456789.987", 123_456_789),
        ])
    func fractionalNumbersTruncateTowardZero(json: String, expected: Int) throws {
        try Self.expectConverts(.int, json, to: String(expected))
    }

    @Test("-3.2 into Int32 is -3 (YYModel's missing `break` gives 0 on arm64)")
    func negativeFractionIntoInt32IsTruncated_differsFromYYModel() throws {
        try Self.expectConverts(.int32, "-3.2", to: "-3")
        try Self.expectConverts(.int32, "\"-3.2\"", to: "-3")
    }

    @Test(
        "every width takes the ends of its range",
        arguments: [
            (Width.int8, "127", "127"), (.int8, "-128", "-128"), (.int8, "127.9", "127"), (.int8, "-128.9", "-128"),
            (.uint8, "255", "255"), (.uint8, "0", "0"), (.uint8, "-0.5", "0"), (.uint8, "\"255\"", "255"),
            (.int16, "32767", "32767"), (.int16, "-32768", "-32768"),
            (.uint16, "65535", "65535"),
            (.int32, "2147483647", "2147483647"), (.int32, "-2147483648", "-2147483648"),
            (.uint32, "4294967295", "4294967295"), (.uint32, "\"4294967295\"", "4294967295"),
            (.int64, "9223372036854775807", "9223372036854775807"), (.int64, "-9223372036854775808", "-9223372036854775808"),
            (.int64, "\"9223372036854775807\"", "9223372036854775807"), (.int64, "\"-9223372036854775808\"", "-9223372036854775808"),
            (.int64, "1e18", "1000000000000000000"), (.int64, "-9223372036854775808.0", "-9223372036854775808"),
            (.int64, "\"-9.223372036854775808e18\"", "-9223372036854775808"),
            (.uint64, "18446744073709551615", "18446744073709551615"), (.uint64, "9223372036854775808", "9223372036854775808"),
            (.uint64, "1e19", "10000000000000000000"),
            (.int, "9223372036854775807", "9223372036854775807"),
            (.uint, "18446744073709551615", "18446744073709551615"),
        ])
    func rangeEndsConvert(width: Width, json: String, expected: String) throws {
        try Self.expectConverts(width, json, to: expected)
    }

    @Test(
        "out of range is a mismatch, not wrapped (YYModel: 300 -> Int8 44, 4294967300 -> Int32 4, -1 -> UInt8 255)",
        arguments: [
            (Width.int8, "300"), (.int8, "128"), (.int8, "-129"), (.int8, "\"300\""), (.int8, "128.0"), (.int8, "-129.5"),
            (.uint8, "-1"), (.uint8, "256"), (.uint8, "\"-1\""), (.uint8, "-1.5"),
            (.int16, "32768"), (.int16, "-32769"), (.int16, "65535"),
            (.uint16, "-1"), (.uint16, "65536"),
            (.int32, "4294967300"), (.int32, "2147483648"), (.int32, "-2147483649"), (.int32, "\"4294967300\""),
            (.uint32, "-1"), (.uint32, "4294967296"),
            (.int64, "9223372036854775808"), (.int64, "\"9223372036854775808\""), (.int64, "-9223372036854775809"), (.int64, "\"-9223372036854775809\""),
            (.int64, "-9223372036854775900"), (.int64, "9.3e18"),
            (.uint64, "-1"), (.uint64, "18446744073709551616"), (.uint64, "\"18446744073709551616\""), (.uint64, "\"-1\""), (.uint64, "2e19"),
            (.int, "9223372036854775808"), (.int, "99999999999999999999"), (.int, "1e300"),
            (.uint, "-1"),
        ])
    func outOfRangeIsMismatchNotWrapped_differsFromYYModel(width: Width, json: String) throws {
        try Self.expectMismatch(width, json)
    }

    @Test("UInt64 keeps its full range from numbers and strings (YYModel saturates strings at Int64.max)")
    func uint64FullRangeFromStrings_differsFromYYModel() throws {
        try Self.expectConverts(.uint64, "18446744073709551615", to: "18446744073709551615")
        try Self.expectConverts(.uint64, "\"18446744073709551615\"", to: "18446744073709551615")
        try Self.expectConverts(.uint64, "\" +18446744073709551615 \"", to: "18446744073709551615")
        try Self.expectConverts(.uint64, "\"9223372036854775808\"", to: "9223372036854775808")
        try Self.expectConverts(.uint, "\"18446744073709551615\"", to: "18446744073709551615")
    }

    @Test("B7.1 #12: 9876543210 reaches Int64 and UInt64 exactly")
    func largeIntegerIntoSixtyFourBits() throws {
        try Self.expectConverts(.int64, "9876543210", to: "9876543210")
        try Self.expectConverts(.uint64, "9876543210", to: "9876543210")
        try Self.expectMismatch(.int32, "9876543210")
    }

    // MARK: JSON booleans

    @Test("true and false are 1 and 0 for every width", arguments: [Width.int8, .uint8, .int16, .uint16, .int32, .uint32, .int64, .uint64, .int, .uint])
    func booleansAreOneAndZero(width: Width) throws {
        try Self.expectConverts(width, "true", to: "1")
        try Self.expectConverts(width, "false", to: "0")
    }

    // MARK: JSON strings

    @Test(
        "numeric strings convert (whole string, whitespace trimmed, decimal or JSON syntax)",
        arguments: [
            ("\"2\"", 2), ("\"-1\"", -1), ("\"-3.2\"", -3), ("\" 42 \"", 42), ("\"\\t42\\n\"", 42), ("\"+7\"", 7),
            ("\"007\"", 7), ("\"-0\"", 0), ("\"1.5\"", 1), ("\"100010\"", 100_010),
        ])
    func numericStringsConvert(json: String, expected: Int) throws {
        try Self.expectConverts(.int, json, to: String(expected))
    }

    @Test(
        "exponent strings convert by value (YYModel's atoll reads \"1e3\" as 1)",
        arguments: [("\"1e3\"", 1000), ("\"1E+2\"", 100), ("\"2e0\"", 2), ("\"-5e1\"", -50), ("\"1.5e3\"", 1500)])
    func exponentStringsConvertByValue_differsFromYYModel(json: String, expected: Int) throws {
        try Self.expectConverts(.int, json, to: String(expected))
    }

    @Test(
        "the YES/NO word table applies (exact case)",
        arguments: [
            ("TRUE", 1), ("True", 1), ("true", 1), ("YES", 1), ("Yes", 1), ("yes", 1),
            ("FALSE", 0), ("False", 0), ("false", 0), ("NO", 0), ("No", 0), ("no", 0),
        ])
    func wordTableApplies(word: String, expected: Int) throws {
        try Self.expectConverts(.int, "\"\(word)\"", to: String(expected))
        try Self.expectConverts(.uint8, "\"\(word)\"", to: String(expected))
    }

    @Test(
        "a non-numeric string is a mismatch, not 0 (YYModel: \"abc\" -> 0)",
        arguments: ["\"abc\"", "\"\"", "\"   \"", "\"nan\"", "\"NaN\"", "\"Infinity\"", "\"inf\"", "\"0x1A\"", "\"yES\"", "\"on\"", "\"e5\"", "\"-\"", "\".\"", "\"١٢\""])
    func nonNumericStringIsMismatchNotZero_differsFromYYModel(json: String) throws {
        try Self.expectMismatch(.int, json)
    }

    @Test(
        "a string with trailing garbage is a mismatch, not its prefix (YYModel: \"12abc\" -> 12)",
        arguments: ["\"12abc\"", "\"1,5\"", "\"1.5abc\"", "\"1 2\"", "\"42px\"", "\"1e\"", "\"--1\"", "\"1-2\""])
    func numericPrefixIsMismatchNotPrefixValue_differsFromYYModel(json: String) throws {
        try Self.expectMismatch(.int, json)
    }

    // MARK: null, objects, arrays

    @Test("null: the optional becomes nil; the non-optional is unchanged and reported")
    func nullClearsOptionalOnly_differsFromYYModel() throws {
        let (model, issues) = try ConversionCheck.lenient(IntHolder.self, #"{"value": null, "optional": null}"#)
        #expect(model.value == -99)
        #expect(model.optional == nil)
        #expect(issues == [JSONDecodingIssue(path: "value", reason: "null for non-optional Int; left unchanged")])
    }

    @Test("the null words are null for an optional integer and a mismatch for a non-optional one", arguments: ["nil", "NULL", "(null)", "<null>"])
    func nullWords(word: String) throws {
        let (model, issues) = try ConversionCheck.lenient(IntHolder.self, #"{"value": "\#(word)", "optional": "\#(word)"}"#)
        #expect(model.value == -99)
        #expect(model.optional == nil)
        #expect(ConversionCheck.paths(issues) == ["value"])
        #expect(ConversionCheck.allMismatches(issues))
    }

    @Test("an object or array is a mismatch, not 0 (YYModel clears to 0)", arguments: ["{}", "[]", "[1]", #"{"a": 1}"#])
    func containersAreMismatchesNotZero_differsFromYYModel(json: String) throws {
        try Self.expectMismatch(.int, json)
        try Self.expectMismatch(.uint64, json)
    }

    @Test("the issue names the property, the value and the target type")
    func issueText() throws {
        let (_, issues) = try ConversionCheck.lenient(Int8Holder.self, #"{"value": "abc", "optional": 300}"#)
        #expect(
            issues == [
                JSONDecodingIssue(path: "value", reason: #"cannot convert string "abc" to Int8; left unchanged"#),
                JSONDecodingIssue(path: "optional", reason: "cannot convert number 300 to Optional<Int8>; left unchanged"),
            ])
    }

    // MARK: strict mode, update, output

    @Test("strict mode throws JSONModelError with the path", arguments: [#""abc""#, "300", "{}", "null"])
    func strictModeThrows(json: String) throws {
        let error = ConversionCheck.error(Int8Holder.self, #"{"optional": 1, "value": \#(json)}"#)
        #expect(error?.path == "value")
        #expect(error?.reason.hasSuffix("left unchanged") == true)
    }

    @Test("strict mode accepts every value that converts")
    func strictModeAcceptsConversions() throws {
        let holder = try Int32Holder(json: #"{"value": "12", "optional": 7.9}"#, options: JSONDecodingOptions(strict: true))
        #expect(holder.value == 12)
        #expect(holder.optional == 7)
    }

    @Test("B7.1 #4b: update(withJSON:) overwrites a value set earlier; absent keys stay")
    func updateOverwrites() throws {
        var holder = try IntHolder(json: #"{"value": 12, "optional": 5}"#)
        try holder.update(withJSON: #"{"value": "2"}"#)
        #expect(holder.value == 2)
        #expect(holder.optional == 5)
        try holder.update(withJSON: #"{"value": "two", "optional": null}"#)
        #expect(holder.value == 2)
        #expect(holder.optional == nil)
    }

    @Test("integers are written as JSON integers; nil optionals are omitted")
    func output() throws {
        #expect(try IntHolder(json: #"{"value": -1}"#).jsonString() == #"{"value":-1}"#)
        #expect(try IntHolder(json: #"{"value": 1.9, "optional": "7"}"#).jsonString() == #"{"value":1,"optional":7}"#)
        let big = try UInt64Holder(json: ConversionCheck.holder(#""18446744073709551615""#))
        #expect(try big.jsonString() == #"{"value":18446744073709551615,"optional":18446744073709551615}"#)
        #expect(try UInt64Holder(json: big.jsonString()).value == UInt64.max)
        #expect(try Int8Holder(json: #"{"value": -128}"#).jsonString() == #"{"value":-128}"#)
    }
}

extension IntegerConversionTests.IntHolder: IntegerConversionTests.IntegerHolding {}
extension IntegerConversionTests.Int8Holder: IntegerConversionTests.IntegerHolding {}
extension IntegerConversionTests.UInt8Holder: IntegerConversionTests.IntegerHolding {}
extension IntegerConversionTests.Int16Holder: IntegerConversionTests.IntegerHolding {}
extension IntegerConversionTests.UInt16Holder: IntegerConversionTests.IntegerHolding {}
extension IntegerConversionTests.Int32Holder: IntegerConversionTests.IntegerHolding {}
extension IntegerConversionTests.UInt32Holder: IntegerConversionTests.IntegerHolding {}
extension IntegerConversionTests.Int64Holder: IntegerConversionTests.IntegerHolding {}
extension IntegerConversionTests.UInt64Holder: IntegerConversionTests.IntegerHolding {}
extension IntegerConversionTests.UIntHolder: IntegerConversionTests.IntegerHolding {}
