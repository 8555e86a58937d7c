import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@JSONIgnore`: marks a stored property that `@JSONModel` leaves out of decoding and encoding,
/// or with `.decoding` / `.encoding` out of one of them.
///
/// Expands to nothing. It checks only where it is written; `@JSONModel` checks that the property
/// has a default value.
public struct JSONIgnoreMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let diagnostics = MarkerPlacement.diagnostics(for: node, on: declaration, in: context)
        diagnostics.forEach(context.diagnose)
        if IgnoredSide(attribute: node) == nil {
            context.diagnose(Diagnostic(node: node, message: YYModelDiagnostic.invalidIgnoredSide))
        }
        return []
    }
}
