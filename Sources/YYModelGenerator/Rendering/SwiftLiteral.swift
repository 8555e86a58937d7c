/// Swift source text for values: string literals and `@JSONKey` arguments.
enum SwiftLiteral {
    /// A string literal for `text`: `"a\"b"`; control characters as `\n`, `\t`, `\r` or `\u{1B}`.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The `@JSONKey` argument text that names the single key `key`: every `.` escaped as `\.`, so
    /// the macro does not read it as a key path (`"a.b"` -> `a\.b`).
    static func keyArgument(_ key: String) -> String {
        key.replacingOccurrences(of: ".", with: "\\.")
    }
}
