import Foundation
import Testing
import YYModel

/// The decoder keeps the matches of open objects and the path to the current value on two stacks
/// that start small (64 slots: 32 properties of open objects; 16 path steps) and grow on demand.
/// These documents go past both, and check that nothing open is lost when they grow.
@Suite("Model: decoding deeper and wider than the first stacks")
struct DecodingStackTests {
    @JSONModel final class Node {
        var name: String = ""
        var count: Int = 0
        var children: [Node] = []
    }

    /// Properties enough that one object alone needs more slots than the stack starts with.
    @JSONModel struct Wide {
        var p00: Int = 0, p01: Int = 0, p02: Int = 0, p03: Int = 0, p04: Int = 0, p05: Int = 0, p06: Int = 0, p07: Int = 0, p08: Int = 0, p09: Int = 0
        var p10: Int = 0, p11: Int = 0, p12: Int = 0, p13: Int = 0, p14: Int = 0, p15: Int = 0, p16: Int = 0, p17: Int = 0, p18: Int = 0, p19: Int = 0
        var p20: Int = 0, p21: Int = 0, p22: Int = 0, p23: Int = 0, p24: Int = 0, p25: Int = 0, p26: Int = 0, p27: Int = 0, p28: Int = 0, p29: Int = 0
        var p30: Int = 0, p31: Int = 0, p32: Int = 0, p33: Int = 0, p34: Int = 0, p35: Int = 0, p36: Int = 0, p37: Int = 0, p38: Int = 0, p39: Int = 0
        var inner: [Wide] = []
        var last: String = ""
    }

    /// `depth` nodes, each the only child of the one before; the deepest has `leaf` as its count.
    static func chain(depth: Int, leaf: String) -> String {
        var text = #"{"name": "n\#(depth)", "count": \#(leaf)}"#
        for level in stride(from: depth - 1, through: 1, by: -1) {
            text = #"{"name": "n\#(level)", "children": [\#(text)], "count": \#(level)}"#
        }
        return text
    }

    @Test("a chain 60 objects deep decodes every level, with counts read after the children")
    func deepChain() throws {
        var node = try Node(json: Self.chain(depth: 60, leaf: "60"))
        for level in 1...60 {
            #expect(node.name == "n\(level)")
            #expect(node.count == level)
            guard let child = node.children.first else {
                #expect(level == 60)
                break
            }
            node = child
        }
    }

    @Test("an issue 60 levels down names the whole path")
    func deepIssuePath() throws {
        var issues: [JSONDecodingIssue] = []
        _ = try Node(json: Self.chain(depth: 60, leaf: #""many""#), issues: &issues)
        let path = Array(repeating: "children[0]", count: 59).joined(separator: ".") + ".count"
        #expect(issues == [JSONDecodingIssue(path: path, reason: #"cannot convert string "many" to Int; left unchanged"#)])
    }

    @Test("objects wider than the slot stack, nested in each other, keep every value")
    func wideNested() throws {
        func object(base: Int, inner: String) -> String {
            let members = (0..<40).map { #""p\#(String(format: "%02d", $0))": \#(base + $0)"# }
            return "{" + members.joined(separator: ", ") + #", "inner": [\#(inner)], "last": "b\#(base)"}"#
        }
        let json = object(base: 0, inner: object(base: 100, inner: object(base: 200, inner: "")))
        let outer = try Wide(json: json)
        let middle = try #require(outer.inner.first)
        let innermost = try #require(middle.inner.first)
        for (model, base) in [(outer, 0), (middle, 100), (innermost, 200)] {
            #expect(model.p00 == base && model.p19 == base + 19 && model.p39 == base + 39)
            #expect(model.last == "b\(base)")
        }
        #expect(innermost.inner.isEmpty)
    }
}
