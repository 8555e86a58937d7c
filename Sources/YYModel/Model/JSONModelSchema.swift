/// How property names become JSON keys when no `@JSONKey` says otherwise.
public enum JSONKeyStrategy: Sendable, Hashable {
    /// The key is the property name (`followersCount`).
    case useNames
    /// The key is the name in snake_case (`followers_count`, `htmlURL` -> `html_url`).
    case snakeCase
    /// The key is the name in kebab-case (`followers-count`, `htmlURL` -> `html-url`).
    case kebabCase
    /// The key is the name in SCREAMING_SNAKE_CASE (`FOLLOWERS_COUNT`, `htmlURL` -> `HTML_URL`).
    case screamingSnakeCase
    /// The key is the name with its first letter capitalized (`FollowersCount`, `htmlURL` -> `HtmlURL`).
    case pascalCase
    /// The key is what your own rule makes of the name: `.custom(LowercaseKeys.self)`. It runs once per
    /// property, when the model's schema is built.
    case custom(JSONCustomKeyRule)

    /// Keys from `rule`, a ``JSONKeyRule`` type.
    public static func custom<Rule: JSONKeyRule>(_ rule: Rule.Type) -> JSONKeyStrategy {
        .custom(JSONCustomKeyRule(rule))
    }
}

/// Your own rule from property names to JSON keys, for `@JSONModel(keyStrategy: .custom(Rule.self))`:
///
///     enum LowercaseKeys: JSONKeyRule {
///         static func key(forPropertyNamed name: String) -> String {
///             name.lowercased()                    // userName -> "username"
///         }
///     }
///
///     @JSONModel(keyStrategy: .custom(LowercaseKeys.self))
///     struct Account {
///         var userName: String = ""               // {"username": "ann"}
///     }
///
/// `@JSONKey` still names a property's key outright. The rule applies to properties only: an
/// enum's discriminator values come from case names at compile time, so they take `@JSONKey`.
public protocol JSONKeyRule: Sendable {
    /// The key of the property named `name`.
    static func key(forPropertyNamed name: String) -> String
}

/// A ``JSONKeyRule`` type as a value of ``JSONKeyStrategy``; two are equal when they are the same type.
public struct JSONCustomKeyRule: Sendable, Hashable {
    /// The rule.
    public let rule: any JSONKeyRule.Type

    /// Wraps `rule`.
    public init(_ rule: any JSONKeyRule.Type) { self.rule = rule }

    public static func == (lhs: Self, rhs: Self) -> Bool { ObjectIdentifier(lhs.rule) == ObjectIdentifier(rhs.rule) }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(rule)) }
}

/// One mapped property of a model: its name and the JSON key paths it reads, in priority order.
public struct JSONPropertySchema: Sendable, Hashable {
    /// The Swift property name.
    public let name: String
    /// Candidate key paths, tried in order; each path is one or more object keys (`["ext", "desc"]`).
    /// Empty for a property a subclass excluded (see ``isExcluded``).
    public let keyPaths: [[String]]
    /// Whether the key comes from the name through the key strategy (no `@JSONKey`), so that a
    /// subclass with another strategy derives it again.
    public let isKeyDerived: Bool
    /// Whether the property is a model read from and written to the parent's own object
    /// (`@JSONFlatten`): it has no key of its own.
    public let isFlattened: Bool

    /// A property description, as `@JSONModel` expansions write it.
    ///
    /// - Parameter isKeyDerived: `true` when no `@JSONKey` names the key; only classes that can be
    ///   subclassed say so.
    @_documentation(visibility: private)
    public static func __property(name: String, keyPaths: [[String]], isKeyDerived: Bool = false) -> JSONPropertySchema {
        JSONPropertySchema(name: name, keyPaths: keyPaths, isKeyDerived: isKeyDerived)
    }

    init(name: String, keyPaths: [[String]], isKeyDerived: Bool = false) {
        precondition(!keyPaths.isEmpty && keyPaths.allSatisfy { !$0.isEmpty }, "a property needs at least one non-empty key path")
        self.name = name
        self.keyPaths = keyPaths
        self.isKeyDerived = isKeyDerived
        self.isFlattened = false
    }

    /// A flattened property (`@JSONFlatten`), as `@JSONModel` expansions write it.
    @_documentation(visibility: private)
    public static func __flattened(name: String) -> JSONPropertySchema {
        JSONPropertySchema(flattened: name)
    }

