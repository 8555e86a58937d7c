/// Why a request body did not decode, in the words a server sends its client: where (the line and
/// column of invalid JSON, or the JSON path of a value) and what was wrong there, without the
/// server's Swift types, which are none of the client's business.
enum RequestBodyProblem {
    /// The message for `error`, or `nil` when `error` is not about the body's JSON (the server's
    /// own failure, which must not become a client error).
    static func message(for error: any Error) -> String? {
        switch error {
        case let error as JSONParseError:
            return "Invalid JSON at line \(error.line), column \(error.column): \(error.reason)."
        case let error as JSONModelError:
            // Its reason names the model's types.
            return error.pathComponents.isEmpty ? "Invalid body: not the JSON value expected." : "Invalid value at \(error.path)."
        case let error as DecodingError:
            return message(for: error)
        default:
            return nil
        }
    }

    private static func message(for error: DecodingError) -> String? {
        switch error {
        case .dataCorrupted(let context):
            if let underlying = context.underlyingError, let message = message(for: underlying) { return message }
            return "Invalid value at \(place(context.codingPath))."
        case .keyNotFound(let key, let context):
            return "Missing key at \(place(context.codingPath + [key]))."
        case .valueNotFound(_, let context):
            return "Missing or null value at \(place(context.codingPath))."
        case .typeMismatch(_, let context):
            return "Value of the wrong type at \(place(context.codingPath))."
        @unknown default:
            return nil
        }
    }

    /// `path` as a JSON path, or "the top level".
    private static func place(_ path: [any CodingKey]) -> String {
        let text = JSONPathText.text(of: path)
        return text.isEmpty ? "the top level" : text
    }
}
