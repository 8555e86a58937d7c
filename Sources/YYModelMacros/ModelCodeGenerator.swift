import SwiftSyntax
import SwiftSyntaxBuilder
import YYModelNaming

/// Writes the declarations `@JSONModel` adds, from a checked ``ModelDescription``.
///
/// The generated code calls the runtime's public model API (`JSONDecodingContext`, `JSONWriter`,
/// `JSONModelSchema`) with module-qualified names, so a user type named like one of them cannot
/// break the expansion. Formatting is left to the macro system (`BasicFormat`), which also puts
/// one-line blocks such as `defer { ... }` on their own lines.
struct ModelCodeGenerator {
    let model: ModelDescription

    /// `public ` / `package ` / empty.
    var access: String { model.accessModifier.map { $0 + " " } ?? "" }

    /// ``access``, or `open ` for the methods of an `open` class (its subclasses override them).
    var methodAccess: String { model.isOpen ? "open " : access }

    // MARK: Schema

    /// `static let jsonSchema`, or in generic contexts a `static var` that returns the schema kept
    /// for the specialization.
    func schema() -> DeclSyntax {
        if model.isGeneric {
            return "\(raw: access)static var jsonSchema: YYModel.JSONModelSchema {\n\(raw: Self.indented(specializedSchemaValue()))\n}"
        }
        return "\(raw: access)static let jsonSchema = \(raw: schemaValue())"
    }

    /// `YYModel.JSONModelSchema.__specialized(Self.self) { ... }`: a generic type cannot store its
    /// schema, and the decoder needs one instance that outlives every decode.
    func specializedSchemaValue() -> String {
        "YYModel.JSONModelSchema.__specialized(Self.self) {\n" + Self.indented(schemaValue()) + "\n}"
    }

    /// The `YYModel.JSONModelSchema.__schema(...)` expression of the type.
    func schemaValue() -> String {
        var arguments = ["typeName: \(SwiftStringLiteral.quoted(model.typeName))"]
        if let superclass = model.superclass {
            let superSchema = model.isGeneric ? "super.jsonSchema" : "\(superclass).jsonSchema"
            arguments.append("superclass: \(superSchema)")
            arguments.append("keyStrategy: " + (customKeyStrategyReference ?? model.explicitKeyStrategy.map { ".\($0.rawValue)" } ?? "nil"))
        } else if let custom = customKeyStrategyReference {
            arguments.append("keyStrategy: \(custom)")
        } else if let strategy = model.explicitKeyStrategy, strategy != .useNames, model.isOverridable {
            arguments.append("keyStrategy: .\(strategy.rawValue)")
        }
        if let discriminator = model.discriminator {
            arguments.append("discriminator: \(SwiftStringLiteral.quoted(discriminator))")
        }
        arguments.append("properties: " + propertySchemaList())
        if !model.inheritedIgnoring.isEmpty {
            arguments.append("ignoring: [\(model.inheritedIgnoring.map(SwiftStringLiteral.quoted).joined(separator: ", "))]")
        }
        if let only = model.inheritedOnly {
            arguments.append("only: [\(only.map(SwiftStringLiteral.quoted).joined(separator: ", "))]")
        }
        if let rootPath = model.rootPath {
            arguments.append("rootPath: \(SwiftStringLiteral.quoted(rootPath))")
        }
        let lines = arguments.joined(separator: ",\n").split(separator: "\n", omittingEmptySubsequences: false)
        return "YYModel.JSONModelSchema.__schema(\n" + lines.map { "    " + $0 }.joined(separator: "\n") + "\n)"
    }

    /// The custom key strategy as the schema must spell it: as written, or for a nested struct
    /// through the alias enum, where the names it uses resolve as at the declaration.
    private var customKeyStrategyReference: String? {
        guard let custom = model.customKeyStrategy else { return nil }
        return model.spellsTypesThroughAliases ? "\(ModelDescription.typeAliasNamespace).keyStrategy" : custom
    }

    /// `[JSONPropertySchema.__property(...), ...]`, one entry per line.
    private func propertySchemaList() -> String {
        let entries = model.properties.map { property in
            let keyPaths = property.keyPaths.map { path in
                "[" + path.map(SwiftStringLiteral.quoted).joined(separator: ", ") + "]"
            }
            if property.isFlattened {
                return "YYModel.JSONPropertySchema.__flattened(name: \(SwiftStringLiteral.quoted(property.name)))"
            }
            let derived = property.isKeyDerived ? ", isKeyDerived: true" : ""
            return "YYModel.JSONPropertySchema.__property(name: \(SwiftStringLiteral.quoted(property.name)), "
                + "keyPaths: [\(keyPaths.joined(separator: ", "))]\(derived))"
        }
        return entries.isEmpty ? "[]" : "[\n" + entries.map { "    " + $0 }.joined(separator: ",\n") + "\n]"
    }