    private init(flattened name: String) {
        self.name = name
        self.keyPaths = []
        self.isKeyDerived = false
        self.isFlattened = true
    }

    /// A property a subclass excluded with `ignoring:` or `only:`: it keeps its place (so the
    /// superclass's generated code keeps its indices) but reads and writes no key.
    init(excluding property: JSONPropertySchema) {
        self.name = property.name
        self.keyPaths = []
        self.isKeyDerived = false
        self.isFlattened = false
    }

    /// Whether a subclass excluded the property: it takes part in no operation.
    public var isExcluded: Bool { keyPaths.isEmpty && !isFlattened }

    /// The key path written when encoding: the first candidate (empty for an excluded property).
    public var outputKeyPath: [String] { keyPaths.first ?? [] }

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
    /// The mapped properties in declaration order; a subclass lists its superclass's first.
    public let properties: [JSONPropertySchema]
    /// The key strategy of the type, which a subclass without its own inherits.
    public let keyStrategy: JSONKeyStrategy
    /// The schema of the superclass, for a subclass of a `@JSONModel` class.
    public let superclass: JSONModelSchema?
    /// How many of ``properties`` come from the superclass: the type's own start at this index.
    public let inheritedPropertyCount: Int
    /// The discriminator key of an enum with associated model values (`@JSONModel(discriminator:)`).
    public let discriminator: String?
    /// Where a document holds the model when it is decoded from a whole document
    /// (`@JSONModel(rootPath:)`): empty for the top level. A subclass without its own inherits it.
    public let rootPath: [JSONPathComponent]
    /// `properties.count`, kept apart so the decoder reads it without touching the array.
    let propertyCount: Int
    /// Matches object keys to properties.
    let keyTable: KeyTable
    /// How to write the properties, key paths merged into nested objects.
    @usableFromInline let encodingPlan: EncodingPlan
    /// The keys as a direct read of the text compares them; `nil` when the type cannot be read so.
    @usableFromInline let directKeys: DirectKeys?

    /// Whether a property reads the member `key` of the model's object.
    @usableFromInline
    func readsKey(_ key: String) -> Bool {
        properties.contains { $0.keyPaths.contains([key]) }
    }

    /// A schema, as `@JSONModel` expansions write it.
    ///
    /// - Parameters:
    ///   - keyStrategy: The strategy the keys were derived with; subclasses inherit it.
    ///   - discriminator: The discriminator key of an enum; such a schema has no properties.
    ///   - rootPath: The JSON path of the model in the documents it is decoded from (`data.user`).
    @_documentation(visibility: private)
    public static func __schema(
        typeName: String, keyStrategy: JSONKeyStrategy = .useNames, discriminator: String? = nil, properties: [JSONPropertySchema],
        rootPath: String? = nil
    ) -> JSONModelSchema {
        JSONModelSchema(
            typeName: typeName, properties: properties.map { $0.rederivingKey(with: keyStrategy) }, keyStrategy: keyStrategy, superclass: nil,
            inheritedPropertyCount: 0, discriminator: discriminator, rootPath: rootPath.map(JSONPathText.components(of:)) ?? [])
    }

    init(
        typeName: String, properties: [JSONPropertySchema], keyStrategy: JSONKeyStrategy, superclass: JSONModelSchema?,
        inheritedPropertyCount: Int, discriminator: String?, rootPath: [JSONPathComponent]
    ) {
        self.typeName = typeName
        self.properties = properties
        self.keyStrategy = keyStrategy
        self.superclass = superclass
        self.inheritedPropertyCount = inheritedPropertyCount
        self.discriminator = discriminator
        self.rootPath = rootPath
        self.propertyCount = properties.count
        self.keyTable = KeyTable(properties: properties)
        self.encodingPlan = EncodingPlan(properties: properties)
        // A subclass's initializer reads its own properties before its superclass's: only one
        // without properties of its own reads its keys in their order.
        self.directKeys = superclass == nil || inheritedPropertyCount == properties.count ? DirectKeys(properties: properties) : nil
    }

    deinit {
        directKeys?.deallocate()
    }
}

extension String {
    /// Shows a literal dot inside a key as `\.`, the way `@JSONKey` spells it.
    fileprivate func replacingDots() -> String {
        contains(".") ? split(separator: ".", omittingEmptySubsequences: false).joined(separator: "\\.") : self
    }
}
