/// A 256-bit set of key fingerprints, in which a key sets two bits.
///
/// A Bloom filter over an object's keys: a key whose two bits are not both set yet is new, known
/// without comparing it to any other; only when both are (a key written again, or a chance
/// collision, rare below a few dozen keys) are the keys compared.
struct KeyFingerprints: BitwiseCopyable {
    var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// Sets the bits of `hash` and tells whether both were set already.
    @inline(__always)
    mutating func insert(_ hash: UInt64) -> Bool {
        withUnsafeMutableBytes(of: &words) { raw in
            let words = raw.assumingMemoryBound(to: UInt64.self)
            let first = Int(truncatingIfNeeded: hash &>> 62), second = Int(truncatingIfNeeded: (hash &>> 54) & 3)
            let firstBit: UInt64 = 1 &<< ((hash &>> 56) & 63), secondBit: UInt64 = 1 &<< ((hash &>> 48) & 63)
            let isKnown = words[first] & firstBit != 0 && words[second] & secondBit != 0
            words[first] |= firstBit
            words[second] |= secondBit
            return isKnown
        }
    }

    /// Every fingerprint set: every key is compared.
    static let full = KeyFingerprints(words: (~0, ~0, ~0, ~0))
}

/// A key the writer wrote for an open object.
struct WrittenKey: BitwiseCopyable {
    /// The writer's offset before the key (a separator, a comma and indentation, may come first).
    let start: Int
    /// A hash of the key's length and some of its bytes: keys with different hashes differ.
    let hash: UInt64
}

extension EncodingState {
    /// Objects with more keys than this keep a set of them instead of comparing a new key's hash
    /// with each: their fingerprints are nearly all set.
    static let keysComparedOneByOne = 128

    /// Writes `key` for the next member of the object at `level`, and fails over to tree mode when
    /// the object has that key already (after the key strategy): JSON with a key twice is what most
    /// readers reject, and Foundation keeps one member per key.
    @inline(__always)
    func writeMemberKey(_ key: String, level: Int) throws(NeedsTreeMode) {
        let before = writer.count
        writeKey(key)
        // The length of the key as written and four of its bytes (the last two, the middle and the
        // one a quarter in), counted from after the comma: equal for equal keys, seldom for others.
        // What else may come first (a line break and the indentation) is the same for every key
        // of one object.
        let bytes = writer.buffer.base
        let start = bytes[before] == UInt8(ascii: ",") ? before &+ 1 : before
        let closingQuote = writer.count &- (isPretty ? 4 : 2)
        let length = closingQuote &- start
        var hash = UInt64(truncatingIfNeeded: length) &<< 32 | UInt64(bytes[start &+ length &>> 2]) &<< 24
        hash |= UInt64(bytes[start &+ length &>> 1]) &<< 16 | UInt64(bytes[closingQuote &- 1]) &<< 8 | UInt64(bytes[closingQuote &- 2])
        hash &*= 0x9E37_79B9_7F4A_7C15
        let written = WrittenKey(start: before, hash: hash)
        if _slowPath(open.base[level].keyFingerprints.insert(hash)) { try checkKeyIsNew(written, level: level) }
        keyStarts.append(written)
    }

    /// Compares `new`, the key just written, with the object's other keys.
    @inline(never)
    private func checkKeyIsNew(_ new: WrittenKey, level: Int) throws(NeedsTreeMode) {
        let object = open[level]
        if object.keySet >= 0 {
            guard keySets[object.keySet].insert(Array(writtenKey(from: new.start))).inserted else { throw streamFailure() }
            return
        }
        let keyCount = keyStarts.count &- object.firstKey
        if keyCount >= EncodingState.keysComparedOneByOne {
            var keys = Set<[UInt8]>(minimumCapacity: keyCount * 2)
            for index in object.firstKey..<keyStarts.count { keys.insert(Array(writtenKey(from: keyStarts[index].start))) }
            guard keys.insert(Array(writtenKey(from: new.start))).inserted else { throw streamFailure() }
            keySets.append(keys)
            open.base[level].keySet = keySets.count &- 1
            // Every later key now goes to the set.
            open.base[level].keyFingerprints = .full
            return
        }
        for index in object.firstKey..<keyStarts.count where keyStarts[index].hash == new.hash {
            if writtenKey(from: keyStarts[index].start).elementsEqual(writtenKey(from: new.start)) { throw streamFailure() }
        }
    }

    /// The quoted key the writer wrote after offset `start`, where a separator (a comma, a line
    /// break and indentation) may come first.
    private func writtenKey(from start: Int) -> UnsafeBufferPointer<UInt8> {
        let bytes = writer.buffer.base
        var opening = start
        while bytes[opening] != UInt8(ascii: "\"") { opening &+= 1 }
        var closing = opening &+ 1
        while bytes[closing] != UInt8(ascii: "\"") {
            closing &+= bytes[closing] == UInt8(ascii: "\\") ? 2 : 1
        }
        return UnsafeBufferPointer(start: bytes + opening, count: closing &- opening &+ 1)
    }
}
