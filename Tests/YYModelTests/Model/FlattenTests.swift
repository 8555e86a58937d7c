import Foundation
import Testing
import YYModel

/// `@JSONFlatten`: a nested model read from and written into its holder's object.
@Suite("Models: flattened properties")
struct FlattenTests {
    @JSONModel(keyStrategy: .snakeCase)
    struct Address {
        var street: String = ""
        var postCode: Int = 0
        @JSONKey("geo.lat") var latitude: Double?
    }

    @JSONModel
    struct Customer {
        var id: Int = 0
        @JSONFlatten var address: Address = Address()
        var name: String = ""
    }

    static let json = #"{"id": 7, "name": "Ann", "street": "1 Main St", "post_code": "12345", "geo": {"lat": 48.5}}"#

    @Test func readsTheNestedModelFromTheSameObject() throws {
        var issues: [JSONDecodingIssue] = []
        let customer = try Customer(json: Self.json, issues: &issues)
        #expect(issues.isEmpty)
        #expect(customer.id == 7 && customer.name == "Ann")
        #expect(customer.address.street == "1 Main St" && customer.address.postCode == 12345 && customer.address.latitude == 48.5)
    }

    @Test func writesItsMembersIntoTheHoldersObject() throws {
        let customer = try Customer(json: Self.json)
        #expect(try customer.jsonString() == #"{"id":7,"street":"1 Main St","post_code":12345,"geo":{"lat":48.5},"name":"Ann"}"#)
        let sorted = JSONWritingOptions(formatting: .sortedKeys)
        #expect(try customer.jsonString(options: sorted) == #"{"geo":{"lat":48.5},"id":7,"name":"Ann","post_code":12345,"street":"1 Main St"}"#)
        #expect(try Customer(json: customer.jsonString()).jsonString() == customer.jsonString())
    }

    @Test func issuesNameTheKeysWhereTheyAre() throws {
        var issues: [JSONDecodingIssue] = []
        let customer = try Customer(json: #"{"id": 1, "post_code": "none", "geo": {"lat": "x"}}"#, issues: &issues)
        #expect(customer.address.postCode == 0)
        #expect(issues.map(\.path) == ["post_code", "geo.lat"])
        #expect(throws: JSONModelError.self) { try Customer(json: #"{"post_code": []}"#, options: JSONDecodingOptions(strict: true)) }
    }

    @Test func codableUsesTheSameLayout() throws {
        let fromFoundation = try JSONDecoder().decode(Customer.self, from: Data(Self.json.utf8))
        #expect(fromFoundation.address.postCode == 12345 && fromFoundation.address.latitude == 48.5)
        let fromOurs = try YYJSONDecoder().decode(Customer.self, from: Data(Self.json.utf8))
        #expect(fromOurs.address.street == "1 Main St")
        let encoded = try JSON(parsing: JSONEncoder().encode(fromOurs))
        #expect(encoded["street"] == "1 Main St" && encoded["geo"]?["lat"] == 48.5 && encoded["address"] == nil)
    }

    @Test func updateReachesTheFlattenedModel() throws {
        var customer = try Customer(json: Self.json)
        try customer.update(withJSON: #"{"street": "2 Side Rd", "name": "Bo"}"#)
        #expect(customer.address.street == "2 Side Rd" && customer.address.postCode == 12345 && customer.name == "Bo")
    }

    /// A generic envelope whose metadata sits beside the payload's keys.
    @JSONModel
    struct Paged<Item> {
        var items: [Item] = []
        @JSONFlatten var page: PageInfo = PageInfo()
    }

    @JSONModel
    struct PageInfo {
        var page: Int = 1
        var total: Int = 0
    }

    @JSONModel
    final class Order {
        var number: String = ""
        @JSONFlatten var shipping: Address
        init(number: String, shipping: Address) {
            self.number = number
            self.shipping = shipping
        }
    }

    @Test func genericModelsAndFinalClasses() throws {
        let paged = try Paged<String>(json: #"{"items": ["a", "b"], "page": "2", "total": 40}"#)
        #expect(paged.items == ["a", "b"] && paged.page.page == 2 && paged.page.total == 40)
        #expect(try paged.jsonString() == #"{"items":["a","b"],"page":2,"total":40}"#)
        let order = try Order(json: #"{"number": "A1", "street": "3 Hill"}"#)
        #expect(order.number == "A1" && order.shipping.street == "3 Hill")
        #expect(try order.jsonString() == #"{"number":"A1","street":"3 Hill","post_code":0}"#)
        #expect(order.modelDescription.contains("3 Hill"))
    }

    /// Hooks of the flattened model see the holder's object and edit what it writes.
    @JSONModel
    struct Audit {
        var editor: String = ""
        static func jsonWillDecode(_ json: JSON) -> JSON {
            var json = json
            if json["editor"] == nil { json["editor"] = json["author"] }
            return json
        }
        func jsonWillEncode(_ json: inout JSON) throws {
            json["edited"] = true
        }
    }

    @JSONModel
    struct Note {
        var text: String = ""
        @JSONFlatten var audit: Audit = Audit()
    }

    @Test func hooksOfTheFlattenedModelRun() throws {
        let note = try Note(json: #"{"text": "hi", "author": "Ann"}"#)
        #expect(note.audit.editor == "Ann")
        #expect(try note.jsonString() == #"{"text":"hi","editor":"Ann","edited":true}"#)
    }

    /// Truncated and hostile input around flattened models: errors, never traps.
    @Test func malformedInputIsAnError() {
        for text in [#"{"id": 7, "street": "1"#, "[1, 2]", #"{"id": 7, "geo": {"lat": [[[[[]]]]]}}"#, "null", ""] {
            _ = try? Customer(json: text)
        }
        #expect(throws: (any Error).self) { try Customer(json: #"{"id": 7, "street": "1"#) }
        #expect(throws: (any Error).self) { try Customer(json: "[1, 2]") }
    }
}
