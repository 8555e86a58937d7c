import Foundation
import Testing
import YYModel
import YYModelCorpusModels

/// `JSONLinesEncoder`: one compact value per line, each ended by `\n`.
@Suite("JSON Lines: encoding")
struct JSONLinesEncoderTests {
    private struct Note: Codable, Equatable {
        var text: String
    }

    @Test("one compact line per value, newlines inside strings escaped")
    func compactLines() throws {
        let notes = [Note(text: "one\ntwo"), Note(text: "\r\n\u{2028}"), Note(text: "")]
        let data = try JSONLinesEncoder().encode(notes)
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        // Three lines and the empty rest after the last `\n`: no raw newline inside a value.
        #expect(lines.count == notes.count + 1)
        #expect(lines.last?.isEmpty == true)
        #expect(String(decoding: lines[0], as: UTF8.self) == #"{"text":"one\ntwo"}"#)
        #expect(try JSONLinesDecoder().decode(Note.self, from: data) == notes)
        #expect(try JSONLinesEncoder().encode([Note]()).isEmpty)
    }

    @Test("a pretty-printing encoder is refused")
    func prettyRefused() {
        let encoder = YYJSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        #expect(throws: EncodingError.self) { try JSONLinesEncoder(encoder: encoder).encode([Note(text: "a")]) }
        encoder.outputFormatting = .sortedKeys
        #expect(throws: Never.self) { try JSONLinesEncoder(encoder: encoder).encode([Note(text: "a")]) }
    }

    @Test("twitter statuses round trip through a file, Codable and models")
    func fileRoundTrip() throws {
        let (lines, _) = try LinesFixtures.twitter()
        let statuses = try JSONLinesDecoder().decode(TwitterModels.Status.self, from: lines)
        let twins = try JSONLinesDecoder().decode(TwitterCodable.Status.self, from: lines)

        let directory = try LinesFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("out.jsonl")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        // A small chunk size: many writes, each a few lines.
        try JSONLinesEncoder(chunkSize: 1000).encode(statuses, to: handle)
        try JSONLinesEncoder(chunkSize: 1000).encode(twins, to: handle)
        try handle.close()

        var read: [JSON] = []
        try JSONLinesDecoder(chunkSize: 333).decode(TwitterModels.Status.self, contentsOf: url) { read.append(try JSON(parsing: $0.jsonData())) }
        let expected = try statuses.map { try JSON(parsing: $0.jsonData()) }
        #expect(read == expected + expected)

        // Model output is what `jsonData()` writes, line by line.
        let modelData = try JSONLinesEncoder().encode(statuses)
        let expectedText = try statuses.map { String(decoding: try $0.jsonData(), as: UTF8.self) + "\n" }.joined()
        #expect(String(decoding: modelData, as: UTF8.self) == expectedText)
        #expect(!modelData.dropLast().contains(UInt8(ascii: "\r")))
    }
}
