import Foundation
import Testing
import YYModel

/// Keyed lookups against Foundation on seeded random objects: the next-member guess, its bits,
/// the scans and the key tables must always find the first member with a name, or none.
@Suite struct YYJSONDecoderKeyLookupTests {
    /// Reads the keys `k0`, `k1`, ... in the order given in `userInfo[Probe.order]`, each once or
    /// twice, as `Int?`.
    struct Probe: Decodable, Equatable {
        static let order = CodingUserInfoKey(rawValue: "order")!
        var values: [Int?] = []

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: TestKey.self)
            for name in decoder.userInfo[Probe.order] as? [String] ?? [] {
                values.append(try container.decodeIfPresent(Int.self, forKey: TestKey(name)))
            }
        }
    }

    /// One random object: some keys absent, some twice, some unknown, members mostly in order.
    private static func randomCase(_ random: inout SplitMix64) -> (json: String, order: [String]) {
        let keyCount = Int(random.next() % 45) + 1
        var members: [(String, Int)] = []
        for index in 0..<keyCount {
            let roll = random.next() % 100
            if roll < 15 { continue }  // absent
            members.append(("k\(index)", Int(random.next() % 1000)))
            if roll >= 92 { members.append(("k\(index)", -Int(random.next() % 1000) - 1)) }  // duplicate
            if roll < 25 { members.append(("x\(index)", 0)) }  // unknown to the reader
        }
        // A few swaps, so that the guess misses now and then.
        for _ in 0..<Int(random.next() % 4) where members.count > 1 {
            members.swapAt(Int(random.next() % UInt64(members.count)), Int(random.next() % UInt64(members.count)))
        }
        // Declaration order, with a few reads repeated or moved.
        var order = (0..<keyCount).map { "k\($0)" }
        for _ in 0..<Int(random.next() % 3) {
            order.insert(order[Int(random.next() % UInt64(order.count))], at: Int(random.next() % UInt64(order.count + 1)))
        }
        let json = "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
        return (json, order)
    }

    @Test func randomObjectsMatchFoundation() throws {
        var random = SplitMix64(seed: 0x4B45_594C_4F4F_4B55)
        for _ in 0..<400 {
            let (json, order) = Self.randomCase(&random)
            let pair = DecoderPair { foundation, ours in
                foundation.userInfo[Probe.order] = order
                ours.userInfo[Probe.order] = order
            }
            let value = try pair.expectSameValue(Probe.self, json)
            #expect(value.values.count == order.count)
        }
    }

    /// Keys of every length up to 40 beside a decoy of the same length that differs in one byte,
    /// at each position: a comparison that skips a byte of some length finds the wrong member.
    @Test func keysThatDifferInOneByteAreTold() throws {
        struct Pair: Decodable {
            var key: Int
            var decoy: Int
            init(from decoder: any Decoder) throws {
                let names = decoder.userInfo[Probe.order] as? [String] ?? []
                let container = try decoder.container(keyedBy: TestKey.self)
                key = try container.decode(Int.self, forKey: TestKey(names[0]))
                decoy = try container.decode(Int.self, forKey: TestKey(names[1]))
            }
        }
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789ABCD")
        for length in 1...40 {
            let key = String(alphabet[..<length])
            for position in 0..<length {
                var decoyCharacters = Array(key)
                decoyCharacters[position] = "_"
                let decoy = String(decoyCharacters)
                for json in [#"{"\#(decoy)": 1, "\#(key)": 2}"#, #"{"\#(key)": 2, "\#(decoy)": 1}"#] {
                    let decoder = YYJSONDecoder()
                    decoder.userInfo[Probe.order] = [key, decoy]
                    let pair = try decoder.decode(Pair.self, from: Data(json.utf8))
                    #expect(pair.key == 2 && pair.decoy == 1, "length \(length), byte \(position): \(json)")
                }
            }
        }
    }
}
