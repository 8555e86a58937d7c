import Foundation

/// JSON text in UTF-16 or UTF-32, which Foundation's `JSONDecoder` also accepts, recognized by a byte
/// order mark or by the zero bytes around the first (ASCII) character, as RFC 4627 describes.
struct InputEncoding {
    /// The text, converted to UTF-8.
    let utf8: [UInt8]
    /// The bytes per code unit of the original text: 2 (UTF-16) or 4 (UTF-32).
    let unitSize: Int

    /// The length of the original text in bytes.
    let originalCount: Int

    /// The text converted to UTF-8 when `bytes` is UTF-16 or UTF-32; `nil` for UTF-8 (nothing to do).
    static func utf8Converting(_ bytes: some Collection<UInt8>) -> InputEncoding? {
        var prefix = (UInt8(1), UInt8(1), UInt8(1), UInt8(1))
        var count = 0
        for byte in bytes.prefix(4) {
            switch count {
            case 0: prefix.0 = byte
            case 1: prefix.1 = byte
            case 2: prefix.2 = byte
            default: prefix.3 = byte
            }
            count += 1
        }
        // UTF-8 text starts with a non-zero byte that is not half of a UTF-16/32 byte order mark.
        guard count >= 2, prefix.0 == 0 || prefix.1 == 0 || prefix.0 == 0xFE || prefix.0 == 0xFF else { return nil }
        let encoding: String.Encoding
        switch prefix {
        case (0, 0, 0xFE, 0xFF), (0, 0, 0, _): encoding = .utf32BigEndian
        case (_, 0, 0, 0) where count == 4 && prefix.0 != 0xFF: encoding = .utf32LittleEndian
        case (0xFE, 0xFF, _, _), (0, _, _, _): encoding = .utf16BigEndian
        case (0xFF, 0xFE, _, _), (_, 0, _, _): encoding = .utf16LittleEndian
        default: return nil
        }
        guard let text = String(data: Data(bytes), encoding: encoding) else { return nil }
        // A byte order mark decodes to U+FEFF; the parser skips it in UTF-8. (`FF FE 00 00` is read as
        // UTF-16 with a byte order mark, so UTF-32LE with one fails, as in Foundation.)
        let unitSize = encoding == .utf16BigEndian || encoding == .utf16LittleEndian ? 2 : 4
        return InputEncoding(utf8: Array(text.utf8), unitSize: unitSize, originalCount: bytes.count)
    }

    /// `error`, found in the UTF-8 text, with its offset in bytes of the original text (its line
    /// and column, which count characters, are the same in both). Bytes the conversion replaced
    /// (with U+FFFD) may count differently; the offset stays within the original text.
    func placing(_ error: JSONParseError) -> JSONParseError {
        let prefix = String(decoding: utf8.prefix(error.offset), as: UTF8.self)
        let units = unitSize == 2 ? prefix.utf16.count : prefix.unicodeScalars.count
        let offset = min(units * unitSize, originalCount)
        return JSONParseError(code: error.code, reason: error.reason, offset: offset, line: error.line, column: error.column)
    }
}
