import Foundation
import Testing
import YYModel

// The dictionary-key example of README.md's feature list, compiled as written there.
// Begin README example
enum Color: String { case red, green }

@JSONModel
struct Palette {
    var weights: [Color: Double] = [:]
    var names: [Int: String] = [:]
}

func seventhName() throws -> String? {
    let palette = try Palette(json: #"{"weights": {"red": 0.5}, "names": {"7": "seven"}}"#)
    return palette.names[7]                 // "seven"
}
// End README example

@Suite("README: dictionary keys")
struct ReadmeDictionaryKeyExampleTests {
    @Test func theExampleDoesWhatItsCommentsSay() throws {
        try expectExampleInReadme()
        #expect(try seventhName() == "seven")
        #expect(try Palette(json: #"{"weights": {"red": 0.5}}"#).weights == [.red: 0.5])
    }
}
