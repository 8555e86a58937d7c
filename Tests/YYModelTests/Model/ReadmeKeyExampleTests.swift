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
    @JSONIgnore(.encoding) var password: String = ""             // read, never written
}

@JSONModel(rootPath: "data.member")
struct MemberEnvelope {                                          // {"code": 0, "data": {"member": {...}}}
    var userName: String = ""
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
        let withPassword = try Member(json: #"{"username": "bo", "password": "secret"}"#)
        let written = try withPassword.jsonString()
        #expect(withPassword.password == "secret" && !written.contains("secret"))
        #expect(try MemberEnvelope(json: #"{"code": 0, "data": {"member": {"userName": "cy"}}}"#).userName == "cy")
    }
}
