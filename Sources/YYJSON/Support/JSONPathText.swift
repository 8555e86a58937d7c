/// How a JSON path is spelled in messages: `statuses[3].user.id`; a key that is not a plain word
/// is quoted in brackets: `tags["odd key"]`.
///
/// Decoding builds paths from the outside in (it knows where it is); encoding errors build them from
/// the inside out (each level adds its step while the error passes through), so both directions
/// are here, with one rule for how a key is written.
package enum JSONPathText {
    /// `key` as a step after `path`: `.key` (or `key` at the start) when it is a plain word, else
    /// `["key"]`.
    package static func append(key: String, to path: inout String) {
        if isPlain(key) {
            if !path.isEmpty { path += "." }
            path += key
        } else {
            path += "[\"\(key.replacingOccurrences(of: "\"", with: "\\\""))\"]"
        }
    }

    /// `[index]` after `path`.
    package static func append(index: Int, to path: inout String) {
        path += "[\(index)]"
    }

    /// `path` with `key` as its first step.
    static func prepending(key: String, to path: String) -> String {
        var result = ""
        append(key: key, to: &result)
        return joined(result, path)
    }

    /// `path` with `[index]` as its first step.
    static func prepending(index: Int, to path: String) -> String {
        var result = ""
        append(index: index, to: &result)
        return joined(result, path)
    }

    /// A first step and the rest: the rest's leading plain key needs a dot.
    private static func joined(_ first: String, _ rest: String) -> String {
        guard let next = rest.first else { return first }
        return next == "[" ? first + rest : first + "." + rest
    }

    private static func isPlain(_ key: String) -> Bool {
        !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }
}
