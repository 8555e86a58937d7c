import ArgumentParser
import YYModel

/// The layout flags of `yymodel format`, and their translation into ``JSONWritingOptions``.
///
///     // yymodel format --indent 4 --sort-keys
///     let options = try FormattingOptions.parse(["--indent", "4", "--sort-keys"]).writingOptions
///     print(options.indentWidth)   // Prints "4"
struct FormattingOptions: ParsableArguments {
    /// The widest indentation accepted.
    static let maximumIndent = 16

    @Option(help: ArgumentHelp("Pretty-print with N spaces per nesting level (default 2, at most 16).", valueName: "N"))
    var indent: Int?

    @Flag(help: "Write compact JSON: no spaces, no newlines inside the value.")
    var minify = false

    @Flag(help: "Write object keys in byte order of their UTF-8 text.")
    var sortKeys = false

    @Flag(help: "Write '/' as '\\/', so that '</' cannot end an HTML <script>.")
    var escapeSlashes = false

    /// The flag that turned escaping off when escaping was the default (before 0.1.0); still
    /// accepted so that scripts using it keep working, and hidden because it changes nothing.
    @Flag(help: .hidden)
    var withoutEscapingSlashes = false

    func validate() throws {
        if indent != nil && minify {
            throw ValidationError("--indent and --minify cannot be used together.")
        }
        if escapeSlashes && withoutEscapingSlashes {
            throw ValidationError("--escape-slashes and --without-escaping-slashes cannot be used together.")
        }
        if let indent, !(0...Self.maximumIndent).contains(indent) {
            throw ValidationError("--indent must be between 0 and \(Self.maximumIndent), not \(indent).")
        }
    }

    /// The writer options these flags ask for: pretty with two spaces unless `--minify` or
    /// `--indent`, and '/' as is unless `--escape-slashes`.
    var writingOptions: JSONWritingOptions {
        var formatting: JSONWritingOptions.Formatting = minify ? [] : .prettyPrinted
        if sortKeys { formatting.insert(.sortedKeys) }
        // The writer escapes '/' unless told not to (as Foundation's JSONSerialization does); a
        // formatter's output is read by people and tools, for which '\/' is only noise.
        if !escapeSlashes { formatting.insert(.withoutEscapingSlashes) }
        return JSONWritingOptions(formatting: formatting, indentWidth: indent ?? 2)
    }
}
