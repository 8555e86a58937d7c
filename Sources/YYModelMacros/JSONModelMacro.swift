import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@JSONModel`: conforms a struct or class to `JSONModel` (and `Codable`) with a compile-time
/// schema and specialised decode, update and encode code.
///
/// - Extension role: the conformances and `jsonSchema`; for structs also every method.
/// - Member role: for classes, the initializers and methods, which must live in the class body
///   (`required` initializers cannot be declared in an extension). Structs get nothing here,
///   except a struct nested in another type: it gets an enum of type aliases, because the
///   extension at file scope cannot see the sibling types its properties may name.
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
        var members = [generator.schema()]
        if !model.implementedHooks.isEmpty { members.append(generator.hooks()) }
        if model.kind == .structure {
            members += [generator.decodingInitializer(), generator.updateMethod(), generator.encodePropertyMethod()]
            if model.generatesDecodableInit { members.append(generator.decodableInitializer()) }
            if model.generatesEncodeMethod { members.append(generator.encodeMethod()) }
        }
        let conformances = protocols.map(qualifiedConformance)
        let inheritance = conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
        let body = members.map(\.description).joined(separator: "\n\n")
        let decl: DeclSyntax = "extension \(type.trimmed)\(raw: inheritance) {\n\(raw: body)\n}"
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
        var members = [generator.decodingInitializer(), generator.updateMethod(), generator.encodePropertyMethod()]
        if model.generatesDecodableInit { members.append(generator.decodableInitializer()) }
        if model.generatesEncodeMethod { members.append(generator.encodeMethod()) }
        return members
    }

    /// The compiler names the missing protocols as declared in the macro's `conformances:`;
    /// `JSONModel` is written module-qualified so a user type of the same name cannot capture it.
    private static func qualifiedConformance(_ type: TypeSyntax) -> String {
        let name = type.trimmedDescription
        return name == "JSONModel" ? "YYModel.JSONModel" : name
    }
}
