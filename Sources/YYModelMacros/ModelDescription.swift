import SwiftSyntax

/// What `@JSONModel` generates code for: a checked, error-free reading of the annotated type.
struct ModelDescription {
    /// The kinds of type `@JSONModel` supports; classes get their initializers as members.
    enum Kind: Equatable {
        case structure
        case finalClass
        case nonFinalClass
        /// An enum whose cases hold values; see ``ModelDescription/cases`` and ``ModelDescription/tagging``.
        case enumeration

        var isClass: Bool { self == .finalClass || self == .nonFinalClass }
    }

    /// The type's own name (no generic arguments), used for messages and class-side references.
    let typeName: String
    /// The name as written (possibly `` `Type` ``), for references to the type inside its body.
    let typeIdentifier: String
    let kind: Kind
    /// `"public"`, `"package"` or `nil`: the modifier generated members need.
    let accessModifier: String?
    /// The class is `open`: members its subclasses override are generated `open`.
    let isOpen: Bool
    /// A generic type (or a type nested in one) cannot hold a `static let`.
    let isGeneric: Bool
    /// The type is nested in another declaration, so the extension (at file scope) cannot see the
    /// siblings its property types may name: the member role then declares ``typeAliasNamespace``
    /// inside the struct, where those names resolve as written, and the extension spells types
    /// through it.
    let isNested: Bool
    /// For a subclass of a `@JSONModel` class: the superclass as written in the inheritance clause.
    let superclass: String?
    /// For a direct subclass of `NSObject`: the members it overrides with the model utilities.
    var objectiveCOverrides: [ObjectiveCOverride] = []
    /// The key strategy written in the attribute (`nil` when absent).
    let explicitKeyStrategy: JSONModelArguments.KeyStrategy?
    /// `.custom(Rule.self)` as written, whose keys the runtime derives when it builds the schema.
    var customKeyStrategy: String?
    /// The `rootPath:` written in the attribute (`nil` when absent).
    let rootPath: String?
    /// For a subclass: `ignoring:` names that are not its own stored properties (inherited ones).
    let inheritedIgnoring: [String]
    /// For a subclass: the `only:` list, which also selects among the inherited properties.
    let inheritedOnly: [String]?

    /// The nested enum that holds property type aliases for a nested struct.
    static let typeAliasNamespace = "_$JSONPropertyTypes"
    /// The static stored property behind an overridable class's `jsonSchema`.
    static let schemaStorage = "_$jsonSchema"

    /// Whether generated code spells property and transformer types through
    /// ``typeAliasNamespace`` (nested structs; a class's members are inside its body already).
    var spellsTypesThroughAliases: Bool { isNested && kind == .structure && !properties.isEmpty }
    /// The properties that take part, in declaration order; the position is the schema index
    /// (relative to the inherited properties, for a subclass).
    let properties: [MappedProperty]
    /// A struct whose decoding initializer can delegate to the synthesized memberwise initializer
    /// (see ``ModelCodeGenerator/memberwiseInitializerCall``).
    let decodesThroughMemberwiseInitializer: Bool
    /// Whether to generate `init(from:)` (the type does not declare one).
    let generatesDecodableInit: Bool
    /// Whether to generate `encode(to:)` (the type does not declare one).
    let generatesEncodeMethod: Bool
    /// The hooks the body declares (`JSONModelHooks` member names), so the runtime calls only those.
    let implementedHooks: [String]
    /// The discriminator key of an enum (`nil` for external tagging).
    let discriminator: String?
    /// The key of an adjacently tagged enum's value.
    var content: String?
    /// The discriminator values are integers (`@JSONKey(1)`), written as numbers.
    var hasIntegerTags = false

    /// Where an enum's JSON says which case it holds.
    enum Tagging {
        /// `{"type": "text", ...the model's members}`
        case `internal`(key: String)
        /// `{"type": "text", "data": value}`
        case adjacent(key: String, content: String)
        /// `{"text": value}`, or `"text"` for a case without a value
        case external
    }

    var tagging: Tagging {
        guard let discriminator else { return .external }
        return content.map { .adjacent(key: discriminator, content: $0) } ?? .internal(key: discriminator)
    }
    /// The cases of an enum, in declaration order.
    let cases: [ModelCase]

    /// Whether the class is a subclass of a `@JSONModel` class.
    var isSubclass: Bool { superclass != nil }

    /// Whether the class can be subclassed or is a subclass: its schema, hooks and methods are then
    /// overridable class members, decoding shares one object frame across the levels, and its
    /// subclasses may derive keys again.
    var isOverridable: Bool { kind == .nonFinalClass || isSubclass }
}

/// A property that takes part in JSON decoding and encoding.
struct MappedProperty {
    /// How the generated initializer assigns the property.
    enum InitialAssignment {
        /// `let decodedN = try context.__decodeProperty(...)`, then `if let decodedN { self.x =
        /// decodedN }`: the property already has a value (an initial value, or `nil` for an
        /// optional `var`).
        case ifPresent
        /// `let decodedN = try context.__decodeProperty(..., as: T?.self) ?? nil`, then
        /// `self.x = decodedN`: an optional `let`, or a `var` spelled `Optional<T>`, without
        /// initial value must be assigned exactly once.
        case optionalConstant
        /// `let decodedN = try context.__decodeRequiredProperty(...)`, then `self.x = decodedN`.
        case required
    }

    /// The index in the schema's `properties` array (after the inherited ones, for a subclass).
    let index: Int
    /// The name without backticks (schema name).
    let name: String
    /// The name as written, for `self.<identifier>`.
    let identifier: TokenSyntax
    /// The type to decode (`T!` already rewritten to `T?`).
    let type: TypeSyntax
    /// Key path candidates, tried in order; each is one or more keys.
    let keyPaths: [[String]]
    /// The key comes from the key strategy (no `@JSONKey`).
    let isKeyDerived: Bool
    let initialAssignment: InitialAssignment
    /// The initial value as written (`ifPresent` with an initializer), for the memberwise call.
    let initialValue: String?
    /// The `@JSONTransform` transformer type or transform value, if any.
    let transform: TransformReference?
    /// Marked `@JSONFlatten`: a model read from and written into this model's object; it has no
    /// key paths.
    let isFlattened: Bool
    /// `var` properties can be updated in place; `let` properties cannot.
    let isMutable: Bool
    /// Read from JSON (not `@JSONIgnore(.decoding)`); otherwise the property keeps its default.
    let isDecoded: Bool
    /// Written to JSON (not `@JSONIgnore(.encoding)`).
    let isEncoded: Bool
}

/// A case of a discriminated enum.
struct ModelCase {
    /// The case name as written, for `Self.<identifier>` and patterns.
    let identifier: String
    /// The name without backticks.
    let name: String
    /// The discriminator values that select the case; the first is written.
    let values: [String]
    /// The payload's label (`text(message: TextMessage)`), `nil` when unlabeled.
    let payloadLabel: String?
    /// Whether the case holds a value (a model, or `JSON` for a fallback case).
    let hasPayload: Bool
    /// For a case of several values, one entry per value: the key it is read from and written
    /// to (its label through the key strategy), or `nil` for an unlabeled value (the values are
    /// then an array), with the label for the constructor call. Empty for other cases.
    var severalValues: [(key: String?, label: String?)] = []
    /// Marked `@JSONFallback`: it takes objects whose discriminator names no other case.
    let isFallback: Bool
}

/// A member of `NSObject` that a model class answers with the model utilities, so that
/// Objective-C collections and `print` see the model's values.
enum ObjectiveCOverride: String, CaseIterable {
    case description, hash, isEqual
}
