/// Finds, for an object member's key bytes, the properties that read it — without allocating.
///
/// Each distinct first key component of every candidate key path is an entry. Lookup tries the entry
/// after the previous match first (JSON usually lists keys in declaration order), then an
/// open-addressing hash table keyed by the bytes.
struct KeyTable: Sendable {
    /// One property reading one candidate path that starts with this entry's key.
    struct Target: Sendable {
        /// Index of the property in the schema.
        let property: Int
        /// Position of the candidate in the property's list (0 wins over 1).
        let rank: Int
        /// The rest of the key path below this key (empty for a plain key).
        let tail: [[UInt8]]
    }

    /// The keys' bytes, back to back.
    let keyBytes: [UInt8]
    /// Per entry: where its key starts in `keyBytes` and how long it is.
    let keyRanges: [(start: Int, count: Int)]
    /// Per entry: the properties it feeds.
    let targets: [[Target]]
    /// Open-addressing slots holding entry index + 1 (0 = empty); size is a power of two.
    let slots: [Int32]

    init(properties: [JSONPropertySchema]) {
        var keys: [[UInt8]] = []
        var targets: [[Target]] = []
        var entryOfKey: [[UInt8]: Int] = [:]
        for (property, schema) in properties.enumerated() {
            for (rank, path) in schema.keyPaths.enumerated() {
                let key = Array(path[0].utf8)
                let entry: Int
                if let existing = entryOfKey[key] {
                    entry = existing
                } else {
                    entry = keys.count
                    entryOfKey[key] = entry
                    keys.append(key)
                    targets.append([])
                }
                targets[entry].append(Target(property: property, rank: rank, tail: path.dropFirst().map { Array($0.utf8) }))
            }
        }
        var bytes: [UInt8] = []
        var ranges: [(start: Int, count: Int)] = []
        for key in keys {
            ranges.append((bytes.count, key.count))
            bytes += key
        }
        var size = 4
        while size < keys.count * 2 { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        for (entry, key) in keys.enumerated() {
            var slot = key.withUnsafeBufferPointer { KeyTable.hash($0) } & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(entry + 1)
        }
        self.keyBytes = bytes
        self.keyRanges = ranges
        self.targets = targets
        self.slots = slots
    }

    /// FNV-1a over the key bytes.
    @inline(__always)
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return Int(truncatingIfNeeded: hash ^ (hash &>> 32))
    }

    /// The entry whose key equals `key`, trying `guess` first; `nil` when no property reads it.
    @inline(__always)
    func entry(for key: UnsafeBufferPointer<UInt8>, guess: Int) -> Int? {
        if guess < keyRanges.count && matches(guess, key) { return guess }
        let mask = slots.count - 1
        var slot = KeyTable.hash(key) & mask
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { return nil }
            if matches(stored - 1, key) { return stored - 1 }
            slot = (slot + 1) & mask
        }
    }

    @inline(__always)
    private func matches(_ entry: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let range = keyRanges[entry]
        guard range.count == key.count else { return false }
        return keyBytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress, let other = key.baseAddress else { return range.count == 0 }
            return memcmpBytes(base + range.start, other, range.count)
        }
    }
}

/// Byte equality of two ranges (a tiny loop beats a libc call for the short keys of JSON objects).
@inline(__always)
func memcmpBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    var index = 0
    while index &+ 8 <= count {
        if UnsafeRawPointer(a + index).loadUnaligned(as: UInt64.self) != UnsafeRawPointer(b + index).loadUnaligned(as: UInt64.self) {
            return false
        }
        index &+= 8
    }
    while index < count {
        if a[index] != b[index] { return false }
        index &+= 1
    }
    return true
}
