import Foundation
import Testing
import YYModel

/// B7.1 (YYTestAutoTypeConvert.m) ported: one model whose properties all read the key `"v"` (A4:
/// several properties may share one key), so each row shows one JSON value against every target.
/// Rows where our rules (A3) differ from YYModel say so in the test name.
@Suite("Conversion: B7.1 auto type conversion")
struct AutoTypeConvertTests {
    @JSONModel struct AutoTypeModel {
        @JSONKey("v") var bool: Bool = false
        @JSONKey("v") var int8: Int8 = 42
        @JSONKey("v") var uint8: UInt8 = 42
        @JSONKey("v") var int16: Int16 = 42
        @JSONKey("v") var uint16: UInt16 = 42
        @JSONKey("v") var int32: Int32 = 42
        @JSONKey("v") var uint32: UInt32 = 42
        @JSONKey("v") var int: Int = 42
        @JSONKey("v") var uint: UInt = 42
        @JSONKey("v") var int64: Int64 = 42
        @JSONKey("v") var uint64: UInt64 = 42
        @JSONKey("v") var float: Float = 42
        @JSONKey("v") var double: Double = 42
        /// YYModel's `NSNumber`.
        @JSONKey("v") var number: Double?
        @JSONKey("v") var decimal: Decimal?
        @JSONKey("v") var string: String?
        @JSONKey("v") var date: Date?
        @JSONKey("v") var url: URL?
        @JSONKey("v") var data: Data?
        /// YYModel's `id` / `NSObject *`.
        @JSONKey("v") var any: JSON?
        @JSONKey("v") var array: [JSON]?
        @JSONKey("v") var dict: [String: JSON]?
        @JSONKey("v") var set: Set<Int>?
    }

