import Foundation
import Testing
import YYModel

/// `@JSONTransform` with the built-in transformers and a custom one; custom value types.
@Suite("Conversion: transformers and custom types")
struct TransformerTests {
    /// Money, read from `"12.50"` or `12.5` and written as `12.5`: a user type joins the conversions by
    /// conforming to the public protocols (`JSONValueDecodable` + `JSONValueEncodable`).
    struct Money: JSONValueConvertible, Equatable {
        var cents: Int64

        static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Money? {
            // "12.50" or 12.5
            guard let amount = element.double ?? element.string.flatMap(Double.init) else { return nil }
            let cents = (amount * 100).rounded()
            if cents != amount * 100 { try context.recordIssue("rounded \(amount) to whole cents") }
            return Money(cents: Int64(cents))
        }

        /// A required `Money` with no value in the JSON becomes zero (reported) instead of failing.
        static var jsonEmptyValue: Money? { Money(cents: 0) }

        func encodeJSON(to writer: inout JSONWriter) throws {
            try writer.write(Double(cents) / 100)
        }
    }

    /// Hexadecimal integers such as `"0x1A"` for one property, chosen with `@JSONTransform`.
    enum HexTransformer: JSONTransformer {
        static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Int? {
            guard let text = element.string, text.hasPrefix("0x") else { return nil }
            return Int(text.dropFirst(2), radix: 16)
        }

        static func encodeJSON(_ value: Int, to writer: inout JSONWriter) throws {
            writer.write("0x" + String(value, radix: 16))
        }
    }

    @JSONModel struct Event {
        @JSONTransform(UnixMillisecondsTransformer.self) var start: Date?
        @JSONTransform(UnixMillisecondsTransformer.self) var end: Date = Date(timeIntervalSince1970: -1)
        @JSONTransform(CommaSeparatedTransformer.self) var tags: [String] = ["initial"]
        @JSONTransform(CommaSeparatedTransformer.self) var labels: [String]?
        @JSONTransform(HexTransformer.self) var color: Int = 0
    }

    // MARK: UnixMillisecondsTransformer

