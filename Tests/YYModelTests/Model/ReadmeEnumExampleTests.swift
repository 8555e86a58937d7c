import Foundation
import Testing
import YYModel

// The enum example of README.md's feature list, compiled as written there.
// Begin README example
@JSONModel(discriminator: "type", content: "data")
enum Event {
    case message(String)            // {"type": "message", "data": "hi"}
    @JSONKey("n") case count(Int)   // {"type": "n", "data": 42}
    case move(from: Int, to: Int)   // {"type": "move", "data": {"from": 1, "to": 2}}
    case closed                     // {"type": "closed"}
    @JSONFallback case other(JSON)  // any other type, kept whole
}

func firstCount() throws -> Int? {
    let events = try [Event](json: #"[{"type": "closed"}, {"type": "n", "data": "42"}]"#)
    guard case .count(let count) = events[1] else { return nil }
    return count                      // 42
}
// End README example

@Suite("README: enum layouts")
struct ReadmeEnumExampleTests {
    @Test func theExampleDoesWhatItsCommentsSay() throws {
        try expectExampleInReadme()
        #expect(try firstCount() == 42)
        #expect(try Event.message("hi").jsonString() == #"{"type":"message","data":"hi"}"#)
        #expect(try Event.count(42).jsonString() == #"{"type":"n","data":42}"#)
        #expect(try Event.closed.jsonString() == #"{"type":"closed"}"#)
        #expect(try Event.move(from: 1, to: 2).jsonString() == #"{"type":"move","data":{"from":1,"to":2}}"#)
        guard case .move(let from, let to) = try Event(json: #"{"type": "move", "data": {"from": 1, "to": 2}}"#) else {
            Issue.record("not a move")
            return
        }
        #expect(from == 1 && to == 2)
        let poll = try Event(json: #"{"type": "poll", "data": {"question": "Tea?"}}"#)
        #expect(poll.jsonCase?.name == "other")
        #expect(try poll.jsonString() == #"{"type":"poll","data":{"question":"Tea?"}}"#)
    }
}