    static func decode(_ fragment: String) throws -> (model: AutoTypeModel, mismatched: Set<String>) {
        let (model, issues) = try ConversionCheck.lenient(AutoTypeModel.self, #"{"v": \#(fragment)}"#)
        #expect(issues.allSatisfy { $0.path == "v" })
        return (model, Set(issues.map { issue in
            // "cannot convert <value> to <Type>; left unchanged" -> "<Type>"
            let head = issue.reason.prefix { $0 != ";" }
            return head.range(of: " to ", options: .backwards).map { String(head[$0.upperBound...]) } ?? issue.reason
        }))
    }

    static let integerTypes: Set<String> = ["Int8", "UInt8", "Int16", "UInt16", "Int32", "UInt32", "Int", "UInt", "Int64", "UInt64"]
    static let containerTypes: Set<String> = [
        "Optional<Array<JSON>>", "Optional<Dictionary<String, JSON>>", "Optional<Set<Int>>",
    ]

    @Test("#1 {\"v\": 1}: numbers 1, bool true, string \"1\"; a number is also a Date (seconds)")
    func one() throws {
        let (m, mismatched) = try Self.decode("1")
        #expect(m.bool)
        #expect(m.int8 == 1 && m.uint8 == 1 && m.int16 == 1 && m.uint16 == 1 && m.int32 == 1 && m.uint32 == 1)
        #expect(m.int == 1 && m.uint == 1 && m.int64 == 1 && m.uint64 == 1)
        #expect(m.float == 1 && m.double == 1 && m.number == 1 && m.decimal == 1)
        #expect(m.string == "1")
        #expect(m.any == 1)
        #expect(m.date == Date(timeIntervalSince1970: 1))  // YYModel: NSDate ignores numbers
        #expect(m.url == nil && m.data == nil && m.array == nil && m.dict == nil && m.set == nil)
        #expect(mismatched == Self.containerTypes.union(["Optional<URL>", "Optional<Data>"]))
    }

    @Test("#2 {\"v\": 1.5}: integers 1, floating point 1.5, string \"1.5\"")
    func onePointFive() throws {
        let (m, mismatched) = try Self.decode("1.5")
        #expect(m.bool)
        #expect(m.int8 == 1 && m.uint8 == 1 && m.int32 == 1 && m.uint32 == 1 && m.int == 1 && m.uint64 == 1)
        #expect(m.float == 1.5 && m.double == 1.5 && m.number == 1.5 && m.decimal == Decimal(string: "1.5"))
        #expect(m.string == "1.5")
        #expect(m.any == 1.5)
        #expect(mismatched == Self.containerTypes.union(["Optional<URL>", "Optional<Data>"]))
    }

    @Test("#3 {\"v\": -1}: signed -1; unsigned unchanged and reported, not wrapped to their maximum")
    func minusOne_differsFromYYModel() throws {
        let (m, mismatched) = try Self.decode("-1")
        #expect(m.bool)
        #expect(m.int8 == -1 && m.int16 == -1 && m.int32 == -1 && m.int == -1 && m.int64 == -1)
        #expect(m.uint8 == 42 && m.uint16 == 42 && m.uint32 == 42 && m.uint == 42 && m.uint64 == 42)  // YYModel: 255, 65535, …
        #expect(m.float == -1 && m.double == -1 && m.number == -1 && m.decimal == -1)
        #expect(m.string == "-1")
        #expect(mismatched.isSuperset(of: ["UInt8", "UInt16", "UInt32", "UInt", "UInt64"]))
        #expect(mismatched.isDisjoint(with: ["Int8", "Int16", "Int32", "Int", "Int64", "Bool", "Float", "Double"]))
    }

    @Test("#4 {\"v\": \"2\"}: every number 2, bool true; the string stays a string for String and JSON")
    func stringTwo() throws {
        let (m, mismatched) = try Self.decode(#""2""#)
        #expect(m.bool)
        #expect(m.int8 == 2 && m.uint8 == 2 && m.int16 == 2 && m.uint16 == 2 && m.int32 == 2 && m.uint32 == 2)
        #expect(m.int == 2 && m.uint == 2 && m.int64 == 2 && m.uint64 == 2)
        #expect(m.float == 2 && m.double == 2 && m.number == 2 && m.decimal == 2)
        #expect(m.string == "2")
        #expect(m.any == "2")
        #expect(m.date == nil)
        #expect(mismatched == Self.containerTypes.union(["Optional<Date>", "Optional<Data>"]))
        #expect(m.url == URL(string: "2"))  // a relative URL, as YYModel's URLWithString
    }

    @Test("#5 {\"v\": \"-3.2\"}: floating point -3.2, signed integers -3; unsigned ones are mismatches")
    func stringMinusThreePointTwo() throws {
        let (m, mismatched) = try Self.decode(#""-3.2""#)
        #expect(abs(m.float + 3.2) < 1e-4)
        #expect(abs(m.double + 3.2) < 1e-12)
        #expect(m.number == -3.2)
        #expect(m.decimal == Decimal(string: "-3.2"))
        #expect(m.int8 == -3 && m.int32 == -3 && m.int64 == -3)
        #expect(m.uint8 == 42 && m.uint64 == 42)
        #expect(m.string == "-3.2")
        #expect(m.any == "-3.2")
        #expect(mismatched.isSuperset(of: ["UInt8", "UInt16", "UInt32", "UInt", "UInt64"]))
    }

    @Test(
        "#6-#9 the word table: \"true\"/\"YES\" -> true and 1, \"false\"/\"NO\" -> false and 0",
        arguments: [("true", true), ("false", false), ("YES", true), ("NO", false)])
    func words(word: String, expected: Bool) throws {
        let (m, mismatched) = try Self.decode("\"\(word)\"")
        #expect(m.bool == expected)
        #expect(m.int == (expected ? 1 : 0))
        #expect(m.uint8 == (expected ? 1 : 0))
        #expect(m.double == (expected ? 1 : 0))
        #expect(m.decimal == (expected ? 1 : 0))
        #expect(m.string == word)
        #expect(mismatched.isDisjoint(with: Self.integerTypes.union(["Bool", "Float", "Double"])))
    }

    @Test("#10 {\"v\": \"nil\"}: optional numbers nil, String \"nil\"; non-optional numbers unchanged, not cleared to 0")
    func nilWord_differsFromYYModel() throws {
        let (m, mismatched) = try Self.decode(#""nil""#)
        #expect(m.bool == false)
        #expect(m.int == 42)  // YYModel: 0
        #expect(m.number == nil && m.decimal == nil)
        #expect(m.string == "nil")
        #expect(m.any == "nil")
        #expect(mismatched.isSuperset(of: Self.integerTypes.union(["Bool", "Float", "Double"])))
        #expect(!mismatched.contains("Optional<Double>") && !mismatched.contains("Optional<Decimal>"))
    }

    @Test("#11 {\"v\": {}}: numbers and strings unchanged and reported; JSON and [String: JSON] receive the object")
    func emptyObject_differsFromYYModel() throws {
        let (m, mismatched) = try Self.decode("{}")
        #expect(m.bool == false && m.int == 42)  // YYModel: cleared to false / 0
        #expect(m.string == nil && m.number == nil)
        #expect(m.any == [:])
        #expect(m.dict == [:])
        #expect(m.array == nil && m.set == nil)
        #expect(mismatched.isSuperset(of: Self.integerTypes.union(["Bool", "Float", "Double", "Optional<String>", "Optional<Double>"])))
    }

    @Test("#12 9876543210 reaches the 64-bit integers exactly; 32-bit ones are mismatches")
    func largeInteger() throws {
        let (m, mismatched) = try Self.decode("9876543210")
        #expect(m.int64 == 9_876_543_210 && m.uint64 == 9_876_543_210 && m.int == 9_876_543_210)
        #expect(m.int32 == 42 && m.uint32 == 42)
        #expect(mismatched.isSuperset(of: ["Int32", "UInt32", "Int16", "Int8"]))
    }

    @Test("testNull: null clears every optional; non-optionals are unchanged and reported")
    func null() throws {
        let (model, issues) = try ConversionCheck.lenient(AutoTypeModel.self, #"{"v": null}"#)
        #expect(model.bool == false && model.int == 42)
        #expect(model.any == nil && model.string == nil && model.number == nil && model.date == nil)
        #expect(issues.count == 13)
        #expect(issues.allSatisfy { $0.path == "v" && $0.reason.hasPrefix("null for non-optional ") })
    }

    @Test("testString \"Apple\": String \"Apple\", a relative URL; numbers are mismatches, not 0")
    func apple_differsFromYYModel() throws {
        let (m, mismatched) = try Self.decode(#""Apple""#)
        #expect(m.string == "Apple")
        #expect(m.url == URL(string: "Apple"))
        #expect(m.int == 42 && m.number == nil)  // YYModel: 0 and @0
        #expect(m.data == nil)  // not base64 (YYModel: its UTF-8 bytes)
        #expect(mismatched.isSuperset(of: Self.integerTypes.union(["Optional<Double>", "Optional<Data>", "Optional<Date>"])))
    }

    @Test("testString \" github.com\" -> URL(\"github.com\"); \" \" -> no URL")
    func urlTrimming() throws {
        #expect(try Self.decode(#"" github.com""#).model.url == URL(string: "github.com"))
        let (blank, mismatched) = try Self.decode(#"" ""#)
        #expect(blank.url == nil)
        #expect(mismatched.contains("Optional<URL>"))
    }

    @Test("testArrayAndDic: an array reaches [JSON] and Set; a set is built from an array")
    func array() throws {
        let (m, mismatched) = try Self.decode("[1, 2, 3, 3]")
        #expect(m.array == [1, 2, 3, 3])
        #expect(m.set == [1, 2, 3])
        #expect(m.any == [1, 2, 3, 3])
        #expect(m.dict == nil && m.string == nil)
        #expect(mismatched.isSuperset(of: Self.integerTypes.union(["Optional<String>", "Optional<Dictionary<String, JSON>>"])))
    }
}
