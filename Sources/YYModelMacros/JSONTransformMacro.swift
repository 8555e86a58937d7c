import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@JSONTransform(T.self)` or `@JSONTransform(value)`: names a transformer type, or a transform
/// value, that converts one property's value both ways.
///
/// Expands to nothing. It checks its argument and placement; `@JSONModel` reads the transform
/// with ``transform(of:)`` and routes the property through it.
public struct JSONTransformMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let placement = MarkerPlacement.diagnostics(for: node, on: declaration, in: context)
        let argument = transform(of: node).diagnostics
        (argument + placement).forEach(context.diagnose)
        return []
    }

    /// The transform written in the attribute: a type (`T.self`) or a value expression, or the
    /// problem with the argument.
    static func transform(of attribute: AttributeSyntax) -> (transform: TransformReference?, diagnostics: [Diagnostic]) {
        guard case .argumentList(let arguments) = attribute.arguments, arguments.count == 1,
            let argument = arguments.first, argument.label == nil
        else {
            return (nil, [Diagnostic(node: attribute, message: YYModelDiagnostic.transformArgument)])
        }
        if let access = argument.expression.as(MemberAccessExprSyntax.self),
            access.declName.baseName.tokenKind == .keyword(.self), let base = access.base
        {
            return (.type(base.trimmedDescription), [])
        }
        return (.value(argument.expression.trimmedDescription), [])
    }
}

/// How `@JSONTransform` names a property's conversion.
enum TransformReference: Equatable {
    /// A `JSONTransformer` type, as written before `.self`.
    case type(String)
    /// A `JSONPropertyTransform` value, as the expression is written.
    case value(String)
}
