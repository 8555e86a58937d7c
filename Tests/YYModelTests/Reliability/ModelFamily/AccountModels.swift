import Foundation
import YYModel

/// A family of models in the shapes real APIs have, beyond flat records: a generic envelope around
/// a generic page, hooks on nested models, a polymorphic class, a discriminated enum, key paths and
/// candidate keys. The property tests and the `shapes` fuzz target (Fuzz/shapes.swift) decode,
/// update and encode it with arbitrary input.
enum AccountModels {
    /// `{"code": 0, "message": "ok", "data": {...}}`.
    @JSONModel
    struct Envelope<Payload: JSONModel> {
        var code: Int = 0
        var message: String?
        var data: Payload?
    }

    /// A page of items, with the total read from `meta.total` or else `total`.
    @JSONModel
    struct Page<Item: JSONModel> {
        var items: [Item] = []
        @JSONKey("meta.total", "total") var total: Int = 0
        var byCursor: [String: Item] = [:]
    }

    struct NegativeID: Error {}
    struct Secret: Error {}

    /// An account with every hook: an old key accepted, a derived field, a refused encode.
    @JSONModel
    struct Account {
        var id: Int64 = 0
        @JSONKey("profile.name", "name") var name: String = ""
        var createdAt: Date?
        var tags: [String] = []
        var pet: Pet?
        var attachments: [Attachment] = []
        @JSONIgnore var nameLength: Int = 0

        static func jsonWillDecode(_ json: JSON) -> JSON {
            guard var object = json.object, object["id"] == nil, let old = object["ID"] else { return json }
            object["id"] = old
            return .object(object)
        }

        mutating func jsonDidDecode(_ json: JSON) throws {
            guard id >= 0 else { throw NegativeID() }
            nameLength = name.count
        }

        func jsonWillEncode(_ json: inout JSON) throws {
            guard name != "secret" else { throw Secret() }
            json["nameLength"] = .number(JSONNumber(Int64(nameLength)))
        }
    }

    /// A class whose hook picks a subclass from the input.
    @JSONModel
    class Pet {
        var name: String = ""

        class func jsonModelClass(for json: JSON) -> (any JSONModel.Type)? {
            json["barks"] != nil ? Dog.self : nil
        }
    }

    @JSONModel
    final class Dog: Pet {
        var barks: Bool = false
    }

    /// An enum whose case the `type` key selects.
    @JSONModel(discriminator: "type")
    enum Attachment {
        case image(Image)
        @JSONKey("link", "url") case link(Link)
        case divider
    }

    @JSONModel
    struct Image {
        var url: URL?
        var width: Double = 0
    }

    @JSONModel
    struct Link {
        var href: String = ""
        var title: String?
    }

    /// The shape the tests and the fuzz target decode as their top level.
    typealias Response = Envelope<Page<Account>>
}
