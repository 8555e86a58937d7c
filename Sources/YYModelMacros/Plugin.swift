import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin: the list of YYModel's macros.
@main
struct YYModelMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [
        JSONModelMacro.self,
        JSONKeyMacro.self,
        JSONIgnoreMacro.self,
        JSONTransformMacro.self,
        JSONFallbackMacro.self,
        JSONFlattenMacro.self,
    ]
}
