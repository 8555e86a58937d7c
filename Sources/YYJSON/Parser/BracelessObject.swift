/// A top-level object written without its braces (`"a": 1, "b": 2`), as Foundation's decoder reads
/// it with `assumesTopLevelDictionary`.
///
/// The text is parsed with the braces put around it, so that both parsers read it without a mode
/// of their own; errors are then placed back in the text as written.
struct BracelessObject {
    /// The length of the byte order mark left out of the braced text (0 or 3).
    let byteOrderMarkLength: Int
    /// The length of the text between the added braces.
    let bodyCount: Int

    /// Replaces `input` with the braced text when its first value does not open with `{`, and
    /// returns how to place errors back; `nil` when `input` is read as it is.
    static func braceIfNeeded(_ input: inout PaddedInput, json5: Bool) -> BracelessObject? {
        let text = input.text
        guard let first = firstSignificantOffset(in: text, json5: json5), first == text.count || text[first] != UInt8(ascii: "{") else {
            return nil
        }
        let byteOrderMarkLength = text.count >= 3 && text[0] == 0xEF && text[1] == 0xBB && text[2] == 0xBF ? 3 : 0
        let body = UnsafeBufferPointer(rebasing: text[byteOrderMarkLength...])
        // The line break ends a `//` comment on the last line before the closing brace.
        input = PaddedInput(copying: [UInt8(ascii: "{")] + Array(body) + [0x0A, UInt8(ascii: "}")])
        return BracelessObject(byteOrderMarkLength: byteOrderMarkLength, bodyCount: body.count)
    }

    /// The offset of the first byte that is not whitespace (nor, in JSON5, a comment); `nil` when a
    /// comment is not closed, which the parser then reports.
    private static func firstSignificantOffset(in text: UnsafeBufferPointer<UInt8>, json5: Bool) -> Int? {
        if json5 { return JSON5Parser.firstSignificantOffset(in: text) }
        var offset = text.count >= 3 && text[0] == 0xEF && text[1] == 0xBB && text[2] == 0xBF ? 3 : 0
        while offset < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[offset]) { offset += 1 }
        return offset
    }

    /// `error`, found in the braced text `braced`, placed in the text as written.
    func place(_ error: JSONParseError, in braced: UnsafeBufferPointer<UInt8>) -> JSONParseError {
        let body = UnsafeBufferPointer(start: braced.baseAddress! + 1, count: bodyCount)
        var offset = error.offset - 1
        var code = error.code
        var reason = error.reason
        if offset >= bodyCount {
            // Found in the closing brace this type added.
            offset = bodyCount
            if code == .trailingContent {
                reason = "text after the end of the top-level object, which a '}' closed although it has no '{'"
            } else {
                code = .unexpectedEndOfInput
                reason = "unexpected end of input"
            }
        }
        offset = max(offset, 0)
        let (line, column) = TextPosition.lineAndColumn(of: offset, in: body)
        return JSONParseError(code: code, reason: reason, offset: offset + byteOrderMarkLength, line: line, column: column)
    }
}
