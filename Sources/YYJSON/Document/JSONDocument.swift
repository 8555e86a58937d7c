/// A parsed JSON text in a compact, read-only form: the layer every decode runs on.
///
/// Parsing checks the whole text against RFC 8259 once and records every value on a flat *tape*
/// (two words per value). Strings stay in a copy of the input and are unescaped only when they
/// contain escapes; numbers are converted once, exactly, and keep their original text.
///
///     let document = try JSONDocument(parsing: Array(#"{"id": 7, "tags": ["a"]}"#.utf8))
///     print(document.root.kind)          // Prints "object"
///
/// A document is immutable and `Sendable`; the ``JSONElement`` views it hands out are valid only
/// inside the closure or call that received them.
public final class JSONDocument: @unchecked Sendable {
    @usableFromInline let parsed: ParsedJSON

    /// The default limit on nesting of arrays and objects.
    public static let defaultMaxDepth = 512

    /// Parses UTF-8 JSON text.
    ///
    /// - Parameters:
    ///   - bytes: The JSON text. A leading UTF-8 byte order mark is skipped.
    ///   - maxDepth: The deepest nesting of arrays and objects accepted (default 512).
    /// - Throws: ``JSONParseError`` naming the position and the reason when the text is not valid JSON.
    public init(parsing bytes: some Collection<UInt8>, maxDepth: Int = JSONDocument.defaultMaxDepth) throws {
        parsed = try ParsedJSON(parsing: bytes, maxDepth: maxDepth)
    }

    /// Parses UTF-8 text in `syntax`: JSON with what Foundation's `JSONDecoder` accepts beyond it,
    /// or JSON5.
    init(parsing bytes: some Collection<UInt8>, maxDepth: Int, syntax: JSONSyntax) throws {
        parsed = try ParsedJSON(parsing: bytes, maxDepth: maxDepth, syntax: syntax)
    }

    /// A view of the storage for the library's readers.
    @inlinable
    var tape: JSONTape { parsed.tape }

    /// Calls `body` with the top-level value; the element must not escape `body`.
    @inlinable
    public func withRoot<R>(_ body: (JSONElement) throws -> R) rethrows -> R {
        try withExtendedLifetime(self) { try parsed.withRoot(body) }
    }

    /// The top-level value as a ``JSON`` tree (built without recursion; see ``JSON/maxTreeDepth``
    /// for the depth a tree can safely have when the document was parsed with a larger `maxDepth`).
    public var root: JSON { withRoot { JSON($0) } }
}
