/// Compile-time `@JSONKey` key-path splitting (the key strategies' rules are in `YYModelNaming`,
/// shared with the runtime; see `JSONModelArguments.KeyStrategy`).
///
/// Everything here runs inside the compiler plugin, so the generated schema holds finished keys.
enum KeyNaming {
    /// Splits a `@JSONKey` argument into the keys of a key path.
    ///
    ///     KeyNaming.keyPath("ext.desc")    // ["ext", "desc"]
    ///     KeyNaming.keyPath("a..b")        // ["a", "b"]
    ///     KeyNaming.keyPath(".ext")        // ["ext"]
    ///     KeyNaming.keyPath(#"a\.b"#)      // ["a.b"]
    ///
    /// A dot separates keys unless a backslash precedes it (`\.` is a literal dot); any other
    /// backslash is kept. Empty components are dropped, so a result is empty only when the
    /// argument has no key at all (`""`, `"."`).
    static func keyPath(_ text: String) -> [String] {
        var components: [String] = []
        var current = ""
        var iterator = text.makeIterator()
        var pending = iterator.next()
        while let character = pending {
            pending = iterator.next()
            switch character {
            case "\\" where pending == ".":
                current.append(".")
                pending = iterator.next()
            case ".":
                if !current.isEmpty { components.append(current) }
                current = ""
            default:
                current.append(character)
            }
        }
        if !current.isEmpty { components.append(current) }
        return components
    }

    /// Removes the backticks of an escaped identifier: `` `default` `` becomes `default`.
    static func unescaped(_ identifier: String) -> String {
        guard identifier.count >= 2, identifier.hasPrefix("`"), identifier.hasSuffix("`") else {
            return identifier
        }
        return String(identifier.dropFirst().dropLast())
    }
}
