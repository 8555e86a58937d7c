import SwiftSyntax
import SwiftSyntaxMacros

/// `@JSONIgnore`: marks a stored property that `@JSONModel` leaves out of decoding and encoding.
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
        return []
    }
}
