import Foundation
import Testing
import YYModel

// The plain-types example of README.md's feature list, compiled as written there.
// Begin README example
enum Priority: Int { case low = 1, high = 2 }

struct GeoPoint: Codable {                  // a Codable type from another library
    var latitude: Double
    var longitude: Double
}

@JSONModel
struct Chore {
    var priority: Priority = .low
    var history: [Priority] = []
    var place: GeoPoint?
}

func readChore() throws -> Chore {
    let json = #"{"priority": "2", "history": [1, 2], "place": {"latitude": 48.9, "longitude": 2.35}}"#
    return try Chore(json: json)            // priority .high, place read by the Codable decoder
}
// End README example

@Suite("README: plain enums and Codable types")
struct ReadmePlainTypesExampleTests {
    @Test func theExampleDoesWhatItsCommentsSay() throws {
        try expectExampleInReadme()
        let chore = try readChore()
        #expect(chore.priority == .high)
        #expect(chore.history == [.low, .high])
        #expect(chore.place?.latitude == 48.9)
        #expect(try chore.jsonString() == #"{"priority":2,"history":[1,2],"place":{"latitude":48.9,"longitude":2.35}}"#)
    }
}
