import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct YYModelMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = []
}
