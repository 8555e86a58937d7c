import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Placement checks shared by the marker attributes `@JSONKey`, `@JSONIgnore` and `@JSONTransform`.
///
/// Markers expand to nothing; `@JSONModel` reads them from the property. They still report misuse
/// where it is written, so the error points at the attribute rather than at the type. (A peer
/// macro on a declaration with several bindings is rejected by the compiler itself.)
enum MarkerPlacement {
    /// The problems with `attribute` on `declaration`: not a property, a computed property, or no
    /// enclosing `@JSONModel` type (a warning).
    static func diagnostics(
        for attribute: AttributeSyntax,
        on declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) -> [Diagnostic] {
        let spelling = attribute.spelling
        guard let variable = declaration.as(VariableDeclSyntax.self) else {
            return [Diagnostic(node: attribute, message: YYModelDiagnostic.markerOnNonProperty(attribute: spelling))]
        }
        if let computed = variable.bindings.first(where: { PropertyInfo.isComputed($0.accessorBlock) }) {
            let message = YYModelDiagnostic.markerOnComputedProperty(
                attribute: spelling,
                property: computed.pattern.trimmedDescription
            )
            return [Diagnostic(node: attribute, message: message, fixIts: removal(of: attribute, from: variable))]
        }
        return outsideModelDiagnostics(for: attribute, in: context)
    }

    /// The warning for a marker whose enclosing type is not a `@JSONModel` type.
    static func outsideModelDiagnostics(for attribute: AttributeSyntax, in context: some MacroExpansionContext) -> [Diagnostic] {
        if let enclosingType = context.lexicalContext.first?.asProtocol(DeclGroupSyntax.self),
            enclosingType.attributes.attribute(named: "JSONModel") == nil
        {
            return [Diagnostic(node: attribute, message: YYModelDiagnostic.markerOutsideModel(attribute: attribute.spelling))]
        }
        return []
    }

    /// The macro receives the attribute and the declaration as separate copies, so the fix-it
    /// removes the declaration's own copy of the attribute (found by its text).
    private static func removal(of attribute: AttributeSyntax, from variable: VariableDeclSyntax) -> [FixIt] {
        let text = attribute.trimmedDescription
        let ownCopy = variable.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first { $0.trimmedDescription == text }
        return ownCopy.map { [FixIt.removing($0, from: variable)] } ?? []
    }
}
