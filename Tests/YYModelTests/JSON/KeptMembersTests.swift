import Foundation
import Testing
@testable import YYJSON

/// The view of an object's members that a thread lends its hooks: one that no hook kept is lent
/// again to the thread's next hook, one that a hook kept stays its own, and a thread that exits
/// lets go of the one it keeps.
@Suite struct KeptMembersTests {
    static func lend(_ text: String, _ body: (JSON, DeferredMembers) -> Void) {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            DeferredMembers.withObject(ofText: bytes) { json, members in body(json, members) }
        }
    }

    @Test func membersNoHookKeptAreLentAgain() {
        var first: ObjectIdentifier?
        var second: ObjectIdentifier?
        Self.lend(#"{"a": 1}"#) { json, members in
            first = ObjectIdentifier(members)
            #expect(json["a"] == 1)
        }
        Self.lend(#"{"b": 2}"#) { json, members in
            second = ObjectIdentifier(members)
            #expect(json["b"] == 2 && json["a"] == nil)
        }
        #expect(first != nil && first == second)
    }

    @Test func membersAHookKeptStayItsOwn() {
        var kept: [JSON] = []
        for index in 0..<6 {
            Self.lend(#"{"index": \#(index), "name": "n\#(index)"}"#) { json, _ in
                if index % 2 == 0 { kept.append(json) }
            }
        }
        #expect(kept == [["index": 0, "name": "n0"], ["index": 2, "name": "n2"], ["index": 4, "name": "n4"]])
    }

    @Test func aThreadThatExitsLetsGoOfTheMembersItKeeps() {
        final class Watch: @unchecked Sendable {
            weak var members: DeferredMembers?
            let lent = DispatchSemaphore(value: 0)
        }
        let watch = Watch()
        Thread {
            Self.lend(#"{"a": 1}"#) { _, members in watch.members = members }
            watch.lent.signal()
        }.start()
        watch.lent.wait()
        // The thread keeps the members until it exits, just after.
        var waited = 0
        while watch.members != nil && waited < 5_000 {
            usleep(1_000)
            waited += 1
        }
        #expect(watch.members == nil)
    }
}
