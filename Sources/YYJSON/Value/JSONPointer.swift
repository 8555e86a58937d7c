/// A JSON Pointer (RFC 6901): the exact location of one value in a document, as a list of
/// reference tokens.
///
///     let pointer = try JSONPointer("/users/0/a~1b")
///     print(pointer.tokens)   // Prints ["users", "0", "a/b"]
///     print(pointer)          // Prints /users/0/a~1b
///
/// The text is `""` (the whole document) or `/` followed by tokens separated by `/`, where `~1`
/// stands for `/` and `~0` for `~`. Use it with ``JSON/subscript(pointer:)-(JSONPointer)``; parse
/// once to reuse a pointer or to learn why a text is not one.
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
    /// The reference tokens, unescaped (`"a/b"` for the text `/a~1b`); empty for the whole document.
    public let tokens: [String]

    /// A pointer to the whole document.
    public static let root = JSONPointer(tokens: [])

    /// A pointer made of `tokens`, taken as they are (no escapes to undo).
    public init(tokens: [String]) {
        self.tokens = tokens
    }

    /// Parses the text of a pointer (`"/user/name"`, `""`).
    ///
    /// - Throws: ``JSONPointerError`` when the text is neither empty nor starts with `/`, or when
    ///   a `~` is not followed by `0` or `1`.
    public init(_ text: String) throws(JSONPointerError) {
        var tokens: [String] = []
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else {
            self.init(tokens: [])
            return
        }
        guard bytes[0] == UInt8(ascii: "/") else {
            throw JSONPointerError(reason: "a pointer must be empty or start with \"/\"", offset: 0)
        }
        var token: [UInt8] = []
        var offset = 1
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "/") {
                tokens.append(String(decoding: token, as: UTF8.self))
                token.removeAll(keepingCapacity: true)
            } else if byte == UInt8(ascii: "~") {
                let next = offset + 1 < bytes.count ? bytes[offset + 1] : nil
                switch next {
                case UInt8(ascii: "0"): token.append(UInt8(ascii: "~"))
                case UInt8(ascii: "1"): token.append(UInt8(ascii: "/"))
                default: throw JSONPointerError(reason: "\"~\" must be followed by \"0\" or \"1\"", offset: offset)
                }
                offset += 1
            } else {
                token.append(byte)
            }
            offset += 1
        }
        tokens.append(String(decoding: token, as: UTF8.self))
        self.init(tokens: tokens)
    }

    /// The pointer's text, with `~` written as `~0` and `/` as `~1`.
    public var description: String {
        tokens.map { "/" + $0.replacingTildesAndSlashes() }.joined()
    }

    /// The steps the pointer takes: each token is a member name, an index on an array (``index(_:)``)
    /// and, when it is `-`, the end of an array.
    var steps: [JSONStep] {
        tokens.map { JSONStep(key: $0, index: JSONPointer.index($0), isEnd: $0 == "-") }
    }

    /// The array index a token stands for: `0`, or digits without a leading zero; `nil` for
    /// anything else (`-`, `01`, `+1`, a number too large for `Int`).
    static func index(_ token: String) -> Int? {
        let utf8 = token.utf8
        guard let first = utf8.first, utf8.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) else { return nil }
        guard first != UInt8(ascii: "0") || utf8.count == 1 else { return nil }
        return Int(token)
    }
}

/// Why a text is not a JSON Pointer.
public struct JSONPointerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, for example `"~" must be followed by "0" or "1"`.
    public let reason: String
    /// The byte offset in the pointer's UTF-8 text where the problem is.
    public let offset: Int

    /// Creates an error.
    public init(reason: String, offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// `offset N: reason`.
    public var description: String { "offset \(offset): \(reason)" }
}

extension String {
    /// The text with `~` as `~0` and `/` as `~1`, as a pointer token is written.
    fileprivate func replacingTildesAndSlashes() -> String {
        guard utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return self }
        var result = ""
        for character in unicodeScalars {
            switch character {
            case "~": result += "~0"
            case "/": result += "~1"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
