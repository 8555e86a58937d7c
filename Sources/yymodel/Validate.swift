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
                cannot be read prints 'FILE: cannot read: reason'. On a terminal the location is \
                red, unless NO_COLOR is set.

                Examples:
                  yymodel validate Fixtures/*.json
                  echo '{"a": [1, 2,]}' | yymodel validate
                  <stdin>:1:13: expected a value, found ']'

                \(YYModelCommand.exitStatusHelp)
                """
        )

        @Argument(help: ArgumentHelp("The JSON files to check; '-' reads standard input.", valueName: "file"))
        var inputs: [InputSource] = [.standardInput]

        @Flag(name: .shortAndLong, help: "Also print 'FILE: ok' for every valid input.")
        var verbose = false

        func run() throws {
            // Decided once: a finding's location is red only when standard output is a terminal.
            let style = TerminalStyle.standardOutput
            var allValid = true
            for source in inputs {
                let report = Self.check(source)
                if case .valid = report {
                    if verbose { print(report.line(for: source)) }
                } else {
                    allValid = false
                    print(report.line(for: source, style: style))
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
