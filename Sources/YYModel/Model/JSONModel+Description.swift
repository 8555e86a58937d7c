import Foundation
internal import YYModelNaming

extension JSONModel {
    /// A readable dump of the model: its type (and address, for classes) and its mapped properties
    /// sorted by name, nested values indented by 4 spaces (YYModel's `yy_modelDescription`).
    ///
    ///     print(repo.modelDescription)
    ///     // Prints:
    ///     // <Repo: 0x600000c1c0a0> {
    ///     //     name = "YYModel";
    ///     //     owner = <User> {
    ///     //         login = "ibireme";
    ///     //         uid = 5678
    ///     //     };
    ///     //     tags = [
    ///     //         "json";
    ///     //         "model"
    ///     //     ]
    ///     // }
    ///
    /// Strings are quoted and escaped, `nil` prints `<nil>` and JSON `null` prints `<null>`, data
    /// longer than 100 characters of hex is cut with `...`, sets and dictionaries are sorted, and a
    /// reference back to a class instance being printed prints `<cycle>`.
    public var modelDescription: String {
        var describer = ModelDescriber()
        return describer.describe(self)
    }
}

/// Builds ``JSONModel/modelDescription`` text (SPEC B6.5 with A6's fixes).
struct ModelDescriber {
    /// Class instances being printed, to cut cycles.
    private var inProgress: Set<ObjectIdentifier> = []

    /// The longest data description before it is cut.
    static let dataLimit = 100

    mutating func describe(_ value: Any?) -> String {
        guard let value else { return "<nil>" }
        switch value {
        case let model as any JSONModel: return describeModel(model)
        case let json as JSON: return describeJSON(json)
        case let string as String: return SwiftStringLiteral.quoted(string)
        case let bool as Bool: return bool ? "true" : "false"
        case let data as Data: return Self.describeData(data)
        case let url as URL: return url.absoluteString
        case let uuid as UUID: return uuid.uuidString
        case let container as any ModelValueContainer: return describeContents(container.modelUtilityContents)
        default: return String(describing: value)
        }
    }

    private mutating func describeModel(_ model: any JSONModel) -> String {
        let type = type(of: model)
        if let jsonCase = model.jsonCase {
            let name = "\(type).\(jsonCase.name)"
            guard let payload = jsonCase.payload else { return name }
            return name + "(" + describe(payload) + ")"
        }
        var header = "<\(type)>"
        var id: ObjectIdentifier?
        if type is AnyObject.Type {
            let object = model as AnyObject
            id = ObjectIdentifier(object)
            guard inProgress.insert(id!).inserted else { return "<cycle>" }
            header = "<\(type): \(Self.address(of: object))>"
        }
        defer { if let id { inProgress.remove(id) } }
        let schema = type.jsonSchema
        let indices = schema.includedPropertyIndices.sorted {
            schema.properties[$0].name.utf8.lexicographicallyPrecedes(schema.properties[$1].name.utf8)
        }
        guard !indices.isEmpty else { return header }
        let lines = indices.map { index in
            "\(schema.properties[index].name) = \(describe(model.__jsonPropertyValue(index)))"
        }
        return header + " " + Self.block("{", lines, "}")
    }

    private mutating func describeJSON(_ json: JSON) -> String {
        switch json {
        case .null: return "<null>"
        case .bool(let value): return value ? "true" : "false"
        case .number(let number): return number.description
        case .string(let value): return SwiftStringLiteral.quoted(value)
        case .array(let elements): return Self.block("[", elements.map { describeJSON($0) }, "]")
        case .object(let members): return Self.block("{", members.map { "\($0.key) = \(describeJSON($0.value))" }, "}")
        }
    }

    private mutating func describeContents(_ contents: ModelValueContents) -> String {
        switch contents {
        case .optional(let wrapped):
            return describe(wrapped)
        case .array(let elements):
            return Self.block("[", elements.map { describe($0) }, "]")
        case .set(let elements):
            let lines = elements.map { describe($0) }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            return Self.block("[", lines, "]")
        case .dictionary(let members):
            return Self.block("{", members.map { "\($0.key) = \(describe($0.value))" }, "}")
        }
    }

    /// `[]` when empty, otherwise the lines indented by 4 spaces between the brackets, separated by `;`.
    private static func block(_ open: String, _ lines: [String], _ close: String) -> String {
        guard !lines.isEmpty else { return open + close }
        let body = lines.map { "    " + $0.replacingOccurrences(of: "\n", with: "\n    ") }.joined(separator: ";\n")
        return open + "\n" + body + "\n" + close
    }

    /// `<00010203 04050607>`, cut after ``dataLimit`` characters with `...`.
    static func describeData(_ data: Data) -> String {
        var text = "<"
        for (offset, byte) in data.enumerated() {
            if offset > 0 && offset % 4 == 0 { text += " " }
            text += byte < 16 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
            if text.utf8.count > dataLimit { break }
        }
        text += ">"
        return text.utf8.count > dataLimit ? String(text.prefix(dataLimit)) + "..." : text
    }

    private static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }
}
