/// Checks JSON5 text (https://spec.json5.org) and records it on the same tape as ``JSONParser``, so
/// that everything reading a document reads JSON5 without knowing it.
///
/// JSON5 adds to JSON: `//` and `/* */` comments; a comma after the last element or member; keys
/// written as ECMAScript identifiers or in single quotes; single-quoted strings; the escapes `\'`,
/// `\v`, `\0`, `\xHH`, a backslash before any other character (that character) and before a line
/// break (a line continuation, which adds nothing); numbers with a leading `+`, a leading or
/// trailing decimal point, hexadecimal digits (`0x1F`), `Infinity` and `NaN`; and more whitespace
/// (vertical tab, form feed, no-break space, the line and paragraph separators, every Unicode space).
///
/// Decisions where the specification leaves room:
/// - A hexadecimal number must fit in 64 bits; beyond, it is "number out of range" (as a decimal
///   beyond `Double`'s range is).
/// - A `\u` escape of a lone surrogate is an error, as in ``JSONParser``.
/// - Control characters other than line breaks may stand unescaped in strings, as ECMAScript allows.
///
/// It is a separate, simpler parser than ``JSONParser``: JSON5 is read from configuration files and
/// hand-written text, so the strict parser's fast paths stay free of its rules. Open containers are
/// kept on an explicit stack, so deep nesting fails with an error at `maxDepth`, never on the call
/// stack.
struct JSON5Parser: ~Copyable {
    let input: UnsafeBufferPointer<UInt8>
    /// The input's first byte; the input is zero-padded, so a read just past the end sees 0.
    let start: UnsafePointer<UInt8>
    let end: Int
    var arena = StringArena()
    var tape: GrowableBuffer<UInt64>
    let maxDepth: Int
    var position = 0
    /// Reusable room for a number rewritten into JSON's grammar (`+.5` as `0.5`).
    var numberScratch: [UInt8] = []

    /// An array or object not yet closed.
    private struct OpenContainer {
        let node: Int
        let isObject: Bool
        var count: Int
    }

    /// Parses `input` (which must be followed by `PaddedInput.padding` zero bytes).
    static func parse(_ input: UnsafeBufferPointer<UInt8>, maxDepth: Int) throws(JSONParseError) -> (
        tape: (base: UnsafeMutablePointer<UInt64>, count: Int, capacity: Int),
        arena: UnsafeMutablePointer<UInt8>?
    ) {
        var parser = JSON5Parser(input: input, maxDepth: maxDepth, tape: SpareBlocks.buffer(.tape, capacity: input.count / 4 + 16))
        try parser.parseDocument()
        let arena = parser.arena.takeStorage()
        return (parser.tape.takeStorage(), arena)
    }

    /// The offset of the first byte that is neither whitespace nor part of a comment in JSON5 text,
    /// or `nil` when a comment is not closed.
    static func firstSignificantOffset(in input: UnsafeBufferPointer<UInt8>) -> Int? {
        var parser = JSON5Parser(input: input, maxDepth: 0, tape: GrowableBuffer(capacity: 0))
        do {
            try parser.skipSpaceAndComments()
        } catch {
            return nil
        }
        return parser.position
    }

    private init(input: UnsafeBufferPointer<UInt8>, maxDepth: Int, tape: consuming GrowableBuffer<UInt64>) {
        self.input = input
        self.start = UnsafePointer(input.baseAddress!)
        self.end = input.count
        self.maxDepth = max(maxDepth, 0)
        self.tape = tape
    }

    // MARK: - Structure

