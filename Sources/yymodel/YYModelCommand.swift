import ArgumentParser

/// The `yymodel` command: checks and reformats JSON, and generates models from samples, with the
/// YYModel engine.
///
/// Each subcommand lives in its own file as an extension of this type
/// (`YYModelCommand.Validate`, `YYModelCommand.Format`, `YYModelCommand.Generate`).
@main
struct YYModelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "yymodel",
        abstract: "Validate and format JSON, and generate models from samples, with the YYModel engine.",
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
              yymodel generate Fixtures/github_user.json --name User > User.swift
            """,
        subcommands: [Validate.self, Format.self, Generate.self]
    )
}
