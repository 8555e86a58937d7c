import Foundation

// One property's date strategy, whatever `JSONDecodingOptions.dateDecoding` and
// `JSONWritingOptions.dateEncoding` say for the other dates of the document:
//
//     @JSONModel struct Session {
//         @JSONTransform(UnixSecondsTransformer.self) var started: Date?        // 1445534567
//         @JSONTransform(UnixMillisecondsTransformer.self) var updated: Date?   // 1445534567000
//         @JSONTransform(ISO8601DateTransformer.self) var expires: Date?        // "2015-10-22T17:22:47Z"
//     }

/// Dates as seconds since 1970 (numbers or numeric strings), written as numbers.
public enum UnixSecondsTransformer: JSONTransformer {
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Date? {
        Date.secondsSince1970(element)
    }

    /// - Throws: `JSONWritingError` for a date whose seconds are not finite.
    public static func encodeJSON(_ value: Date, to writer: inout JSONWriter) throws {
        try writer.writeWholeIfExact(value.timeIntervalSince1970)
    }
}

/// Dates as milliseconds since 1970 (numbers or numeric strings), written as integer milliseconds.
public enum UnixMillisecondsTransformer: JSONTransformer {
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Date? {
        Date.millisecondsSince1970(element)
    }

    public static func encodeJSON(_ value: Date, to writer: inout JSONWriter) throws {
        try writer.writeWholeIfExact((value.timeIntervalSince1970 * 1000).rounded())
    }
}

/// Dates as ISO 8601 / RFC 3339 text only (`2015-10-22T17:22:47Z`, `2015-10-22T19:22:47.5+02:00`;
/// numbers are a mismatch), written as RFC 3339 in UTC.
public enum ISO8601DateTransformer: JSONTransformer {
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Date? {
        Date.iso8601(element)
    }

    /// - Throws: `JSONWritingError` for a date outside RFC 3339's years 0000-9999.
    public static func encodeJSON(_ value: Date, to writer: inout JSONWriter) throws {
        writer.write(try value.rfc3339Text())
    }
}

extension JSONWriter {
    /// Writes `number` as an integer when it is a whole one that fits, else as a double.
    fileprivate mutating func writeWholeIfExact(_ number: Double) throws {
        guard let exact = Int64(exactly: number) else { return try write(number) }
        write(exact)
    }
}
