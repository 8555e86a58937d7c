import Foundation
import Testing
import YYModel

/// How the splitter cuts input into lines, whatever the chunks, and how much it keeps.
@Suite("JSON Lines: splitting")
struct JSONLineSplitterTests {
    /// The lines of `text` fed in chunks of `chunkSize` bytes, with their numbers.
    private func lines(of text: [UInt8], chunkSize: Int) -> [(Int, String)] {
        var splitter = JSONLineSplitter()
        var found: [(Int, String)] = []
        var start = 0
        repeat {
            let end = min(start + chunkSize, text.count)
            splitter.append(contentsOf: text[start..<end])
            while let line = splitter.nextLine() { found.append((splitter.lineNumber, String(decoding: line, as: UTF8.self))) }
            start = end
        } while start < text.count
        splitter.finish()
        while let line = splitter.nextLine() { found.append((splitter.lineNumber, String(decoding: line, as: UTF8.self))) }
        return found
    }

    private func expectLines(_ text: String, _ expected: [(Int, String)], sourceLocation: SourceLocation = #_sourceLocation) {
        let bytes = Array(text.utf8)
        for chunkSize in [1, 2, 3, 7, 4096, max(1, bytes.count)] {
            let found = lines(of: bytes, chunkSize: chunkSize)
            #expect(found.map(\.0) == expected.map(\.0), "chunk size \(chunkSize)", sourceLocation: sourceLocation)
            #expect(found.map(\.1) == expected.map(\.1), "chunk size \(chunkSize)", sourceLocation: sourceLocation)
        }
    }

    @Test("lines end at \\n; the last line needs none")
    func lineEnds() {
        expectLines("1\n2\n3\n", [(1, "1"), (2, "2"), (3, "3")])
        expectLines("1\n2\n3", [(1, "1"), (2, "2"), (3, "3")])
        expectLines("", [])
        expectLines("\n", [])
    }

    @Test("a \\r before \\n is dropped")
    func crlf() {
        expectLines("{\"a\":1}\r\n{\"a\":2}\r\n", [(1, "{\"a\":1}"), (2, "{\"a\":2}")])
        expectLines("1\r\n2\r", [(1, "1"), (2, "2")])
        // A \r elsewhere is the line's own, for the parser to judge.
        expectLines("1\r2\n", [(1, "1\r2")])
    }

    @Test("empty and whitespace-only lines are passed over but counted")
    func blankLines() {
        expectLines("\n1\n\n \t \r\n2\n\n", [(2, "1"), (5, "2")])
    }

    @Test("a byte order mark at the start is skipped, elsewhere it stays")
    func byteOrderMark() {
        expectLines("\u{FEFF}1\n2\n", [(1, "1"), (2, "2")])
        expectLines("\u{FEFF}\n1\n", [(2, "1")])
        expectLines("1\n\u{FEFF}2\n", [(1, "1"), (2, "\u{FEFF}2")])
    }

    @Test("a line longer than a chunk is kept whole, and the buffer within it plus one chunk")
    func longLine() {
        let long = String(repeating: "x", count: 100_000)
        let text = Array("1\n\(long)\n2\n".utf8)
        var splitter = JSONLineSplitter()
        var found: [Int] = []
        for start in stride(from: 0, to: text.count, by: 4096) {
            splitter.append(contentsOf: text[start..<min(start + 4096, text.count)])
            while let line = splitter.nextLine() { found.append(line.count) }
        }
        splitter.finish()
        while let line = splitter.nextLine() { found.append(line.count) }
        #expect(found == [1, 100_000, 1])
        #expect(splitter.peakBufferedByteCount <= 100_000 + 4096)
    }

    @Test("50 MB in chunks: the buffer never exceeds the longest line plus one chunk")
    func boundedMemory() {
        // One block of lines from 1 byte to 20 KB long, repeated; chunks straddle lines and blocks.
        var block: [UInt8] = []
        var longest = 0
        var linesInBlock = 0
        var length = 1
        while block.count < 1 << 20 {
            block.append(contentsOf: repeatElement(UInt8(ascii: "7"), count: length))
            block.append(UInt8(ascii: "\n"))
            longest = max(longest, length)
            linesInBlock += 1
            length = (length * 7 + 13) % 20_000 + 1
        }
        let chunkSize = 65_521
        let total = 50 * block.count
        var splitter = JSONLineSplitter()
        var lines = 0
        var position = 0
        var chunk: [UInt8] = []
        chunk.reserveCapacity(chunkSize)
        while position < total {
            chunk.removeAll(keepingCapacity: true)
            while chunk.count < chunkSize && position < total {
                let offset = position % block.count
                let take = min(chunkSize - chunk.count, block.count - offset, total - position)
                chunk.append(contentsOf: block[offset..<(offset + take)])
                position += take
            }
            splitter.append(contentsOf: chunk)
            while splitter.nextLine() != nil { lines += 1 }
            #expect(splitter.peakBufferedByteCount <= longest + chunkSize)
        }
        splitter.finish()
        while splitter.nextLine() != nil { lines += 1 }
        #expect(total >= 50_000_000)
        #expect(lines == 50 * linesInBlock)
        #expect(splitter.peakBufferedByteCount <= longest + chunkSize)
    }
}
