import Foundation
import Testing
import YYModel

/// A model, `Codable` too as every `@JSONModel` type, with a lenient conversion to tell the paths
/// apart.
@JSONModel
private struct LineItem {
    var id: Int = 0
    var name: String = ""
}

/// Models are also `Codable`: the JSON Lines calls must take the model path for them.
@Suite("JSON Lines: models take the model path")
struct JSONLinesModelOverloadTests {
    // A top-level array is no model: the model path throws `JSONModelError`, while Codable would
    // wrap what it throws in `DecodingError`.
    private let text = Data("{\"id\":\"7\",\"name\":\"a\"}\n[1]\n".utf8)

    @Test("in memory and from a file")
    func synchronous() throws {
        var skipped: [JSONLinesError] = []
        let items = try JSONLinesDecoder().decode(LineItem.self, from: text) { skipped.append($0) }
        #expect(items.map(\.id) == [7])
        #expect(skipped.count == 1 && skipped[0].underlyingError is JSONModelError)

        let directory = try LinesFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("items.jsonl")
        try text.write(to: url)
        let error = try #require(throws: JSONLinesError.self) {
            try JSONLinesDecoder().decode(LineItem.self, contentsOf: url) { _ in }
        }
        #expect(error.line == 2 && error.underlyingError is JSONModelError)
    }

    @Test("strict options reach every line")
    func options() throws {
        let mismatch = Data("{\"id\":{},\"name\":\"a\"}\n".utf8)
        #expect(try JSONLinesDecoder().decode(LineItem.self, from: mismatch).map(\.id) == [0])
        let error = try #require(throws: JSONLinesError.self) {
            try JSONLinesDecoder().decode(LineItem.self, from: mismatch, options: JSONDecodingOptions(strict: true))
        }
        #expect(error.line == 1 && error.underlyingError is JSONModelError)
    }

    @Test("asynchronous sources")
    func asynchronous() async throws {
        var errors: [any Error] = []
        for try await result in JSONLinesDecoder().values(of: LineItem.self, from: LinesFixtures.bytes(of: text)).results() {
            if case .failure(let error) = result { errors.append(error.underlyingError) }
        }
        for try await result in JSONLinesDecoder().values(of: LineItem.self, from: LinesFixtures.chunks(of: text, size: 3)).results() {
            if case .failure(let error) = result { errors.append(error.underlyingError) }
        }
        #expect(errors.count == 2)
        #expect(errors.allSatisfy { $0 is JSONModelError })
    }

    @Test("encoding goes through jsonData, not the Codable encoder")
    func encoding() throws {
        let pretty = YYJSONEncoder()
        pretty.outputFormatting = .prettyPrinted
        // The Codable path would refuse a pretty-printing encoder; the model path does not use it.
        let data = try JSONLinesEncoder(encoder: pretty).encode([LineItem(id: 1, name: "a"), LineItem(id: 2, name: "b")])
        #expect(String(decoding: data, as: UTF8.self) == "{\"id\":1,\"name\":\"a\"}\n{\"id\":2,\"name\":\"b\"}\n")
        #expect(throws: JSONWritingError.self) { try JSONLinesEncoder().encode([LineItem()], options: .prettyPrinted) }
    }
}