    @Test(
        "UnixMilliseconds: numbers and numeric strings are milliseconds since 1970",
        arguments: [
            ("1445534567000", 1_445_534_567.0), (#""1445534567000""#, 1_445_534_567), ("1445534567123", 1_445_534_567.123),
            ("1445534567123.4", 1_445_534_567.1234), ("-1000", -1), ("0", 0), (#"" 1e3 ""#, 1), ("1.5e12", 1_500_000_000),
        ])
    func millisecondsDecode(json: String, seconds: Double) throws {
        let (event, issues) = try ConversionCheck.lenient(Event.self, #"{"start": \#(json), "end": \#(json)}"#)
        #expect(abs(event.start!.timeIntervalSince1970 - seconds) < 1e-6)
        #expect(abs(event.end.timeIntervalSince1970 - seconds) < 1e-6)
        #expect(issues.isEmpty)
    }

    @Test(
        "UnixMilliseconds: anything else is a mismatch (booleans, YES/NO words, date text, containers)",
        arguments: ["true", "false", #""yes""#, #""NO""#, #""abc""#, #""""#, #""2015-10-22""#, #""nil""#, "{}", "[1]"])
    func millisecondsMismatch(json: String) throws {
        let (event, issues) = try ConversionCheck.lenient(Event.self, #"{"start": \#(json), "end": \#(json)}"#)
        #expect(event.start == nil)
        #expect(event.end == Date(timeIntervalSince1970: -1))
        #expect(ConversionCheck.paths(issues) == ["start", "end"])
        #expect(ConversionCheck.allMismatches(issues))
    }

    @Test("UnixMilliseconds: null clears the optional; the non-optional is unchanged and reported")
    func millisecondsNull() throws {
        var event = try Event(json: #"{"start": 1000}"#)
        #expect(event.start == Date(timeIntervalSince1970: 1))
        try event.update(withJSON: #"{"start": null}"#)
        #expect(event.start == nil)
        let (_, issues) = try ConversionCheck.lenient(Event.self, #"{"end": null}"#)
        #expect(ConversionCheck.paths(issues) == ["end"])
        #expect(issues.first?.reason == "null for non-optional Date; left unchanged")
    }

    @Test("UnixMilliseconds: written as integer milliseconds")
    func millisecondsEncode() throws {
        var event = try Event(json: "{}")
        event.start = Date(timeIntervalSince1970: 1_445_534_567.123)
        event.end = Date(timeIntervalSince1970: 0.0004)
        event.tags = []
        let text = try event.jsonString()
        #expect(text == #"{"start":1445534567123,"end":0,"tags":"","color":"0x0"}"#)
    }

    // MARK: CommaSeparatedTransformer

    @Test(
        "CommaSeparated: a string split at commas, items trimmed, empty items dropped",
        arguments: [
            (#""a, b,c""#, ["a", "b", "c"]), (#""a,,b, ""#, ["a", "b"]), (#""""#, []), (#""single""#, ["single"]),
            (#"" x y , z ""#, ["x y", "z"]),
        ])
    func commaSeparatedFromString(json: String, expected: [String]) throws {
        let (event, issues) = try ConversionCheck.lenient(Event.self, #"{"tags": \#(json), "labels": \#(json)}"#)
        #expect(event.tags == expected)
        #expect(event.labels == expected)
        #expect(issues.isEmpty)
    }

    @Test("CommaSeparated: a JSON array is read as [String], dropping and reporting what does not convert")
    func commaSeparatedFromArray() throws {
        let (event, issues) = try ConversionCheck.lenient(Event.self, #"{"tags": ["x", 1, true, {}], "labels": []}"#)
        #expect(event.tags == ["x", "1", "true"])
        #expect(event.labels == [])
        #expect(ConversionCheck.paths(issues) == ["tags[3]"])
    }

    @Test("CommaSeparated: numbers, booleans and objects are mismatches", arguments: ["5", "true", "{}"])
    func commaSeparatedMismatch(json: String) throws {
        let (event, issues) = try ConversionCheck.lenient(Event.self, #"{"tags": \#(json), "labels": \#(json)}"#)
        #expect(event.tags == ["initial"])
        #expect(event.labels == nil)
        #expect(ConversionCheck.paths(issues) == ["tags", "labels"])
    }

    @Test("CommaSeparated: written as one string")
    func commaSeparatedEncode() throws {
        let event = try Event(json: #"{"tags": ["a", "b", "c"], "labels": "x"}"#)
        #expect(try event.jsonString() == #"{"end":-1000,"tags":"a,b,c","labels":"x","color":"0x0"}"#)
    }

    // MARK: a custom transformer

    @Test("a custom transformer converts both ways; its nil is a mismatch")
    func customTransformer() throws {
        let (event, issues) = try ConversionCheck.lenient(Event.self, #"{"color": "0x1A"}"#)
        #expect(event.color == 26)
        #expect(issues.isEmpty)
        let (bad, badIssues) = try ConversionCheck.lenient(Event.self, #"{"color": 26}"#)
        #expect(bad.color == 0)
        #expect(ConversionCheck.paths(badIssues) == ["color"])
        var written = try Event(json: #"{"color": "0xff"}"#)
        written.end = Date(timeIntervalSince1970: 100_000_000)
        #expect(try written.jsonString() == #"{"end":100000000000,"tags":"initial","color":"0xff"}"#)
    }

    @Test("strict mode throws JSONModelError with the path of a transformed property")
    func strict() {
        #expect(ConversionCheck.error(Event.self, #"{"start": "soon"}"#)?.path == "start")
        #expect(ConversionCheck.error(Event.self, #"{"tags": ["a", []]}"#)?.path == "tags[1]")
        #expect(ConversionCheck.error(Event.self, #"{"color": "blue"}"#)?.path == "color")
    }

    // MARK: a custom value type (Money)

    @JSONModel struct Order {
        var price: Money = Money(cents: -1)
        var discount: Money?
        var total: Money
        var items: [Money] = []
    }

    @Test("Money reads \"12.50\" and 12.5 alike, through the public protocol", arguments: [#""12.50""#, "12.5", "1.25e1"])
    func moneyDecodes(json: String) throws {
        let (order, issues) = try ConversionCheck.lenient(Order.self, #"{"price": \#(json), "discount": \#(json), "total": \#(json)}"#)
        #expect(order.price == Money(cents: 1250))
        #expect(order.discount == Money(cents: 1250))
        #expect(order.total == Money(cents: 1250))
        #expect(issues.isEmpty)
    }

    @Test("Money: nil from the conversion is a mismatch; null clears the optional; a missing required value is its empty value")
    func moneyMismatches() throws {
        let (order, issues) = try ConversionCheck.lenient(Order.self, #"{"price": "twelve", "discount": null, "items": ["1", true, 2]}"#)
        #expect(order.price == Money(cents: -1))
        #expect(order.discount == nil)
        #expect(order.total == Money(cents: 0))
        #expect(order.items == [Money(cents: 100), Money(cents: 200)])
        #expect(
            issues == [
                JSONDecodingIssue(path: "price", reason: #"cannot convert string "twelve" to Money; left unchanged"#),
                JSONDecodingIssue(path: "total", reason: "missing required value; used the empty value of Money"),
                JSONDecodingIssue(path: "items[1]", reason: "cannot convert bool true to Money; dropped"),
            ])
    }

    @Test("Money is written as a number")
    func moneyEncodes() throws {
        let order = try Order(json: #"{"price": "12.50", "total": 3, "items": [0.5]}"#)
        #expect(try order.jsonString() == #"{"price":12.5,"total":3.0,"items":[0.5]}"#)
    }

    @Test("an issue a custom conversion records carries the property's path")
    func customIssuePath() throws {
        let (order, issues) = try ConversionCheck.lenient(Order.self, #"{"price": 1.234, "total": 1, "items": [1, 0.001]}"#)
        #expect(order.price == Money(cents: 123))
        #expect(issues.map(\.reason) == ["rounded 1.234 to whole cents", "rounded 0.001 to whole cents"])
        #expect(ConversionCheck.paths(issues) == ["price", "items[1]"])
        #expect(throws: JSONModelError.self) {
            try Order(json: #"{"price": 1.234, "total": 1}"#, options: JSONDecodingOptions(strict: true))
        }
    }
}
