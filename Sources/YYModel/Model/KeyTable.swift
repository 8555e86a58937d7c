/// Finds, for an object member's key bytes, the properties that read it — without allocating and
/// without reference counting on the hot path.
///
/// Each distinct first key component of every candidate key path is an *entry*. Lookup tries the
/// entry after the previous match first (JSON usually lists keys in declaration order), then an
/// open-addressing hash table keyed by the bytes. Everything lives in flat buffers allocated once
/// per schema, which lives as long as the program (schemas are `static let`s).
final class KeyTable: @unchecked Sendable {
    /// One property reading one candidate path that starts with an entry's key.
    struct Target {
        /// Index of the property in the schema.
        let property: Int32
        /// Position of the candidate in the property's list (0 wins over 1).
        let rank: Int32
        /// Index into ``tails`` of the rest of the key path, or -1 for a plain key.
        let tail: Int32
    }

    /// An entry's key as comparisons read it: its length and first sixteen bytes in registers,
    /// so that most keys compare in one step without touching `keyBytes`.
    struct KeyHead {
        /// The key's first sixteen bytes as two little-endian words, zero past the key's end.
        let words: SIMD2<UInt64>
        /// Which bits of `words` belong to the key.
        let mask: SIMD2<UInt64>
        let length: Int
        /// Where the key's bytes start in `keyBytes` (read only for keys over sixteen bytes).
        let start: Int
        /// The one property that reads the key, when that property has no other candidate key,
        /// the key is plain (no path) and no other property reads it; else -1.
        let soleProperty: Int

        init(_ key: [UInt8], start: Int, soleProperty: Int) {
            (words, mask) = JSONTextCursor.Key.head(of: key)
            self.length = key.count
            self.start = start
            self.soleProperty = soleProperty
        }
    }

    let entryCount: Int
    /// The keys' bytes, back to back.
    private let keyBytes: UnsafeMutablePointer<UInt8>
    /// Per entry: its key's length and leading bytes, and its sole property.
    private let heads: UnsafeMutablePointer<KeyHead>
    /// Per entry: its targets are `targets[targetStarts[e] ..< targetStarts[e + 1]]`.
    let targetStarts: UnsafeMutablePointer<Int>
    let targets: UnsafeMutablePointer<Target>
    /// Key path remainders (rarely used; plain keys never touch them).
    let tails: [[[UInt8]]]
    /// Open-addressing slots holding entry index + 1 (0 = empty); size is a power of two.
    private let slots: UnsafeMutablePointer<Int32>
    private let slotMask: Int

    init(properties: [JSONPropertySchema]) {
        var keys: [[UInt8]] = []
        var targetsOfEntry: [[Target]] = []
        var entryOfKey: [[UInt8]: Int] = [:]
        var tails: [[[UInt8]]] = []
        for (property, schema) in properties.enumerated() {
            for (rank, path) in schema.keyPaths.enumerated() {
                let key = Array(path[0].utf8)
                let entry = entryOfKey[key] ?? {
                    entryOfKey[key] = keys.count
                    keys.append(key)
                    targetsOfEntry.append([])
                    return keys.count - 1
                }()
                var tail: Int32 = -1
                if path.count > 1 {
                    tail = Int32(tails.count)
                    tails.append(path.dropFirst().map { Array($0.utf8) })
                }
                targetsOfEntry[entry].append(Target(property: Int32(property), rank: Int32(rank), tail: tail))
            }
        }
        entryCount = keys.count
        self.tails = tails

        let totalBytes = keys.reduce(0) { $0 + $1.count }
        // Zeroed slack after the last key, as after the tape's strings: comparisons load whole words.
        keyBytes = .allocate(capacity: totalBytes + JSONTape.stringSlack)
        keyBytes.initialize(repeating: 0, count: totalBytes + JSONTape.stringSlack)
        heads = .allocate(capacity: max(keys.count, 1))
        var offset = 0
        for (entry, key) in keys.enumerated() {
            let only = targetsOfEntry[entry].count == 1 ? targetsOfEntry[entry][0] : nil
            let isSole = only.map { $0.tail < 0 && properties[Int($0.property)].keyPaths.count == 1 } ?? false
            let soleProperty = isSole ? Int(only.unsafelyUnwrapped.property) : -1
            (heads + entry).initialize(to: KeyHead(key, start: offset, soleProperty: soleProperty))
            for byte in key {
                keyBytes[offset] = byte
                offset += 1
            }
        }

        let flatTargets = targetsOfEntry.flatMap { $0 }
        targets = .allocate(capacity: max(flatTargets.count, 1))
        targets.initialize(from: flatTargets, count: flatTargets.count)
        targetStarts = .allocate(capacity: keys.count + 1)
        var start = 0
        for (entry, entryTargets) in targetsOfEntry.enumerated() {
            targetStarts[entry] = start
            start += entryTargets.count
        }
        targetStarts[keys.count] = start

        var size = 4
        while size < keys.count * 2 { size *= 2 }
        slotMask = size - 1
        slots = .allocate(capacity: size)
        slots.initialize(repeating: 0, count: size)
        for (entry, key) in keys.enumerated() {
            var slot = key.withUnsafeBufferPointer { KeyTable.hash($0.baseAddress, $0.count) } & slotMask
            while slots[slot] != 0 { slot = (slot + 1) & slotMask }
            slots[slot] = Int32(entry + 1)
        }
    }

