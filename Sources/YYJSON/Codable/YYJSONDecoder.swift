import Foundation

/// Decodes `Decodable` values from JSON: a drop-in replacement for Foundation's `JSONDecoder`,
/// running on this library's parser.
///
/// Change the type name and keep the rest of your code:
///
///     struct User: Codable {
///         var id: Int
///         var login: String
///         var createdAt: Date
///     }
///
///     let decoder = YYJSONDecoder()                       // was: JSONDecoder()
///     decoder.keyDecodingStrategy = .convertFromSnakeCase
///     decoder.dateDecodingStrategy = .iso8601
///     let user = try decoder.decode(User.self, from: data)
///     print(user.login)                                   // Prints "facebook"
///
/// The JSON text is parsed once into the flat form a ``JSONDocument`` holds, which the decoder
/// keeps, and your types read it in place: no `[String: Any]`, no intermediate tree. Values, errors
/// (`DecodingError` case and coding path) and strategies behave as Foundation's do; invalid JSON
/// throws `DecodingError.dataCorrupted` whose `underlyingError` is a ``JSONParseError`` with the
/// line and column.
///
/// ## YYModel's leniency, on request
///
/// Set ``allowsLenientConversions`` to accept the values YYModel converts: `"123"` for an `Int`,
/// `"yes"` for a `Bool`, `12.9` for an `Int` (truncated), a number for a `String` (its original text),
/// and (with ``DateDecodingStrategy/deferredToDate``) a date string in any YYModel format.
/// ``DateDecodingStrategy/automatic`` reads those date formats in either mode.
///
/// ## Thread safety
///
/// A decoder is `Sendable`: its configuration is guarded by a lock and every `decode` call works on a
/// snapshot of it, so one decoder can serve several threads.
public final class YYJSONDecoder: Sendable {
    /// The configuration one `decode` call uses.
    struct Options {
        var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
        var dateDecodingStrategy: DateDecodingStrategy = .deferredToDate
        var dataDecodingStrategy: DataDecodingStrategy = .base64
        var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy = .throw
        var allowsLenientConversions = false
        var allowsJSON5 = false
        var assumesTopLevelDictionary = false
        var maxDepth = JSONDocument.defaultMaxDepth
        var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    }

    private let settings = LockedValue(Options())

    /// Creates a decoder with Foundation's defaults: default keys, `.deferredToDate`, `.base64`,
    /// non-conforming floats rejected, strict conversions.
    public init() {}

    /// How JSON object keys are matched to your coding keys (default: ``KeyDecodingStrategy/useDefaultKeys``).
    public var keyDecodingStrategy: KeyDecodingStrategy {
        get { settings[\.keyDecodingStrategy] }
        set { settings[\.keyDecodingStrategy] = newValue }
    }

    /// How `Date` values are read (default: ``DateDecodingStrategy/deferredToDate``).
    public var dateDecodingStrategy: DateDecodingStrategy {
        get { settings[\.dateDecodingStrategy] }
        set { settings[\.dateDecodingStrategy] = newValue }
    }

    /// How `Data` values are read (default: ``DataDecodingStrategy/base64``).
    public var dataDecodingStrategy: DataDecodingStrategy {
        get { settings[\.dataDecodingStrategy] }
        set { settings[\.dataDecodingStrategy] = newValue }
    }

    /// Whether strings may stand for infinities and NaN (default: ``NonConformingFloatDecodingStrategy/throw``).
    public var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy {
        get { settings[\.nonConformingFloatDecodingStrategy] }
        set { settings[\.nonConformingFloatDecodingStrategy] = newValue }
    }

