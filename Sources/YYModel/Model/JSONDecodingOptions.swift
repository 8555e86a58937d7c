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

    /// Creates options; the defaults are lenient decoding, a depth limit of 512 and automatic dates.
    public init(
        strict: Bool = false,
        maxDepth: Int = JSONDocument.defaultMaxDepth,
        dateDecoding: JSONDateDecodingStrategy = .automatic
    ) {
        self.strict = strict
        self.maxDepth = maxDepth
        self.dateDecoding = dateDecoding
    }
}
