/// The Swift spelling rules generated names follow: keywords, names taken by the types generated
/// code uses, and how words become identifiers.
enum SwiftNames {
    /// Words that need backticks to be a property name (`` var `default`: String ``).
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_",
    ]

    /// Type names a generated model must not take: the types its properties are spelled with,
    /// the modules generated code names, and common standard library and Foundation types.
    static let reservedTypeNames: Set<String> = [
        "Swift", "Foundation", "YYModel",
        "Any", "AnyObject", "Array", "Bool", "Character", "Codable", "Decodable", "Dictionary", "Double",
        "Encodable", "Equatable", "Error", "Float", "Hashable", "Identifiable", "Int", "Int8", "Int16",
        "Int32", "Int64", "Never", "Optional", "Protocol", "Result", "Self", "Sendable", "Sequence", "Set",
        "String", "Substring", "Type", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Void",
        "Calendar", "Data", "Date", "Decimal", "Locale", "NSNull", "NSNumber", "NSObject", "TimeZone",
        "URL", "URLComponents", "UUID",
        "JSON", "JSONDocument", "JSONElement", "JSONIgnore", "JSONKey", "JSONKeyStrategy", "JSONModel",
        "JSONModelError", "JSONModelSchema", "JSONNumber", "JSONObject", "JSONParseError", "JSONTransform",
        "JSONTransformer", "JSONDecodingContext", "JSONDecodingIssue", "JSONDecodingOptions",
        "JSONWriter", "JSONWritingOptions", "JSONValueDecodable", "JSONValueEncodable",
        "JSONValueConvertible", "JSONPropertySchema", "JSONModelHooks",
    ]

    /// Acronyms written in capitals inside names (`avatarURL`, `gravatarID`); the key is the
    /// lowercase word.
    static let acronyms: [String: String] = [
        "id": "ID", "ids": "IDs", "url": "URL", "urls": "URLs", "uri": "URI", "uuid": "UUID", "html": "HTML",
        "http": "HTTP", "https": "HTTPS", "json": "JSON", "xml": "XML", "api": "API", "ip": "IP", "hd": "HD",
        "sms": "SMS", "gps": "GPS", "pdf": "PDF", "utc": "UTC", "css": "CSS", "sql": "SQL",
    ]

    /// Whether `name` is a plain identifier: a letter or `_`, then letters, digits and `_` (ASCII).
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isASCIILetterOrDigit || first == "_", !first.isASCIIDigit else { return false }
        return name.allSatisfy { $0.isASCIILetterOrDigit || $0 == "_" }
    }

    /// `name`, with backticks when it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `word` with its first letter in capitals and the rest lowercase: `Url`, `Category`.
    static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst().lowercased()
    }

    /// An UpperCamelCase type name from the words of a key, acronyms in capitals: `["pic", "info"]`
    /// gives `PicInfo`, `["url"]` gives `URL`. A name that would start with a digit gets a leading
    /// `_`; no words at all give `Value`.
    static func typeName(words: [String]) -> String {
        guard !words.isEmpty else { return "Value" }
        var name = ""
        var previousWasAcronym = false
        for word in words {
            if let acronym = acronyms[word.lowercased()], !previousWasAcronym {
                name += acronym
                previousWasAcronym = true
            } else {
                name += capitalized(word)
                previousWasAcronym = false
            }
        }
        return name.first?.isASCIIDigit == true ? "_" + name : name
    }
}
