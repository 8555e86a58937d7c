import ArgumentParser
import Foundation
import YYModel
import YYModelCLISupport
import YYModelGenerator

extension YYModelCommand {
    /// `yymodel generate`: writes Swift `@JSONModel` types that decode the sample documents.
    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Generate Swift @JSONModel types from sample JSON.",
            discussion: """
                Reads one or more sample documents (each a top-level object, or an array of \
                objects) and prints a Swift file declaring models that decode all of them, \
                including in strict mode. Give several samples of the same API to learn which \
                keys are optional and which values vary.

                Types are inferred per key: Int, UInt64 or Double by the numbers seen; Bool; \
                Date when every string parses as a date YYModel reads; URL when every string is \
                an absolute URL; String otherwise; nested objects become models named after \
                their keys (singular for array elements: statuses -> Status); objects keyed by \
                ids or numbers become [String: T]; values of several kinds become JSON. A key \
                that is missing or null in some sample is optional; other properties start \
                from their empty value (0, "", false, [], [:], Model()).

                Property names are lowerCamelCase; @JSONKey appears only where the key strategy \
                does not derive the key. --key-strategy auto (the default) picks snake or names \
                per model, whichever needs fewer @JSONKey attributes.

                --public makes the types, their properties and an init() public. --sendable, \
                --equatable and --hashable add that conformance to every generated type \
                (--hashable implies Equatable; --sendable needs structs, not --class). \
                --prefix GH names every type GHOwner, GHStatus..., the top-level model too \
                unless --name already starts with the prefix. --infer-enums turns a string \
                field into a String enum when the samples show it with 2 to 8 distinct values, \
                each at least twice; a value outside them is a decoding mismatch (reported, \
                and an error in strict mode).

                Standard output (or the --output file) receives only the Swift source, and only \
                once every sample has been read and modelled. --output-directory writes one \
                file per type instead, DIR/<Type>.swift (and DIR/<Namespace>.swift with \
                --namespace), creating DIR if needed; it replaces no existing file unless \
                --force is given, and prints the paths it wrote to standard output, one per \
                line. Invalid input prints 'FILE:LINE:COLUMN: reason' to standard error, one \
                line per invalid sample, writes no source and exits with status 1; so do other \
                errors, such as a sample without objects, an existing file without --force, or \
                an output that cannot be written.

                Examples:
                  yymodel generate Fixtures/github_user.json --name User
                  yymodel generate page1.json page2.json --name Timeline --output Timeline.swift
                  curl -s https://api.github.com/users/octocat | yymodel generate - --name User --class
                  yymodel generate Fixtures/twitter.json --name Root --namespace Twitter
                  yymodel generate orders.json --infer-enums --sendable --hashable
                  yymodel generate user.json --prefix GH --public --output-directory Models

                \(YYModelCommand.exitStatusHelp)
                """
        )

        @Argument(help: ArgumentHelp("The sample JSON files; '-' reads standard input.", valueName: "file"))
        var inputs: [InputSource] = [.standardInput]

        @Option(help: ArgumentHelp("The name of the top-level model.", valueName: "type"))
        var name = "Root"

        @Option(help: ArgumentHelp("How property names map to keys: auto, snake or names.", valueName: "strategy"))
        var keyStrategy: KeyStrategyArgument = .auto

        @Flag(name: .customLong("class"), help: "Declare final classes instead of structs.")
        var declaresClasses = false

        @Option(help: ArgumentHelp("Declare the models inside 'enum <name> { ... }'.", valueName: "name"))
        var namespace: String?

        @Option(name: .customLong("prefix"), help: ArgumentHelp("Put this in front of every type name (GH: GHOwner).", valueName: "prefix"))
        var typePrefix = ""

        @Flag(name: .customLong("public"), help: "Make the types, their properties and init() public.")
        var declaresPublicTypes = false

        @Flag(help: "Declare every type Sendable (not with --class).")
        var sendable = false

        @Flag(help: "Declare every type Equatable.")
        var equatable = false

        @Flag(help: "Declare every type Hashable (and so Equatable).")
        var hashable = false

        @Flag(help: "Make string fields with 2 to 8 values, each seen twice or more, String enums.")
        var inferEnums = false

        @Option(name: .shortAndLong, help: ArgumentHelp("Write the source to this file instead of standard output.", valueName: "path"))
        var output: String?

        @Option(help: ArgumentHelp("Write one file per type, <dir>/<Type>.swift, and print their paths.", valueName: "dir"))
        var outputDirectory: String?

        @Flag(help: "With --output-directory, replace files that already exist.")
        var force = false

        /// The generator options these arguments ask for.
        var options: GeneratorOptions {
            GeneratorOptions(
                rootName: name,
                keyStrategy: keyStrategy.strategy,
                declarationKind: declaresClasses ? .finalClass : .structure,
                namespace: namespace,
                accessLevel: declaresPublicTypes ? .public : .internal,
                conformances: conformances,
                typePrefix: typePrefix,
                infersEnums: inferEnums
            )
        }

        /// The conformances the flags ask for.
        private var conformances: Set<Conformance> {
            var conformances: Set<Conformance> = []
            if sendable { conformances.insert(.sendable) }
            if equatable { conformances.insert(.equatable) }
            if hashable { conformances.insert(.hashable) }
            return conformances
        }

        func validate() throws {
            if output != nil, outputDirectory != nil {
                throw ValidationError("Give --output or --output-directory, not both.")
            }
            if force, outputDirectory == nil {
                throw ValidationError("--force applies only to --output-directory.")
            }
            do {
                try options.validate()
            } catch {
                throw ValidationError(error.message)
            }
        }

        func run() throws {
            var samples: [GeneratorSample] = []
            var failed = false
            for source in inputs {
                switch Self.read(source) {
                case .success(let value):
                    samples.append(GeneratorSample(name: source.displayName, commandArgument: source.argument, value: value))
                case .failure(let report):
                    StandardError.writeLine(report.line(for: source))
                    failed = true
                }
            }
            if failed { throw ExitCode.failure }

            if let outputDirectory {
                try writeFiles(for: samples, into: OutputDirectory(path: outputDirectory, replacesExistingFiles: force))
                return
            }
            let source: String
            do {
                source = try ModelGenerator(options: options).source(for: samples)
            } catch {
                StandardError.writeLine("error: \(error.message)")
                throw ExitCode.failure
            }
            if let output {
                do {
                    try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
                } catch {
                    StandardError.writeLine("\(output): cannot write: \(InputReadError.systemReason(for: error))")
                    throw ExitCode.failure
                }
            } else {
                try FileHandle.standardOutput.write(contentsOf: Data(source.utf8))
            }
        }

        /// Writes one file per type into `directory`, then prints the paths written to standard
        /// output: they are the command's result, so a script can read them (`| xargs ...`).
        private func writeFiles(for samples: [GeneratorSample], into directory: OutputDirectory) throws {
            let files: [GeneratedFile]
            do {
                files = try ModelGenerator(options: options).files(for: samples)
            } catch {
                StandardError.writeLine("error: \(error.message)")
                throw ExitCode.failure
            }
            let written: [String]
            do {
                written = try directory.write(files)
            } catch {
                switch error {
                case .filesExist(let paths):
                    for path in paths { StandardError.writeLine("\(path): already exists; give --force to replace it") }
                case .notADirectory(let path):
                    StandardError.writeLine("\(path): not a directory")
                case .cannotCreateDirectory(let path, let underlying):
                    StandardError.writeLine("\(path): cannot create the directory: \(InputReadError.systemReason(for: underlying))")
                case .cannotWrite(let path, let underlying):
                    StandardError.writeLine("\(path): cannot write: \(InputReadError.systemReason(for: underlying))")
                }
                throw ExitCode.failure
            }
            try FileHandle.standardOutput.write(contentsOf: Data(written.map { $0 + "\n" }.joined().utf8))
        }

        /// Reads and parses one sample, or says why it cannot be used.
        private static func read(_ source: InputSource) -> Result<JSON, InputReportFailure> {
            let bytes: Data
            do {
                bytes = try source.readBytes()
            } catch {
                return .failure(InputReportFailure(report: .unreadable(error)))
            }
            do {
                return .success(try JSON(parsing: bytes))
            } catch let error as JSONParseError {
                return .failure(InputReportFailure(report: .syntaxError(error)))
            } catch {
                return .failure(InputReportFailure(report: .failed(error)))
            }
        }
    }

    /// The `--key-strategy` values.
    enum KeyStrategyArgument: String, CaseIterable, ExpressibleByArgument {
        case auto, snake, names

        var strategy: GeneratorOptions.KeyStrategy {
            switch self {
            case .auto: .automatic
            case .snake: .snakeCase
            case .names: .useNames
            }
        }
    }
}

/// An ``InputReport`` carried as an error (a `Result` failure).
private struct InputReportFailure: Error {
    let report: InputReport

    func line(for source: InputSource) -> String { report.line(for: source) }
}
