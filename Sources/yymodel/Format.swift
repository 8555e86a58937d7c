import ArgumentParser
import Foundation
import YYModel

extension YYModelCommand {
    /// `yymodel format`: parses one input and writes it back pretty-printed or minified.
    struct Format: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Reformat JSON: pretty-print it (the default) or minify it.",
            discussion: """
                The input is parsed completely before anything is written, so standard output \
                receives either the whole reformatted value followed by a newline, or nothing. \
                Numbers keep their value exactly (integers keep every digit; doubles are written \
                in their shortest round-trip form), object keys keep their order unless \
                --sort-keys is given, and duplicate keys are kept. '/' is written as '\\/' unless \
                --without-escaping-slashes is given.

                Invalid input prints 'FILE:LINE:COLUMN: reason' (as validate does) and exits \
                with status 1.

                Examples:
                  yymodel format Fixtures/github_user.json
                  yymodel format --indent 4 --sort-keys settings.json
                  yymodel format --minify - < big.json > big.min.json
                """
        )

        @OptionGroup(title: "Layout")
        var formatting: FormattingOptions

        @Argument(help: ArgumentHelp("The JSON file to reformat; '-' reads standard input.", valueName: "file"))
        var input: InputSource

        func run() throws {
            let bytes: Data
            let value: JSON
            do {
                bytes = try input.readBytes()
            } catch {
                try fail(.unreadable(error))
            }
            do {
                value = try JSON(parsing: bytes)
            } catch let error as JSONParseError {
                try fail(.syntaxError(error))
            } catch {
                try fail(.failed(error))
            }

            // Pretty output is usually larger than the input; start with room for a quarter more.
            var writer = JSONWriter(options: formatting.writingOptions, capacity: bytes.count + bytes.count / 4 + 64)
            do {
                try value.write(to: &writer)
            } catch {
                try fail(.unwritable(error))
            }
            try writer.withBytes { try StandardOutput.writeLine($0) }
        }

        /// Prints the report for the input and exits with status 1.
        private func fail(_ report: InputReport) throws -> Never {
            print(report.line(for: input))
            throw ExitCode.failure
        }
    }
}
