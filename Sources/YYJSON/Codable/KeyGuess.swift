/// The member a keyed container's next lookup probably finds, so that most lookups cost one
/// comparison instead of a scan or a hash.
///
/// Synthesized `init(from:)` asks for keys in declaration order, which is usually the document's
/// order: after finding one member, the next lookup usually wants the member after it.
///
/// A hit must still be the *first* member with that name (Foundation reads the first of duplicate
/// keys). The guess is used only while every member before it has been looked up ("clean"). Then an
/// earlier member can have the same name only if that name was looked up before: when the name's
/// bit is already set (a repeated name, or just another name with the same bit), the container
/// checks the members before the guess. The 256 bits keep such checks rare in objects of forty
/// keys, where 64 bits would give many of the names a bit already set.
struct KeyGuess {
    /// The object node the guess is about; -1 for none.
    var object = -1
    /// The key node of the guessed member.
    var member = -1
    /// Whether every member of ``object`` before ``member`` has been looked up.
    private var isClean = false
    /// One bit per name looked up since the object's first member, by ``NameBit``.
    private var lookedUp: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// The large object (see ``TapeKeyTable/scanLimit``) whose one missed guess was answered by a
    /// scan; -1 for none. A synthesized `init(from:)` misses mostly on absent optional keys, once
    /// or twice per object: a scan costs less than building a table for that.
    var scannedObject = -1

    /// A name's bit: one of 256, from a hash of its length and its first and last eight bytes.
    struct NameBit {
        /// Where the bit's word lies in ``lookedUp``.
        let byteOffset: Int
        let mask: UInt64

        @inline(__always)
        init(of name: UnsafeBufferPointer<UInt8>) {
            let count = name.count
            var head = UInt64(truncatingIfNeeded: count)
            var tail: UInt64 = 0
            if let base = name.baseAddress {
                let raw = UnsafeRawPointer(base)
                if count >= 8 {
                    head ^= raw.loadUnaligned(as: UInt64.self)
                    tail = raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
                } else if count >= 4 {
                    head ^= UInt64(raw.loadUnaligned(as: UInt32.self)) &<< 32
                    tail = UInt64(raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
                } else {
                    for index in 0..<count { tail = tail &<< 8 | UInt64(base[index]) }
                }
            }
            // The top byte of a product depends on every bit below it.
            let index = Int(truncatingIfNeeded: ((head &* 0x9E37_79B9_7F4A_7C15) ^ (tail &* 0xC2B2_AE3D_27D4_EB4F)) &>> 56)
            byteOffset = (index &>> 6) &* MemoryLayout<UInt64>.stride
            mask = 1 &<< UInt64(index & 63)
        }
    }

    /// Starts a clean guess at the first member of `object`.
    init(object: Int) {
        self.object = object
        self.member = object &+ 1
        self.isClean = true
    }

    init() {}

    /// Whether every member of `object` before ``member`` has been looked up.
    @inline(__always)
    func isClean(in object: Int) -> Bool {
        self.object == object && isClean
    }

    /// Whether a name with `bit` may have been looked up before (so may name an earlier member).
    @inline(__always)
    func mayRepeat(_ bit: NameBit) -> Bool {
        // The word at `bit.byteOffset` (0, 8, 16 or 24), selected rather than loaded: reading the
        // tuple's bytes in place would copy the tuple to the stack first.
        let word = bit.byteOffset
        let low = word & 8 == 0 ? lookedUp.0 : lookedUp.1
        let high = word & 8 == 0 ? lookedUp.2 : lookedUp.3
        return (word & 16 == 0 ? low : high) & bit.mask != 0
    }

    /// Records that a lookup of the name with `bit` in `object` found `found`, and guesses `next`,
    /// the member after it. The guess stays clean when every member before `next` has been looked
    /// up: `found` was the guess, or lay before it.
    @inline(__always)
    mutating func record(found: Int, next: Int, bit: NameBit, in object: Int) {
        isClean = isClean(in: object) && found <= member
        self.object = object
        member = next
        guard isClean else { return }
        withUnsafeMutableBytes(of: &lookedUp) { words in
            let word = words.load(fromByteOffset: bit.byteOffset, as: UInt64.self)
            words.storeBytes(of: word | bit.mask, toByteOffset: bit.byteOffset, as: UInt64.self)
        }
    }
}
