/// Choices for decoding models from JSON.
///
///     let user = try User(json: data, options: JSONDecodingOptions(strict: true))
public struct JSONDecodingOptions: Sendable {
    /// When `true`, every value that would be ignored or replaced in lenient mode (a mismatch, a
    /// `null` for a non-optional, a missing required value) throws ``JSONModelError`` instead.
    public var strict: Bool
    /// The deepest nesting of arrays and objects the parser accepts.
    public var maxDepth: Int

    /// Creates options; the defaults are lenient decoding and a depth limit of 512.
    public init(strict: Bool = false, maxDepth: Int = JSONDocument.defaultMaxDepth) {
        self.strict = strict
        self.maxDepth = maxDepth
    }
}
