import Foundation

/// Encodes `Encodable` values as JSON: a drop-in replacement for Foundation's `JSONEncoder`, writing
/// straight into this library's ``JSONWriter``.
///
///     struct User: Codable {
///         var id: Int
///         var userName: String
///     }
///
///     let encoder = YYJSONEncoder()                       // was: JSONEncoder()
///     encoder.keyEncodingStrategy = .convertToSnakeCase
///     let data = try encoder.encode(User(id: 7, userName: "ann"))
///     print(String(decoding: data, as: UTF8.self))        // Prints {"id":7,"user_name":"ann"}
///
/// Values are written as Foundation writes them (`1.0` as `1`, `/` as `\/`, dates, data, URLs and
/// `Decimal` by the strategies) and errors are Foundation's (`EncodingError.invalidValue` with the
/// coding path for NaN, or for a top-level value that encodes nothing). Keyed containers keep the
/// order in which keys were encoded (Foundation's order is unspecified); ``OutputFormatting/sortedKeys``
/// sorts them.
///
/// ## How it writes
///
/// Containers normally follow each other in order, so the encoder writes every value as it arrives.
/// When the encoding asks for something a stream cannot do (writing into a nested container after
/// its parent moved on, or sorted keys) it encodes the value again into a small tree and writes that;
/// the result is the same, but `encode(to:)` methods and custom strategy closures then run twice.
///
/// ## Thread safety
///
/// An encoder is `Sendable`: its configuration is guarded by a lock and each `encode` call uses a
/// snapshot of it.
public final class YYJSONEncoder: Sendable {
    /// The configuration one `encode` call uses.
    struct Options {
        var outputFormatting: OutputFormatting = []
        var keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys
        var dateEncodingStrategy: DateEncodingStrategy = .deferredToDate
        var dataEncodingStrategy: DataEncodingStrategy = .base64
        var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy = .throw
        var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    }

    private let settings = LockedValue(Options())

    /// Creates an encoder with Foundation's defaults: compact output, default keys,
    /// `.deferredToDate`, `.base64`, non-finite numbers rejected.
    public init() {}

    /// Layout of the output (default: compact).
    public var outputFormatting: OutputFormatting {
        get { settings[\.outputFormatting] }
        set { settings[\.outputFormatting] = newValue }
    }

    /// How coding keys become JSON keys (default: ``KeyEncodingStrategy/useDefaultKeys``).
    public var keyEncodingStrategy: KeyEncodingStrategy {
        get { settings[\.keyEncodingStrategy] }
        set { settings[\.keyEncodingStrategy] = newValue }
    }

    /// How `Date` values are written (default: ``DateEncodingStrategy/deferredToDate``).
    public var dateEncodingStrategy: DateEncodingStrategy {
        get { settings[\.dateEncodingStrategy] }
        set { settings[\.dateEncodingStrategy] = newValue }
    }

    /// How `Data` values are written (default: ``DataEncodingStrategy/base64``).
    public var dataEncodingStrategy: DataEncodingStrategy {
        get { settings[\.dataEncodingStrategy] }
        set { settings[\.dataEncodingStrategy] = newValue }
    }

    /// What to do with infinities and NaN (default: ``NonConformingFloatEncodingStrategy/throw``).
    public var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy {
        get { settings[\.nonConformingFloatEncodingStrategy] }
        set { settings[\.nonConformingFloatEncodingStrategy] = newValue }
    }

    /// Values your `encode(to:)` implementations read through `encoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] {
        get { settings[\.userInfo] }
        set { settings[\.userInfo] = newValue }
    }

    /// Encodes `value` as UTF-8 JSON.
    ///
    ///     let data = try YYJSONEncoder().encode(["a": [1.0, 2.5]])
    ///     print(String(decoding: data, as: UTF8.self))   // Prints {"a":[1,2.5]}
    ///
    /// - Parameter value: The value; any `Encodable` (a bare number or string is a valid top level).
    /// - Returns: The JSON text.
    /// - Throws: `EncodingError.invalidValue` for a non-finite number under
    ///   ``NonConformingFloatEncodingStrategy/throw``, or when the top-level value encodes nothing;
    ///   and any error your `encode(to:)` throws.
    public func encode<T: Encodable>(_ value: T) throws -> Data {
        try encoded(value).takeData()
    }

    /// Encodes `value` as JSON text.
    ///
    /// - Parameter value: The value.
    /// - Returns: The JSON text as a `String`.
    /// - Throws: The errors of ``encode(_:)``.
    public func encodeToString<T: Encodable>(_ value: T) throws -> String {
        try encoded(value).withOutput { String(decoding: $0, as: UTF8.self) }
    }

    /// Encodes a value that needs a configuration (`EncodableWithConfiguration`), as Foundation's
    /// `JSONEncoder` does.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - configuration: Passed to the value's `encode(to:configuration:)`.
    /// - Returns: The JSON text.
    /// - Throws: The errors of ``encode(_:)``.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public func encode<T: EncodableWithConfiguration>(_ value: T, configuration: T.EncodingConfiguration) throws -> Data {
        try encoded(ConfiguredValue(value: value, configuration: configuration)).takeData()
    }

    /// Encodes a value whose type provides its own configuration (`EncodingConfigurationProviding`).
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - configuration: The type that provides the configuration.
    /// - Returns: The JSON text.
    /// - Throws: The errors of ``encode(_:)``.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public func encode<T, C: EncodingConfigurationProviding>(
        _ value: T, configuration: C.Type
    ) throws -> Data where T: EncodableWithConfiguration, T.EncodingConfiguration == C.EncodingConfiguration {
        try encode(value, configuration: C.encodingConfiguration)
    }

    /// The state that holds `value`'s JSON text.
    private func encoded<T: Encodable>(_ value: T) throws -> EncodingState {
        let options = settings.withLock { $0 }
        let mode: EncodingState.Mode = options.outputFormatting.contains(.sortedKeys) ? .tree : .stream
        // Moved, not copied: a copy retains every strategy and `userInfo`.
        let state = EncodingState(options: consume options, mode: mode)
        do {
            try state.encodeTopLevel(value)
            if !state.needsTreeMode { return state }
        } catch {
            guard state.needsTreeMode else { throw error }
        }
        let treeState = EncodingState(options: state.options, mode: .tree)
        try treeState.encodeTopLevel(value)
        return treeState
    }
}

/// An `EncodableWithConfiguration` value and its configuration, encoded as one `Encodable`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
private struct ConfiguredValue<Value: EncodableWithConfiguration>: Encodable {
    let value: Value
    let configuration: Value.EncodingConfiguration

    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder, configuration: configuration)
    }
}
