import Foundation
import Testing
import YYModel

/// Enums with raw values that declare `JSONValueConvertible` (A3): read from the raw value with
/// the raw type's own conversions; an unknown raw value is a mismatch. (Enums that declare nothing
/// read the same way: see `PlainEnumAndCodableTests`.)
@Suite("Conversion: enums with raw values")
struct EnumConversionTests {
    enum Kind: String, JSONValueConvertible {
        case user
        case organization = "Organization"
    }

    enum Level: Int, JSONValueConvertible {
        case low = 1
        case high = 2
    }

    /// String-backed cases whose raw values are the text of other JSON kinds.
    enum Code: String, JSONValueConvertible {
        case one = "1"
        case yes = "true"
        case thousand = "1e3"
    }

    enum Small: UInt8, JSONValueConvertible {
        case zero = 0
        case max = 255
    }

    @JSONModel struct KindHolder {
        var value: Kind = .user
        var optional: Kind?
    }

    @JSONModel struct LevelHolder {
        var value: Level = .low
        var optional: Level?
    }

    @JSONModel struct CodeHolder {
        var value: Code = .one
        var optional: Code?
    }

    @JSONModel struct SmallHolder {
        var value: Small = .zero
        var optional: Small?
    }

    @JSONModel struct LevelList {
        var values: [Level] = []
    }

    // MARK: String-backed

    @Test("String-backed: the raw value, exact", arguments: [(#""user""#, Kind.user), (#""Organization""#, .organization)])
    func stringBacked(json: String, expected: Kind) throws {
        let (model, issues) = try ConversionCheck.lenient(KindHolder.self, ConversionCheck.holder(json))
        #expect(model.value == expected)
        #expect(model.optional == expected)
        #expect(issues.isEmpty)
    }

    @Test("String-backed: an unknown raw value, or a kind that is no raw value, is a mismatch", arguments: [#""organization""#, #""bot""#, #"" user""#, #""""#, "1", "true", "{}", "[]"])
    func stringBackedMismatch(json: String) throws {
        let (model, issues) = try ConversionCheck.lenient(KindHolder.self, ConversionCheck.holder(json))
        #expect(model.value == .user)  // the initial value
        #expect(model.optional == nil)
        #expect(ConversionCheck.paths(issues) == ["value", "optional"])
        #expect(ConversionCheck.allMismatches(issues))
    }

    @Test("String-backed: numbers and booleans convert through String first (1 -> \"1\", true -> \"true\", 1e3 -> \"1e3\")", arguments: [("1", Code.one), ("true", .yes), ("1e3", .thousand), (#""1""#, .one)])
    func stringBackedFromOtherKinds(json: String, expected: Code) throws {
        let (model, issues) = try ConversionCheck.lenient(CodeHolder.self, ConversionCheck.holder(json))
        #expect(model.value == expected)
        #expect(model.optional == expected)
        #expect(issues.isEmpty)
    }

    // MARK: Int-backed

    @Test(
        "Int-backed: the raw value with Int's conversions (\"2\" -> .high, 2.7 -> 2 -> .high, \"yes\" -> 1 -> .low)",
        arguments: [
            ("2", Level.high), (#""2""#, .high), ("2.0", .high), ("2.7", .high), (#"" 2 ""#, .high), ("1", .low), ("true", .low),
            (#""yes""#, .low), (#""2e0""#, .high),
        ])
    func intBacked(json: String, expected: Level) throws {
        let (model, issues) = try ConversionCheck.lenient(LevelHolder.self, ConversionCheck.holder(json))
        #expect(model.value == expected)
        #expect(model.optional == expected)
        #expect(issues.isEmpty)
    }

    @Test("Int-backed: an unknown raw value or a non-number is a mismatch", arguments: ["3", "0", "-1", "false", #""high""#, #""3""#, "{}", "[2]"])
    func intBackedMismatch(json: String) throws {
        var issues: [JSONDecodingIssue] = []
        let model = try LevelHolder(json: ConversionCheck.holder(json), issues: &issues)
        #expect(model.value == .low)
        #expect(model.optional == nil)
        #expect(ConversionCheck.paths(issues) == ["value", "optional"])
        #expect(issues.first?.reason.hasSuffix("to Level; left unchanged") == true)
    }

    @Test("the raw type's range applies: 300 into a UInt8-backed enum is a mismatch, not 44")
    func rawTypeRange() throws {
        let (model, issues) = try ConversionCheck.lenient(SmallHolder.self, #"{"value": 255, "optional": 300}"#)
        #expect(model.value == .max)
        #expect(model.optional == nil)
        #expect(ConversionCheck.paths(issues) == ["optional"])
    }

    @Test("null and null words: the optional becomes nil; the non-optional is unchanged and reported")
    func null() throws {
        let (levels, levelIssues) = try ConversionCheck.lenient(LevelHolder.self, #"{"value": null, "optional": null}"#)
        #expect(levels.value == .low && levels.optional == nil)
        #expect(levelIssues == [JSONDecodingIssue(path: "value", reason: "null for non-optional Level; left unchanged")])
        // The null words are null only for number and Bool targets; an enum (even Int-backed) sees a string.
        let (words, wordIssues) = try ConversionCheck.lenient(LevelHolder.self, #"{"optional": "nil"}"#)
        #expect(words.optional == nil)
        #expect(ConversionCheck.paths(wordIssues) == ["optional"])
    }

    @Test("an array of enums drops unknown values and reports their indexes")
    func arrayOfEnums() throws {
        let (model, issues) = try ConversionCheck.lenient(LevelList.self, #"{"values": [1, 5, "2", null, "low"]}"#)
        #expect(model.values == [.low, .high])
        #expect(ConversionCheck.paths(issues) == ["values[1]", "values[3]", "values[4]"])
        #expect(issues.allSatisfy { $0.reason.hasSuffix("; dropped") })
    }

    @Test("strict mode throws JSONModelError with the path")
    func strict() {
        #expect(
            ConversionCheck.error(KindHolder.self, #"{"value": "bot"}"#)
                == JSONModelError(path: "value", reason: #"cannot convert string "bot" to Kind; left unchanged"#))
        #expect(ConversionCheck.error(LevelList.self, #"{"values": [1, 3]}"#)?.path == "values[1]")
    }

    @Test("enums are written as their raw values")
    func output() throws {
        let kinds = try KindHolder(json: #"{"value": "Organization", "optional": "user"}"#)
        #expect(try kinds.jsonString() == #"{"value":"Organization","optional":"user"}"#)
        let levels = try LevelHolder(json: #"{"value": "2"}"#)
        #expect(try levels.jsonString() == #"{"value":2}"#)
        let list = try LevelList(json: #"{"values": [2, 1, "2"]}"#)
        #expect(try list.jsonString() == #"{"values":[2,1,2]}"#)
    }
}
