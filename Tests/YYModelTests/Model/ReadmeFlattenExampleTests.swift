import Foundation
import Testing
import YYModel

// The flattening example of README.md's feature list, compiled as written there.
// Begin README example
@JSONModel
struct Paging {
    var page: Int = 1
    var total: Int = 0
}

@JSONModel
struct Feed {
    var items: [String] = []
    @JSONFlatten var paging: Paging = Paging()
}

func feedTotal() throws -> Int {
    try Feed(json: #"{"items": ["a"], "page": 2, "total": 40}"#).paging.total   // 40
}
// End README example

@Suite("README: flattened models")
struct ReadmeFlattenExampleTests {
    @Test func theExampleDoesWhatItsCommentsSay() throws {
        try expectExampleInReadme()
        #expect(try feedTotal() == 40)
        let feed = try Feed(json: #"{"items": ["a"], "page": 2, "total": 40}"#)
        #expect(try feed.jsonString() == #"{"items":["a"],"page":2,"total":40}"#)
    }
}
