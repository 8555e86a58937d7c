import Foundation
import Testing
import YYModel

/// The JSON Lines example of README.md's feature list, compiled and checked as written there.
@Suite("README: JSON Lines")
struct ReadmeJSONLinesExampleTests {
    @JSONModel
    struct Event {
        var name: String = ""
    }

    @Test("the feature-list example does what its comments say")
    func featureExample() throws {
        let data = Data("{\"name\":\"open\"}\n{\"name\":\"close\"}\n".utf8)
        // Begin README example (keep identical to README.md).
        let events = try JSONLinesDecoder().decode(Event.self, from: data)
        let names = events.map(\.name)              // ["open", "close"]
        var skipped: [JSONLinesError] = []          // or skip bad lines and see why:
        _ = try JSONLinesDecoder().decode(Event.self, from: data) { skipped.append($0) }
        let output = try JSONLinesEncoder().encode(events)    // one compact line each
        // End README example.
        #expect(names == ["open", "close"])
        #expect(skipped.isEmpty)
        #expect(output == data)
    }

    @Test("the example in README.md is the one compiled here")
    func readmeMatches() throws {
        let readme = String(decoding: try Data(contentsOf: packageRoot().appendingPathComponent("README.md")), as: UTF8.self)
        let source = String(decoding: try Data(contentsOf: URL(fileURLWithPath: #filePath)), as: UTF8.self)
        let lines = source.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.contains("// Begin README example") }),
              let end = lines.firstIndex(where: { $0.contains("// End README example") }) else {
            Issue.record("markers missing")
            return
        }
        let example = lines[(start + 1)..<end].map { $0.trimmingCharacters(in: .whitespaces) }
        let readmeLines = readme.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let found = readmeLines.indices.contains { index in
            index + example.count <= readmeLines.count && Array(readmeLines[index..<(index + example.count)]) == example
        }
        #expect(found, "README.md does not contain the example as compiled here")
    }
}
