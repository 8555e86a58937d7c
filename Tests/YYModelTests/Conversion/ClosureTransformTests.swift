import Foundation
import Testing
import YYModel

/// `@JSONTransform(.custom(decode:encode:))` and user transform values with arguments.
@Suite("Conversion: closure and value transforms")
struct ClosureTransformTests {
    @JSONModel
    struct Product {
        @JSONTransform(.custom(
            decode: { $0.string?.split(separator: " ").first.flatMap { Decimal(string: String($0)) } },
            encode: { JSON.string("\($0) EUR") }))
        var price: Decimal = 0
        @JSONTransform(.custom(decode: { $0.string?.uppercased() }, encode: { JSON.string($0.lowercased()) }))
        var code: String?
    }

    @Test func closuresConvertBothWays() throws {
        var issues: [JSONDecodingIssue] = []
        let product = try Product(json: #"{"price": "12.5 EUR", "code": "ab-1"}"#, issues: &issues)
        #expect(issues.isEmpty)
        #expect(product.price == Decimal(string: "12.5"))
        #expect(product.code == "AB-1")
        #expect(try product.jsonString() == #"{"price":"12.5 EUR","code":"ab-1"}"#)
    }

    @Test func aClosureThatReturnsNilIsAMismatch() throws {
        var issues: [JSONDecodingIssue] = []
        let product = try Product(json: #"{"price": 12, "code": null}"#, issues: &issues)
        #expect(product.price == 0 && product.code == nil)
        #expect(issues.map(\.path) == ["price"])
        #expect(issues.first?.reason == "cannot convert number 12 to Decimal; left unchanged")
    }

    /// A transform of your own that takes an argument: integers in a given radix.
    struct Radix: JSONPropertyTransform {
        let radix: Int

        func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Int? {
            element.string.flatMap { Int($0, radix: radix) }
        }

        func encodeJSON(_ value: Int, to writer: inout JSONWriter) throws {
            writer.write(String(value, radix: radix))
        }
    }

    @JSONModel
    final class Permissions {
        @JSONTransform(Radix(radix: 8)) var mode: Int = 0
        @JSONTransform(Radix(radix: 16)) var flags: Int? = nil
        init() {}
    }

    @JSONModel
    struct Page<Item> {
        var items: [Item] = []
        @JSONTransform(Radix(radix: 16)) var cursor: Int?
    }

    @Test func ownTransformsInClassesAndGenericModels() throws {
        let permissions = try Permissions(json: #"{"mode": "755"}"#)
        #expect(permissions.mode == 0o755)
        #expect(try permissions.jsonString() == #"{"mode":"755"}"#)
        let page = try Page<String>(json: #"{"items": ["a"], "cursor": "ff"}"#)
        #expect(page.cursor == 255 && page.items == ["a"])
        #expect(try page.jsonString() == #"{"items":["a"],"cursor":"ff"}"#)
    }
}
