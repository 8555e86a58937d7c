import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@JSONKey("key", "ext.desc", ...)`: the JSON keys or key paths of one stored property.
///
/// Expands to nothing. It checks its own arguments and placement; `@JSONModel` reads the keys with
/// ``keyPaths(of:)``.
public struct JSONKeyMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let placement = MarkerPlacement.diagnostics(for: node, on: declaration, in: context)
        let arguments = keyPaths(of: node).diagnostics
        (arguments + placement).forEach(context.diagnose)
        return []
    }

    /// The key paths an attribute lists, one per argument, in order, and the problems with them.
    ///
    /// `@JSONKey("html_url", "ext.url")` gives `[["html_url"], ["ext", "url"]]`. A key path is
    /// reported and left out when its argument is not a string literal or names no key.
    static func keyPaths(of attribute: AttributeSyntax) -> (keyPaths: [[String]], diagnostics: [Diagnostic]) {
        guard case .argumentList(let arguments) = attribute.arguments, !arguments.isEmpty else {
            return ([], [Diagnostic(node: attribute, message: YYModelDiagnostic.missingKeys)])
        }
        var keyPaths: [[String]] = []
        var diagnostics: [Diagnostic] = []
        for argument in arguments {
            guard let literal = argument.expression.as(StringLiteralExprSyntax.self),
                let text = literal.representedLiteralValue
            else {
                diagnostics.append(Diagnostic(node: argument.expression, message: YYModelDiagnostic.keyNotStringLiteral))
                continue
            }
            let keyPath = KeyNaming.keyPath(text)
            if keyPath.isEmpty {
                diagnostics.append(Diagnostic(node: argument.expression, message: YYModelDiagnostic.emptyKey))
            } else {
                keyPaths.append(keyPath)
            }
        }
        return (keyPaths, diagnostics)
    }
}
