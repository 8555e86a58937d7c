import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosTestSupport
import XCTest
import YYModelMacros

/// The markers alone: `@JSONModel` stays unexpanded so only the marker's own checks run.
let markerMacros: [String: MacroSpec] = testMacros.filter { $0.key != "JSONModel" }

/// `@JSONKey`: expands to nothing, checks its keys and placement.
final class JSONKeyMacroTests: XCTestCase {
    func testValidKeysExpandToNothing() {
        assertExpansion(
            """
            @JSONModel
            struct Book {
                @JSONKey("id", "ext.id", "a\\\\.b") var id: Int = 0
            }
            """,
            expandedSource: """
            @JSONModel
            struct Book {
                var id: Int = 0
            }
            """,
            macros: markerMacros
        )
    }

    func testKeyWithoutArgumentsIsAnError() {
        assertExpansion(
            """
            @JSONModel
            struct Book {
                @JSONKey var id: Int = 0
                @JSONKey() var name: String = ""
            }
            """,
            expandedSource: """
            @JSONModel
            struct Book {
                var id: Int = 0
                var name: String = ""
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "'@JSONKey' needs at least one key", line: 3, column: 5),
                DiagnosticSpec(message: "'@JSONKey' needs at least one key", line: 4, column: 5),
            ],
            macros: markerMacros
        )
    }

    func testKeyThatNamesNoKeyIsAnError() {
        let message = #"'@JSONKey' key names no key; write a key such as "id" or a key path such as "ext.desc""#
        assertExpansion(
            """
            @JSONModel
            struct Book {
                @JSONKey("", "..") var id: Int = 0
            }
            """,
            expandedSource: """
            @JSONModel
            struct Book {
                var id: Int = 0
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: message, line: 3, column: 14),
                DiagnosticSpec(message: message, line: 3, column: 18),
            ],
            macros: markerMacros
        )
    }

    func testKeyThatIsNotAStringLiteralIsAnError() {
        assertExpansion(
            """
            @JSONModel
            struct Book {
                @JSONKey(idKey, "x\\(n)") var id: Int = 0
            }
            """,
            expandedSource: """
            @JSONModel
            struct Book {
                var id: Int = 0
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "'@JSONKey' keys must be string literals", line: 3, column: 14),
                DiagnosticSpec(message: "'@JSONKey' keys must be string literals", line: 3, column: 21),
            ],
            macros: markerMacros
        )
    }

    func testStrategyMustBeTheOnlyArgumentAndNameAStrategy() {
        assertExpansion(
            """
            @JSONModel
            struct Book {
                @JSONKey(strategy: .kebabCase) var pageCount: Int = 0
                @JSONKey(strategy: .camelCase) var authorName: String = ""
                @JSONKey("x", strategy: .snakeCase) var coverURL: String = ""
            }
            """,
            expandedSource: """
            @JSONModel
            struct Book {
                var pageCount: Int = 0
                var authorName: String = ""
                var coverURL: String = ""
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'strategy:' must be the only argument, one of '.useNames', '.snakeCase', '.kebabCase', '.screamingSnakeCase' or '.pascalCase'",
                    line: 4, column: 24),
                DiagnosticSpec(
                    message: "'strategy:' must be the only argument, one of '.useNames', '.snakeCase', '.kebabCase', '.screamingSnakeCase' or '.pascalCase'",
                    line: 5, column: 29),
            ],
            macros: markerMacros
        )
    }

    func testKeyOnComputedPropertyIsAnErrorAndAppliesRemoveFixIt() {
        assertExpansion(
            """
            @JSONModel
            struct Book {
                @JSONKey("t") var title: String { "" }
            }
            """,
            expandedSource: """
            @JSONModel
            struct Book {
                var title: String { "" }
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@JSONKey' applies to stored properties; 'title' is computed",
                    line: 3,
                    column: 5,
                    fixIts: [FixItSpec(message: "remove '@JSONKey'")]
                )
            ],
            macros: markerMacros,
            applyFixIts: ["remove '@JSONKey'"],
            fixedSource: """
            @JSONModel
            struct Book {
                var title: String { "" }
            }
            """
        )
    }

    func testKeyOnFunctionIsAnError() {
        assertExpansion(
            """
            @JSONModel
            struct Book {
                @JSONKey("f") func f() {}
            }
            """,
            expandedSource: """
            @JSONModel
            struct Book {
                func f() {}
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "'@JSONKey' applies to stored properties", line: 3, column: 5)
            ],
            macros: markerMacros
        )
    }

    func testKeyOutsideModelWarns() {
        assertExpansion(
            """
            struct Book {
                @JSONKey("n") var name: String = ""
            }
            """,
            expandedSource: """
            struct Book {
                var name: String = ""
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@JSONKey' has no effect outside a '@JSONModel' type",
                    line: 2,
                    column: 5,
                    severity: .warning
                )
            ],
            macros: markerMacros
        )
    }
}
