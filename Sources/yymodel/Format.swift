import ArgumentParser
import Foundation
import YYModel
import YYModelCLISupport

extension YYModelCommand {
    /// `yymodel format`: parses one input and writes it back pretty-printed or minified.
    struct Format: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Reformat JSON: pretty-print it (the default) or minify it.",
            discussion: """
                The input is parsed completely before anything is written, so standard output \
                receives either the whole reformatted value followed by a newline, or nothing. \
                Only the layout changes: every number is copied exactly as written (all digits \
                of '12345678901234567890123', '1.0e2' and '-0.0' stay as they are), object keys \
                keep their order unless --sort-keys is given (which sorts the keys of every \
                object, nested ones included), and duplicate keys are kept, in their order. \
                Strings keep their characters; their escapes are written in one form ('\\u00e9' \
                becomes 'é', '\\/' becomes '/'); --escape-slashes writes '/' as '\\/'.

                Invalid input prints 'FILE:LINE:COLUMN: reason' (as validate does) to standard \
                error, writes nothing to standard output and exits with status 1.

                Examples:
                  yymodel format Fixtures/github_user.json
                  yymodel format --indent 4 --sort-keys settings.json
                  yymodel format --minify < big.json > big.min.json

                \(YYModelCommand.exitStatusHelp)
                """
        )

        @OptionGroup(title: "Layout")
        var formatting: FormattingOptions

        @Argument(help: ArgumentHelp("The JSON file to reformat; '-' reads standard input.", valueName: "file"))
        var input: InputSource = .standardInput

        func run() throws {
            let bytes: Data
            let document: JSONDocument
            do {
                bytes = try input.readBytes()
            } catch {
                try fail(.unreadable(error))
            }
            do {
                document = try JSONDocument(parsing: bytes)
            } catch let error as JSONParseError {
                try fail(.syntaxError(error))
            } catch {
                try fail(.failed(error))
            }

            // Pretty output is usually larger than the input; start with room for a quarter more.
            var writer = JSONWriter(options: formatting.writingOptions, capacity: bytes.count + bytes.count / 4 + 64)
            // From the document, not a `JSON` value: only the document has each number's text.
            document.withRoot { DocumentFormatter.write($0, to: &writer) }
            try writer.withUnsafeBytes { try StandardOutput.writeLine($0) }
        }

        /// Reports the input on standard error, which keeps standard output empty for a
        /// redirect, and exits with status 1.
        private func fail(_ report: InputReport) throws -> Never {
            StandardError.writeLine(report.line(for: input))
            throw ExitCode.failure
        }
    }
}
