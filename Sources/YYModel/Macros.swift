// The macros that turn a struct or class into a JSON model. Their implementations live in the
// `YYModelMacros` compiler plugin; everything they generate calls the public model API.

/// Makes a struct or class a ``JSONModel``: decodable from and encodable to JSON with YYModel's
/// lenient conversions, and `Codable` with the same keys.
///
/// Every stored instance property takes part under its own name unless you say otherwise:
///
///     // {"id": 7, "login": "ann", "html_url": "https://x.y", "followers_count": 12}
///     @JSONModel(keyStrategy: .snakeCase)
///     struct User {
///         var id: UInt64 = 0
///         var login: String = ""
///         @JSONKey("html_url") var homepage: URL?
///         var followersCount: Int?          // key "followers_count"
///         @JSONIgnore var cache: [String] = []
///     }
///
///     let user = try User(json: data)
///
/// Which properties take part: stored instance properties (`var`, or `let` without an initial
/// value) that are not `static`, `lazy`, computed, marked ``JSONIgnore()``, listed in `ignoring:` or
/// left out of `only:`. A property with only `willSet`/`didSet` observers is stored and takes part.
/// Every property needs an explicit type.
///
/// A missing key leaves a property at its initial value (or `nil`); a non-optional property
/// without an initial value is required. Excluded properties must have an initial value.
///
/// - Parameters:
///   - keyStrategy: How property names become keys when no ``JSONKey(_:)`` is given;
///     `.snakeCase` turns `avatarURLString` into `avatar_url_string` at compile time.
///   - ignoring: Names of properties to leave out, like YYModel's blacklist:
///     `@JSONModel(ignoring: ["cache"])`.
///   - only: When given, the only properties that take part, like YYModel's whitelist:
///     `@JSONModel(only: ["id", "name"])`.
///   - discriminator: Reserved for enums with associated model values (not supported yet).
@attached(
    extension,
    conformances: JSONModel, Codable,
    names: named(jsonSchema), named(jsonHooks), named(init(jsonElement:context:)), named(updateJSON(from:context:)),
    named(encodeJSONProperty(_:to:)), named(init(from:)), named(encode(to:))
)
@attached(
    member,
    conformances: JSONModel, Codable,
    names: named(init(jsonElement:context:)), named(updateJSON(from:context:)), named(encodeJSONProperty(_:to:)),
    named(init(from:)), named(encode(to:)), named(_$JSONPropertyTypes)
)
public macro JSONModel(
    keyStrategy: JSONKeyStrategy = .useNames,
    ignoring: [String] = [],
    only: [String]? = nil,
    discriminator: String? = nil
) = #externalMacro(module: "YYModelMacros", type: "JSONModelMacro")

/// Reads a property from another key, a nested key path, or the first of several keys present.
///
///     // {"n": "Harry", "ext": {"desc": "A book"}, "ID": 2}
///     @JSONModel struct Book {
///         @JSONKey("n") var name: String = ""
///         @JSONKey("ext.desc") var summary: String?
///         @JSONKey("id", "ID", "book_id") var bookID: Int = 0
///     }
///
/// Each argument is one candidate, tried in order; the first present, non-null value wins, and
/// encoding writes the first. A dot separates the keys of a path (`"ext.desc"` reads
/// `{"ext": {"desc": ...}}`); write `"a\\.b"` for a key that contains a dot. Empty components
/// are dropped (`"a..b"` is `a` -> `b`). `@JSONKey` replaces the key entirely: the `keyStrategy`
/// does not apply to it.
///
/// - Parameter keys: One or more keys or key paths, as string literals.
@attached(peer)
public macro JSONKey(_ keys: String...) = #externalMacro(module: "YYModelMacros", type: "JSONKeyMacro")

/// Leaves a stored property out of decoding and encoding, like YYModel's blacklist.
///
///     // {"id": 1, "cache": ["ignored"]}   ->   User(id: 1, cache: [])
///     @JSONModel struct User {
///         var id: Int = 0
///         @JSONIgnore var cache: [String] = []
///     }
///
/// The property must have an initial value (or be an optional `var`, which starts as `nil`).
@attached(peer)
public macro JSONIgnore() = #externalMacro(module: "YYModelMacros", type: "JSONIgnoreMacro")

/// Converts one property through a ``JSONTransformer`` in both directions.
///
///     // {"start": 1445534567000, "tags": "a,b,c"}
///     @JSONModel struct Event {
///         @JSONTransform(UnixMillisecondsTransformer.self) var start: Date?
///         @JSONTransform(CommaSeparatedTransformer.self) var tags: [String] = []
///     }
///
/// The transformer's `Value` is the property's type (for an optional property, the wrapped type).
///
/// - Parameter transformer: The transformer type, written `T.self`.
@attached(peer)
public macro JSONTransform<T: JSONTransformer>(_ transformer: T.Type) =
    #externalMacro(module: "YYModelMacros", type: "JSONTransformMacro")