    /// The properties read from JSON: all but `@JSONIgnore(.decoding)` ones, which keep their
    /// default values (and, in a memberwise initializer call, take its default argument).
    var decodedProperties: [MappedProperty] { model.properties.filter(\.isDecoded) }

    /// The properties written to JSON: all but `@JSONIgnore(.encoding)` ones.
    var encodedProperties: [MappedProperty] { model.properties.filter(\.isEncoded) }

    /// `static var jsonHooks`, listing the hook methods the type declares.
    func hooks() -> DeclSyntax {
        "\(raw: access)static var jsonHooks: YYModel.JSONModelHooks { \(raw: hookList) }"
    }

    /// `[.willDecode, ...]`: the hooks the type declares.
    var hookList: String {
        "[" + model.implementedHooks.map { "." + $0 }.joined(separator: ", ") + "]"
    }

    // MARK: Decoding

    /// `init(jsonElement:context:)`: required properties decoded or reported, the rest assigned
    /// when present.
    func decodingInitializer() -> DeclSyntax {
        let properties = model.decodesThroughMemberwiseInitializer
            ? decodedProperties.map(decodingLine) + [memberwiseInitializerCall]
            : propertyInitializationLines
        return """
            \(raw: access)\(raw: classInitializerKeyword)init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
            \(raw: Self.indented(beginObjectLines + properties))
            }
            """
    }

    /// `self.init(a: decoded0, b: decoded1 ?? 5, ...)`: the values handed to the synthesized
    /// memberwise initializer, an absent one replaced by the property's initial value.
    ///
    /// A struct initializer of our own would first set every property that has an initial value
    /// (an optional `var` is implicitly `nil`); the optimizer then builds such a struct in a
    /// temporary and copies it out at the end, with a retain and a release per reference it holds.
    /// The memberwise initializer has no such prologue.
    var memberwiseInitializerCall: String {
        let arguments = decodedProperties.map { property in
            let value = local(property)
            guard property.initialAssignment == .ifPresent else { return "\(argumentLabel(property)): \(value)" }
            return "\(argumentLabel(property)): \(value) ?? \(initialValueReference(property) ?? "nil")"
        }
        return "self.init(\(arguments.joined(separator: ", ")))"
    }

    /// The property's name as an argument label: keywords need no backticks there (the compiler
    /// warns about them), except `inout`.
    private func argumentLabel(_ property: MappedProperty) -> String {
        property.name == "inout" ? property.identifier.text : property.name
    }

    /// Every property decoded into a local first, then all assigned, with no `try` in between
    /// (classes, and structs without a usable memberwise initializer).
    var propertyInitializationLines: [String] {
        decodedProperties.map(decodingLine) + decodedProperties.map(assignmentLine)
    }

    /// `__updateJSONMembers(from:context:)`: each `var` updated in place from the keys present.
    /// (`updateJSON(from:context:)`, which runs the hooks around it, comes with `JSONModel`.)
    func updateMethod() -> DeclSyntax {
        let mutating = model.kind.isClass ? "" : "mutating "
        return """
            \(raw: methodAccess)\(raw: mutating)func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
            \(raw: Self.indented(beginObjectLines + updateLines + ["return frame.isObject"]))
            }
            """
    }

    /// `try context.__updateProperty(...)` for each `var`.
    var updateLines: [String] {
        decodedProperties.filter(\.isMutable).map { property in
            property.isFlattened
                ? "try context.__updateFlattened(&self.\(property.identifier.text), object)"
                : "try context.__updateProperty(&self.\(property.identifier.text), frame, \(indexExpression(property))\(using(property)))"
        }
    }

    var beginObjectLines: [String] {
        [
            "let frame = try context.__beginObject(object, schema: Self.jsonSchema)",
            "defer { context.__endObject(frame) }",
        ]
    }

    /// `required ` for non-final classes (subclasses must inherit the initializer) and subclasses.
    var classInitializerKeyword: String { model.kind == .nonFinalClass || model.isSubclass ? "required " : "" }

    /// The local that holds a property's decoded value until ``assignmentLine(_:)``.
    private func local(_ property: MappedProperty) -> String { "decoded\(property.index)" }

