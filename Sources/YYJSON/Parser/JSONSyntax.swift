/// The grammar a parse accepts: RFC 8259 by default, or what Foundation's `JSONDecoder` accepts
/// with its options.
package struct JSONSyntax: Sendable, Equatable {
    /// Whether a comma may stand before a closing bracket (`[1,]`).
    package var allowsTrailingCommas: Bool
    /// Whether the text is JSON5 (which allows trailing commas, among much else).
    package var allowsJSON5: Bool
    /// Whether the top level may be an object's members without the braces (`"a": 1, "b": 2`).
    /// Text whose first value opens with `{` is read as usual.
    package var assumesTopLevelObject: Bool

    package init(allowsTrailingCommas: Bool = false, allowsJSON5: Bool = false, assumesTopLevelObject: Bool = false) {
        self.allowsTrailingCommas = allowsTrailingCommas
        self.allowsJSON5 = allowsJSON5
        self.assumesTopLevelObject = assumesTopLevelObject
    }

    /// RFC 8259 and nothing else.
    package static let strict = JSONSyntax()
}