    deinit {
        keyBytes.deallocate()
        heads.deallocate()
        targets.deallocate()
        targetStarts.deallocate()
        slots.deallocate()
    }

    /// FNV-1a over the key bytes.
    @inline(__always)
    static func hash(_ key: UnsafePointer<UInt8>?, _ count: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var index = 0
        while index < count {
            hash = (hash ^ UInt64(key.unsafelyUnwrapped[index])) &* 0x0000_0100_0000_01B3
            index &+= 1
        }
        return Int(truncatingIfNeeded: hash ^ (hash &>> 32))
    }

    /// The table's pointers for the keys of one object, in a value that the lookup loop keeps in
    /// registers (reads through the class would be repeated after every store to the slots).
    var lookup: Lookup { Lookup(heads: heads, entryCount: entryCount, keyBytes: keyBytes, slots: slots, slotMask: slotMask) }

    struct Lookup {
        let heads: UnsafeMutablePointer<KeyHead>
        let entryCount: Int
        let keyBytes: UnsafeMutablePointer<UInt8>
        let slots: UnsafeMutablePointer<Int32>
        let slotMask: Int

        /// The entry whose key equals `key`, trying `guess` first; `nil` when no property reads it.
        @inline(__always)
        func entry(for key: UnsafeBufferPointer<UInt8>, guess: Int) -> Int? {
            let bytes = key.baseAddress
            let count = key.count
            if guess < entryCount && matches(guess, key) { return guess }
            var slot = KeyTable.hash(bytes, count) & slotMask
            while true {
                let stored = Int(slots[slot])
                if stored == 0 { return nil }
                if matches(stored &- 1, key) { return stored &- 1 }
                slot = (slot &+ 1) & slotMask
            }
        }

        /// The one property that reads `entry`'s key alone (see ``KeyHead/soleProperty``), or -1.
        @inline(__always)
        func soleProperty(_ entry: Int) -> Int { heads[entry].soleProperty }

        /// Whether entry `entry`'s key is `key`, whose bytes are followed by at least
        /// `JSONTape.stringSlack` readable bytes: the first sixteen compared as two masked
        /// words, any others a word at a time.
        @inline(__always)
        func matches(_ entry: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
            let head = heads[entry]
            let count = key.count
            guard head.length == count else { return false }
            let key = key.baseAddress.unsafelyUnwrapped
            let words = UnsafeRawPointer(key).loadUnaligned(as: SIMD2<UInt64>.self)
            let difference = (words ^ head.words) & head.mask
            guard difference[0] | difference[1] == 0 else { return false }
            return count <= 16 || KeyTable.bytesEqual(keyBytes + head.start + 16, key + 16, count &- 16)
        }
    }

    /// Byte equality of two ranges of `count` (at least 1) bytes that are both followed by
    /// `JSONTape.stringSlack` readable bytes: whole words, the last one masked, so that short
    /// keys need no byte loop.
    @inline(__always)
    static func bytesEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var index = 0
        while index &+ 8 < count {
            if UnsafeRawPointer(a + index).loadUnaligned(as: UInt64.self) != UnsafeRawPointer(b + index).loadUnaligned(as: UInt64.self) {
                return false
            }
            index &+= 8
        }
        // 1 to 8 bytes remain.
        let difference = UnsafeRawPointer(a + index).loadUnaligned(as: UInt64.self) ^ UnsafeRawPointer(b + index).loadUnaligned(as: UInt64.self)
        let usedBytes = UInt64.max &>> UInt64(truncatingIfNeeded: (8 &- (count &- index)) &* 8)
        return UInt64(littleEndian: difference) & usedBytes == 0
    }
}
