import ArgumentParser

/// The `yymodel` command: checks, reformats and benchmarks JSON with the YYModel engine.
///
/// Each subcommand lives in its own file as an extension of this type
/// (`YYModelCommand.Validate`, `YYModelCommand.Format`, `YYModelCommand.Bench`).
@main
struct YYModelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "yymodel",
        abstract: "Validate, format and benchmark JSON with the YYModel engine.",
        discussion: """
            Every command reads UTF-8 JSON from files, or from standard input when the file \
            is '-'. Syntax errors are reported as FILE:LINE:COLUMN: reason, the form editors \
            and compilers use, and make the command exit with status 1. validate prints them \
            to standard output, as its findings; format and generate print them to standard \
            error and write nothing to standard output, which holds only a complete result.

            Examples:
              yymodel validate Fixtures/*.json
              curl -s https://api.github.com/users/octocat | yymodel format -
              yymodel format --minify --sort-keys config.json > config.min.json
              yymodel bench --quick
            """,
        // MemoryProbe (`bench-memory-probe`) is hidden: the child process of `bench --memory`.
        subcommands: [Validate.self, Format.self, Generate.self, Bench.self, MemoryProbe.self]
    )
}
