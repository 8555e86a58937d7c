import YYModelNaming

/// Swift source text for values: string literals and `@JSONKey` arguments.
enum SwiftLiteral {
    /// A string literal for `text`: `"a\"b"`, spelt as the macro's expansions spell theirs.
    static func string(_ text: String) -> String {
        SwiftStringLiteral.quoted(text)
    }

    /// The `@JSONKey` argument text that names the single key `key`: every `.` escaped as `\.`, so
    /// the macro does not read it as a key path (`"a.b"` -> `a\.b`).
    static func keyArgument(_ key: String) -> String {
        key.replacingOccurrences(of: ".", with: "\\.")
    }
}
