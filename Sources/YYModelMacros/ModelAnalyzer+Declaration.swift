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

    /// The superclass of a class that gets `JSONModel` from it, as written in the inheritance
    /// clause: the compiler does not list the protocol as missing, and the class does not name it in
    /// its own inheritance clause. `nil` for a class that conforms itself (and for other types).
    static func modelSuperclass(
        of declaration: some DeclGroupSyntax,
        missingConformances: [TypeSyntax]
    ) -> String? {
        guard declaration.is(ClassDeclSyntax.self) else { return nil }
        func isModelProtocol(_ type: TypeSyntax) -> Bool {
            ["JSONModel", "YYModel.JSONModel"].contains(type.trimmedDescription)
        }
        let inherited = declaration.inheritanceClause?.inheritedTypes.map(\.type) ?? []
        guard !inherited.contains(where: isModelProtocol), !missingConformances.contains(where: isModelProtocol) else {
            return nil
        }
        // A superclass comes first in the inheritance clause.
        return inherited.first?.trimmedDescription
    }

    /// For a class whose superclass is `NSObject` itself, the members of `NSObject` that the model
    /// utilities should answer (`description`, `hash`, `isEqual`), less those the class declares.
    static func objectiveCOverrides(of declaration: some DeclGroupSyntax, superclass: String?) -> [ObjectiveCOverride] {
        guard let classDecl = declaration.as(ClassDeclSyntax.self), superclass == nil,
            let first = classDecl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
            ["NSObject", "Foundation.NSObject", "ObjectiveC.NSObject"].contains(first)
        else { return [] }
        let declared = Set(
            declaration.memberBlock.members.compactMap { member -> String? in
                if let function = member.decl.as(FunctionDeclSyntax.self) { return function.name.text }
                return member.decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
        )
        return ObjectiveCOverride.allCases.filter { !declared.contains($0.rawValue) }
    }

    /// The type's name as written (`` `Type` `` keeps its backticks).
    static func identifier(of declaration: some DeclGroupSyntax) -> String? {
        if let structure = declaration.as(StructDeclSyntax.self) { return structure.name.text }
        if let classDecl = declaration.as(ClassDeclSyntax.self) { return classDecl.name.text }
        if let enumDecl = declaration.as(EnumDeclSyntax.self) { return enumDecl.name.text }
        return nil
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

    /// The `JSONModelHooks` members (`willDecode`, …) for the hook methods declared in the body.
    static func implementedHooks(_ declaration: some DeclGroupSyntax) -> [String] {
        let declared = Set(implementedHookMethods(declaration).compactMap { hookOfMethod[$0.name.text] })
        return ["willDecode", "didDecode", "willEncode", "modelClass"].filter(declared.contains)
    }

    /// The hook methods (`jsonWillDecode`, ...) declared in the body.
    static func implementedHookMethods(_ declaration: some DeclGroupSyntax) -> [FunctionDeclSyntax] {
        declaration.memberBlock.members.compactMap { member in
            member.decl.as(FunctionDeclSyntax.self).flatMap { hookOfMethod[$0.name.text] == nil ? nil : $0 }
        }
    }

    /// The `JSONModelHooks` member of each hook method.
    static let hookOfMethod = [
        "jsonWillDecode": "willDecode", "jsonDidDecode": "didDecode",
        "jsonWillEncode": "willEncode", "jsonModelClass": "modelClass",
    ]

    /// Whether the type declares `encode(to:)` itself.
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
