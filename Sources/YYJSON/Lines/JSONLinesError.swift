import Foundation

/// A line of a JSON Lines text that could not be decoded: where it is, and why.
///
///     do {
///         let events = try JSONLinesDecoder().decode(Event.self, from: data)
///     } catch let error as JSONLinesError {
///         print(error)   // Prints "line 3, column 12: expected ',' or '}' after object member"
///     }
///
/// ``line`` counts every line of the input, blank ones included, so it is the number an editor
/// shows. ``column`` is known for syntax errors only; a value that is valid JSON but does not
/// decode (a missing key, a type mismatch) names its coding path in ``reason`` instead.
public struct JSONLinesError: Error, LocalizedError, Sendable, CustomStringConvertible {
    /// The one-based number of the line in the input.
    public let line: Int
    /// The one-based column of a syntax error within the line, in Unicode scalars; `nil` when the
    /// line is valid JSON that did not decode.
    public let column: Int?
    /// What is wrong, in words: the parser's reason, or the coding path and the decoder's message.
    public let reason: String
    /// The error the line's decode threw: a ``JSONParseError`` for invalid JSON (also when a
    /// decoder wrapped it in `DecodingError.dataCorrupted`), otherwise a `DecodingError` or the
    /// decode's own error.
    public let underlyingError: any Error

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - line: The one-based line number.
    ///   - column: The one-based column of a syntax error, or `nil`.
    ///   - reason: What is wrong.
    ///   - underlyingError: The error the decode threw.
    public init(line: Int, column: Int?, reason: String, underlyingError: any Error) {
        self.line = line
        self.column = column
        self.reason = reason
        self.underlyingError = underlyingError
    }

    /// The error for `error`, thrown while decoding line `line`.
    package init(line: Int, decoding error: any Error) {
        if let parseError = Self.parseError(in: error) {
            self.init(line: line, column: parseError.column, reason: parseError.reason, underlyingError: parseError)
        } else if let decodingError = error as? DecodingError {
            self.init(line: line, column: nil, reason: Self.reason(for: decodingError), underlyingError: decodingError)
        } else {
            self.init(line: line, column: nil, reason: "\(error)", underlyingError: error)
        }
    }

    /// `line N, column M: reason`, or `line N: reason` without a column.
    public var description: String {
        if let column { return "line \(line), column \(column): \(reason)" }
        return "line \(line): \(reason)"
    }

    /// The same text as ``description``.
    public var errorDescription: String? { description }

    /// The syntax error in `error`: itself, or what a `Codable` decoder reported as corrupted data.
    private static func parseError(in error: any Error) -> JSONParseError? {
        if let parseError = error as? JSONParseError { return parseError }
        if case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty {
            return context.underlyingError as? JSONParseError
        }
        return nil
    }

    /// `path: message` for a decoding error, or the message alone at the top level.
    private static func reason(for error: DecodingError) -> String {
        let context: DecodingError.Context
        var path: [any CodingKey]
        switch error {
        case .keyNotFound(let key, let keyContext):
            context = keyContext
            path = keyContext.codingPath + [key]
        case .typeMismatch(_, let errorContext), .valueNotFound(_, let errorContext), .dataCorrupted(let errorContext):
            context = errorContext
            path = errorContext.codingPath
        @unknown default:
            return "\(error)"
        }
        let text = JSONPathText.text(of: path)
        return text.isEmpty ? context.debugDescription : "\(text): \(context.debugDescription)"
    }
}
