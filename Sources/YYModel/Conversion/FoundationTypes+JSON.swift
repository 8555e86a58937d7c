import Foundation

/// `URL` reads a string with surrounding whitespace trimmed; an empty or invalid one is a
/// mismatch. Written as its `absoluteString`. No empty value.
extension URL: JSONValueConvertible {
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> URL? {
        guard let text = element.string?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return URL(string: text)
    }

    public func encodeJSON(to writer: inout JSONWriter) throws { writer.write(absoluteString) }
}

/// `Data` reads a base64 string and is written as one. Its empty value is empty data.
extension Data: JSONValueConvertible {
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Data? {
        element.string.flatMap { Data(base64Encoded: $0) }
    }

    public static var jsonEmptyValue: Data? { Data() }

    public func encodeJSON(to writer: inout JSONWriter) throws { writer.write(base64EncodedString()) }
}

/// `UUID` reads its string form (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`). No empty value.
extension UUID: JSONValueConvertible {
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> UUID? {
        element.string.flatMap { UUID(uuidString: $0.trimmingCharacters(in: .whitespaces)) }
    }

    public func encodeJSON(to writer: inout JSONWriter) throws { writer.write(uuidString) }
}

/// `Decimal` reads a number from its original JSON text, or a numeric string, exactly (never
/// through `Double`); `true`/`false` and the YES/NO words are 1/0. Written as a JSON number with
/// all its digits.
extension Decimal: JSONValueConvertible {
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Decimal? {
        switch element.kind {
        case .number: return element.numberText.flatMap(exact)
        case .string:
            if let word = element.string.flatMap(NumericText.boolWord) { return word ? 1 : 0 }
            guard let text = element.string?.trimmingCharacters(in: .whitespacesAndNewlines),
                NumericText.parse(text) != nil else { return nil }
            return exact(text.hasPrefix("+") ? String(text.dropFirst()) : text)
        case .bool: return element.bool == true ? 1 : 0
        default: return nil
        }
    }

    private static func exact(_ text: String) -> Decimal? {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }

    public static var jsonEmptyValue: Decimal? { 0 }
    public static var jsonAcceptsNullWords: Bool { true }

    public func encodeJSON(to writer: inout JSONWriter) throws {
        guard isFinite else { throw JSONWritingError(reason: "non-finite decimal \(self)") }
        var text = description
        text.withUTF8 { writer.writeRawValue(unsafeBytes: $0) }
    }
}

/// `CGFloat` (Foundation's on Linux) converts like `Double`.
extension CGFloat: JSONValueConvertible {
    public func encodeJSON(to writer: inout JSONWriter) throws { try writer.write(Double(self)) }

    public func isJSONOmitted(options: JSONWritingOptions) -> Bool { !isFinite && !options.strict }
}

/// Enums with raw values join by declaring the conformance — no code needed:
///
///     enum Kind: String, JSONValueConvertible { case user, organization = "Organization" }
///     enum Level: Int, JSONValueConvertible { case low = 1, high = 2 }   // reads 2, 2.0 and "2"
///
/// The raw value is read with its own conversions; an unknown raw value is a mismatch.
extension JSONValueDecodable where Self: RawRepresentable, RawValue: JSONValueDecodable {
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Self? {
        try RawValue.decodeJSON(from: element, context: &context).flatMap(Self.init(rawValue:))
    }
}

extension JSONValueEncodable where Self: RawRepresentable, RawValue: JSONValueEncodable {
    public func encodeJSON(to writer: inout JSONWriter) throws { try rawValue.encodeJSON(to: &writer) }
}
