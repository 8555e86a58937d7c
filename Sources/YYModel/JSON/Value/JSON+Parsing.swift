import Foundation

extension JSON {
    /// Parses JSON text.
    ///
    ///     let json = try JSON(parsing: #"{"id": 1, "ok": true}"#)
    ///
    /// - Parameters:
    ///   - text: JSON text; any value is accepted at the top level.
    ///   - maxDepth: The deepest nesting of arrays and objects accepted.
    /// - Throws: ``JSONParseError`` with the position and reason of the first error.
    public init(parsing text: String, maxDepth: Int = JSONDocument.defaultMaxDepth) throws {
        self = try JSONDocument(parsing: text.utf8, maxDepth: maxDepth).root
    }

    /// Parses UTF-8 JSON data. See ``init(parsing:maxDepth:)-(String,_)``.
    public init(parsing data: Data, maxDepth: Int = JSONDocument.defaultMaxDepth) throws {
        self = try JSONDocument(parsing: data, maxDepth: maxDepth).root
    }

    /// Parses UTF-8 JSON bytes. See ``init(parsing:maxDepth:)-(String,_)``.
    public init(parsing bytes: [UInt8], maxDepth: Int = JSONDocument.defaultMaxDepth) throws {
        self = try JSONDocument(parsing: bytes, maxDepth: maxDepth).root
    }

    /// Copies a document element into a value tree.
    public init(_ element: JSONElement) {
        let tape = element.tape
        let node = element.node
        switch tape.tag(node) {
        case .null: self = .null
        case .true: self = .bool(true)
        case .false: self = .bool(false)
        case .int: self = .number(JSONNumber(Int64(bitPattern: tape.second(node))))
        case .uint: self = .number(JSONNumber(tape.second(node)))
        case .double: self = .number(JSONNumber(Double(bitPattern: tape.second(node))))
        case .string: self = .string(tape.string(node))
        case .array:
            var elements: [JSON] = []
            elements.reserveCapacity(element.count)
            for child in element.elements { elements.append(JSON(child)) }
            self = .array(elements)
        case .object:
            var members = JSONObject()
            members.reserveCapacity(element.count)
            for (key, value) in element.members {
                members.append(key: String(decoding: key, as: UTF8.self), value: JSON(value))
            }
            self = .object(members)
        }
    }
}