    /// Whether primitive values convert the way YYModel converts them (default `false`: Foundation's
    /// strict rules).
    ///
    /// When `true`, a value of another JSON kind is converted instead of throwing `typeMismatch`:
    ///
    /// | Swift type        | also accepts                                                               |
    /// |-------------------|----------------------------------------------------------------------------|
    /// | integers          | numeric strings (`"42"`, `" 7 "`, `"1e3"`), `true`/`false` as 1/0, fractions truncated toward zero (`12.9` -> 12), `"yes"`/`"no"` |
    /// | `Double`, `Float` | numeric strings, `true`/`false` as 1/0, `"yes"`/`"no"`                       |
    /// | `Bool`            | numbers (non-zero is `true`), `"true"`/`"YES"`/`"no"`… and numeric strings    |
    /// | `String`          | numbers, as their original text (`100010`, `1.50`, `1e3`); `true`/`false`    |
    /// | `Date`            | with ``DateDecodingStrategy/deferredToDate``: a string in any YYModel date format |
    ///
    /// Values that still do not convert (`"abc"` for an `Int`, `300` for an `Int8`) throw the same
    /// errors as in strict mode; `null` is still `valueNotFound` for a non-optional.
    ///
    ///     let decoder = YYJSONDecoder()
    ///     decoder.allowsLenientConversions = true
    ///     struct Item: Decodable { var id: Int; var flag: Bool; var code: String }
    ///     let item = try decoder.decode(Item.self, from: #"{"id": "42", "flag": "yes", "code": 7}"#)
    ///     print(item.id, item.flag, item.code)   // Prints "42 true 7"
    public var allowsLenientConversions: Bool {
        get { settings[\.allowsLenientConversions] }
        set { settings[\.allowsLenientConversions] = newValue }
    }

    /// Whether the input may be JSON5 (default `false`), as with Foundation's `JSONDecoder`.
    ///
    /// [JSON5](https://spec.json5.org) is JSON for people: comments, trailing commas, keys without
    /// quotes, single-quoted strings, hexadecimal numbers, `Infinity` and `NaN`, and more.
    ///
    ///     let decoder = YYJSONDecoder()
    ///     decoder.allowsJSON5 = true
    ///     struct Settings: Decodable { var retries: Int; var timeout: Double; var host: String }
    ///     let settings = try decoder.decode(Settings.self, from: """
    ///         // Connection settings
    ///         { retries: 0x3, timeout: .5, host: 'example.com', }
    ///         """)
    ///     print(settings.retries, settings.timeout)   // Prints "3 0.5"
    ///
    /// `Infinity` and `NaN` decode into `Double` and `Float` whatever the
    /// ``nonConformingFloatDecodingStrategy``. Strict JSON input decodes the same either way, though
    /// through a slower parser when this is `true`.
    public var allowsJSON5: Bool {
        get { settings[\.allowsJSON5] }
        set { settings[\.allowsJSON5] = newValue }
    }

    /// Whether the top level may be an object written without its braces (default `false`), as
    /// with Foundation's `JSONDecoder`: `"retries": 3, "host": "example.com"` decodes like the same
    /// members in `{` `}`, and empty text as an empty object. Text that opens with `{` is read as usual.
    public var assumesTopLevelDictionary: Bool {
        get { settings[\.assumesTopLevelDictionary] }
        set { settings[\.assumesTopLevelDictionary] = newValue }
    }

    /// The deepest nesting of arrays and objects accepted (default 512, as Foundation's).
    public var maxDepth: Int {
        get { settings[\.maxDepth] }
        set { settings[\.maxDepth] = newValue }
    }

