import SwiftSyntax

/// One property binding of a type, as `@JSONModel` sees it.
///
/// `var a: Int = 0, b: Int = 1` gives two infos that share a declaration. A binding without a type
/// annotation and initializer borrows the type of the next annotated binding (`var a, b: Int`).
struct PropertyInfo {
    /// How a type spelling says the value may be absent.
    enum Optionality {
        /// `T`
        case none
        /// `T?` or `Optional<T>`
        case optional
        /// `T!`, treated as `T?`
        case implicitlyUnwrapped
    }

    /// The name without backticks: the schema name and the default key.
    let name: String
    /// The name as written (possibly `` `default` ``), for generated member accesses.
    let identifier: TokenSyntax
    /// The type annotation, if any.
    let type: TypeSyntax?
    /// The initial value, if any.
    let initializer: InitializerClauseSyntax?
    let isLet: Bool
    let isStatic: Bool
    let isLazy: Bool
    /// An `override` property belongs to a superclass, which maps it.
    let isOverride: Bool
    /// A getter (or other non-observer accessor) makes the property computed.
    let isComputed: Bool
    let keyAttribute: AttributeSyntax?
    let ignoreAttribute: AttributeSyntax?
    let transformAttribute: AttributeSyntax?
    let flattenAttribute: AttributeSyntax?
    /// The declaration the binding belongs to (for fix-its).
    let declaration: VariableDeclSyntax
    let binding: PatternBindingSyntax

    /// Whether the synthesized memberwise initializer takes this property as it is declared: no
    /// attribute but our markers (a property wrapper changes the parameter), and no `private` or
    /// `fileprivate` (which would narrow the initializer's access).
    var isPlainMemberwiseParameter: Bool {
        let markerNames = ["JSONKey", "JSONIgnore", "JSONTransform", "JSONFlatten"]
        let onlyMarkers = declaration.attributes.allSatisfy { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return false }
            return markerNames.contains { attribute.isNamed($0) }
        }
        let narrowsAccess = declaration.modifiers.contains {
            $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
        }
        return onlyMarkers && !narrowsAccess
    }

    /// Which side `@JSONIgnore` leaves the property out of: both without an argument, or only
    /// `.decoding` / `.encoding`; `nil` without the attribute. A malformed argument (reported by
    /// the marker itself) counts as both.
    var ignoredSide: IgnoredSide? {
        guard let ignoreAttribute else { return nil }
        return IgnoredSide(attribute: ignoreAttribute) ?? .both
    }

    /// `@JSONKey`, `@JSONTransform` and `@JSONFlatten`: the markers that only make sense on a
    /// property that takes part.
    var markers: [AttributeSyntax] { [keyAttribute, transformAttribute, flattenAttribute].compactMap { $0 } }

    /// Stored instance state that an initializer must set: not static, not computed, not lazy.
    var isStoredInstanceProperty: Bool { !isStatic && !isComputed && !isLazy }

    /// A `let` with an initial value can never be assigned again, so it does not take part.
    var isConstant: Bool { isLet && initializer != nil }

    var optionality: Optionality { type.map(Self.optionality(of:)) ?? .none }

    /// Whether an initializer that does not mention the property still compiles: it has an initial
    /// value, or it is implicitly `nil`.
    var hasDefaultValue: Bool { initializer != nil || isImplicitlyNil }

    /// A `var` declared `T?` or `T!` without an initial value starts as `nil`; Swift gives
    /// `Optional<T>` spelled out no such default.
    var isImplicitlyNil: Bool {
        guard !isLet, initializer == nil, let type else { return false }
        return Self.isOptionalSugar(type)
    }

    private static func isOptionalSugar(_ type: TypeSyntax) -> Bool {
        if let attributed = type.as(AttributedTypeSyntax.self) { return isOptionalSugar(attributed.baseType) }
        return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }

    /// The type to decode: `T!` becomes `T?`, anything else as written.
    var decodedType: TypeSyntax? {
        guard let type else { return nil }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return TypeSyntax(OptionalTypeSyntax(wrappedType: unwrapped.wrappedType.trimmed))
        }
        return type.trimmed
    }

    /// `T` for a type spelled `T?`, `T!`, `Optional<T>` or `Swift.Optional<T>` (attributes
    /// dropped); `nil` for any other type.
    static func wrappedType(of type: TypeSyntax) -> TypeSyntax? {
        if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType }
        if let attributed = type.as(AttributedTypeSyntax.self) { return wrappedType(of: attributed.baseType) }
        guard optionality(of: type) == .optional else { return nil }
        let arguments = type.as(IdentifierTypeSyntax.self)?.genericArgumentClause ?? type.as(MemberTypeSyntax.self)?.genericArgumentClause
        guard let argument = arguments?.arguments.first, arguments?.arguments.count == 1 else { return nil }
        // A type in every swift-syntax release, the case of a choice in later ones.
        return Syntax(argument.argument).as(TypeSyntax.self)
    }

    static func optionality(of type: TypeSyntax) -> Optionality {
        if type.is(OptionalTypeSyntax.self) { return .optional }
        if type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return .implicitlyUnwrapped }
        if let identifier = type.as(IdentifierTypeSyntax.self),
            identifier.name.text == "Optional", identifier.genericArgumentClause != nil
        {
            return .optional
        }
        if let member = type.as(MemberTypeSyntax.self),
            member.baseType.trimmedDescription == "Swift", member.name.text == "Optional",
            member.genericArgumentClause != nil
        {
            return .optional
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return optionality(of: attributed.baseType)
        }
        return .none
    }
}

