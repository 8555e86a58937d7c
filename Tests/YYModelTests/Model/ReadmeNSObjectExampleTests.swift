import Foundation
import Testing
import YYModel

// The NSObject example of README.md's feature list, compiled as written there.
// Begin README example
@JSONModel
final class Author: NSObject {
    var name: String = ""
}

func sameAuthor() throws -> Bool {
    try Author(json: #"{"name": "Ann"}"#).isEqual(Author(json: #"{"name": "Ann"}"#))   // true
}
// End README example

@Suite("README: NSObject models")
struct ReadmeNSObjectExampleTests {
    @Test func theExampleDoesWhatItsCommentsSay() throws {
        try expectExampleInReadme()
        #expect(try sameAuthor())
        #expect(try !Author(json: #"{"name": "Ann"}"#).isEqual(Author(json: #"{"name": "Bo"}"#)))
    }
}
