import ArgumentParser
import Foundation

/// Where a command reads JSON from: a file, or standard input when the argument is `-`.
///
///     let source = InputSource(argument: "-")
///     print(source.displayName)   // Prints "<stdin>"
public struct InputSource: Hashable, Sendable, ExpressibleByArgument {
    /// The argument as the user typed it.
    public let argument: String

    /// Creates a source from a command-line argument; `-` means standard input.
    public init(argument: String) {
        self.argument = argument
    }

    /// Standard input: what a command reads when it is given `-`, or no file at all (as `jq` and
    /// `python -m json.tool` do, so the command can sit at the end of a pipe).
    public static let standardInput = InputSource(argument: "-")

    /// The argument as typed, so that help shows a default of standard input as `(default: -)`.
    public var defaultValueDescription: String { argument }

    /// `true` for `-`, standard input.
    public var isStandardInput: Bool { argument == "-" }

    /// The name used at the start of every message about this input: the path, or `<stdin>`.
    public var displayName: String { isStandardInput ? "<stdin>" : argument }

    /// Reads every byte of the input (standard input up to its end).
    ///
    /// - Throws: ``InputReadError`` with the system's reason, such as "No such file or directory".
    public func readBytes() throws(InputReadError) -> Data {
        do {
            let handle = isStandardInput ? FileHandle.standardInput : try FileHandle(forReadingFrom: URL(fileURLWithPath: argument))
            defer { if !isStandardInput { try? handle.close() } }
            return try handle.readToEnd() ?? Data()
        } catch {
            throw InputReadError(reason: InputReadError.systemReason(for: error))
        }
    }
}

/// An input that could not be read (missing, a directory, no permission, an I/O error).
public struct InputReadError: Error, CustomStringConvertible {
    /// What the system said, for example "Is a directory".
    public let reason: String

    /// The reason, as is.
    public var description: String { reason }

    /// The most specific message in `error`: the POSIX reason Foundation wraps, when there is one.
    public static func systemReason(for error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
