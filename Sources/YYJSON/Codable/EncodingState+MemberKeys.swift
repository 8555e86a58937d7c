/// 256 bits about the keys of one object: a Bloom filter of key fingerprints, in which a key sets
/// two bits, or, for the keys of a ``CodingKeyNames`` type, the set of their bytes.
///
/// As a filter: a key whose two bits are not both set yet is new, known without comparing it to
/// any other; only when both are (a key written again, or a chance collision, rare below a few
/// dozen keys) are the keys compared.
struct KeyBits: BitwiseCopyable {
    var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// Sets the bits of fingerprint `hash` and tells whether both were set already.
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

    /// Adds `byte` to the set; `false` when it was there already.
    @inline(__always)
    mutating func insert(byte: UInt8) -> Bool {
        withUnsafeMutableBytes(of: &words) { raw in
            let words = raw.assumingMemoryBound(to: UInt64.self)
            let word = Int(truncatingIfNeeded: byte &>> 6), bit: UInt64 = 1 &<< (byte & 63)
            guard words[word] & bit == 0 else { return false }
            words[word] |= bit
            return true
        }
    }

    /// Whether `byte` is in the set.
    @inline(__always)
    func contains(byte: UInt8) -> Bool {
        withUnsafeBytes(of: words) { raw in
            raw.load(fromByteOffset: Int(truncatingIfNeeded: byte &>> 6) &* 8, as: UInt64.self) & (1 &<< (byte & 63)) != 0
        }
    }

    /// Every fingerprint set: every key is compared.
    static let full = KeyBits(words: (~0, ~0, ~0, ~0))
}

/// A key the writer wrote for an open object.
struct WrittenKey: BitwiseCopyable {
    /// The writer's offset before the key (a separator, a comma and indentation, may come first).
    let start: Int
    /// A hash of the key's length and some of its bytes: keys with different hashes differ.
    let hash: UInt64
}

/// The key of an object member on its way to the writer.
enum MemberKey {
    /// A key to escape and write (after the key strategy).
    case text(String)
    /// Key `byte` of the ``CodingKeyNames`` type in ``EncodingState/keyNames`` at index `names`,
    /// whose prefix is known.
    case listed(UInt8, names: Int)
}

extension EncodingState {
    /// Objects with more keys than this keep a set of them instead of comparing a new key's hash
    /// with each: their fingerprints are nearly all set.
    static let keysComparedOneByOne = 128

    /// Writes `key` for the next member of the object at `level`, and fails over to tree mode when
    /// the object has that key already (after the key strategy): JSON with a key twice is what most
    /// readers reject, and Foundation keeps one member per key.
    ///
    /// An object whose keys are all of one ``CodingKeyNames`` type is checked by their bytes, and
    /// each key is a copy of its prefix. Any other key makes it an object whose keys are compared by
    /// fingerprint (``writeComparedKey(_:level:)``).
    @inline(__always)
    func writeMemberKey(_ key: MemberKey, level: Int) throws(NeedsTreeMode) {
        if case .listed(let byte, let names) = key {
            let object = open.base + level
            let keys = object.pointee.keys
            if _fastPath(keys == names || keys == OpenContainer.noKeys) {
                object.pointee.keys = names
                guard _fastPath(object.pointee.keyBits.insert(byte: byte)) else { throw streamFailure() }
                writer.writeMemberPrefix(padded: keyNames.list[names].prefix(byte))
                return
            }
        }
        try writeComparedKey(key, level: level)
    }

    /// Writes `key` into an object whose keys are compared by fingerprint.
    @inline(never)
    private func writeComparedKey(_ key: MemberKey, level: Int) throws(NeedsTreeMode) {
        let keys = open.base[level].keys
        if _slowPath(keys != OpenContainer.comparedKeys) {
            if keys >= 0 { recordListedKeys(level: level) }
            open.base[level].keys = OpenContainer.comparedKeys
        }
        let before = writer.count
        switch key {
        case .text(let text):
            writeKey(text)
        case .listed(let byte, let names):
            let prefix = keyNames.list[names].prefix(byte)
            writer.writeKey(unsafeQuoted: UnsafeBufferPointer(rebasing: prefix.dropFirst().dropLast()))
        }
        let written = WrittenKey(start: before, hash: fingerprint(ofKeyAfter: before, closingQuote: writer.count &- 1 &- keySuffixLength))
        if _slowPath(open.base[level].keyBits.insert(written.hash)) { try checkKeyIsNew(written, level: level) }
        keyStarts.append(written)
    }

    /// The length of the key written after offset `before` and four of its bytes (the last two, the
    /// middle and the one a quarter in), counted from after the comma: equal for equal keys, seldom
    /// for others. What else may come first (a line break and the indentation) is the same for every
    /// key of one object.
    @inline(__always)
    private func fingerprint(ofKeyAfter before: Int, closingQuote: Int) -> UInt64 {
        let bytes = writer.buffer.base
        let start = bytes[before] == UInt8(ascii: ",") ? before &+ 1 : before
        let length = closingQuote &- start
        var hash = UInt64(truncatingIfNeeded: length) &<< 32 | UInt64(bytes[start &+ length &>> 2]) &<< 24
        hash |= UInt64(bytes[start &+ length &>> 1]) &<< 16 | UInt64(bytes[closingQuote &- 1]) &<< 8 | UInt64(bytes[closingQuote &- 2])
        return hash &* 0x9E37_79B9_7F4A_7C15
    }

    /// Records where the keys an object wrote by byte begin and their fingerprints, when a key of
    /// another kind joins them (a subclass and its superclass encoding into one object, say).
    ///
    /// The object is the innermost open one, and compact (keys are listed in compact output only):
    /// its members are read back from the output, skipping their values.
    @inline(never)
    private func recordListedKeys(level: Int) {
        let object = open.base[level]
        open.base[level].keyBits = KeyBits()
        let bytes = writer.buffer.base, end = writer.count
        var position = object.mark.count
        while bytes[position] != UInt8(ascii: "{") { position &+= 1 }
        position &+= 1
        while position < end {
            // At a member: its comma (but the first's), its key, a colon and its value.
            let before = position
            if bytes[position] == UInt8(ascii: ",") { position &+= 1 }
            let closingQuote = endOfString(at: position, in: bytes)
            let hash = fingerprint(ofKeyAfter: before, closingQuote: closingQuote)
            _ = open.base[level].keyBits.insert(hash)
            keyStarts.append(WrittenKey(start: before, hash: hash))
            position = endOfValue(at: closingQuote &+ 2, in: bytes, end: end)
        }
    }

    /// The closing quote of the string that opens at `quote`.
    private func endOfString(at quote: Int, in bytes: UnsafeMutablePointer<UInt8>) -> Int {
        var position = quote &+ 1
        while bytes[position] != UInt8(ascii: "\"") { position &+= bytes[position] == UInt8(ascii: "\\") ? 2 : 1 }
        return position
    }

    /// Where the compact value that starts at `start` ends.
    private func endOfValue(at start: Int, in bytes: UnsafeMutablePointer<UInt8>, end: Int) -> Int {
        var position = start, depth = 0
        while position < end {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position = endOfString(at: position, in: bytes)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth &+= 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth &-= 1
            case UInt8(ascii: ","):
                if depth == 0 { return position }
            default:
                break
            }
            position &+= 1
        }
        return position
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
            open.base[level].keyBits = .full
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
        let closing = endOfString(at: opening, in: bytes)
        return UnsafeBufferPointer(start: bytes + opening, count: closing &- opening &+ 1)
    }
}
