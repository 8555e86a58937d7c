import Foundation

extension YYJSONDecoder {
    /// How JSON object keys are matched to coding keys; the cases of Foundation's
    /// `JSONDecoder.KeyDecodingStrategy`.
    ///
    /// Keys of a `[String: Value]` dictionary are never converted, as in Foundation.
    public enum KeyDecodingStrategy: Sendable {
        /// Each coding key's `stringValue` is looked up as it is.
        case useDefaultKeys
        /// JSON keys are converted from `snake_case` before matching: `created_at` matches
        /// `createdAt`, `_private_key_` matches `_privateKey_`, a key without `_` stays as it is.
        case convertFromSnakeCase
        /// Your function converts each JSON key; it receives the coding path whose last key is the
        /// JSON key, and returns the key to match against your coding keys.
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    /// How `Date` values are read; Foundation's cases plus ``automatic``.
    public enum DateDecodingStrategy: Sendable {
        /// `Date`'s own `Decodable` implementation: a number of seconds since 2001-01-01.
        case deferredToDate
        /// A number of seconds since 1970-01-01.
        case secondsSince1970
        /// A number of milliseconds since 1970-01-01.
        case millisecondsSince1970
        /// An ISO 8601 string with date, time and zone, as `2015-09-16T04:20:09Z` or
        /// `2015-09-16T12:20:09.25+08:00`.
        case iso8601
        /// A string read by `formatter`.
        case formatted(DateFormatter)
        /// Your function reads the value from the decoder it is given.
        case custom(@Sendable (_ decoder: any Decoder) throws -> Date)
        /// YYModel's date formats, by shape: a string in ISO 8601 / RFC 3339 form (any fraction and
        /// zone, also `2015-09-16` and `2015-09-16 12:20:09`) or the Twitter/Weibo form
        /// `Wed Sep 16 12:20:09 +0800 2015`; a number is seconds since 1970. Not in Foundation.
        case automatic
    }

    /// How `Data` values are read; the cases of Foundation's `JSONDecoder.DataDecodingStrategy`.
    public enum DataDecodingStrategy: Sendable {
        /// `Data`'s own `Decodable` implementation: an array of bytes.
        case deferredToData
        /// A Base64 string.
        case base64
        /// Your function reads the value from the decoder it is given.
        case custom(@Sendable (_ decoder: any Decoder) throws -> Data)
    }

    /// Whether strings may stand for the non-finite `Double` and `Float` values JSON cannot hold.
    public enum NonConformingFloatDecodingStrategy: Sendable {
        /// Only JSON numbers are accepted.
        case `throw`
        /// These exact strings are read as infinity, negative infinity and NaN.
        case convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }
}
