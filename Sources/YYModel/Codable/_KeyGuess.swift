/// The member a keyed container's next lookup probably finds, so that most lookups cost one
/// comparison instead of a scan or a hash.
///
/// Synthesized `init(from:)` asks for keys in declaration order, which is usually the document's
/// order: after finding one member, the next lookup usually wants the member after it.
///
/// A hit must still be the *first* member with that name (Foundation reads the first of duplicate
/// keys). The guess is used only while every member before it has been looked up ("clean"). Then an
/// earlier member can have the same name only if that name was looked up before: when the name's
/// bit is already in `lookedUp` (a repeated name, or just another name with the same bit), the
/// container checks the members before the guess.
struct _KeyGuess {
    /// The object node the guess is about; -1 for none.
    var object = -1
    /// The key node of the guessed member.
    var member = -1
    /// One bit per name looked up since the object's first member (a hash of length and bytes);
    /// all ones when the guess is not clean, which disables it.
    var lookedUp: UInt64 = .max
    /// The large object (see ``_TapeKeyTable/scanLimit``) whose one missed guess was answered by a
    /// scan; -1 for none. A synthesized `init(from:)` misses mostly on absent optional keys, once
    /// or twice per object: a scan costs less than building a table for that.
    var scannedObject = -1

    /// Starts a clean guess at the first member of `object`.
    init(object: Int) {
        self.object = object
        self.scannedObject = -1
        self.member = object &+ 1
        self.lookedUp = 0
    }

    init() {}

    /// The bit of `name` in ``lookedUp``.
    @inline(__always)
    static func bit(of name: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let first = name.first, let last = name.last else { return 1 }
        let mixed = UInt64(name.count) &* 31 &+ UInt64(first) &* 7 &+ UInt64(last)
        return 1 &<< (mixed & 63)
    }

    /// Whether every member of `object` before ``member`` has been looked up.
    @inline(__always)
    func isClean(in object: Int) -> Bool {
        self.object == object && lookedUp != .max
    }

    /// Whether a name with `nameBit` may have been looked up before (so may name an earlier member).
    @inline(__always)
    func mayRepeat(_ nameBit: UInt64) -> Bool {
        lookedUp & nameBit != 0
    }

    /// Records that a lookup of the name with `nameBit` in `object` found `found`, and guesses
    /// `next`, the member after it. The guess stays clean when every member before `next` has been
    /// looked up: `found` was the guess, or lay before it.
    @inline(__always)
    mutating func record(found: Int, next: Int, nameBit: UInt64, in object: Int) {
        let stillClean = self.object == object && lookedUp != .max && found <= member
        self.object = object
        member = next
        lookedUp = stillClean ? lookedUp | nameBit : .max
    }
}
