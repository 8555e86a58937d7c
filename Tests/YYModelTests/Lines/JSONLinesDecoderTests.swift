import Foundation
import Testing
import YYModel
import YYModelCorpusModels

/// `JSONLinesDecoder` on real data, through `Codable` and through the model path.
@Suite("JSON Lines: decoding")
struct JSONLinesDecoderTests {
    private struct Point: Codable, Equatable {
        var x: Int
        var y: Int
    }

    @Test("twitter statuses, one per line: Codable and models decode what the whole array decodes to")
    func twitterStatuses() throws {
        let (lines, array) = try LinesFixtures.twitter()
        let expectedCodable = try YYJSONDecoder().decode([TwitterCodable.Status].self, from: array).map(encodedJSON)
        let expectedModels = try [TwitterModels.Status](json: array).map { try JSON(parsing: $0.jsonData()) }
        #expect(expectedCodable.count == 100)
        #expect(expectedModels == expectedCodable)

        for chunkSize in [1, 7, 4096, lines.count] {
            let decoder = JSONLinesDecoder(chunkSize: chunkSize)
            let codable = try decoder.decode(TwitterCodable.Status.self, from: lines)
            #expect(try codable.map(encodedJSON) == expectedCodable, "chunk size \(chunkSize)")
            let models = try decoder.decode(TwitterModels.Status.self, from: Array(lines))
            #expect(try models.map { try JSON(parsing: $0.jsonData()) } == expectedModels, "chunk size \(chunkSize)")
        }
    }

