import Foundation

/// How JSON text is written: formatting, indentation and whether `nil` optionals appear as `null`.
///
/// Write the common cases as a list of flags:
///
///     let text = try value.jsonString(options: [.prettyPrinted, .sortedKeys])
public struct JSONWritingOptions: Sendable, ExpressibleByArrayLiteral {
    /// Flags that change the layout of the text.
    public struct Formatting: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

        // Computed, not stored: constants where they are tested, instead of globals behind a
        // `swift_once` (the encoder tests `.sortedKeys` on every model).

        /// Newlines and indentation (``JSONWritingOptions/indentWidth`` spaces per level), `": "` after keys.
        @inlinable public static var prettyPrinted: Formatting { Formatting(rawValue: 1 << 0) }
        /// Object keys in byte order of their UTF-8 text.
        @inlinable public static var sortedKeys: Formatting { Formatting(rawValue: 1 << 1) }
        /// Writes `/` as is instead of `\/` (which Foundation writes by default).
        @inlinable public static var withoutEscapingSlashes: Formatting { Formatting(rawValue: 1 << 2) }
    }

    /// The layout flags.
    public var formatting: Formatting
    /// Spaces per nesting level when pretty-printing (default 2).
    public var indentWidth: Int
    /// Whether a model's `nil` optional properties are written as `null` (default: omitted).
    public var includesNulls: Bool
    /// How `Date` values are written (default: RFC 3339 in UTC).
    public var dateEncoding: JSONDateEncodingStrategy
    /// Whether a non-finite `Double`, `Float` or `CGFloat` throws ``JSONWritingError`` (with the
    /// value's JSON path) instead of being left out of its object or written as `null` in an array.
    /// Default: `false`, YYModel's behaviour.
    public var strict: Bool

    /// Creates options; every argument has the compact default.
    @inlinable
    public init(
        formatting: Formatting = [],
        indentWidth: Int = 2,
        includesNulls: Bool = false,
        dateEncoding: JSONDateEncodingStrategy = .rfc3339,
        strict: Bool = false
    ) {
        self.formatting = formatting
        self.indentWidth = max(0, indentWidth)
        self.includesNulls = includesNulls
        self.dateEncoding = dateEncoding
        self.strict = strict
    }

    /// Creates options from formatting flags: `[.prettyPrinted, .sortedKeys]`.
    public init(arrayLiteral flags: Formatting...) {
        self.init(formatting: flags.reduce(into: []) { $0.formUnion($1) })
    }

    /// Whether `flag` is set, as on an option set: `options.contains(.sortedKeys)`.
    public func contains(_ flag: Formatting) -> Bool { formatting.contains(flag) }

    /// Sets `flag`, as on an option set: `options.insert(.prettyPrinted)`.
    public mutating func insert(_ flag: Formatting) { formatting.insert(flag) }

    /// Clears `flag`, as on an option set.
    public mutating func remove(_ flag: Formatting) { formatting.remove(flag) }

    // The presets are made where they are used rather than stored: a stored one is copied out of
    // its global on every encode (its date strategy's copy goes through a value witness), and
    // `jsonData()` takes `.compact` by default.

    /// Compact output (the default).
    @inlinable public static var compact: JSONWritingOptions { JSONWritingOptions(formatting: []) }
    /// Pretty-printed with two-space indentation.
    @inlinable public static var prettyPrinted: JSONWritingOptions { JSONWritingOptions(formatting: .prettyPrinted) }
    /// Keys sorted.
    @inlinable public static var sortedKeys: JSONWritingOptions { JSONWritingOptions(formatting: .sortedKeys) }
    /// Slashes not escaped.
    @inlinable public static var withoutEscapingSlashes: JSONWritingOptions { JSONWritingOptions(formatting: .withoutEscapingSlashes) }
}

/// An error while writing JSON: a value that has no JSON form.
public struct JSONWritingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What could not be written, for example `"non-finite number nan"`.
    public let reason: String
    /// Where, as path components (empty for the top level).
    public let pathComponents: [JSONPathComponent]

    /// Where, as a JSON path (empty for the top level): `items[2].price`.
    public var path: String { JSONPathText.text(of: pathComponents) }

    /// Creates an error at a path given as text.
    public init(reason: String, path: String = "") {
        self.init(reason: reason, pathComponents: JSONPathText.components(of: path))
    }

    /// Creates an error at a path given as components.
    public init(reason: String, pathComponents: [JSONPathComponent]) {
        self.reason = reason
        self.pathComponents = pathComponents
    }

    /// `path: reason` (or just the reason at the top level).
    public var description: String { pathComponents.isEmpty ? reason : "\(path): \(reason)" }

    /// The error as seen from the object that holds the value at `key`.
    @usableFromInline
    package func nested(inKey key: String) -> JSONWritingError {
        JSONWritingError(reason: reason, pathComponents: [.key(key)] + pathComponents)
    }

    /// The error as seen from the array that holds the value at `index`.
    @usableFromInline
    package func nested(atIndex index: Int) -> JSONWritingError {
        JSONWritingError(reason: reason, pathComponents: [.index(index)] + pathComponents)
    }
}

extension JSONWritingError: LocalizedError {
    /// The ``description``, so that `localizedDescription` shows this message rather than a
    /// generic one.
    public var errorDescription: String? { description }
}
