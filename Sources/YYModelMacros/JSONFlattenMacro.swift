import SwiftSyntax
import SwiftSyntaxMacros

/// `@JSONFlatten`: marks a stored property whose model is read from, and written into, the
/// object of the model that holds it.
///
/// Expands to nothing. It checks where it is written; `@JSONModel` checks the property's type
/// and the markers beside it.
public struct JSONFlattenMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        MarkerPlacement.diagnostics(for: node, on: declaration, in: context).forEach(context.diagnose)
        return []
    }
}
