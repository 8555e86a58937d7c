import Foundation

extension YYJSONEncoder {
    /// Layout flags for the output; the options of Foundation's `JSONEncoder.OutputFormatting`.
    public struct OutputFormatting: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Newlines and two-space indentation, `"key" : value`, as Foundation prints it.
        public static let prettyPrinted = OutputFormatting(rawValue: 1 << 0)
        /// Object members ordered by key (by `String` comparison, as Foundation does).
        public static let sortedKeys = OutputFormatting(rawValue: 1 << 1)
        /// `/` written as is instead of `\/`.
        public static let withoutEscapingSlashes = OutputFormatting(rawValue: 1 << 3)

        /// The same flags as a ``JSONWriter``'s formatting.
        package var writingFormatting: JSONWritingOptions.Formatting {
            var formatting: JSONWritingOptions.Formatting = []
            if contains(.prettyPrinted) { formatting.insert(.prettyPrinted) }
            if contains(.sortedKeys) { formatting.insert(.sortedKeys) }
            if contains(.withoutEscapingSlashes) { formatting.insert(.withoutEscapingSlashes) }
            return formatting
        }

        /// The flags of a ``JSONWriter``'s formatting.
        package init(writing formatting: JSONWritingOptions.Formatting) {
            self = []
            if formatting.contains(.prettyPrinted) { insert(.prettyPrinted) }
            if formatting.contains(.sortedKeys) { insert(.sortedKeys) }
            if formatting.contains(.withoutEscapingSlashes) { insert(.withoutEscapingSlashes) }
        }
    }

    /// How coding keys become JSON keys; the cases of Foundation's `JSONEncoder.KeyEncodingStrategy`.
    ///
    /// Keys of a `[String: Value]` dictionary are never converted, as in Foundation.
    public enum KeyEncodingStrategy: Sendable {
        /// Each coding key's `stringValue` as it is.
        case useDefaultKeys
        /// `camelCase` to `snake_case`: `oneTwoThree` -> `one_two_three`, `myURLProperty` ->
        /// `my_url_property`.
        case convertToSnakeCase
        /// Your function returns the key to write; it receives the coding path whose last key is the
        /// one being written.
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    /// How `Date` values are written; the cases of Foundation's `JSONEncoder.DateEncodingStrategy`.
    public enum DateEncodingStrategy: Sendable {
        /// `Date`'s own `Encodable` implementation: seconds since 2001-01-01.
        case deferredToDate
        /// Seconds since 1970-01-01.
        case secondsSince1970
        /// Milliseconds since 1970-01-01.
        case millisecondsSince1970
        /// `2015-09-16T04:20:09Z`: UTC, whole seconds.
        case iso8601
        /// The string `formatter` makes.
        case formatted(DateFormatter)
        /// Your function encodes the date into the encoder it is given (nothing encoded writes `{}`).
        case custom(@Sendable (_ date: Date, _ encoder: any Encoder) throws -> Void)
    }

    /// How `Data` values are written; the cases of Foundation's `JSONEncoder.DataEncodingStrategy`.
    public enum DataEncodingStrategy: Sendable {
        /// `Data`'s own `Encodable` implementation: an array of bytes.
        case deferredToData
        /// A Base64 string.
        case base64
        /// Your function encodes the data into the encoder it is given (nothing encoded writes `{}`).
        case custom(@Sendable (_ data: Data, _ encoder: any Encoder) throws -> Void)
    }

    /// What to do with infinities and NaN, which JSON numbers cannot express.
    public enum NonConformingFloatEncodingStrategy: Sendable {
        /// Throw `EncodingError.invalidValue`.
        case `throw`
        /// Write these strings instead.
        case convertToString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }
}
