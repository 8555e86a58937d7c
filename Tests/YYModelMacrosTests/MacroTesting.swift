import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest
import YYModelMacros

/// The macros under test, as the compiler sees them: `@JSONModel` adds `JSONModel` and `Codable`.
let testMacros: [String: MacroSpec] = [
    "JSONModel": MacroSpec(type: JSONModelMacro.self, conformances: ["JSONModel", "Codable"]),
    "JSONKey": MacroSpec(type: JSONKeyMacro.self),
    "JSONIgnore": MacroSpec(type: JSONIgnoreMacro.self),
    "JSONTransform": MacroSpec(type: JSONTransformMacro.self),
    "JSONFallback": MacroSpec(type: JSONFallbackMacro.self),
    "JSONFlatten": MacroSpec(type: JSONFlattenMacro.self),
]

/// `assertMacroExpansion` with YYModel's macros.
func assertExpansion(
    _ source: String,
    expandedSource: String,
    diagnostics: [DiagnosticSpec] = [],
    macros: [String: MacroSpec] = testMacros,
    applyFixIts: [String]? = nil,
    fixedSource: String? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertMacroExpansion(
        source,
        expandedSource: expandedSource,
        diagnostics: diagnostics,
        macroSpecs: macros,
        applyFixIts: applyFixIts,
        fixedSource: fixedSource,
        file: file,
        line: line
    )
}
