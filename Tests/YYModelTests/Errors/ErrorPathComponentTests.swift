import Foundation
import Testing
import YYModel

@JSONModel
private struct Line {
    var sku: String = ""
    var quantity: Int = 0
    var price: Double = 0
}

@JSONModel
private struct Order {
    var lines: [Line] = []
    @JSONKey("meta.odd \"key\"") var note: Int = 0
    var required: String
}

/// Errors and issues name where a value sits as components (keys and indexes) as well as text, and
/// show their own message through `localizedDescription`.
@Suite("Error paths as components")
struct ErrorPathComponentTests {
    @Test("a lenient decode reports each issue's path as keys and indexes")
    func issueComponents() throws {
        let json = #"{"lines": [{"sku": "a"}, {"quantity": "many"}], "meta": {"odd \"key\"": "x"}, "required": "r"}"#
        var issues: [JSONDecodingIssue] = []
        _ = try Order(json: json, issues: &issues)
        let byText = Dictionary(uniqueKeysWithValues: issues.map { ($0.path, $0.pathComponents) })
        #expect(byText["lines[1].quantity"] == [.key("lines"), .index(1), .key("quantity")])
        #expect(byText[#"meta["odd \"key\""]"#] == [.key("meta"), .key("odd \"key\"")])
        #expect(issues.count == 2)
    }

    @Test("a strict decode throws the first mismatch with its components")
    func strictErrorComponents() throws {
        let json = #"{"lines": [{"sku": "a"}, {"price": [1]}], "required": "r"}"#
        let error = try #require(throws: JSONModelError.self) {
            try Order(json: json, options: JSONDecodingOptions(strict: true))
        }
        #expect(error.pathComponents == [.key("lines"), .index(1), .key("price")])
        #expect(error.path == "lines[1].price")
    }

    @Test("a missing required value names its key in strict mode")
    func missingRequired() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Order(json: #"{"lines": []}"#, options: JSONDecodingOptions(strict: true))
        }
        #expect(error.pathComponents == [.key("required")])
    }

    @Test("text and components are one path, both ways", arguments: [
        [JSONPathComponent](),
        [.key("a")],
        [.key("statuses"), .index(3), .key("user"), .key("id")],
        [.index(0), .index(12)],
        [.key("odd key"), .key("with \"quotes\" and \\ backslash")],
        [.key("3"), .index(3)],
        [.key(""), .key("a.b"), .key("[x]")],
    ])
    func roundTrip(components: [JSONPathComponent]) {
        let issue = JSONDecodingIssue(pathComponents: components, reason: "r")
        #expect(JSONDecodingIssue(path: issue.path, reason: "r") == issue)
        let error = JSONModelError(pathComponents: components, reason: "r")
        #expect(JSONModelError(path: error.path, reason: "r").pathComponents == components)
    }

    @Test("a writing error names the path of the value that has no JSON form")
    func writingErrorComponents() throws {
        let broken: JSON = ["items": [["price": 1], ["price": .number(JSONNumber(Double.nan))]]]
        let error = try #require(throws: JSONWritingError.self) { try broken.jsonData() }
        #expect(error.pathComponents == [.key("items"), .index(1), .key("price")])
        #expect(error.path == "items[1].price")
    }

    @Test("localizedDescription shows the library's message")
    func localizedDescriptions() throws {
        let parse = try #require(throws: JSONParseError.self) { try JSON(parsing: "[1,") }
        #expect((parse as any Error).localizedDescription == parse.description)
        let model = JSONModelError(path: "a.b", reason: "missing")
        #expect((model as any Error).localizedDescription == "a.b: missing")
        let writing = JSONWritingError(reason: "non-finite number nan", path: "x")
        #expect((writing as any Error).localizedDescription == "x: non-finite number nan")
    }
}
