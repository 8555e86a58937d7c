import ArgumentParser
import Foundation
import YYModel
import YYModelCLISupport

extension YYModelCommand {
    /// `yymodel validate`: checks that every input is valid JSON, without building a value tree.
    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check that files are valid JSON.",
            discussion: """
                Each input is parsed completely against RFC 8259 (nesting deeper than 512 \
                levels is refused). The findings are this command's result, so they go to \
                standard output, and standard error stays empty (except for usage errors). \
                Nothing is printed for a valid input unless --verbose is given; each invalid \
                input prints:

                  FILE:LINE:COLUMN: reason

                LINE and COLUMN are one-based; columns count Unicode characters. An input that \
                cannot be read prints 'FILE: cannot read: reason'. The exit status is 0 when \
                every input is valid, 1 when any is not, and 64 for a usage error.

                Examples:
                  yymodel validate Fixtures/*.json
                  echo '{"a": [1, 2,]}' | yymodel validate -
                  <stdin>:1:13: expected a value, found ']'
                """
        )

        @Argument(help: ArgumentHelp("The JSON files to check; '-' reads standard input.", valueName: "file"))
        var inputs: [InputSource]

        @Flag(name: .shortAndLong, help: "Also print 'FILE: ok' for every valid input.")
        var verbose = false

        func validate() throws {
            guard !inputs.isEmpty else { throw ValidationError("Give at least one file, or '-' for standard input.") }
        }

        func run() throws {
            var allValid = true
            for source in inputs {
                let report = Self.check(source)
                if case .valid = report {
                    if verbose { print(report.line(for: source)) }
                } else {
                    allValid = false
                    print(report.line(for: source))
                }
            }
            if !allValid { throw ExitCode.failure }
        }

        /// Reads `source` and parses it into a document (the tape only, no value tree).
        static func check(_ source: InputSource) -> InputReport {
            let bytes: Data
            do {
                bytes = try source.readBytes()
            } catch {
                return .unreadable(error)
            }
            do {
                _ = try JSONDocument(parsing: bytes)
                return .valid
            } catch let error as JSONParseError {
                return .syntaxError(error)
            } catch {
                return .failed(error)
            }
        }
    }
}
