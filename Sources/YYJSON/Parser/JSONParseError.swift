/// A syntax error found while parsing JSON text, with its position and a precise reason.
///
/// The position is given three ways: the zero-based `offset` in bytes, and the one-based `line` and
/// `column` a text editor shows (columns count Unicode scalars, not bytes).
///
///     do {
///         _ = try JSON(parsing: "{\"a\": [1, 2,]}")
///     } catch let error as JSONParseError {
///         print(error)   // Prints "1:13: expected a value, found ']'"
///     }
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Zero-based byte offset of the offending byte in the input.
    public let offset: Int
    /// The same as ``offset``, for readers who look for the word "byte".
    public var byteOffset: Int { offset }
    /// One-based line number (lines end with `\n`).
    public let line: Int
    /// One-based column on `line`, counted in Unicode scalars.
    public let column: Int
    /// What is wrong, in words (for example `"expected ',' or '}' after object member"`).
    public let reason: String

    /// Creates an error; `line` and `column` are usually computed with ``init(reason:offset:in:)``.
    public init(reason: String, offset: Int, line: Int, column: Int) {
        self.reason = reason
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// Creates an error at `offset` of `input`, computing its line and column.
    init(reason: String, offset: Int, in input: UnsafeBufferPointer<UInt8>) {
        let (line, column) = TextPosition.lineAndColumn(of: offset, in: input)
        self.init(reason: reason, offset: offset, line: line, column: column)
    }

    /// `LINE:COLUMN: reason`, the form compilers and the `yymodel validate` command use.
    public var description: String { "\(line):\(column): \(reason)" }
}

/// Converts byte offsets into the line and column a person would look for.
enum TextPosition {
    /// The one-based line and column of `offset`; a column counts scalars, so continuation bytes are skipped.
    static func lineAndColumn(of offset: Int, in input: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        let limit = min(offset, input.count)
        // A byte order mark at the start is skipped by the parser and shown by no editor: no column.
        let hasByteOrderMark = input.count >= 3 && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF
        guard let base = input.baseAddress else { return (line, column) }
        // A plain pointer loop: slicing the buffer costs a generic call per byte in debug builds, which
        // made positions of errors late in large inputs slow to compute.
        let newline = UInt8(ascii: "\n")
        var index = min(hasByteOrderMark ? 3 : 0, limit)
        while index < limit {
            let byte = base[index]
            if byte == newline {
                line &+= 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column &+= 1
            }
            index &+= 1
        }
        return (line, column)
    }
}
