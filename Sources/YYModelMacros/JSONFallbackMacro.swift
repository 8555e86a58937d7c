import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@JSONFallback`: marks the case of a discriminated enum that takes objects whose discriminator
/// names no other case.
///
/// Expands to nothing. It checks where it is written; `@JSONModel` reads it from the case and
/// checks that only one case has it.
public struct JSONFallbackMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let caseDecl = declaration.as(EnumCaseDeclSyntax.self), caseDecl.elements.count == 1 else {
            context.diagnose(Diagnostic(node: node, message: YYModelDiagnostic.fallbackNotOnOneCase))
            return []
        }
        MarkerPlacement.outsideModelDiagnostics(for: node, in: context).forEach(context.diagnose)
        return []
    }
}
