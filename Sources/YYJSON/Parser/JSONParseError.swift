import Foundation

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
///
/// Code that acts on the kind of mistake reads ``code``; ``reason`` is for people.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of mistake, for code that branches on it.
    public let code: Code
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

    /// Creates an error.
    public init(code: Code = .invalidSyntax, reason: String, offset: Int, line: Int, column: Int) {
        self.code = code
        self.reason = reason
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// Creates an error at `offset` of `input`, computing its line and column.
    init(code: Code, reason: String, offset: Int, in input: UnsafeBufferPointer<UInt8>) {
        let (line, column) = TextPosition.lineAndColumn(of: offset, in: input)
        self.init(code: code, reason: reason, offset: offset, line: line, column: column)
    }

    /// An error the parsers found at `offset` of `input`; a byte expected where the input has
    /// ended is reported as its end.
    init(_ code: Code, _ reason: String, at offset: Int, in input: UnsafeBufferPointer<UInt8>) {
        let code = code == .unexpectedCharacter && offset >= input.count ? .unexpectedEndOfInput : code
        self.init(code: code, reason: reason, offset: min(offset, input.count), in: input)
    }

    /// Names the byte at `offset` of `input` for an error message: `'x'`, `end of input` or a hex byte.
    static func describeByte(at offset: Int, in input: UnsafeBufferPointer<UInt8>) -> String {
        guard offset < input.count else { return "end of input" }
        let byte = input[offset]
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }

    /// `LINE:COLUMN: reason`, the form compilers and the `yymodel validate` command use.
    public var description: String { "\(line):\(column): \(reason)" }
}

extension JSONParseError {
    /// The kind of mistake a ``JSONParseError`` reports.
    ///
    /// A struct rather than an enum, so that new kinds can be told apart later without breaking a
    /// `switch` in your code; compare with `==` or match with `case .nestingTooDeep:`.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's name, for logs: `"unexpectedEndOfInput"`.
        public let rawValue: String

        /// Creates a code from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        public var description: String { rawValue }

        /// The input ends inside a value: truncated text, an unclosed string, array or object.
        public static let unexpectedEndOfInput = Code(rawValue: "unexpectedEndOfInput")
        /// A byte that cannot stand here: no value where one must start, no `,` between members,
        /// a key that is not a string, a missing `:`.
        public static let unexpectedCharacter = Code(rawValue: "unexpectedCharacter")
        /// A comma before a closing `}` or `]`, which JSON does not allow.
        public static let trailingComma = Code(rawValue: "trailingComma")
        /// More text after the top-level value.
        public static let trailingContent = Code(rawValue: "trailingContent")
        /// A misspelt `true`, `false` or `null`.
        public static let invalidLiteral = Code(rawValue: "invalidLiteral")
        /// A number that breaks JSON's grammar (leading zeros, a lone `-`, an empty fraction or
        /// exponent).
        public static let invalidNumber = Code(rawValue: "invalidNumber")
        /// A number too large for a `Double`.
        public static let numberOutOfRange = Code(rawValue: "numberOutOfRange")
        /// A string with an unescaped control character, an unknown escape or a lone surrogate.
        public static let invalidString = Code(rawValue: "invalidString")
        /// Bytes that are not UTF-8.
        public static let invalidUTF8 = Code(rawValue: "invalidUTF8")
        /// Arrays and objects nested deeper than the limit the parse allows.
        public static let nestingTooDeep = Code(rawValue: "nestingTooDeep")
        /// Any other syntax error; the code of errors created without one.
        public static let invalidSyntax = Code(rawValue: "invalidSyntax")
    }
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

extension JSONParseError: LocalizedError {
    /// The ``description``, so that `localizedDescription` shows this message rather than a
    /// generic one.
    public var errorDescription: String? { description }
}
