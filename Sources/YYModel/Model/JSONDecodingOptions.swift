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
    public var dateDecoding: JSONDateDecodingStrategy {
        get { rarelyChanged?.dateDecoding ?? .automatic }
        set { rarelyChanged = RarelyChanged.make(dateDecoding: newValue, rootPath: rootPath) }
    }

    /// Where in the document the value to decode is, as a JSON path: `data.user`, `data.items[0]`,
    /// `""` for the top level. `nil` (the default) uses the model's own `@JSONModel(rootPath:)`, and
    /// the top level for other types. A path that leads nowhere is a ``JSONModelError``.
    ///
    ///     let users = try [User](json: data, options: JSONDecodingOptions(rootPath: "data.users"))
    public var rootPath: String? {
        get { rarelyChanged?.rootPath }
        set { rarelyChanged = RarelyChanged.make(dateDecoding: dateDecoding, rootPath: newValue) }
    }

    /// The choices other than the defaults that most decodes keep, in one shared box, `nil` when
    /// they are the defaults: every decode copies its options, and a copy of `nil` costs nothing.
    @usableFromInline private(set) var rarelyChanged: RarelyChanged?

    /// Whether ``rootPath`` is `nil`, read without a call (every decode asks).
    @inlinable var hasNoRootPath: Bool { rarelyChanged.map { $0.rootPath == nil } ?? true }

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
        rarelyChanged = RarelyChanged.make(dateDecoding: dateDecoding, rootPath: rootPath)
    }
}

/// The date strategy and root path of ``JSONDecodingOptions``, replaced as a whole when one changes.
@usableFromInline
final class RarelyChanged: Sendable {
    let dateDecoding: JSONDateDecodingStrategy
    @usableFromInline let rootPath: String?

    private init(dateDecoding: JSONDateDecodingStrategy, rootPath: String?) {
        self.dateDecoding = dateDecoding
        self.rootPath = rootPath
    }

    /// A box for choices other than the defaults; `nil` for the defaults.
    static func make(dateDecoding: JSONDateDecodingStrategy, rootPath: String?) -> RarelyChanged? {
        if case .automatic = dateDecoding, rootPath == nil { return nil }
        return RarelyChanged(dateDecoding: dateDecoding, rootPath: rootPath)
    }
}
