import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@JSONTransform(T.self)`: names a transformer that converts one property's value both ways.
///
/// Expands to nothing. It checks its argument and placement; `@JSONModel` reads the transformer
/// with ``transformerType(of:)`` and routes the property through it.
public struct JSONTransformMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let placement = MarkerPlacement.diagnostics(for: node, on: declaration, in: context)
        let argument = transformerType(of: node).diagnostics
        (argument + placement).forEach(context.diagnose)
        return []
    }

    /// The transformer type written in `@JSONTransform(T.self)` (`"T"`), or the problem with the
    /// argument.
    static func transformerType(of attribute: AttributeSyntax) -> (type: String?, diagnostics: [Diagnostic]) {
        guard case .argumentList(let arguments) = attribute.arguments, arguments.count == 1,
            let argument = arguments.first
        else {
            return (nil, [Diagnostic(node: attribute, message: YYModelDiagnostic.transformerNotMetatype)])
        }
        guard let access = argument.expression.as(MemberAccessExprSyntax.self),
            access.declName.baseName.tokenKind == .keyword(.self), let base = access.base
        else {
            return (nil, [Diagnostic(node: argument.expression, message: YYModelDiagnostic.transformerNotMetatype)])
        }
        return (base.trimmedDescription, [])
    }
}
