import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@JSONModel`: conforms a struct, class or discriminated enum to `JSONModel` (and `Codable`) with
/// a compile-time schema and specialised decode, update and encode code.
///
/// - Extension role: the conformances; for structs and enums also every member; for final classes
///   that are not subclasses, `jsonSchema` and `jsonHooks`.
/// - Member role: for classes, the initializers and methods, which must live in the class body
///   (`required` initializers and overridable members cannot be declared in an extension). A class
///   that can be subclassed, or is a subclass of a `@JSONModel` class, also gets its schema and hooks
///   here as overridable `class var`s. Structs get nothing here, except a struct nested in another
///   type: it gets an enum of type aliases, because the extension at file scope cannot see the
///   sibling types its properties may name.
///
/// Only the extension role reports diagnostics; any error suppresses both roles' output. Both
/// roles declare the conformances so that both learn which are missing.
public struct JSONModelMacro: ExtensionMacro, MemberMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        let (model, diagnostics) = ModelAnalyzer.analyze(
            declaration,
            attribute: node,
            missingConformances: protocols,
            in: context
        )
        diagnostics.forEach(context.diagnose)
        guard let model else { return [] }

        let generator = ModelCodeGenerator(model: model)
        var members: [DeclSyntax] = []
        switch model.kind {
        case .structure:
            members = [generator.schema()]
            if !model.implementedHooks.isEmpty { members.append(generator.hooks()) }
            members += [
                generator.decodingInitializer(), generator.updateMethod(), generator.encodePropertyMethod(),
                generator.encodeMembersMethod(), generator.propertyValueMethod(),
            ]
            if model.generatesDecodableInit { members.append(generator.decodableInitializer()) }
            if model.generatesEncodeMethod { members.append(generator.encodeMethod()) }
        case .enumeration:
            members = generator.enumMembers()
        case .finalClass, .nonFinalClass:
            if !model.isOverridable {
                members = [generator.schema()]
                if !model.implementedHooks.isEmpty { members.append(generator.hooks()) }
            }
        }
        let conformances = protocols.map(qualifiedConformance)
        guard !conformances.isEmpty || !members.isEmpty else { return [] }
        let inheritance = conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
        let body = members.isEmpty ? "" : "\n" + members.map(\.description).joined(separator: "\n\n") + "\n"
        let decl: DeclSyntax = "extension \(type.trimmed)\(raw: inheritance) {\(raw: body)}"
        return [decl.cast(ExtensionDeclSyntax.self)]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) || declaration.is(StructDeclSyntax.self),
            let model = ModelAnalyzer.analyze(
                declaration,
                attribute: node,
                missingConformances: protocols,
                in: context
            ).description
        else {
            return []
        }
        let generator = ModelCodeGenerator(model: model)
        guard model.kind.isClass else {
            return model.spellsTypesThroughAliases ? [generator.typeAliases()] : []
        }
        guard model.isOverridable else {
            var members = [
                generator.decodingInitializer(), generator.updateMethod(), generator.encodePropertyMethod(),
                generator.encodeMembersMethod(), generator.propertyValueMethod(), generator.copyingInitializer(),
            ]
            if model.generatesDecodableInit { members.append(generator.decodableInitializer()) }
            if model.generatesEncodeMethod { members.append(generator.encodeMethod()) }
            return members + generator.objectiveCOverrides()
        }
        var members = generator.overridableSchema() + generator.overridableHooks()
        members += [generator.frameStartingInitializer(), generator.frameInitializer()]
        if model.isSubclass {
            members += [
                generator.frameUpdateMethod(), generator.overridingEncodePropertyMethod(),
                generator.overridingPropertyValueMethod(), generator.copyingInitializer(),
            ]
            if model.generatesDecodableInit { members.append(generator.decodableInitializer()) }
        } else {
            members += [
                generator.frameStartingUpdateMethod(), generator.frameUpdateMethod(), generator.encodePropertyMethod(),
                generator.propertyValueMethod(), generator.copyingInitializer(),
            ]
            if model.generatesDecodableInit { members.append(generator.decodableInitializer()) }
            if model.generatesEncodeMethod { members.append(generator.encodeMethod()) }
        }
        return members + generator.objectiveCOverrides()
    }

    /// The compiler names the missing protocols as declared in the macro's `conformances:`;
    /// `JSONModel` is written module-qualified so a user type of the same name cannot capture it.
    ///
    /// Every protocol listed there must be one the macro always adds when missing: the compiler
    /// (6.3) crashes on a subclass of a class that lacks a listed protocol.
    private static func qualifiedConformance(_ type: TypeSyntax) -> String {
        let name = type.trimmedDescription
        return name == "JSONModel" ? "YYModel.JSONModel" : name
    }
}
