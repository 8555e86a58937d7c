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
        try expectExampleInReadme()
    }
}
