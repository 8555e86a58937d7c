// The macros that turn a struct, class or enum into a JSON model. Their implementations live in
// the `YYModelMacros` compiler plugin; everything they generate calls the public model API.

/// Makes a struct, class or discriminated enum a ``JSONModel``: decodable from and encodable to
/// JSON with YYModel's lenient conversions, and `Codable` with the same keys.
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
/// value) that are not `static`, `lazy`, computed, `override`, marked ``JSONIgnore()``, listed in
/// `ignoring:` or left out of `only:`. A property with only `willSet`/`didSet` observers is stored
/// and takes part. Every property needs an explicit type.
///
/// A missing key leaves a property at its initial value (or `nil`); a non-optional property
/// without an initial value is required. Excluded properties must have an initial value.
///
/// ## Classes and subclasses
///
/// A class that can be subclassed gets its schema and hooks as overridable `class` members, and
/// a `@JSONModel` subclass of a `@JSONModel` class inherits its properties, keys and strategy:
///
///     // {"uid": 1, "user_name": "ann", "local_name": "Ann"}
///     @JSONModel(keyStrategy: .snakeCase)
///     class User {
///         var uid: UInt64 = 0
///         var userName: String = ""
///         class func jsonModelClass(for json: JSON) -> (any JSONModel.Type)? {
///             json["local_name"] != nil ? LocalUser.self : nil
///         }
///     }
///
///     @JSONModel
///     final class LocalUser: User {
///         var localName: String = ""       // key "local_name": the strategy is inherited
///     }
///
///     let user = try User(json: data)      // a LocalUser
///
/// The subclass's arguments add to the superclass's and win where they differ: its `keyStrategy`
/// derives every key no `@JSONKey` names, inherited ones included; its `ignoring:` and `only:` may
/// name inherited properties (give those an initial value, as for any excluded property). A
/// subclass overrides the hooks with `override`: the superclass has them all.
///
/// ## Classes from Objective-C code
///
/// A class whose superclass is `NSObject` is a model like any other (Objective-C code sees it
/// as an `NSObject`), and answers `description`, `hash` and `isEqual(_:)` with
/// ``JSONModel/modelDescription``, ``JSONModel/modelHash(into:)`` and
/// ``JSONModel/modelIsEqual(_:)`` unless it declares them itself, so that `NSArray`, `NSSet`,
/// dictionaries and `print` see its values:
///
///     @JSONModel
///     final class Author: NSObject {
///         var name: String = ""
///     }
///
///     try Author(json: #"{"name": "Ann"}"#) == Author(json: #"{"name": "Ann"}"#)   // true
///
/// ## Enums
///
/// An enum whose cases each hold one model (or nothing) needs `discriminator:`, the key whose
/// string value selects the case: the case name (through the key strategy), or the values of
/// ``JSONKey(_:)-8gzfw`` written on the case. Encoding writes the discriminator first, then the model.
///
///     // {"type": "text", "body": "hi"}   {"type": "img", "url": "https://x.y/a.png"}
///     @JSONModel(discriminator: "type")
///     enum Message {
///         case text(TextMessage)
///         @JSONKey("img", "image") case image(ImageMessage)   // reads both, writes "img"
///         case ping                                          // {"type": "ping"}
///     }
///
/// An unknown or missing discriminator is a mismatch: reported, or thrown in strict mode.
///
/// With `content:`, the case's value sits under that key beside the discriminator (adjacent
/// tagging), and may be of any type the library converts, not only a model. A case of several
/// values reads them by their labels (or, unlabelled, from an array under `content:`). Without
/// `discriminator:`, the case's name is the only key of an object holding its value (external
/// tagging), and a case without a value is its name alone. Integer discriminator values are
/// written `@JSONKey(1)`, on every case:
///
///     // {"kind": 2, "data": 42}     {"resize": {"width": 640}}     "quit"
///     @JSONModel(discriminator: "kind", content: "data")
///     enum Event {
///         @JSONKey(1) case text(TextMessage)
///         @JSONKey(2) case count(Int)
///     }
///
///     @JSONModel
///     enum Command {
///         case resize(Size)
///         case quit
///     }
///
/// - Parameters:
///   - keyStrategy: How property names become keys when no ``JSONKey(_:)-8gzfw`` is given;
///     `.snakeCase` turns `avatarURLString` into `avatar_url_string` at compile time. On an enum,
///     how case names become discriminator values.
///   - ignoring: Names of properties to leave out, like YYModel's blacklist:
///     `@JSONModel(ignoring: ["cache"])`.
///   - only: When given, the only properties that take part, like YYModel's whitelist:
///     `@JSONModel(only: ["id", "name"])`.
///   - discriminator: For an enum whose cases hold values, the key that selects the case;
///     without it, an enum's cases are told apart by their names as keys (external tagging).
///   - content: For an enum with `discriminator:`, the key beside it that holds the case's value
///     (adjacent tagging); without it, the case's model shares the discriminator's object.
///   - rootPath: Where documents hold the model, as a JSON path: with `"data.user"`,
///     `User(json:)` and `update(withJSON:)` read `{"code": 0, "data": {"user": {...}}}`. Nested
///     occurrences and encoding are unaffected; ``JSONDecodingOptions/rootPath`` overrides it
///     per call.
@attached(
    extension,
    conformances: JSONModel, Codable,
    names: named(jsonSchema), named(jsonHooks), named(init(jsonElement:context:)), named(__updateJSONMembers(from:context:)),
    named(__encodeJSONProperty(_:to:)), named(__encodeJSONMembers(_:to:)), named(__jsonPropertyValue(_:)), named(init(from:)),
    named(encode(to:)), named(decodeJSON(from:context:)), named(__decodeJSONDirectly(context:)), named(encodeJSON(to:)),
    named(jsonCase)
)
@attached(
    member,
    conformances: JSONModel, Codable,
    names: named(jsonSchema), named(_$jsonSchema), named(jsonHooks), named(jsonWillDecode), named(jsonDidDecode),
    named(jsonWillEncode), named(jsonModelClass), named(init(jsonElement:context:)), named(init(__jsonFrame:context:)),
    named(__updateJSONMembers(from:context:)), named(__updateJSONProperties(_:context:)), named(__encodeJSONProperty(_:to:)),
    named(__encodeJSONMembers(_:to:)), named(__jsonPropertyValue(_:)), named(init(__jsonCopying:copier:)), named(init(from:)),
    named(encode(to:)), named(description), named(hash), named(isEqual),
    named(_$JSONPropertyTypes)
)
public macro JSONModel(
    keyStrategy: JSONKeyStrategy = .useNames,
    ignoring: [String] = [],
    only: [String]? = nil,
    discriminator: String? = nil,
    content: String? = nil,
    rootPath: String? = nil
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
/// On a case of a discriminated enum, `@JSONKey` lists the discriminator values of the case
/// instead (written as they are: no key paths): `@JSONKey("img", "image") case image(Image)`.
///
/// - Parameter keys: One or more keys or key paths, as string literals.
@attached(peer)
public macro JSONKey(_ keys: String...) = #externalMacro(module: "YYModelMacros", type: "JSONKeyMacro")

/// Derives one property's key from its name with its own strategy, where the type's
/// `keyStrategy` does not fit it.
///
///     // {"user_id": 7, "X-Request-ID": "a1", "display-name": "Ann"}
///     @JSONModel(keyStrategy: .snakeCase)
///     struct Entry {
///         var userID: Int = 0                                   // "user_id"
///         @JSONKey("X-Request-ID") var requestID: String = ""
///         @JSONKey(strategy: .kebabCase) var displayName: String = ""  // "display-name"
///     }
///
/// The key is fixed at compile time, like one written with ``JSONKey(_:)-8gzfw``: a subclass's
/// strategy does not change it. On a case of a discriminated enum, the strategy derives the
/// case's discriminator value from its name.
///
/// - Parameter strategy: How the property's name becomes its key.
/// The integer discriminator values of one case of an enum with `discriminator:`, for JSON that
/// tells cases apart by number: `{"kind": 2, ...}`.
///
///     @JSONModel(discriminator: "kind")
///     enum Shape {
///         @JSONKey(1) case circle(Circle)
///         @JSONKey(2, 20) case square(Square)    // reads 2 or 20, writes 2
///     }
///
/// Every case needs integer values then, except a `@JSONFallback` case. A number or numeric text
/// reads (`"2"` selects `square`); the first value is written as a number.
///
/// - Parameter values: One or more integer literals.
@attached(peer)
public macro JSONKey(_ values: Int...) = #externalMacro(module: "YYModelMacros", type: "JSONKeyMacro")

@attached(peer)
public macro JSONKey(strategy: JSONKeyStrategy) = #externalMacro(module: "YYModelMacros", type: "JSONKeyMacro")

/// Leaves a stored property out of every model operation (decoding, encoding, description, copy,
/// equality, hashing), like YYModel's blacklist.
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

/// Leaves a stored property out of one direction only; it still takes part in description, copy,
/// equality and hashing.
///
///     @JSONModel struct Account {
///         var id: Int = 0
///         @JSONIgnore(.encoding) var password: String = ""   // read from requests, never written
///         @JSONIgnore(.decoding) var revision: Int = 1        // written, never taken from input
///     }
///
/// A property ignored when decoding keeps its initial value, so it needs one (or must be an
/// optional `var`). `@JSONKey` and `@JSONTransform` apply to the direction that remains.
@attached(peer)
public macro JSONIgnore(_ direction: JSONCodingDirection) = #externalMacro(module: "YYModelMacros", type: "JSONIgnoreMacro")

/// Reads a nested model from the keys of the model that holds it, and writes its members there,
/// instead of under a key of its own.
///
///     // {"id": 7, "street": "1 Main St", "city": "Springfield"}
///     @JSONModel struct Address {
///         var street: String = ""
///         var city: String = ""
///     }
///
///     @JSONModel struct Customer {
///         var id: Int = 0
///         @JSONFlatten var address: Address = Address()
///     }
///
/// The nested model matches its own keys (and key paths and strategy) against the same object;
/// the holder's properties do not hide keys from it, so a key both read is read by both and
/// written twice. Its hooks run as for any nested model, and its issues name the paths of its
/// keys (`street`, not `address.street`). With `.sortedKeys`, its members sort among the holder's.
///
/// The property's type is a `@JSONModel` type, not optional; the model holding it is a struct or a
/// final class that is not a subclass.
@attached(peer)
public macro JSONFlatten() = #externalMacro(module: "YYModelMacros", type: "JSONFlattenMacro")

/// Marks the case of a discriminated enum that takes every object whose discriminator names no
/// other case, or is missing, instead of a mismatch.
///
///     @JSONModel(discriminator: "type")
///     enum Message {
///         case text(TextMessage)
///         @JSONFallback case unknown(JSON)     // {"type": "poll", ...} kept as it is
///     }
///
/// The case holds the whole object decoded as its payload: `JSON` keeps it exactly, and is
/// written back exactly; a model payload is decoded from it; a case without payload just records
/// that the type was unknown. Its own name (or `@JSONKey` values) still selects it too.
@attached(peer)
public macro JSONFallback() = #externalMacro(module: "YYModelMacros", type: "JSONFallbackMacro")

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

/// Converts one property through a ``JSONPropertyTransform`` value, for conversions that take
/// arguments, in both directions.
///
///     // {"day": "09/03/2024", "code": "abc"}
///     @JSONModel struct Booking {
///         @JSONTransform(.dateFormat("dd/MM/yyyy")) var day: Date?
///         @JSONTransform(.custom(decode: { $0.string?.uppercased() }, encode: { JSON.string($0.lowercased()) }))
///         var code: String = ""
///     }
///
/// The transform's `Value` is the property's type (for an optional property, the wrapped type).
/// The expression is evaluated each time the property is decoded or encoded.
///
/// - Parameter transform: The transform, such as ``DateFormatTransform`` (`.dateFormat(_:timeZone:)`)
///   or ``ClosureTransform`` (`.custom(decode:encode:)`).
@attached(peer)
public macro JSONTransform<T: JSONPropertyTransform>(_ transform: T) =
    #externalMacro(module: "YYModelMacros", type: "JSONTransformMacro")
