import Foundation

/// `Date` reads strings and numbers as ``JSONDecodingOptions/dateDecoding`` says (by default every
/// YYModel format and seconds since 1970) and writes as `JSONWritingOptions.dateEncoding` says
/// (by default RFC 3339 in UTC). A `Date` has no empty value: a required one that is missing throws.
extension Date: JSONValueConvertible {
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Date? {
        switch context.options.dateDecoding {
        case .automatic:
            if let text = element.string { return DateText.secondsSince1970(text).map(Date.init(timeIntervalSince1970:)) }
            return element.double.map(Date.init(timeIntervalSince1970:))
        case .iso8601:
            return iso8601(element)
        case .secondsSince1970:
            return secondsSince1970(element)
        case .millisecondsSince1970:
            return millisecondsSince1970(element)
        case .custom(let convert):
            return try convert(element)
        }
    }

    /// - Throws: `JSONWritingError` for a date the strategy cannot write: outside RFC 3339's
    ///   years 0000-9999, or a number of seconds or milliseconds that is not finite.
    public func encodeJSON(to writer: inout JSONWriter) throws {
        switch writer.options.dateEncoding {
        case .rfc3339: writer.write(try rfc3339Text())
        case .secondsSince1970: try writer.write(timeIntervalSince1970)
        case .millisecondsSince1970: try writer.write(timeIntervalSince1970 * 1000)
        case .custom(let convert): try convert(self).write(to: &writer)
        }
    }

    /// A date the strategy cannot write is treated like a non-finite number: left out of its object
    /// (`null` in an array) unless the options are strict, where writing it throws.
    public func isJSONOmitted(options: JSONWritingOptions) -> Bool {
        !options.strict && !isWritable(as: options.dateEncoding)
    }

    private func isWritable(as strategy: JSONDateEncodingStrategy) -> Bool {
        switch strategy {
        case .rfc3339: return RFC3339.writableSeconds.contains(timeIntervalSince1970)
        case .secondsSince1970: return timeIntervalSince1970.isFinite
        case .millisecondsSince1970: return (timeIntervalSince1970 * 1000).isFinite
        case .custom: return true
        }
    }
}

// The strategies one at a time, for `Date` and for the transformers that fix one per property.
extension Date {
    /// ISO 8601 / RFC 3339 text only.
    static func iso8601(_ element: JSONElement) -> Date? {
        element.string.flatMap(DateText.iso8601SecondsSince1970).map(Date.init(timeIntervalSince1970:))
    }

    /// A number, or numeric text, of seconds since 1970.
    static func secondsSince1970(_ element: JSONElement) -> Date? {
        NumericText.double(element).map(Date.init(timeIntervalSince1970:))
    }

    /// A number, or numeric text, of milliseconds since 1970.
    static func millisecondsSince1970(_ element: JSONElement) -> Date? {
        NumericText.double(element).map { Date(timeIntervalSince1970: $0 / 1000) }
    }

    /// The date as RFC 3339 text in UTC.
    ///
    /// - Throws: `JSONWritingError` for a date outside RFC 3339's years 0000-9999.
    func rfc3339Text() throws -> String {
        guard let text = RFC3339.string(from: self) else {
            throw JSONWritingError(reason: "date \(timeIntervalSince1970) s after 1970 is outside RFC 3339's years 0000-9999")
        }
        return text
    }
}
