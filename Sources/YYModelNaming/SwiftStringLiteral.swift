/// How the library writes a Swift string literal into source it generates: the `@JSONModel`
/// macro's expansions and the model generator's output spell every key and name the same way.
package enum SwiftStringLiteral {
    /// A string literal for `text`: `"a\"b"`. Control characters (C0, DEL and C1, which an editor
    /// would not show) are written as `\n`, `\t`, `\r` or `\u{1B}`.
    package static func quoted(_ text: String) -> String {
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
}
