/// Two 64-bit sets of key fingerprints: a key sets one bit in each.
///
/// A Bloom filter over an object's keys: a key whose two bits are not both set yet is new, known
/// without comparing it to any other; only when both are (a key written again, or a chance
/// collision) are the keys compared.
struct KeyFingerprints: BitwiseCopyable {
    var low: UInt64 = 0
    var high: UInt64 = 0
}

extension EncodingState {
    /// Objects with more keys than this keep a set of them instead of comparing a new key with
    /// each: their fingerprints are nearly all set.
    static let keysComparedOneByOne = 32

    /// Writes `key` for the next member of the object at `level`, and fails over to tree mode when
    /// the object has that key already (after the key strategy): JSON with a key twice is what most
    /// readers reject, and Foundation keeps one member per key.
    @inline(__always)
    func writeMemberKey(_ key: String, level: Int) throws(NeedsTreeMode) {
        let before = writer.count
        writeKey(key)
        // The key's length and its last two bytes as written: equal for equal keys, whatever
        // comes before them (a comma or not, indentation).
        let closingQuote = writer.count &- (isPretty ? 4 : 2)
        let bytes = writer.buffer.base
        let length = UInt64(truncatingIfNeeded: key.utf8.count)
        let last = UInt64(bytes[closingQuote &- 1])
        let beforeLast = length == 0 ? 0 : UInt64(bytes[closingQuote &- 2])
        let hash = (length &<< 16 | last &<< 8 | beforeLast) &* 0x9E37_79B9_7F4A_7C15
        let low: UInt64 = 1 &<< (hash &>> 58)
        let high: UInt64 = 1 &<< ((hash &>> 52) & 63)
        let object = open.base + level
        if _slowPath(object.pointee.keyFingerprints.low & low != 0 && object.pointee.keyFingerprints.high & high != 0) {
            try checkKeyIsNew(writtenFrom: before, level: level)
        }
        object.pointee.keyFingerprints.low |= low
        object.pointee.keyFingerprints.high |= high
        keyStarts.append(before)
    }

    /// Compares the key just written (after `before`) with the object's other keys.
    @inline(never)
    private func checkKeyIsNew(writtenFrom before: Int, level: Int) throws(NeedsTreeMode) {
        let object = open[level]
        let key = writtenKey(from: before)
        if object.keySet >= 0 {
            guard keySets[object.keySet].insert(Array(key)).inserted else { throw streamFailure() }
            return
        }
        let keyCount = keyStarts.count &- object.firstKey
        if keyCount >= EncodingState.keysComparedOneByOne {
            var keys = Set<[UInt8]>(minimumCapacity: keyCount * 2)
            for index in object.firstKey..<keyStarts.count { keys.insert(Array(writtenKey(from: keyStarts[index]))) }
            guard keys.insert(Array(key)).inserted else { throw streamFailure() }
            keySets.append(keys)
            open.base[level].keySet = keySets.count &- 1
            // Every later key now goes to the set.
            open.base[level].keyFingerprints = KeyFingerprints(low: ~0, high: ~0)
            return
        }
        for index in object.firstKey..<keyStarts.count where writtenKey(from: keyStarts[index]).elementsEqual(key) {
            throw streamFailure()
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
