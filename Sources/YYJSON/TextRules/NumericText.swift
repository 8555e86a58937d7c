/// YYModel's word tables and whole-string number parsing, shared by the numeric and Bool conversions.
///
/// A string converts to a number only when all of it (surrounding whitespace trimmed) is a number in
/// decimal or JSON syntax: `" 42 "`, `"+7"`, `"1.5e3"`, `"-0.25"`. `"12abc"`, `"0x1A"`, `"nan"` and
/// `""` do not convert (YYModel's `atoll` read them as 12, 0 and 0; we report them instead).
@usableFromInline
package enum NumericText {
    /// A number read from text.
    @usableFromInline
    package enum Value {
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
    ///
    /// Most strings are rejected by their length and first byte, without making a `String`.
    @usableFromInline
    package static func isNullWord(_ element: JSONElement) -> Bool {
        let mayBeWord = element.withUTF8 { bytes in
            bytes.count >= 3 && bytes.count <= 6 && [UInt8(ascii: "N"), UInt8(ascii: "n"), UInt8(ascii: "("), UInt8(ascii: "<")].contains(bytes[0])
        }
        guard mayBeWord == true, let text = element.string else { return false }
        return nullWords.contains(text)
    }

    /// The boolean a word stands for (`"yes"` -> true), if any.
    @usableFromInline
    package static func boolWord(_ text: String) -> Bool? {
        // Every word is 2 to 5 bytes and starts with one of these letters: most texts (numbers)
        // are rejected without hashing.
        let utf8 = text.utf8
        guard utf8.count >= 2 && utf8.count <= 5, let first = utf8.first,
            [UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: "Y"), UInt8(ascii: "y"), UInt8(ascii: "F"), UInt8(ascii: "f"),
             UInt8(ascii: "N"), UInt8(ascii: "n")].contains(first) else { return nil }
        if trueWords.contains(text) { return true }
        if falseWords.contains(text) { return false }
        return nil
    }

    /// The boolean a text stands for: a word (`"yes"`, `"False"`), or a number (non-zero is
    /// `true`); `nil` for anything else.
    @usableFromInline
    package static func bool(_ text: String) -> Bool? {
        if let word = boolWord(text) { return word }
        switch parse(text) {
        case .int(let value): return value != 0
        case .uint(let value): return value != 0
        case .double(let value): return value != 0
        case nil: return nil
        }
    }

    /// The integer a text stands for: a word (`"yes"` is 1), or a number truncated toward zero;
    /// `nil` for anything else or when out of `I`'s range (never wrapped or clamped).
    @usableFromInline
    package static func integer<I: FixedWidthInteger>(_: I.Type, _ text: String) -> I? {
        if let word = boolWord(text) { return word ? 1 : 0 }
        switch parse(text) {
        case .int(let value): return I(exactly: value)
        case .uint(let value): return I(exactly: value)
        case .double(let value):
            // An integer literal that parses only as a double is beyond 64 bits, where the double
            // rounds it, even into range (-2^63 - 1 reads as -2^63): it is read from its digits
            // instead, which only a type wider than 64 bits (`Int128`) can hold.
            return isIntegerLiteral(text) ? literalInteger(I.self, text) : truncating(I.self, value)
        case nil: return nil
        }
    }

    /// The floating-point value a text stands for: a word (`"yes"` is 1), or the nearest value of a
    /// number; `nil` for anything else or when not finite in `F` (`"1e999"`, `"1e39"` for `Float`).
    @usableFromInline
    package static func floatingPoint<F: BinaryFloatingPoint>(_: F.Type, _ text: String) -> F? {
        if let word = boolWord(text) { return word ? 1 : 0 }
        let value: F
        switch parse(text) {
        case .int(let integer): value = F(integer)
        case .uint(let integer): value = F(integer)
        case .double(let double): value = F(double)
        case nil: return nil
        }
        return value.isFinite ? value : nil
    }

    /// `value` truncated toward zero, if finite and in `I`'s range.
    @usableFromInline
    package static func truncating<I: FixedWidthInteger>(_: I.Type, _ value: Double) -> I? {
        guard value.isFinite else { return nil }
        return I(exactly: value.rounded(.towardZero))
    }

    /// Whether `text`, read as the double -2^63, is an integer literal (no fraction, no exponent):
    /// then it was below `Int64.min` and the double rounded it up, so it is out of range.
    @usableFromInline
    package static func isIntegerBelowInt64(_ text: String) -> Bool {
        isIntegerLiteral(text)
    }

    /// Whether the number `text` is written without a fraction or an exponent.
    private static func isIntegerLiteral(_ text: String) -> Bool {
        !text.contains { $0 == "." || $0 == "e" || $0 == "E" }
    }

    /// The integer literal `text` (surrounding whitespace and a sign allowed) read in `I`'s own
    /// width, if `I` holds it.
    private static func literalInteger<I: FixedWidthInteger>(_: I.Type, _ text: String) -> I? {
        let trimmed = text.utf8.drop(while: isSpace).reversed().drop(while: isSpace).reversed()
        return I(String(decoding: trimmed, as: UTF8.self))
    }

    /// Parses the whole (trimmed) text as a number; `nil` when it is not one.
    @usableFromInline
    package static func parse(_ text: String) -> Value? {
        if let value = text.utf8.withContiguousStorageIfAvailable(plainInteger) ?? nil { return .int(value) }
        let trimmed = text.utf8.drop(while: isSpace).reversed().drop(while: isSpace).reversed()
        guard !trimmed.isEmpty, trimmed.allSatisfy(isNumberByte) else { return nil }
        let clean = String(decoding: trimmed, as: UTF8.self)
        if let value = Int64(clean) { return .int(value) }
        if let value = UInt64(clean.hasPrefix("+") ? String(clean.dropFirst()) : clean) { return .uint(value) }
        guard clean.contains(where: { $0.isNumber }), let value = Double(clean), value.isFinite else { return nil }
        return .double(value)
    }

    /// A JSON number, or a string that is wholly a number (no YES/NO words), as a `Double`.
    package static func double(_ element: JSONElement) -> Double? {
        if let value = element.double { return value }
        switch element.string.flatMap(parse) {
        case .int(let value): return Double(value)
        case .uint(let value): return Double(value)
        case .double(let value): return value
        case nil: return nil
        }
    }

    /// The value of text that is an optional `-` and 1 to 18 digits and nothing else (the common
    /// case: `"180"`), read directly; `nil` for anything else, which ``parse(_:)`` then reads
    /// the general way. Eighteen digits always fit `Int64`.
    @usableFromInline
    package static func plainInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        let negative = bytes.first == UInt8(ascii: "-")
        let digits = bytes.count &- (negative ? 1 : 0)
        guard digits >= 1 && digits <= 18 else { return nil }
        var value: Int64 = 0
        for byte in bytes[(negative ? 1 : 0)...] {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int64(digit)
        }
        return negative ? -value : value
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
