/// A type that converts to and from JSON with YYModel's rules; `@JSONModel` writes the conformance.
///
///     @JSONModel(keyStrategy: .snakeCase)
///     struct User {
///         var id: UInt64 = 0
///         var login: String = ""
///         @JSONKey("html_url") var homepage: URL?
///     }
///
///     let user = try User(json: #"{"id": 1, "login": "ann", "html_url": "https://x.y"}"#)
///     print(try user.jsonString())   // Prints {"id":1,"login":"ann","html_url":"https:\/\/x.y"}
///
/// The requirements are generated; you implement none of them by hand.
public protocol JSONModel: JSONValueDecodable, JSONValueEncodable {
    /// The mapped properties and their keys.
    static var jsonSchema: JSONModelSchema { get }

    /// Reads a model from a JSON object (generated; `object` is known to be an object).
    init(jsonElement object: JSONElement, context: inout JSONDecodingContext) throws

    /// Writes property `index` of the schema; returns `false` when its value is omitted (generated).
    func encodeJSONProperty(_ index: Int, to writer: inout JSONWriter) throws -> Bool
}

extension JSONModel {
    /// Reads a model from an object; any other kind of value is a mismatch.
    @inlinable
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Self? {
        guard element.kind == .object else { return nil }
        return try Self(jsonElement: element, context: &context)
    }

    @inlinable public static var jsonIsContainer: Bool { true }

    /// The model decoded from `{}`: every property at its default, or `nil` if that fails.
    public static var jsonEmptyValue: Self? { try? Self(json: JSON.object([:])) }

    /// Writes the model as a JSON object, key paths as nested objects, in declaration order (or sorted).
    public func encodeJSON(to writer: inout JSONWriter) throws {
        let plan = Self.jsonSchema.encodingPlan
        writer.beginObject()
        try writeNodes(writer.options.formatting.contains(.sortedKeys) ? plan.sortedNodes : plan.nodes, to: &writer)
        writer.endObject()
    }

    /// Writes plan nodes; returns whether anything was written.
    @discardableResult
    private func writeNodes(_ nodes: [EncodingPlan.Node], to writer: inout JSONWriter) throws -> Bool {
        var wroteAny = false
        for node in nodes {
            let mark = writer.mark
            writer.writeKey(node.key)
            switch node {
            case .property(_, let properties):
                var written = false
                for property in properties where try encodeJSONProperty(property, to: &writer) {
                    written = true
                    break
                }
                if written { wroteAny = true } else { writer.rollBack(to: mark) }
            case .object(_, let children):
                writer.beginObject()
                if try writeNodes(children, to: &writer) {
                    writer.endObject()
                    wroteAny = true
                } else {
                    writer.rollBack(to: mark)
                }
            }
        }
        return wroteAny
    }
}
