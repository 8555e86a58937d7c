import SwiftSyntaxMacrosTestSupport
import XCTest

/// `@JSONTransform`: expands to nothing, checks its argument and placement.
final class JSONTransformMacroTests: XCTestCase {
    func testTransformExpandsToNothing() {
        assertExpansion(
            """
            @JSONModel
            struct Event {
                @JSONTransform(UnixMillisecondsTransformer.self) var start: Date?
            }
            """,
            expandedSource: """
            @JSONModel
            struct Event {
                var start: Date?
            }
            """,
            macros: markerMacros
        )
    }

    func testTransformNeedsOneUnlabeledArgument() {
        assertExpansion(
            """
            @JSONModel
            struct Event {
                @JSONTransform(format: "yyyy") var start: Date?
            }
            """,
            expandedSource: """
            @JSONModel
            struct Event {
                var start: Date?
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "'@JSONTransform' needs one argument: a transformer type, written 'T.self', or a transform such as '.dateFormat(\"yyyy-MM-dd\")'", line: 3, column: 5)
            ],
            macros: markerMacros
        )
    }

    func testTransformOnComputedPropertyIsAnError() {
        assertExpansion(
            """
            @JSONModel
            struct Event {
                @JSONTransform(UnixMillisecondsTransformer.self) var start: Date? { nil }
            }
            """,
            expandedSource: """
            @JSONModel
            struct Event {
                var start: Date? { nil }
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@JSONTransform' applies to stored properties; 'start' is computed",
                    line: 3,
                    column: 5,
                    fixIts: [FixItSpec(message: "remove '@JSONTransform'")]
                )
            ],
            macros: markerMacros
        )
    }
}
