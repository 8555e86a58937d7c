/// YYModel's word tables and whole-string number parsing, shared by the numeric and Bool conversions.
///
/// A string converts to a number only when all of it (surrounding whitespace trimmed) is a number in
/// decimal or JSON syntax: `" 42 "`, `"+7"`, `"1.5e3"`, `"-0.25"`. `"12abc"`, `"0x1A"`, `"nan"` and
/// `""` do not convert (YYModel's `atoll` read them as 12, 0 and 0; we report them instead).
@usableFromInline
enum NumericText {
    /// A number read from text.
    @usableFromInline
    enum Value {
        case int(Int64)
        case uint(UInt64)
        case double(Double)
    }

    /// The strings YYModel reads as `true` (exact case).
    static let trueWords: Set<String> = ["TRUE", "True", "true", "YES", "Yes", "yes"]
    /// The strings YYModel reads as `false`.
    static let falseWords: Set<String> = ["FALSE", "False", "false", "NO", "No", "no"]
    /// The strings YYModel reads as `nil` for number and Bool properties.
    static let nullWords: Set<String> = ["NIL", "Nil", "nil", "NULL", "Null", "null", "(NULL)", "(Null)", "(null)", "<NULL>", "<Null>", "<null>"]

    /// Whether the string element is one of the null words.
    @usableFromInline
    static func isNullWord(_ element: JSONElement) -> Bool {
        guard let text = element.string, text.utf8.count <= 6 else { return false }
        return nullWords.contains(text)
    }

    /// The boolean a word stands for (`"yes"` -> true), if any.
    @usableFromInline
    static func boolWord(_ text: String) -> Bool? {
        if trueWords.contains(text) { return true }
        if falseWords.contains(text) { return false }
        return nil
    }

    /// Parses the whole (trimmed) text as a number; `nil` when it is not one.
    @usableFromInline
    static func parse(_ text: String) -> Value? {
        let trimmed = text.utf8.drop(while: isSpace).reversed().drop(while: isSpace).reversed()
        guard !trimmed.isEmpty, trimmed.allSatisfy(isNumberByte) else { return nil }
        let clean = String(decoding: trimmed, as: UTF8.self)
        if let value = Int64(clean) { return .int(value) }
        if let value = UInt64(clean.hasPrefix("+") ? String(clean.dropFirst()) : clean) { return .uint(value) }
        guard clean.contains(where: { $0.isNumber }), let value = Double(clean), value.isFinite else { return nil }
        return .double(value)
    }

    /// A JSON number, or a string that is wholly a number (no YES/NO words), as a `Double`.
    static func double(_ element: JSONElement) -> Double? {
        if let value = element.double { return value }
        switch element.string.flatMap(parse) {
        case .int(let value): return Double(value)
        case .uint(let value): return Double(value)
        case .double(let value): return value
        case nil: return nil
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            return true
        default:
            return false
        }
    }
}
