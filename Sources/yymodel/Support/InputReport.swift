import YYModel
import YYModelCLISupport

/// What a command has to say about one input, rendered as a single line that starts with its name.
///
///     let report = InputReport.syntaxError(error)   // error at line 1, column 13
///     print(report.line(for: InputSource(argument: "bad.json")))
///     // Prints "bad.json:1:13: expected a value, found ']'"
enum InputReport {
    /// The input is valid JSON.
    case valid
    /// The input is not valid JSON.
    case syntaxError(JSONParseError)
    /// The input could not be read.
    case unreadable(InputReadError)
    /// Any other failure of the engine (not expected; reported rather than hidden).
    case failed(any Error)

    /// The message, in the `FILE:LINE:COLUMN: reason` form for syntax errors and `FILE: ...`
    /// otherwise. `style` marks the location of a failure (`FILE:LINE:COLUMN:` or `FILE:`); a valid
    /// input's line reports no error, so it is never marked.
    func line(for source: InputSource, style: TerminalStyle = .plain) -> String {
        let name = source.displayName
        switch self {
        case .valid:
            return "\(name): ok"
        case .syntaxError(let error):
            return style.error("\(name):\(error.line):\(error.column):") + " \(error.reason)"
        case .unreadable(let error):
            return style.error("\(name):") + " cannot read: \(error.reason)"
        case .failed(let error):
            return style.error("\(name):") + " error: \(error)"
        }
    }
}
