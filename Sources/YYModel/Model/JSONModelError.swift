/// A model-level decoding failure: where in the JSON (a path like `statuses[3].user.id`) and why.
///
/// Thrown for a required value that is missing and has no empty value, for a JSON top level of the
/// wrong kind, and — in strict mode — for every mismatch that lenient mode would only report.
public struct JSONModelError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The JSON path of the value, empty for the top level.
    public let path: String
    /// What went wrong.
    public let reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason` (or just the reason at the top level).
    public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
}

/// Something a lenient decode ignored or replaced, with its JSON path.
///
///     var issues: [JSONDecodingIssue] = []
///     let user = try User(json: data, issues: &issues)
///     for issue in issues { print(issue) }   // Prints "followers: cannot convert string "many" to Int"
public struct JSONDecodingIssue: Sendable, Hashable, CustomStringConvertible {
    /// The JSON path of the value.
    public let path: String
    /// What happened to it.
    public let reason: String

    /// Creates an issue.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`.
    public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
}
