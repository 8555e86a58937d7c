/// Swift source text for `@JSONKey` arguments (string literals are `SwiftStringLiteral`'s).
enum SwiftLiteral {
    /// The `@JSONKey` argument text that names the single key `key`: every `.` escaped as `\.`, so
    /// the macro does not read it as a key path (`"a.b"` -> `a\.b`).
    static func keyArgument(_ key: String) -> String {
        key.replacingOccurrences(of: ".", with: "\\.")
    }
}
