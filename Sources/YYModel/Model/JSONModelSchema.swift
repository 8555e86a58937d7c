/// How property names become JSON keys when no `@JSONKey` says otherwise.
public enum JSONKeyStrategy: Sendable, Hashable {
    /// The key is the property name (`followersCount`).
    case useNames
    /// The key is the name in snake_case (`followers_count`, `htmlURL` -> `html_url`).
    case snakeCase
}

/// One mapped property of a model: its name and the JSON key paths it reads, in priority order.
public struct JSONPropertySchema: Sendable, Hashable {
    /// The Swift property name.
    public let name: String
    /// Candidate key paths, tried in order; each path is one or more object keys (`["ext", "desc"]`).
    public let keyPaths: [[String]]

    /// Creates a property description (as `@JSONModel` expansions do).
    public init(name: String, keyPaths: [[String]]) {
        precondition(!keyPaths.isEmpty && keyPaths.allSatisfy { !$0.isEmpty }, "a property needs at least one non-empty key path")
        self.name = name
        self.keyPaths = keyPaths
    }

    /// The key path written when encoding: the first candidate.
    public var outputKeyPath: [String] { keyPaths[0] }

    /// The keys as a person would write them: `ext.desc`, several joined with `|`.
    public var keyDescription: String {
        keyPaths.map { $0.map { $0.replacingDots() }.joined(separator: ".") }.joined(separator: "|")
    }
}

/// What `@JSONModel` learned about a type at compile time: its mapped properties and their keys.
///
/// The analogue of YYModel's `_YYModelMeta`, built once per type. It also holds the structures the
/// decoder and encoder derive from it: a key table for matching object members without allocating,
/// and the nesting plan for writing key paths as merged objects.
///
///     for property in User.jsonSchema.properties {
///         print(property.name, property.keyDescription)   // Prints "homepage html_url|url" ...
///     }
public final class JSONModelSchema: Sendable {
    /// The Swift type name.
    public let typeName: String
    /// The mapped properties in declaration order.
    public let properties: [JSONPropertySchema]
    /// `properties.count`, kept apart so the decoder reads it without touching the array.
    let propertyCount: Int
    /// Matches object keys to properties.
    let keyTable: KeyTable
    /// How to write the properties, key paths merged into nested objects.
    @usableFromInline let encodingPlan: EncodingPlan

    /// Creates a schema (as `@JSONModel` expansions do).
    public init(typeName: String, properties: [JSONPropertySchema]) {
        self.typeName = typeName
        self.properties = properties
        self.propertyCount = properties.count
        self.keyTable = KeyTable(properties: properties)
        self.encodingPlan = EncodingPlan(properties: properties)
    }
}

extension String {
    /// Shows a literal dot inside a key as `\.`, the way `@JSONKey` spells it.
    fileprivate func replacingDots() -> String {
        contains(".") ? split(separator: ".", omittingEmptySubsequences: false).joined(separator: "\\.") : self
    }
}
