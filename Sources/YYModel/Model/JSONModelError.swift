import Foundation

/// A model-level decoding failure: where in the JSON (a path like `statuses[3].user.id`) and why.
///
/// Thrown for a required value that is missing and has no empty value, for a JSON top level of the
/// wrong kind, and — in strict mode — for every mismatch that lenient mode would only report.
public struct JSONModelError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the value is, as path components (empty for the top level).
    public let pathComponents: [JSONPathComponent]
    /// What went wrong.
    public let reason: String

    /// The JSON path of the value as text, empty for the top level: `statuses[3].user.id`.
    public var path: String { JSONPathText.text(of: pathComponents) }

    /// Creates an error at a path given as text.
    public init(path: String, reason: String) {
        self.init(pathComponents: JSONPathText.components(of: path), reason: reason)
    }

    /// Creates an error at a path given as components.
    public init(pathComponents: [JSONPathComponent], reason: String) {
        self.pathComponents = pathComponents
        self.reason = reason
    }

    /// `path: reason` (or just the reason at the top level).
    public var description: String { pathComponents.isEmpty ? reason : "\(path): \(reason)" }
}

/// Something a lenient decode ignored or replaced, with its JSON path.
///
///     var issues: [JSONDecodingIssue] = []
///     let user = try User(json: data, issues: &issues)
///     for issue in issues { print(issue) }   // Prints "followers: cannot convert string "many" to Int"
public struct JSONDecodingIssue: Sendable, Hashable, CustomStringConvertible {
    /// Where the value is, as path components (empty for the top level).
    public let pathComponents: [JSONPathComponent]
    /// What happened to it.
    public let reason: String

    /// The JSON path of the value as text: `statuses[3].user.id`.
    public var path: String { JSONPathText.text(of: pathComponents) }

    /// Creates an issue at a path given as text.
    public init(path: String, reason: String) {
        self.init(pathComponents: JSONPathText.components(of: path), reason: reason)
    }

    /// Creates an issue at a path given as components.
    public init(pathComponents: [JSONPathComponent], reason: String) {
        self.pathComponents = pathComponents
        self.reason = reason
    }

    /// `path: reason`.
    public var description: String { pathComponents.isEmpty ? reason : "\(path): \(reason)" }
}

extension JSONModelError: LocalizedError {
    /// The ``description``, so that `localizedDescription` shows this message rather than a
    /// generic one.
    public var errorDescription: String? { description }
}
