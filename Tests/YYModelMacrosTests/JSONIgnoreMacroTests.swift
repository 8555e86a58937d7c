import SwiftSyntaxMacrosTestSupport
import XCTest

/// `@JSONIgnore`: expands to nothing, checks its placement.
final class JSONIgnoreMacroTests: XCTestCase {
    func testIgnoreExpandsToNothing() {
        assertExpansion(
            """
            @JSONModel
            struct Cache {
                @JSONIgnore var hits: Int = 0
            }
            """,
            expandedSource: """
            @JSONModel
            struct Cache {
                var hits: Int = 0
            }
            """,
            macros: markerMacros
        )
    }

    func testIgnoreOnComputedPropertyIsAnErrorAndAppliesRemoveFixIt() {
        assertExpansion(
            """
            @JSONModel
            struct Cache {
                @JSONIgnore
                var ratio: Double {
                    get { 0 }
                }
            }
            """,
            expandedSource: """
            @JSONModel
            struct Cache {
                var ratio: Double {
                    get { 0 }
                }
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@JSONIgnore' applies to stored properties; 'ratio' is computed",
                    line: 3,
                    column: 5,
                    fixIts: [FixItSpec(message: "remove '@JSONIgnore'")]
                )
            ],
            macros: markerMacros,
            applyFixIts: ["remove '@JSONIgnore'"],
            fixedSource: """
            @JSONModel
            struct Cache {
                var ratio: Double {
                    get { 0 }
                }
            }
            """
        )
    }

    func testIgnoreOutsideModelWarns() {
        assertExpansion(
            """
            class Cache {
                @JSONIgnore var hits: Int = 0
            }
            """,
            expandedSource: """
            class Cache {
                var hits: Int = 0
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@JSONIgnore' has no effect outside a '@JSONModel' type",
                    line: 2,
                    column: 5,
                    severity: .warning
                )
            ],
            macros: markerMacros
        )
    }
}
