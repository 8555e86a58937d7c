/// How a JSON path is spelled in messages: `statuses[3].user.id`; a key that is not a plain word
/// is quoted in brackets, with `"` and `\` escaped: `tags["odd key"]`.
///
/// The one rule for writing a path, and its inverse, so that an error created from text (the public
/// `init(path:reason:)` of the errors) has the same components as one created from components.
package enum JSONPathText {
    /// `components` as text; empty for the top level.
    package static func text(of components: some Sequence<JSONPathComponent>) -> String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): append(key: key, to: &text)
            case .index(let index): append(index: index, to: &text)
            }
        }
        return text
    }

    /// A `Codable` coding path as text, by the rule of `components(of:)` below.
    package static func text(of codingPath: [any CodingKey]) -> String {
        text(of: components(of: codingPath))
    }

    /// A `Codable` coding path as components: an unkeyed container's keys (`Index 3`) are indices,
    /// other keys are names, even with an `Int` value.
    package static func components(of codingPath: [any CodingKey]) -> [JSONPathComponent] {
        codingPath.map { key in
            if let index = key.intValue, key.stringValue == "Index \(index)" { return JSONPathComponent.index(index) }
            return JSONPathComponent.key(key.stringValue)
        }
    }

    /// `key` as a step after `path`: `.key` (or `key` at the start) when it is a plain word, else
    /// `["key"]`.
    package static func append(key: String, to path: inout String) {
        if isPlain(key) {
            if !path.isEmpty { path += "." }
            path += key
        } else {
            path += "[\""
            for character in key {
                if character == "\"" || character == "\\" { path.append("\\") }
                path.append(character)
            }
            path += "\"]"
        }
    }

    /// `[index]` after `path`.
    package static func append(index: Int, to path: inout String) {
        path += "[\(index)]"
    }

    /// The components `text` spells, read by the rules above. Text that does not follow them (a
    /// path written by hand) is read as far as it does; the rest becomes one last key.
    package static func components(of text: String) -> [JSONPathComponent] {
        var components: [JSONPathComponent] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            if rest.first == "." && !components.isEmpty { rest = rest.dropFirst() }
            if rest.hasPrefix("[\"") {
                var key = ""
                var index = rest.index(rest.startIndex, offsetBy: 2)
                var closed = false
                while index < rest.endIndex {
                    let character = rest[index]
                    if character == "\\", rest.index(after: index) < rest.endIndex {
                        index = rest.index(after: index)
                        key.append(rest[index])
                    } else if character == "\"", rest[index...].hasPrefix("\"]") {
                        closed = true
                        index = rest.index(index, offsetBy: 2)
                        break
                    } else {
                        key.append(character)
                    }
                    index = rest.index(after: index)
                }
                guard closed else { break }
                components.append(.key(key))
                rest = rest[index...]
            } else if rest.first == "[", let close = rest.firstIndex(of: "]"),
                      let index = Int(rest[rest.index(after: rest.startIndex)..<close]) {
                components.append(.index(index))
                rest = rest[rest.index(after: close)...]
            } else {
                let end = rest.firstIndex(where: { $0 == "." || $0 == "[" }) ?? rest.endIndex
                guard end > rest.startIndex else { break }
                components.append(.key(String(rest[..<end])))
                rest = rest[end...]
            }
        }
        if !rest.isEmpty { components.append(.key(String(rest))) }
        return components
    }

    private static func isPlain(_ key: String) -> Bool {
        !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }
}
