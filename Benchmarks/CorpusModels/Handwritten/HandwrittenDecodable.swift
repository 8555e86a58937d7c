import YYModel

/// A corpus model that also has a hand-written decoder: the "Manually" row of YYModel's benchmark.
/// Every `@JSONModel` type reachable from the five `Root` types conforms.
///
/// `init(handwritten:)` is the code a performance engineer would write by hand against the public
/// ``JSONElement`` API instead of using `@JSONModel`: one pass over each object's members, keys
/// matched by length and then by bytes (`key.matches("login")`), scalars read straight from the
/// document, arrays reserved to their final size, no reflection and no tables of closures. Timing it
/// next to the generated decoder shows how much the macro's code leaves on the table.
///
///     let user = try GithubUserModels.Root(handwrittenJSON: data)
///     print(user.login)   // Prints "facebook"
///
/// The decoders accept exactly the documents in `Fixtures/` and documents shaped like them: a
/// missing key or a value of another JSON kind throws ``HandwrittenDecodingError``; `null` and a
/// missing key both read as `nil` for an optional property; unknown keys are skipped. They do not
/// convert between kinds the way the generated decoder does (no numeric strings, no YES/NO words),
/// except where the data needs it.
public protocol HandwrittenDecodable {
    /// Decodes the model from `element`, which must be a JSON object.
    ///
    /// - Throws: ``HandwrittenDecodingError`` for a missing required key or a value of the wrong kind.
    init(handwritten element: JSONElement) throws
}

extension HandwrittenDecodable {
    /// Parses `bytes` into a ``JSONDocument`` and decodes its root with ``init(handwritten:)``.
    ///
    /// - Throws: ``JSONParseError`` when `bytes` is not JSON, else what ``init(handwritten:)`` throws.
    @inlinable
    public init(handwrittenJSON bytes: some Collection<UInt8>) throws {
        self = try JSONDocument(parsing: bytes).withRoot { try Self(handwritten: $0) }
    }
}
