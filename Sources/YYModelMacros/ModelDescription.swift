import SwiftSyntax

/// What `@JSONModel` generates code for: a checked, error-free reading of the annotated type.
struct ModelDescription {
    /// The kinds of type `@JSONModel` supports; classes get their initializers as members.
    enum Kind: Equatable {
        case structure
        case finalClass
        case nonFinalClass

        var isClass: Bool { self != .structure }
    }

    /// The type's own name (no generic arguments), used for messages and class-side references.
    let typeName: String
    let kind: Kind
    /// `"public"`, `"package"` or `nil`: the modifier generated members need.
    let accessModifier: String?
    /// A generic type (or a type nested in one) cannot hold a `static let`.
    let isGeneric: Bool
    /// The type is nested in another declaration, so the extension (at file scope) cannot see the
    /// siblings its property types may name: the member role then declares ``typeAliasNamespace``
    /// inside the struct, where those names resolve as written, and the extension spells types
    /// through it.
    let isNested: Bool

    /// The nested enum that holds property type aliases for a nested struct.
    static let typeAliasNamespace = "_$JSONPropertyTypes"

    /// Whether generated code spells property and transformer types through
    /// ``typeAliasNamespace`` (nested structs; a class's members are inside its body already).
    var spellsTypesThroughAliases: Bool { isNested && kind == .structure && !properties.isEmpty }
    /// The properties that take part, in declaration order; the position is the schema index.
    let properties: [MappedProperty]
    /// Whether to generate `init(from:)` (the type does not declare one).
    let generatesDecodableInit: Bool
    /// Whether to generate `encode(to:)` (the type does not declare one).
    let generatesEncodeMethod: Bool
    /// The hooks the body declares (`JSONModelHooks` member names), so the runtime calls only those.
    let implementedHooks: [String]
}

/// A property that takes part in JSON decoding and encoding.
struct MappedProperty {
    /// How the generated initializer assigns the property.
    enum InitialAssignment {
        /// `if let value = try context.decodeProperty(...) { self.x = value }`: the property
        /// already has a value (an initial value, or `nil` for an optional `var`).
        case ifPresent
        /// `self.x = try context.decodeProperty(..., as: T?.self) ?? nil`: an optional `let`
        /// without initial value must be assigned exactly once.
        case optionalConstant
        /// `self.x = try context.decodeRequiredProperty(...)`.
        case required
    }

    /// The index in the schema's `properties` array.
    let index: Int
    /// The name without backticks (schema name).
    let name: String
    /// The name as written, for `self.<identifier>`.
    let identifier: TokenSyntax
    /// The type to decode (`T!` already rewritten to `T?`).
    let type: TypeSyntax
    /// Key path candidates, tried in order; each is one or more keys.
    let keyPaths: [[String]]
    let initialAssignment: InitialAssignment
    /// The `@JSONTransform` transformer type (as written before `.self`), if any.
    let transformer: String?
    /// `var` properties can be updated in place; `let` properties cannot.
    let isMutable: Bool
}
