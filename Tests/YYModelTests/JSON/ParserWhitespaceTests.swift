import Foundation
import Testing
import YYModel

/// The parser predicts the common layouts (one space after a colon, a newline and the indentation
/// of the current nesting level) and falls back to scanning; every layout must give the same value.
@Suite("Parser whitespace layouts")
struct ParserWhitespaceTests {
    @Test("pretty-printed corpora parse to the same value at every indentation width", arguments: corpusNames)
    func indentationWidths(name: String) throws {
        let value = try JSON(parsing: fixtureData(name))
        for width in [0, 1, 2, 3, 4, 8, 9, 13, 40] {
            let options = JSONWritingOptions(formatting: .prettyPrinted, indentWidth: width)
            let text = try value.jsonData(options: options)
            #expect(try JSON(parsing: text) == value, "indent width \(width)")
        }
    }

    @Test("irregular layouts parse to the same value: tabs, CRLF, uneven indentation, spaces around punctuation",
          arguments: corpusNames)
    func irregularLayouts(name: String) throws {
        let value = try JSON(parsing: fixtureData(name))
        let pretty = try value.jsonString(options: .prettyPrinted)
        var generator = SplitMix64(seed: 0x5EED)
        let layouts: [(String, String)] = [
            ("CRLF", pretty.replacingOccurrences(of: "\n", with: "\r\n")),
            ("tabs", indented(pretty) { String(repeating: "\t", count: $0 / 2) }),
            ("tab then spaces", indented(pretty) { "\t" + String(repeating: " ", count: $0) }),
            ("deeper by one", indented(pretty) { String(repeating: " ", count: $0 + 1) }),
            ("uneven", indented(pretty) { _ in String(repeating: " ", count: Int(generator.next() % 12)) }),
            ("blank lines", pretty.replacingOccurrences(of: "\n", with: "\n\n  \n")),
            ("spaces around punctuation", pretty
                .replacingOccurrences(of: "\": ", with: "\"  :   ")
                .replacingOccurrences(of: ",\n", with: " ,\n")),
            ("trailing spaces", pretty.replacingOccurrences(of: "\n", with: "   \n")),
        ]
        for (layout, text) in layouts {
            #expect(try JSON(parsing: text) == value, "\(layout)")
        }
    }

    @Test("a misleading indentation guess never hides an error", arguments: [
        ("{\n  \"a\": 1,\n  \"b\": 2,\n  x\n}", 4, 3),
        ("[\n  1,\n  2,\n  ]", 4, 3),
        ("[\n  1,\n    \n  2\n  3]", 5, 3),
        ("{\n  \"a\": {\n    \"b\": 1\n  }\n  \"c\": 2\n}", 5, 3),
    ])
    func errorsAfterIndentation(text: String, line: Int, column: Int) {
        #expect {
            _ = try JSON(parsing: text)
        } throws: { error in
            guard let error = error as? JSONParseError else { return false }
            return error.line == line && error.column == column
        }
    }

    /// `text` with each line's leading spaces replaced by `indentation(count)`.
    private func indented(_ text: String, _ indentation: (Int) -> String) -> String {
        text.components(separatedBy: "\n").map { line in
            let spaces = line.prefix { $0 == " " }.count
            return indentation(spaces) + line.dropFirst(spaces)
        }.joined(separator: "\n")
    }
}