    /// `let decodedN = try context.decode...`: the property's value, `nil` when absent (`ifPresent`).
    func decodingLine(_ property: MappedProperty) -> String {
        let type = valueTypeReference(property)
        let index = indexExpression(property)
        let local = local(property)
        if property.isFlattened {
            return property.initialAssignment == .required
                ? "let \(local) = try context.__decodeRequiredFlattened(object, as: \(type).self)"
                : "let \(local) = try context.__decodeFlattened(object, as: \(type).self)"
        }
        guard let transform = transformArgument(property) else {
            switch property.initialAssignment {
            case .ifPresent:
                return "let \(local) = try context.__decodeProperty(frame, \(index), as: \(type).self)"
            case .optionalConstant:
                return "let \(local) = try context.__decodeProperty(frame, \(index), as: \(type).self) ?? nil"
            case .required:
                return "let \(local) = try context.__decodeRequiredProperty(frame, \(index), as: \(type).self)"
            }
        }
        // A transformer decodes `Value?` for a plain property and `Value??` (null -> nil) for an
        // optional one: the annotated type picks the overload.
        let decode = "try context.__decodeProperty(frame, \(index), using: \(transform))"
        switch property.initialAssignment {
        case .ifPresent:
            return "let \(local): \(type)? = \(decode)"
        case .optionalConstant:
            return "let \(local) = \(decode) as \(type)? ?? nil"
        case .required:
            return "let \(local) = try context.__decodeRequiredProperty(frame, \(index), using: \(transform))"
        }
    }

    /// `self.x = decodedN`, or only when present for a property that already has a value.
    func assignmentLine(_ property: MappedProperty) -> String {
        let target = "self.\(property.identifier.text)"
        let local = local(property)
        switch property.initialAssignment {
        case .ifPresent:
            return "if let \(local) { \(target) = \(local) }"
        case .optionalConstant, .required:
            return "\(target) = \(local)"
        }
    }

    /// `, using: T.self` or `, using: <transform>` for a transformed property; empty otherwise.
    func using(_ property: MappedProperty) -> String {
        transformArgument(property).map { ", using: \($0)" } ?? ""
    }

    /// The schema index of a property as generated code writes it: a constant, or `offset + n` in a
    /// subclass, whose own properties follow the inherited ones.
    func indexExpression(_ property: MappedProperty) -> String {
        model.isSubclass ? "offset + \(property.index)" : "\(property.index)"
    }

    // MARK: Type spelling

    /// The decoded type as the extension must spell it, ready for `.self`.
    private func valueTypeReference(_ property: MappedProperty) -> String {
        model.spellsTypesThroughAliases
            ? "\(ModelDescription.typeAliasNamespace).\(Self.valueAlias(property))"
            : Self.metatypeOperand(property.type)
    }

    /// The `using:` argument of a transformed property as the extension must spell it: the
    /// transformer type's `.self` (through its alias in a nested struct), or the transform value
    /// as written.
    private func transformArgument(_ property: MappedProperty) -> String? {
        switch property.transform {
        case nil:
            return nil
        case .type(let transformer):
            let reference = model.spellsTypesThroughAliases
                ? "\(ModelDescription.typeAliasNamespace).\(Self.transformerAlias(property))"
                : transformer
            return reference + ".self"
        case .value(let expression):
            return model.spellsTypesThroughAliases
                ? "\(ModelDescription.typeAliasNamespace).\(Self.transformName(property))"
                : expression
        }
    }

    /// The property's initial value as the extension must spell it, if it has one: the expression
    /// as written, or, for a nested struct, a member of the alias enum that evaluates it where the
    /// property is declared (names from enclosing scopes resolve there, not in the extension).
    private func initialValueReference(_ property: MappedProperty) -> String? {
        guard property.initialValue != nil else { return nil }
        return model.spellsTypesThroughAliases
            ? "\(ModelDescription.typeAliasNamespace).\(Self.initialValueName(property))"
            : property.initialValue
    }

    private static func valueAlias(_ property: MappedProperty) -> String { "Value\(property.index)" }
    private static func initialValueName(_ property: MappedProperty) -> String { "initialValue\(property.index)" }
    private static func transformerAlias(_ property: MappedProperty) -> String { "Transformer\(property.index)" }
    private static func transformName(_ property: MappedProperty) -> String { "transform\(property.index)" }