extension PropertyInfo {
    /// The named property bindings declared directly in `members`, in declaration order, and the
    /// bindings whose pattern is not a plain name (tuples, `_`).
    static func collect(
        from members: MemberBlockItemListSyntax
    ) -> (properties: [PropertyInfo], unnamed: [PatternBindingSyntax]) {
        var properties: [PropertyInfo] = []
        var unnamed: [PatternBindingSyntax] = []
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let bindings = Array(variable.bindings)
            for (position, binding) in bindings.enumerated() {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                    if binding.accessorBlock == nil { unnamed.append(binding) }
                    continue
                }
                properties.append(
                    PropertyInfo(
                        binding: binding,
                        name: pattern.identifier,
                        sharedType: sharedType(after: position, in: bindings),
                        declaration: variable
                    )
                )
            }
        }
        return (properties, unnamed)
    }

    /// `var a, b: Int` annotates only `b`; `a` has the same type.
    private static func sharedType(after position: Int, in bindings: [PatternBindingSyntax]) -> TypeSyntax? {
        let binding = bindings[position]
        if let annotation = binding.typeAnnotation { return annotation.type }
        guard binding.initializer == nil, binding.accessorBlock == nil else { return nil }
        for later in bindings[(position + 1)...] {
            if let annotation = later.typeAnnotation { return annotation.type }
            if later.initializer != nil || later.accessorBlock != nil { return nil }
        }
        return nil
    }

    private init(
        binding: PatternBindingSyntax,
        name: TokenSyntax,
        sharedType: TypeSyntax?,
        declaration: VariableDeclSyntax
    ) {
        let modifiers = declaration.modifiers.map(\.name.tokenKind)
        self.name = KeyNaming.unescaped(name.text)
        self.identifier = name.trimmed
        self.type = sharedType
        self.initializer = binding.initializer
        self.isLet = declaration.bindingSpecifier.tokenKind == .keyword(.let)
        self.isStatic = modifiers.contains(.keyword(.static)) || modifiers.contains(.keyword(.class))
        self.isLazy = modifiers.contains(.keyword(.lazy))
        self.isOverride = modifiers.contains(.keyword(.override))
        self.isComputed = Self.isComputed(binding.accessorBlock)
        self.keyAttribute = declaration.attributes.attribute(named: "JSONKey")
        self.ignoreAttribute = declaration.attributes.attribute(named: "JSONIgnore")
        self.transformAttribute = declaration.attributes.attribute(named: "JSONTransform")
        self.flattenAttribute = declaration.attributes.attribute(named: "JSONFlatten")
        self.declaration = declaration
        self.binding = binding
    }

    /// A property with only `willSet`/`didSet` observers is stored; any other accessor (`get`,
    /// `set`, `_read`, `_modify`, `init`, a bare getter body) makes it computed.
    static func isComputed(_ accessors: AccessorBlockSyntax?) -> Bool {
        guard let accessors else { return false }
        switch accessors.accessors {
        case .getter:
            return true
        case .accessors(let list):
            return list.contains { accessor in
                let kind = accessor.accessorSpecifier.tokenKind
                return kind != .keyword(.willSet) && kind != .keyword(.didSet)
            }
        }
    }
}

extension AttributeListSyntax {
    /// The first attribute spelled `@name` or `@YYModel.name`, if any.
    func attribute(named name: String) -> AttributeSyntax? {
        for element in self {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            if attribute.isNamed(name) { return attribute }
        }
        return nil
    }
}

extension AttributeSyntax {
    /// `@JSONKey`, as the attribute is written (without arguments).
    var spelling: String { "@" + attributeName.trimmedDescription }

    /// Whether the attribute is spelled `@name` or `@YYModel.name` (generic arguments ignored).
    func isNamed(_ name: String) -> Bool {
        if let identifier = attributeName.as(IdentifierTypeSyntax.self) {
            return identifier.name.text == name
        }
        if let member = attributeName.as(MemberTypeSyntax.self) {
            return member.name.text == name && member.baseType.trimmedDescription == "YYModel"
        }
        return false
    }
}

/// The side of the model's JSON that `@JSONIgnore` leaves a property out of.
enum IgnoredSide: Equatable {
    case both, decoding, encoding

    /// The side an attribute names: `@JSONIgnore`, `@JSONIgnore(.decoding)`,
    /// `@JSONIgnore(JSONCodingDirection.encoding)`; `nil` for anything else.
    init?(attribute: AttributeSyntax) {
        guard case .argumentList(let arguments) = attribute.arguments, !arguments.isEmpty else {
            self = .both
            return
        }
        guard arguments.count == 1, let argument = arguments.first, argument.label == nil,
              let access = argument.expression.as(MemberAccessExprSyntax.self),
              access.base.map({ $0.trimmedDescription.hasSuffix("JSONCodingDirection") }) ?? true
        else { return nil }
        switch access.declName.baseName.text {
        case "decoding": self = .decoding
        case "encoding": self = .encoding
        default: return nil
        }
    }
}