    @Test("a file on disk, read in chunks")
    func file() throws {
        let (lines, array) = try LinesFixtures.twitter()
        let directory = try LinesFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("statuses.jsonl")
        try lines.write(to: url)

        let expected = try [TwitterModels.Status](json: array).map { try JSON(parsing: $0.jsonData()) }
        for chunkSize in [7, 4096, 1 << 20] {
            var models: [JSON] = []
            try JSONLinesDecoder(chunkSize: chunkSize).decode(TwitterModels.Status.self, contentsOf: url) { models.append(try JSON(parsing: $0.jsonData())) }
            #expect(models == expected, "chunk size \(chunkSize)")
            var codable: [JSON] = []
            try JSONLinesDecoder(chunkSize: chunkSize).decode(TwitterCodable.Status.self, contentsOf: url) { codable.append(try encodedJSON($0)) }
            #expect(codable == expected, "chunk size \(chunkSize)")
        }
        #expect(throws: (any Error).self) {
            try JSONLinesDecoder().decode(Point.self, contentsOf: directory.appendingPathComponent("missing.jsonl")) { _ in }
        }
    }

    @Test("asynchronous sources: bytes and chunks of any size")
    func asyncSources() async throws {
        let (lines, array) = try LinesFixtures.twitter()
        let expected = try [TwitterModels.Status](json: array).map { try JSON(parsing: $0.jsonData()) }
        let decoder = JSONLinesDecoder()

        var fromBytes: [JSON] = []
        for try await status in decoder.values(of: TwitterCodable.Status.self, from: LinesFixtures.bytes(of: lines)) {
            fromBytes.append(try encodedJSON(status))
        }
        #expect(fromBytes == expected)

        for size in [1, 7, 4096, lines.count] {
            var models: [JSON] = []
            for try await status in decoder.values(of: TwitterModels.Status.self, from: LinesFixtures.chunks(of: lines, size: size)) {
                models.append(try JSON(parsing: status.jsonData()))
            }
            #expect(models == expected, "chunk size \(size)")
        }
    }

    @Test("iterating from the main actor")
    @MainActor
    func mainActorIteration() async throws {
        var points: [Point] = []
        for try await point in JSONLinesDecoder().values(of: Point.self, from: LinesFixtures.chunks(of: Data("{\"x\":1,\"y\":2}\n".utf8), size: 3)) {
            points.append(point)
        }
        #expect(points == [Point(x: 1, y: 2)])
    }

    @Test("CRLF, blank lines, a byte order mark and no final newline")
    func layout() throws {
        let text = "\u{FEFF}{\"x\":1,\"y\":2}\r\n\r\n  \n{\"x\":3,\"y\":4}\r\n\n{\"x\":5,\"y\":6}"
        for chunkSize in [1, 2, 7, 4096] {
            let points = try JSONLinesDecoder(chunkSize: chunkSize).decode(Point.self, from: Data(text.utf8))
            #expect(points == [Point(x: 1, y: 2), Point(x: 3, y: 4), Point(x: 5, y: 6)], "chunk size \(chunkSize)")
        }
        #expect(try JSONLinesDecoder().decode(Point.self, from: Data()).isEmpty)
        #expect(try JSONLinesDecoder().decode(Point.self, from: Data("\n \n\r\n".utf8)).isEmpty)
    }

    @Test("a syntax error names its line and its column within the line")
    func syntaxError() throws {
        let text = Data("{\"x\":1,\"y\":2}\n\n{\"x\":3, \"y\": tru}\n{\"x\":5,\"y\":6}\n".utf8)
        for chunkSize in [1, 7, 4096] {
            let error = try #require(throws: JSONLinesError.self) {
                try JSONLinesDecoder(chunkSize: chunkSize).decode(Point.self, from: text)
            }
            #expect(error.line == 3)
            #expect(error.column == 14)
            let parseError = try #require(error.underlyingError as? JSONParseError)
            #expect(error.reason == parseError.reason)
            #expect(error.description == "line 3, column 14: \(parseError.reason)")
            #expect(error.localizedDescription == error.description)
        }
        // The model path reports the same place.
        let modelError = try #require(throws: JSONLinesError.self) {
            try JSONLinesDecoder().decode(TwitterModels.Status.self, from: text)
        }
        #expect(modelError.line == 3 && modelError.column == 14)
        #expect(modelError.underlyingError is JSONParseError)
    }

    @Test("a value that does not decode names its line and its coding path")
    func decodingError() throws {
        let text = Data("{\"x\":1,\"y\":2}\n{\"x\":1,\"y\":\"two\"}\n".utf8)
        let error = try #require(throws: JSONLinesError.self) { try JSONLinesDecoder().decode(Point.self, from: text) }
        #expect(error.line == 2)
        #expect(error.column == nil)
        #expect(error.reason.hasPrefix("y: "))
        #expect(error.underlyingError is DecodingError)

        let missing = try #require(throws: JSONLinesError.self) {
            try JSONLinesDecoder().decode([Point].self, from: Data("[{\"x\":1}]".utf8))
        }
        #expect(missing.reason.hasPrefix("[0].y: "))
    }

    @Test("lenient mode hands over every invalid line and goes on")
    func lenient() async throws {
        let text = Data("{\"x\":1,\"y\":2}\n{\"x\":\n{\"x\":3,\"y\":4}\n[]\n{\"x\":5,\"y\":6}\n".utf8)
        var skipped: [JSONLinesError] = []
        let points = try JSONLinesDecoder().decode(Point.self, from: text) { skipped.append($0) }
        #expect(points == [Point(x: 1, y: 2), Point(x: 3, y: 4), Point(x: 5, y: 6)])
        #expect(skipped.map(\.line) == [2, 4])
        #expect(skipped[0].column != nil && skipped[1].column == nil)

        // A closure that throws stops the read.
        struct TooMany: Error {}
        #expect(throws: TooMany.self) { try JSONLinesDecoder().decode(Point.self, from: text) { _ in throw TooMany() } }

        var asyncPoints: [Point] = []
        var asyncSkipped: [Int] = []
        for try await result in JSONLinesDecoder().values(of: Point.self, from: LinesFixtures.chunks(of: text, size: 5)).results() {
            switch result {
            case .success(let point): asyncPoints.append(point)
            case .failure(let error): asyncSkipped.append(error.line)
            }
        }
        #expect(asyncPoints == points)
        #expect(asyncSkipped == [2, 4])

        // Strict iteration stops at the first invalid line.
        var strictPoints: [Point] = []
        let error = await #expect(throws: JSONLinesError.self) {
            for try await point in JSONLinesDecoder().values(of: Point.self, from: LinesFixtures.bytes(of: text)) { strictPoints.append(point) }
        }
        #expect(error?.line == 2)
        #expect(strictPoints == [Point(x: 1, y: 2)])
    }

    @Test("a single line longer than a chunk")
    func longLine() async throws {
        let tags = (0..<20_000).map { "tag\($0)" }
        let text = Data("{\"x\":1,\"y\":2}\n\(try JSON.array(tags.map(JSON.string)).jsonString())\n".utf8)
        #expect(text.count > 4096 * 40)
        let values = try JSONLinesDecoder(chunkSize: 4096).decode(JSON.self, from: text)
        #expect(values.count == 2)
        #expect(values[1].array?.count == 20_000)
        var count = 0
        for try await value in JSONLinesDecoder().values(of: JSON.self, from: LinesFixtures.chunks(of: text, size: 4096)) {
            count += value.array?.count ?? 1
        }
        #expect(count == 20_001)
    }

    @Test("the decoder's strategies apply to every line")
    func strategies() throws {
        struct Name: Decodable, Equatable { var firstName: String }
        let decoder = YYJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let names = try JSONLinesDecoder(decoder: decoder).decode(Name.self, from: Data("{\"first_name\":\"Ann\"}\n{\"first_name\":\"Bo\"}".utf8))
        #expect(names == [Name(firstName: "Ann"), Name(firstName: "Bo")])
    }
}