    /// The member-role enum of type aliases for a nested struct: written inside the struct, each
    /// alias (and initial value) resolves exactly as the property declaration does.
    ///
    ///     enum _$JSONPropertyTypes {
    ///         typealias Value0 = [String: Picture]
    ///         typealias Transformer1 = DateTransformer
    ///         static var transform1: some YYModel.JSONPropertyTransform<Date> { .dateFormat("yyyy") }
    ///         typealias Value2 = Money
    ///         static var initialValue2: Value2 { Money(cents: 0) }
    ///     }
    func typeAliases() -> DeclSyntax {
        let aliases = model.properties.flatMap { property in
            var members = ["typealias \(Self.valueAlias(property)) = \(property.type.trimmedDescription)"]
            switch property.transform {
            case .type(let transformer):
                members.append("typealias \(Self.transformerAlias(property)) = \(transformer)")
            case .value(let expression):
                let value = PropertyInfo.wrappedType(of: property.type) ?? property.type
                members.append(
                    "static var \(Self.transformName(property)): some YYModel.JSONPropertyTransform<\(value.trimmedDescription)> { \(expression) }")
            case nil:
                break
            }
            if model.decodesThroughMemberwiseInitializer, let initialValue = property.initialValue {
                members.append("static var \(Self.initialValueName(property)): \(Self.valueAlias(property)) { \(initialValue) }")
            }
            return members
        }
        let strategy = model.customKeyStrategy.map { ["static var keyStrategy: YYModel.JSONKeyStrategy { \($0) }"] } ?? []
        return """
            enum \(raw: ModelDescription.typeAliasNamespace) {
            \(raw: Self.indented(aliases + strategy))
            }
            """
    }

    // MARK: Encoding

    /// `__encodeJSONProperty(_:to:)`: writes the property at a schema index.
    func encodePropertyMethod() -> DeclSyntax {
        let cases = encodedProperties.map { property in
            let write = property.isFlattened ? "__writeFlattened" : "__writeProperty"
            return "case \(property.index): return try writer.\(write)(self.\(property.identifier.text)\(using(property)))"
        }
        return """
            \(raw: methodAccess)func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                switch index {
            \(raw: (cases + ["default: return false"]).joined(separator: "\n"))
                }
            }
            """
    }

    /// `__encodeJSONMembers(_:to:)`: every property written in straight-line code (structs and
    /// final classes; a class hierarchy keeps the library's loop over `__encodeJSONProperty`).
    func encodeMembersMethod() -> DeclSyntax {
        let lines = encodedProperties.map { property in
            property.isFlattened
                ? "_ = try writer.__writeFlattened(self.\(property.identifier.text))"
                : "try writer.__writeMember(\(property.index), self.\(property.identifier.text)\(using(property)), keys: keys)"
        }
        return """
            \(raw: methodAccess)func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {\(raw: Self.block(lines))}
            """
    }

    /// `__jsonPropertyValue(_:)`: the value at a schema index, for the model utilities.
    func propertyValueMethod() -> DeclSyntax {
        let cases = model.properties.map { property in
            "case \(property.index): return self.\(property.identifier.text)"
        }
        return """
            \(raw: methodAccess)func __jsonPropertyValue(_ index: Int) -> Any? {
                switch index {
            \(raw: (cases + ["default: return nil"]).joined(separator: "\n"))
                }
            }
            """
    }

    // MARK: Codable

    /// `init(from:)` through the model decoder, so `Codable` uses the same keys.
    ///
    /// It delegates rather than assigning `self`: a struct with a `let` that has an initial value
    /// cannot assign `self` in an initializer, and a class cannot assign `self` at all.
    func decodableInitializer() -> DeclSyntax {
        let modifiers = model.kind.isClass ? classInitializerKeyword + "convenience " : ""
        return """
            \(raw: access)\(raw: modifiers)init(from decoder: any Decoder) throws {
                try self.init(decodingJSONModelFrom: decoder)
            }
            """
    }

    /// `encode(to:)` through the model encoder.
    func encodeMethod() -> DeclSyntax {
        """
        \(raw: methodAccess)func encode(to encoder: any Encoder) throws {
            try self.encodeJSONModel(to: encoder)
        }
        """
    }

    // MARK: Text helpers

    static func indented(_ lines: [String]) -> String {
        lines.map { "    " + $0 }.joined(separator: "\n")
    }

    /// The inside of a brace-delimited body: the lines indented on their own lines, or nothing.
    static func block(_ lines: [String]) -> String {
        lines.isEmpty ? "\n" : "\n" + indented(lines) + "\n"
    }

    static func indented(_ text: String) -> String {
        indented(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    /// A type written so that `.self` can follow it: function types, `any`/`some` types and
    /// compositions need parentheses.
    static func metatypeOperand(_ type: TypeSyntax) -> String {
        let needsParentheses =
            type.is(FunctionTypeSyntax.self) || type.is(SomeOrAnyTypeSyntax.self)
            || type.is(CompositionTypeSyntax.self) || type.is(AttributedTypeSyntax.self)
        return needsParentheses ? "(\(type.trimmedDescription))" : type.trimmedDescription
    }
}
