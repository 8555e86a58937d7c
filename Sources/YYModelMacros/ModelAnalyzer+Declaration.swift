import SwiftSyntax
import SwiftSyntaxMacros

/// Facts about the annotated type itself (as opposed to its properties).
extension ModelAnalyzer {
    /// The kind and name of a supported declaration; `nil` for enums, actors, protocols and
    /// extensions.
    static func kindAndName(of declaration: some DeclGroupSyntax) -> (ModelDescription.Kind, String)? {
        if let structure = declaration.as(StructDeclSyntax.self) {
            return (.structure, KeyNaming.unescaped(structure.name.text))
        }
        if let classDecl = declaration.as(ClassDeclSyntax.self) {
            let isFinal = classDecl.modifiers.contains { $0.name.tokenKind == .keyword(.final) }
            return (isFinal ? .finalClass : .nonFinalClass, KeyNaming.unescaped(classDecl.name.text))
        }
        return nil
    }

    /// Whether a class gets `JSONModel` from its superclass: the compiler does not list the
    /// protocol as missing, and the class does not name it in its own inheritance clause.
    static func inheritsModelConformance(
        _ declaration: some DeclGroupSyntax,
        missingConformances: [TypeSyntax]
    ) -> Bool {
        func isModelProtocol(_ type: TypeSyntax) -> Bool {
            ["JSONModel", "YYModel.JSONModel"].contains(type.trimmedDescription)
        }
        let declaresConformance = declaration.inheritanceClause?.inheritedTypes.contains { isModelProtocol($0.type) } ?? false
        return !declaresConformance && !missingConformances.contains(where: isModelProtocol)
    }

    /// Generated members must be as visible as the type for the conformance to be usable:
    /// `public` for `public`/`open` types, `package` for `package` types, none otherwise.
    static func accessModifier(of declaration: some DeclGroupSyntax) -> String? {
        for modifier in declaration.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public"
            case .keyword(.package): return "package"
            default: continue
            }
        }
        return nil
    }

    /// Whether the type, or a type it is nested in, has generic parameters (such types cannot
    /// hold static stored properties).
    static func isGeneric(_ declaration: some DeclGroupSyntax, in context: some MacroExpansionContext) -> Bool {
        if hasGenericParameters(Syntax(declaration)) { return true }
        return context.lexicalContext.contains(where: hasGenericParameters)
    }

    private static func hasGenericParameters(_ node: Syntax) -> Bool {
        if let structure = node.as(StructDeclSyntax.self) { return structure.genericParameterClause != nil }
        if let classDecl = node.as(ClassDeclSyntax.self) { return classDecl.genericParameterClause != nil }
        if let enumDecl = node.as(EnumDeclSyntax.self) { return enumDecl.genericParameterClause != nil }
        if let function = node.as(FunctionDeclSyntax.self) { return function.genericParameterClause != nil }
        return false
    }

    /// Whether the type declares `init(from:)` itself.
    static func declaresDecodableInit(_ declaration: some DeclGroupSyntax) -> Bool {
        declaration.memberBlock.members.contains { member in
            guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { return false }
            return hasSingleParameter(labelled: "from", initializer.signature.parameterClause)
        }
    }

    /// Whether the type declares `encode(to:)` itself.
    /// The `JSONModelHooks` members (`willDecode`, …) for the hook methods declared in the body.
    static func implementedHooks(_ declaration: some DeclGroupSyntax) -> [String] {
        let hookOfMethod = [
            "jsonWillDecode": "willDecode", "jsonDidDecode": "didDecode",
            "jsonWillEncode": "willEncode", "jsonModelClass": "modelClass",
        ]
        let declared = Set(declaration.memberBlock.members.compactMap { member in
            member.decl.as(FunctionDeclSyntax.self).flatMap { hookOfMethod[$0.name.text] }
        })
        return ["willDecode", "didDecode", "willEncode", "modelClass"].filter(declared.contains)
    }

    static func declaresEncodeMethod(_ declaration: some DeclGroupSyntax) -> Bool {
        declaration.memberBlock.members.contains { member in
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "encode" else {
                return false
            }
            return hasSingleParameter(labelled: "to", function.signature.parameterClause)
        }
    }

    private static func hasSingleParameter(labelled label: String, _ clause: FunctionParameterClauseSyntax) -> Bool {
        guard clause.parameters.count == 1, let parameter = clause.parameters.first else { return false }
        return parameter.firstName.text == label
    }
}
