/// Choices for decoding models from JSON.
///
///     let user = try User(json: data, options: JSONDecodingOptions(strict: true))
public struct JSONDecodingOptions: Sendable {
    /// When `true`, every value that would be ignored or replaced in lenient mode (a mismatch, a
    /// `null` for a non-optional, a missing required value) throws ``JSONModelError`` instead.
    public var strict: Bool
    /// The deepest nesting of arrays and objects the parser accepts.
    public var maxDepth: Int
    /// How `Date` properties read values (default: every YYModel format, numbers as seconds).
    public var dateDecoding: JSONDateDecodingStrategy
    /// Where in the document the value to decode is, as a JSON path: `data.user`, `data.items[0]`,
    /// `""` for the top level. `nil` (the default) uses the model's own `@JSONModel(rootPath:)`, and
    /// the top level for other types. A path that leads nowhere is a ``JSONModelError``.
    ///
    ///     let users = try [User](json: data, options: JSONDecodingOptions(rootPath: "data.users"))
    public var rootPath: String?

    /// Creates options; the defaults are lenient decoding, a depth limit of 512, automatic dates
    /// and the model's own root path.
    public init(
        strict: Bool = false,
        maxDepth: Int = JSONDocument.defaultMaxDepth,
        dateDecoding: JSONDateDecodingStrategy = .automatic,
        rootPath: String? = nil
    ) {
        self.strict = strict
        self.maxDepth = maxDepth
        self.dateDecoding = dateDecoding
        self.rootPath = rootPath
    }
}
