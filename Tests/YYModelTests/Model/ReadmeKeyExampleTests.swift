import Foundation
import Testing
import YYModel

// The keys example of README.md's feature list, compiled as written there.
// Begin README example
enum LowercaseKeys: JSONKeyRule {
    static func key(forPropertyNamed name: String) -> String { name.lowercased() }
}

@JSONModel(keyStrategy: .custom(LowercaseKeys.self))
struct Member {
    var userName: String = ""                                    // "username"
    @JSONKey(strategy: .snakeCase) var lastSeenAt: Int = 0       // "last_seen_at"
}

func memberName() throws -> String {
    try Member(json: #"{"username": "ann", "last_seen_at": 1700000000}"#).userName   // "ann"
}
// End README example

@Suite("README: key rules")
struct ReadmeKeyExampleTests {
    @Test func theExampleDoesWhatItsCommentsSay() throws {
        try expectExampleInReadme()
        #expect(try memberName() == "ann")
        let member = try Member(json: #"{"username": "ann", "last_seen_at": 1700000000}"#)
        #expect(member.lastSeenAt == 1_700_000_000)
        #expect(try member.jsonString() == #"{"username":"ann","last_seen_at":1700000000}"#)
    }
}
