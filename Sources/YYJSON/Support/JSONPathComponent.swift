/// One step of a JSON path: an object member's key or an array index.
///
/// Errors and decoding issues name where a value sits both as text (`statuses[3].user.id`) and as
/// components, so that code can act on a location without parsing the text:
///
///     catch let error as JSONModelError {
///         if case .key(let field) = error.pathComponents.last { highlight(field) }
///     }
public enum JSONPathComponent: Hashable, Sendable, CustomStringConvertible {
    /// The value of the object member with this key.
    case key(String)
    /// The element at this zero-based index of an array.
    case index(Int)

    /// The step as it appears in a path: `key`, `["odd key"]` or `[3]`.
    public var description: String { JSONPathText.text(of: [self]) }
}
