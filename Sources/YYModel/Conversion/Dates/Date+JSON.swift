import Foundation

/// `Date` reads strings and numbers as ``JSONDecodingOptions/dateDecoding`` says (by default every
/// YYModel format and seconds since 1970) and writes as ``JSONWritingOptions/dateEncoding`` says
/// (by default RFC 3339 in UTC). A `Date` has no empty value: a required one that is missing throws.
extension Date: JSONValueConvertible {
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Date? {
        switch context.options.dateDecoding {
        case .automatic:
            if let text = element.string { return DateText.secondsSince1970(text).map(Date.init(timeIntervalSince1970:)) }
            return element.double.map(Date.init(timeIntervalSince1970:))
        case .iso8601:
            return element.string.flatMap(DateText.iso8601SecondsSince1970).map(Date.init(timeIntervalSince1970:))
        case .secondsSince1970:
            return NumericText.double(element).map(Date.init(timeIntervalSince1970:))
        case .millisecondsSince1970:
            return NumericText.double(element).map { Date(timeIntervalSince1970: $0 / 1000) }
        case .custom(let convert):
            return try convert(element)
        }
    }

    public func encodeJSON(to writer: inout JSONWriter) throws {
        switch writer.options.dateEncoding {
        case .rfc3339: writer.write(RFC3339.string(from: self))
        case .secondsSince1970: try writer.write(timeIntervalSince1970)
        case .millisecondsSince1970: try writer.write(timeIntervalSince1970 * 1000)
        case .custom(let convert): try convert(self).write(to: &writer)
        }
    }
}