    /// Values your `init(from:)` implementations read through `decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] {
        get { settings[\.userInfo] }
        set { settings[\.userInfo] = newValue }
    }

    // MARK: Decoding

    /// Decodes a value of `type` from UTF-8 JSON data.
    ///
    ///     let ids = try YYJSONDecoder().decode([Int].self, from: Data("[1, 2, 3]".utf8))
    ///     print(ids)   // Prints "[1, 2, 3]"
    ///
    /// - Parameters:
    ///   - type: The type to decode; any top-level JSON value (also a bare number or string) works.
    ///   - data: UTF-8 JSON text; a leading byte order mark is skipped.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError.dataCorrupted` with a ``JSONParseError`` as `underlyingError` when the
    ///   data is not valid JSON; otherwise the `DecodingError` Foundation's `JSONDecoder` throws for the
    ///   same input (`typeMismatch`, `valueNotFound`, `keyNotFound`, `dataCorrupted`), with the same
    ///   coding path; and any error your `init(from:)` throws.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let options = settings.withLock { $0 }
        return try decode(type, from: Self.parse(data, options: options), options: options)
    }

    /// Decodes a value of `type` from UTF-8 JSON bytes.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - bytes: UTF-8 JSON text.
    /// - Returns: The decoded value.
    /// - Throws: The errors of `decode(_:from:)` for `Data`.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        let options = settings.withLock { $0 }
        return try decode(type, from: Self.parse(bytes, options: options), options: options)
    }

    /// Decodes a value of `type` from JSON text.
    ///
    ///     let point = try YYJSONDecoder().decode([String: Double].self, from: #"{"x": 1.5}"#)
    ///     print(point["x"]!)   // Prints "1.5"
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - string: JSON text.
    /// - Returns: The decoded value.
    /// - Throws: The errors of `decode(_:from:)` for `Data`.
    public func decode<T: Decodable>(_ type: T.Type, from string: String) throws -> T {
        let options = settings.withLock { $0 }
        return try decode(type, from: Self.parse(string.utf8, options: options), options: options)
    }

    /// Decodes a value of `type` from an already parsed document (to decode one text several ways).
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - document: A parsed document; it is only read.
    /// - Returns: The decoded value.
    /// - Throws: The `DecodingError`s of `decode(_:from:)` for `Data` other than invalid JSON.
    public func decode<T: Decodable>(_ type: T.Type, from document: JSONDocument) throws -> T {
        try decode(type, with: TapeDecoder(tape: document.tape, options: settings.withLock { $0 }, keepingAlive: document))
    }

    /// Decodes a value that needs a configuration (`DecodableWithConfiguration`), as Foundation's
    /// `JSONDecoder` does.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: UTF-8 JSON text.
    ///   - configuration: Passed to the type's `init(from:configuration:)`.
    /// - Returns: The decoded value.
    /// - Throws: The errors of `decode(_:from:)` for `Data`.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public func decode<T: DecodableWithConfiguration>(
        _ type: T.Type, from data: Data, configuration: T.DecodingConfiguration
    ) throws -> T {
        let options = settings.withLock { $0 }
        return try T(from: TapeDecoder(parsed: Self.parse(data, options: options), options: options), configuration: configuration)
    }

    /// Decodes a value whose type provides its own configuration (`DecodingConfigurationProviding`).
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: UTF-8 JSON text.
    ///   - configuration: The type that provides the configuration.
    /// - Returns: The decoded value.
    /// - Throws: The errors of `decode(_:from:)` for `Data`.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public func decode<T, C: DecodingConfigurationProviding>(
        _ type: T.Type, from data: Data, configuration: C.Type
    ) throws -> T where T: DecodableWithConfiguration, T.DecodingConfiguration == C.DecodingConfiguration {
        try decode(T.self, from: data, configuration: C.decodingConfiguration)
    }

    private func decode<T: Decodable>(_ type: T.Type, from parsed: consuming ParsedJSON, options: consuming Options) throws -> T {
        try decode(type, with: TapeDecoder(parsed: parsed, options: options))
    }

    private func decode<T: Decodable>(_ type: T.Type, with decoder: TapeDecoder) throws -> T {
        // The decoder keeps the parsed text alive: a `Decoder` that an `init(from:)` stores stays valid.
        // The metatype given, which may be a subclass's held as its superclass's type.
        if type != T.self { return try decoder.withCursor(at: 0, parent: nil, key: .none) { try type.init(from: $0) } }
        return try decoder.decodeValue(T.self, at: 0, parent: nil, key: .none)
    }

    /// Parses `bytes` (UTF-8, or UTF-16/UTF-32 as Foundation accepts), turning a syntax error into
    /// Foundation's `dataCorrupted` error.
    static func parse(_ bytes: some Collection<UInt8>, options: Options) throws -> ParsedJSON {
        // Foundation's decoder accepts a comma before a closing bracket; so does this one.
        let syntax = JSONSyntax(
            allowsTrailingCommas: true, allowsJSON5: options.allowsJSON5, assumesTopLevelObject: options.assumesTopLevelDictionary)
        let converted = InputEncoding.utf8Converting(bytes)
        do {
            if let converted {
                return try ParsedJSON(parsing: converted.utf8, maxDepth: options.maxDepth, syntax: syntax)
            }
            return try ParsedJSON(parsing: bytes, maxDepth: options.maxDepth, syntax: syntax)
        } catch var error as JSONParseError {
            if let converted { error = converted.placing(error) }
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: [],
                debugDescription: "The given data was not valid \(options.allowsJSON5 ? "JSON5" : "JSON"): \(error).",
                underlyingError: error
            ))
        }
    }
}