    private mutating func parseDocument() throws(JSONParseError) {
        if end >= 3 && start[0] == 0xEF && start[1] == 0xBB && start[2] == 0xBF { position = 3 }
        var open: [OpenContainer] = []
        try skipSpaceAndComments()
        values: while true {
            // A value starts at `position`.
            let byte = start[position]
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                let isObject = byte == UInt8(ascii: "{")
                guard open.count < maxDepth else {
                    throw error(.nestingTooDeep, "nesting too deep (more than \(maxDepth) levels)", at: position)
                }
                open.append(OpenContainer(node: tape.count &>> 1, isObject: isObject, count: 0))
                tape.appendNode(isObject ? .object : .array, payload: 0, second: 0)
                position &+= 1
                try skipSpaceAndComments()
                if try startsNextElement(of: &open[open.count - 1]) { continue values }
                open.removeLast()
            } else {
                try parseScalar()
            }
            // After a value: the next element of the innermost container, or its end.
            while !open.isEmpty {
                try skipSpaceAndComments()
                let innermost = open.count - 1
                let closing = open[innermost].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if start[position] == UInt8(ascii: ",") {
                    position &+= 1
                    try skipSpaceAndComments()
                    if try startsNextElement(of: &open[innermost]) { continue values }
                    open.removeLast()
                } else if start[position] != closing {
                    throw error(
                        .unexpectedCharacter,
                        open[innermost].isObject ? "expected ',' or '}' after object member" : "expected ',' or ']' after array element",
                        at: position)
                } else {
                    position &+= 1
                    close(open.removeLast())
                }
            }
            break
        }
        try skipSpaceAndComments()
        if position < end {
            throw error(.trailingContent, "unexpected \(describe(position)) after the top-level value", at: position)
        }
    }

    /// At the start of an element (after the opening bracket or a comma): closes the container when
    /// its bracket follows and returns `false` (the caller then drops it from the open ones); otherwise counts the element, parses a member's key
    /// and colon, and returns `true` with `position` on the value.
    private mutating func startsNextElement(of container: inout OpenContainer) throws(JSONParseError) -> Bool {
        let closing = container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        if start[position] == closing {
            position &+= 1
            close(container)
            return false
        }
        container.count &+= 1
        guard container.isObject else { return true }
        try parseKey()
        try skipSpaceAndComments()
        guard start[position] == UInt8(ascii: ":") else {
            throw error(.unexpectedCharacter, "expected ':' after object key, found \(describe(position))", at: position)
        }
        position &+= 1
        try skipSpaceAndComments()
        return true
    }

    /// Records where `container` ends and how many elements it has, as ``JSONTape`` expects.
    private mutating func close(_ container: OpenContainer) {
        let tag = container.isObject ? JSONTag.object : JSONTag.array
        tape[2 &* container.node] = (UInt64(tag.rawValue) &<< 56) | UInt64(tape.count &>> 1)
        tape[2 &* container.node &+ 1] = UInt64(container.count)
    }

    /// An object key: a string in either quotes, or an identifier.
    private mutating func parseKey() throws(JSONParseError) {
        let byte = start[position]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            try parseString()
        } else {
            try parseIdentifierKey()
        }
    }

    /// A string, number or literal at `position`.
    private mutating func parseScalar() throws(JSONParseError) {
        let byte = start[position]
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            try parseString()
        case UInt8(ascii: "t"):
            try parseLiteral("true", .true)
        case UInt8(ascii: "f"):
            try parseLiteral("false", .false)
        case UInt8(ascii: "n"):
            try parseLiteral("null", .null)
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "I"), UInt8(ascii: "N"):
            try parseNumber()
        default:
            if position >= end { throw error(.unexpectedEndOfInput, "unexpected end of input, expected a value", at: position) }
            throw error(.unexpectedCharacter, "expected a value, found \(describe(position))", at: position)
        }
    }

    private mutating func parseLiteral(_ word: StaticString, _ tag: JSONTag) throws(JSONParseError) {
        let count = word.utf8CodeUnitCount
        guard matches(word, at: position), !continuesIdentifier(at: position &+ count) else {
            throw error(.invalidLiteral, "invalid literal, expected '\(word)'", at: position)
        }
        position &+= count
        tape.appendNode(tag, payload: 0, second: 0)
    }

    /// Whether `word` is written at `offset` (the zero padding ends any comparison at the end).
    func matches(_ word: StaticString, at offset: Int) -> Bool {
        for index in 0..<word.utf8CodeUnitCount where start[offset &+ index] != word.utf8Start[index] {
            return false
        }
        return true
    }

    // MARK: - Errors

    /// Names the byte at `offset` for an error message (see `JSONParseError.describeByte(at:in:)`).
    func describe(_ offset: Int) -> String { JSONParseError.describeByte(at: offset, in: input) }

    /// An error at `offset` (see `JSONParseError.init(_:_:at:in:)`).
    func error(_ code: JSONParseError.Code, _ reason: String, at offset: Int) -> JSONParseError {
        JSONParseError(code, reason, at: offset, in: input)
    }
}
