import Foundation

/// Whether text written to one stream may carry colour, and the colouring itself.
///
/// Colour is only for people reading a terminal: escape bytes in a pipe or a file would corrupt
/// what a script or editor parses. So a stream is coloured only when it is a terminal, `TERM` is
/// not `dumb` (a terminal that shows escapes as text), and `NO_COLOR` is absent from the
/// environment (<https://no-color.org>): any value turns colour off, even an empty one, so that
/// setting it at all is enough.
///
///     let style = TerminalStyle.standardOutput
///     print(style.error("bad.json:1:13:") + " expected a value, found ']'")
///     // Red location on a terminal; plain text in a pipe or with NO_COLOR set.
public struct TerminalStyle: Sendable {
    /// `true` when the methods add escape sequences; `false` when they return the text unchanged.
    public let usesColor: Bool

    /// Creates a style that colours, or not, regardless of where the text goes.
    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// No colour: for text that is not written to a stream, or whose stream is unknown.
    public static let plain = TerminalStyle(usesColor: false)

    /// The style for a stream given by its file descriptor, following the rules above.
    ///
    /// - Parameters:
    ///   - fileDescriptor: The stream the text is written to, such as `STDOUT_FILENO`.
    ///   - environment: The variables to read `NO_COLOR` and `TERM` from; the process's own by
    ///     default.
    public init(for fileDescriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.init(usesColor: Self.allowsColor(isTerminal: isatty(fileDescriptor) != 0, environment: environment))
    }

    /// The style for standard output.
    public static var standardOutput: TerminalStyle { TerminalStyle(for: STDOUT_FILENO) }

    /// The style for standard error.
    public static var standardError: TerminalStyle { TerminalStyle(for: STDERR_FILENO) }

    /// Whether a stream may be coloured: a terminal, `TERM` other than `dumb`, and no `NO_COLOR`.
    public static func allowsColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    /// `text` marked as the subject of an error (such as `FILE:LINE:COLUMN:`): red when colours
    /// are on, unchanged otherwise.
    public func error(_ text: String) -> String {
        // SGR 31 (red) then SGR 0 (reset), so the colour ends with the text.
        usesColor ? "\u{1B}[31m\(text)\u{1B}[0m" : text
    }
}
