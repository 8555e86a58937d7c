import ArgumentParser

/// The `yymodel` command: checks and reformats JSON, and generates models from samples, with the
/// YYModel engine.
///
/// Each subcommand lives in its own file as an extension of this type
/// (`YYModelCommand.Validate`, `YYModelCommand.Format`, `YYModelCommand.Generate`).
@main
struct YYModelCommand: ParsableCommand {
    /// What `yymodel --version` prints; the only place the tool's version is written.
    static let version = "0.1.0"

    /// The exit statuses, the same for every command, ending each command's help. Usage errors
    /// are ArgumentParser's: it exits with 64 (EX_USAGE) for them before a command runs.
    static let exitStatusHelp = """
        Exit status:
          0   success: every input is valid
          1   an input is invalid or unreadable, or the command failed otherwise
          64  usage error, such as an unknown option
        """

    static let configuration = CommandConfiguration(
        commandName: "yymodel",
        abstract: "Validate and format JSON, and generate models from samples, with the YYModel engine.",
        discussion: """
            Every command reads UTF-8 JSON from the files given, or from standard input when \
            there is none or the file is '-'. Syntax errors are reported as \
            FILE:LINE:COLUMN: reason, the form editors and compilers use. Results go to \
            standard output and diagnostics to standard error; validate's findings are its \
            result, so it prints them to standard output. format and generate write nothing \
            to standard output unless the whole result is ready. Colour appears only on a \
            terminal, and never when NO_COLOR is set.

            Examples:
              yymodel validate Fixtures/*.json
              curl -s https://api.github.com/users/octocat | yymodel format
              yymodel format --minify --sort-keys config.json > config.min.json
              yymodel generate Fixtures/github_user.json --name User > User.swift

            \(exitStatusHelp)
            """,
        version: version,
        subcommands: [Validate.self, Format.self, Generate.self]
    )
}
