import Foundation

/// A hash index of one JSON object's keys: built when a keyed container is created under a key
/// strategy that converts keys, and with default keys when a lookup in an object of more than
/// ``scanLimit`` members misses the next-member guess.
///
/// Small objects with default keys are searched by scanning their members (comparing lengths, then
/// bytes): for a dozen members that beats hashing. The table is open addressing with linear probing
/// over `(hash, member)` words; members are inserted in document order, so the first match along a
/// probe sequence is the first such key in the document, which is the one Foundation reads.
struct TapeKeyTable {
    /// How member keys compare with coding keys.
    enum KeyForm {
        /// As they are (`.useDefaultKeys`).
        case raw
        /// Converted from snake case on the fly, into a stack buffer.
        case snakeCase
        /// Converted by a custom strategy, once: the converted key of each member by ordinal.
        case converted([String])
    }

    let form: KeyForm
    /// `0` for an empty slot, else the high 32 bits of the hash and `entry + 1` in the low 32 bits,
    /// where `entry` is the member's key node (or its ordinal for `.converted`).
    private var slots: [UInt64]
    /// The key node of each member by ordinal (`.converted` only).
    private let keyNodes: [Int]

    /// Objects with more members than this get a table (on a missed guess) even with default keys.
    static let scanLimit = 12

    init(tape: JSONTape, object: Int, form: KeyForm) {
        self.form = form
        let count = Int(truncatingIfNeeded: tape.second(object))
        var capacity = 16
        while capacity < count &* 2 { capacity &*= 2 }
        var slots = [UInt64](repeating: 0, count: capacity)
        var nodes: [Int] = []
        if case .converted = form { nodes.reserveCapacity(count) }
        var member = object &+ 1
        var ordinal = 0
        let end = tape.payload(object)
        while member < end {
            switch form {
            case .raw:
                TapeKeyTable.insert(hash: TapeKeyTable.hash(tape.stringBytes(member)), entry: member, into: &slots)
            case .snakeCase:
                let hash = KeyConversion.withFromSnakeCase(tape.stringBytes(member), TapeKeyTable.hash)
                TapeKeyTable.insert(hash: hash, entry: member, into: &slots)
            case .converted(let keys):
                var key = keys[ordinal]
                TapeKeyTable.insert(hash: key.withUTF8(TapeKeyTable.hash), entry: ordinal, into: &slots)
                nodes.append(member)
            }
            member = tape.next(after: member &+ 1)
            ordinal &+= 1
        }
        self.slots = slots
        keyNodes = nodes
    }

    private static func insert(hash: UInt64, entry: Int, into slots: inout [UInt64]) {
        precondition(entry < 0xFFFF_FFFF, "JSON object too large for the key table")
        let mask = slots.count &- 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot &+ 1) & mask }
        slots[slot] = (hash & 0xFFFF_FFFF_0000_0000) | UInt64(entry &+ 1)
    }

    /// The key node of the first member whose (converted) key is `name`, else `nil`.
    func keyNode(named name: UnsafeBufferPointer<UInt8>, tape: JSONTape) -> Int? {
        let hash = TapeKeyTable.hash(name)
        let tag = hash & 0xFFFF_FFFF_0000_0000
        let mask = slots.count &- 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let word = slots[slot]
            if word == 0 { return nil }
            if word & 0xFFFF_FFFF_0000_0000 == tag {
                let entry = Int(truncatingIfNeeded: word & 0xFFFF_FFFF) &- 1
                switch form {
                case .raw:
                    if sameBytes(tape.stringBytes(entry), name) { return entry }
                case .snakeCase:
                    if KeyConversion.withFromSnakeCase(tape.stringBytes(entry), { sameBytes($0, name) }) { return entry }
                case .converted(let keys):
                    var key = keys[entry]
                    if key.withUTF8({ sameBytes($0, name) }) { return keyNodes[entry] }
                }
            }
            slot = (slot &+ 1) & mask
        }
    }

    /// A fast 64-bit hash of key bytes: eight bytes at a time, then the tail.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        let count = bytes.count
        while offset &+ 8 <= count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash &>> 29
            offset &+= 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < count {
            tail |= UInt64(base[offset]) &<< shift
            shift &+= 8
            offset &+= 1
        }
        hash = (hash ^ tail) &* 0x9E37_79B9_7F4A_7C15
        return hash ^ (hash &>> 32)
    }
}
