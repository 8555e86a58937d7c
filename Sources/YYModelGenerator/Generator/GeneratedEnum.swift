import YYModelNaming

/// One string enum the generator declares (`--infer-enums`), ready to be written as Swift.
///
///     enum Status: String, JSONValueConvertible {
///         case open = "open"
///         case inProgress = "in_progress"
///     }
package struct GeneratedEnum: Hashable, Sendable {
    /// One case: its name and the JSON string it stands for.
    package struct Case: Hashable, Sendable {
        /// The name, without backticks.
        package let name: String
        /// The string exactly as in the samples.
        package let rawValue: String

        /// The declaration as written inside the enum: `` case `default` = "default" ``.
        package var declaration: String {
            "case \(SwiftNames.escaped(name)) = \(SwiftStringLiteral.quoted(rawValue))"
        }
    }

    /// The type name (unique in the output).
    package let name: String
    /// The places in the samples where its strings are (`orders[].status`), first one first.
    package let places: [String]
    /// The cases, in the order their strings first occurred.
    package let cases: [Case]
}
