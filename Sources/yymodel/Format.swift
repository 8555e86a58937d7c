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

                With --lines, the input is JSON Lines (one JSON value per line) and each line is \
                rewritten as compact JSON on a line of its own: pretty output would spread a \
                value over several lines, so --indent is refused. Blank lines are dropped and \
                '\\r\\n' becomes '\\n'. The first invalid line is reported as \
                FILE:LINE:COLUMN: reason, and nothing is written.

                Examples:
                  yymodel format Fixtures/github_user.json
                  yymodel format --indent 4 --sort-keys settings.json
                  yymodel format --minify < big.json > big.min.json
                  yymodel format --lines --sort-keys < events.jsonl > sorted.jsonl

                \(YYModelCommand.exitStatusHelp)
                """
        )

        @OptionGroup(title: "Layout")
        var formatting: FormattingOptions

        @Flag(help: "Read the input as JSON Lines and write each line as compact JSON.")
        var lines = false

        @Argument(help: ArgumentHelp("The JSON file to reformat; '-' reads standard input.", valueName: "file"))
        var input: InputSource = .standardInput

        func validate() throws {
            if lines && formatting.indent != nil {
                throw ValidationError("--indent cannot be used with --lines: JSON Lines holds each value on one line, so --lines writes compact JSON.")
            }
        }

        func run() throws {
            if lines { return try formatLines() }
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

        /// Rewrites each line compact. The output is gathered first, so that an invalid line
        /// leaves standard output empty, as for a single value.
        private func formatLines() throws {
            var options = formatting.writingOptions
            options.remove(.prettyPrinted)
            var output = Data()
            do {
                try LinesReading.forEachLine(in: input) { line, number in
                    let document: JSONDocument
                    do {
                        document = try JSONDocument(parsing: line)
                    } catch let error as JSONParseError {
                        throw LineFailure(line: number, error: error)
                    }
                    var writer = JSONWriter(options: options, capacity: line.count + 16)
                    document.withRoot { DocumentFormatter.write($0, to: &writer) }
                    writer.withUnsafeBytes { output.append($0) }
                    output.append(UInt8(ascii: "\n"))
                }
            } catch let failure as LineFailure {
                StandardError.writeLine("\(input.displayName):\(failure.line):\(failure.error.column): \(failure.error.reason)")
                throw ExitCode.failure
            } catch let error as LinesReadError {
                StandardError.writeLine("\(input.displayName): cannot read: \(error.reason)")
                throw ExitCode.failure
            }
            try FileHandle.standardOutput.write(contentsOf: output)
        }

        /// An invalid line of a `--lines` input: its number in the input and the parser's error.
        private struct LineFailure: Error {
            let line: Int
            let error: JSONParseError
        }

        /// Reports the input on standard error, which keeps standard output empty for a
        /// redirect, and exits with status 1.
        private func fail(_ report: InputReport) throws -> Never {
            StandardError.writeLine(report.line(for: input))
            throw ExitCode.failure
        }
    }
}
