import Foundation
import Testing
import YYModel

/// The typed readers of `JSON` (`int`, `int64`, `uint64`, `double`, `bool`, `string`) convert by the
/// same rules as `@JSONModel` properties.
@Suite("JSON lenient accessors")
struct JSONLenientAccessorTests {
    @JSONModel struct Scalars {
        var int: Int?
        var int64: Int64?
        var uint64: UInt64?
        var double: Double?
        var bool: Bool?
        var string: String?
    }

    /// JSON values of every scalar kind, as they appear in real payloads.
    static let fragments = [
        "12", "-3", "0", "1.9", "-3.2", "1e3", "1.50", "300.5", "18446744073709551615", "9223372036854775807",
        "-9223372036854775808", "1e19", "true", "false", "null",
        #""12""#, #"" 42 ""#, #""+7""#, #""1.5""#, #""1e3""#, #""-0.25""#, #""18446744073709551615""#,
        #""-1""#, #""yes""#, #""YES""#, #""No""#, #""true""#, #""False""#, #""abc""#, #""12abc""#, #""""#,
        #""0x1A""#, #""nan""#, #""Infinity""#, #""1e999""#, #""null""#, #""<null>""#, #""1.5abc""#,
        "[]", "[1]", "{}", #"{"a": 1}"#,
    ]

    @Test("every reader agrees with a model property of its type", arguments: fragments)
    func agreesWithModels(fragment: String) throws {
        let json = try JSON(parsing: fragment)
        let fields = ["int", "int64", "uint64", "double", "bool", "string"]
        let object = "{" + fields.map { "\"\($0)\": \(fragment)" }.joined(separator: ",") + "}"
        let model = try Scalars(json: object)
        #expect(json.int == model.int)
        #expect(json.int64 == model.int64)
        #expect(json.uint64 == model.uint64)
        #expect(json.double == model.double)
        #expect(json.bool == model.bool)
        // A model's String keeps a number's spelling; the value keeps its value (`1.50` -> "1.5").
        if case .number(let number) = json {
            #expect(json.string == number.description)
        } else {
            #expect(json.string == model.string)
        }
    }

    @Test("strings convert to numbers and booleans in a real payload")
    func payload() throws {
        let json = try JSON(parsing: #"""
            {"id": "12", "score": "1.5", "admin": "yes", "active": 1, "deleted": "false",
             "ratio": 1.50, "big": "18446744073709551615", "name": "abc", "tags": [], "flag": true,
             "level": 300.5, "none": null}
            """#)
        #expect(json["id"]?.int == 12)
        #expect(json["id"]?.int64 == 12)
        #expect(json["id"]?.double == 12)
        #expect(json["score"]?.double == 1.5)
        #expect(json["score"]?.int == 1)
        #expect(json["admin"]?.bool == true)
        #expect(json["admin"]?.int == 1)
        #expect(json["active"]?.bool == true)
        #expect(json["deleted"]?.bool == false)
        #expect(json["ratio"]?.string == "1.5")
        #expect(json["big"]?.uint64 == .max)
        #expect(json["big"]?.int64 == nil)
        #expect(json["flag"]?.string == "true")
        #expect(json["flag"]?.double == 1)
        #expect(json["level"]?.int == 300)
        // What does not convert is nil.
        #expect(json["name"]?.int == nil)
        #expect(json["name"]?.double == nil)
        #expect(json["name"]?.bool == nil)
        #expect(json["tags"]?.int == nil)
        #expect(json["tags"]?.string == nil)
        #expect(json["tags"]?.bool == nil)
        #expect(json["none"]?.int == nil)
        #expect(json["none"]?.string == nil)
        // The kind-only readers stay strict.
        #expect(json["id"]?.number == nil)
        #expect(json["id"]?.array == nil)
    }

    @Test("a number reads as its JSON text")
    func numberText() throws {
        let json = try JSON(parsing: "[7, -0.25, 1.50, 1e3, 18446744073709551615, -9223372036854775808, 0.1]")
        #expect(json.array?.map(\.string) == ["7", "-0.25", "1.5", "1000.0", "18446744073709551615", "-9223372036854775808", "0.1"])
    }

    @Test("integers are never wrapped or clamped")
    func ranges() throws {
        #expect(JSON.string("-1").uint64 == nil)
        #expect(JSON.number(-0.5).uint64 == 0)
        #expect(JSON.string("9223372036854775808").int64 == nil)
        #expect(JSON.string("9223372036854775808").uint64 == 9_223_372_036_854_775_808)
        #expect(JSON.number(1e300).int == nil)
        #expect(JSON.string("1e3").int == 1000)
        #expect(JSON.string("-3.7").int == -3)
    }
}
