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

                With --lines, each input is JSON Lines: one JSON value per line, each checked on \
                its own. Every invalid line prints FILE:LINE:COLUMN: reason, with the line's \
                number in the file and the column within it. Blank lines are skipped, a '\\r' \
                before a line's end is ignored, and an empty input is valid. The input is read \
                a chunk at a time, so its size does not matter.

                Examples:
                  yymodel validate Fixtures/*.json
                  echo '{"a": [1, 2,]}' | yymodel validate
                  <stdin>:1:13: expected a value, found ']'
                  yymodel validate --lines events.jsonl

                \(YYModelCommand.exitStatusHelp)
                """
        )

        @Argument(help: ArgumentHelp("The JSON files to check; '-' reads standard input.", valueName: "file"))
        var inputs: [InputSource] = [.standardInput]

        @Flag(name: .shortAndLong, help: "Also print 'FILE: ok' for every valid input.")
        var verbose = false

        @Flag(help: "Read each input as JSON Lines (one JSON value per line) and check every line.")
        var lines = false

        func run() throws {
            // Decided once: a finding's location is red only when standard output is a terminal.
            let style = TerminalStyle.standardOutput
            var allValid = true
            for source in inputs {
                if lines {
                    let findings = Self.checkLines(source, style: style)
                    if findings == 0 {
                        if verbose { print(InputReport.valid.line(for: source)) }
                    } else {
                        allValid = false
                    }
                    continue
                }
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

        /// Parses each line of `source` on its own, printing `FILE:LINE:COLUMN: reason` for each
        /// invalid line (or `FILE: cannot read: reason`); returns the number of findings.
        static func checkLines(_ source: InputSource, style: TerminalStyle) -> Int {
            let name = source.displayName
            var findings = 0
            do {
                try LinesReading.forEachLine(in: source) { line, number in
                    do {
                        _ = try JSONDocument(parsing: line)
                    } catch let error as JSONParseError {
                        findings += 1
                        print(style.error("\(name):\(number):\(error.column):") + " \(error.reason)")
                    }
                }
            } catch let error as LinesReadError {
                findings += 1
                print(style.error("\(name):") + " cannot read: \(error.reason)")
            } catch {
                findings += 1
                print(style.error("\(name):") + " error: \(error)")
            }
            return findings
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
