/// Looking ahead in an object for one member, without reading the members before it: how a
/// direct decode learns an enum's discriminator, wherever the object puts it, and how a class
/// hook's view of an object answers a key.
extension JSONTextCursor {
    /// The string value of the member `key` of the object that starts at the position (after
    /// whitespace), or `nil`: when the text there is no object, the object has no member `key`,
    /// or that member's value is not a string ``readString()`` reads. The position does not move.
    ///
    /// The object is passed over 64 bytes at a time (``StructureMasks``). Quotes that no backslash
    /// escapes open and close strings; brackets outside strings count the depth; only the opening
    /// quotes of strings that begin with the key's first byte are looked at one by one, and those
    /// one level deep are compared with the key.
    ///
    /// The answer holds for JSON text. Of other text it may say anything, so a caller must still
    /// read the object itself (a direct decode does, and stops at anything the parser rejects).
    @usableFromInline
    package func stringMember(_ key: String) -> String? {
        Self.withBytes(of: key) { stringMember(named: $0) }
    }

    /// The string value of the member `key` of the object that starts at the position when that
    /// member comes before every nested value of the object, or `nil`; the position does not move.
    /// A shortcut to ``stringMember(_:)`` for the object that lists its tag first.
    ///
    /// Only quotes followed by the key's first byte, and opening brackets, are looked at, 64 bytes
    /// at a time: strings are not tracked. A bracket after a colon may open a nested value, whose
    /// members may come first, so the look stops there; so it does after the first
    /// ``leadingLookLimit`` bytes, so that a look that fails costs little even when the object is
    /// large.
    ///
    /// The member found is the object's first of that key. When a key appears only once, as in
    /// an object that a model reads member by member, that is the object's member `key`.
    @usableFromInline
    package func leadingStringMember(_ key: String) -> String? {
        var noHint = 0
        return leadingStringMember(key, hint: &noHint)
    }

    /// ``leadingStringMember(_:)`` that looks first where `hint` says: `hint` bytes past the
    /// object's opening brace, where the last look found the key's opening quote (0: nowhere).
    /// Objects written alike have the member there, and then only the brackets before it are
    /// read, to make sure that no nested value opens before it. Elsewhere the look goes on as
    /// ``leadingStringMember(_:)``, and `hint` becomes where it found the member.
    ///
    /// The member found where the hint says is one of the object's own, but not necessarily its
    /// first of the key. The two are one when no key repeats, as in an object that a model reads
    /// member by member.
    ///
    /// A caller that has read the object already may know where its first nested value begins:
    /// every key whose quote comes before `ownKeysBefore` (an offset in the text) is then one of
    /// the object's own, and the brackets before it are not read.
    @usableFromInline
    package func leadingStringMember(_ key: String, hint: inout Int, ownKeysBefore: Int = 0) -> String? {
        Self.withBytes(of: key) { key in
            if let member = hintedMember(named: key, at: hint),
                member.quote < ownKeysBefore || !opensValue(before: member.quote, after: member.open)
            {
                return string(at: member.colon &+ 1).value
            }
            guard let member = leadingMember(named: key) else { return nil }
            hint = member.quote &- member.open
            return string(at: member.colon &+ 1).value
        }
    }

    /// The member `key` of the object at the position, or of a value nested in it, whose key's
    /// opening quote is `distance` bytes past the object's opening brace: its string value, or
    /// `nil` for a value that is not a string, and the offset of that quote. `nil` when no such
    /// key is there. The position does not move.
    ///
    /// Where ``leadingStringMember(_:hint:)`` found the member in the last object, objects
    /// written alike have it too, and looking there reads nothing else. It is one of the object's
    /// own members when no nested value begins before the quote: the caller must make sure (a
    /// direct read of the object shows it).
    @usableFromInline
    package func hintedStringMember(_ key: String, at distance: Int) -> (value: String?, quote: Int)? {
        Self.withBytes(of: key) { key in
            guard let member = hintedMember(named: key, at: distance) else { return nil }
            return (string(at: member.colon &+ 1).value, member.quote)
        }
    }

    /// Runs `body` on the UTF-8 bytes of `key`: where they lie (a literal's, a native string's),
    /// or else in a copy.
    private static func withBytes<R>(of key: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = key.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(key.utf8).withUnsafeBufferPointer(body)
    }

    /// How far into an object ``leadingStringMember(_:)`` looks.
    static let leadingLookLimit = 4096

    /// Where a member is: its object's opening brace, its key's opening quote, and the colon after
    /// the key.
    private typealias MemberOffsets = (open: Int, quote: Int, colon: Int)

    /// Whether `key` may be looked for by its key's opening quote: after a closing quote JSON
    /// allows only a few bytes, so a quote followed by anything else opens a string.
    private static func mayLookFor(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = key.first else { return false }
        return !mayFollowString(first)
    }

    /// The offset of the opening brace of the object at the position (after whitespace).
    private func objectOpening() -> Int? {
        let open = offsetAfterWhitespace(from: position)
        return open < count && start[open] == UInt8(ascii: "{") ? open : nil
    }

    /// The member `key` that ``leadingStringMember(_:)`` finds.
    private func leadingMember(named key: UnsafeBufferPointer<UInt8>) -> MemberOffsets? {
        guard Self.mayLookFor(key), let open = objectOpening() else { return nil }
        let first = key[0]
        var base = open &+ 1
        let end = Swift.min(count, base &+ Self.leadingLookLimit)
        while base < end {
            let masks = base &+ 65 <= count
                ? StructureMasks.KeyStarts(start + base, followedBy: first)
                : withPaddedTail(from: base) { StructureMasks.KeyStarts($0, followedBy: first) }
            // Quotes past the first bracket that may open a nested value are not looked at.
            var openings = masks.openings, quotes = masks.quotes, nested = false
            while openings != 0 {
                let bit = openings.trailingZeroBitCount
                openings &= openings &- 1
                if opensValue(base &+ bit, after: open) {
                    quotes &= (1 &<< UInt64(bit)) &- 1
                    nested = true
                    break
                }
            }
            while quotes != 0 {
                let quote = base &+ quotes.trailingZeroBitCount
                quotes &= quotes &- 1
                guard !isEscaped(quote, after: open), let colon = colon(afterKey: key, quotedAt: quote) else { continue }
                return (open, quote, colon)
            }
            if nested { return nil }
            base &+= 64
        }
        return nil
    }

    /// The member `key` whose key's opening quote is `distance` bytes past the object's opening
    /// brace: one of the object's members, or of a value nested in it.
    private func hintedMember(named key: UnsafeBufferPointer<UInt8>, at distance: Int) -> MemberOffsets? {
        guard distance > 0, Self.mayLookFor(key), let open = objectOpening() else { return nil }
        let quote = open &+ distance
        // An unescaped quote followed by the key's first byte opens a string (see `mayLookFor`),
        // and a string followed by a colon is a key.
        guard quote < count, start[quote] == UInt8(ascii: "\""), !isEscaped(quote, after: open),
            let colon = colon(afterKey: key, quotedAt: quote)
        else { return nil }
        return (open, quote, colon)
    }

    /// Whether a bracket between the object's opening brace at `open` and `offset` may open a
    /// nested value (see ``opensValue(_:after:)``). When none does, a key at `offset` is one of the
    /// object's own.
    private func opensValue(before offset: Int, after open: Int) -> Bool {
        var base = open &+ 1
        while base < offset {
            var openings = base &+ 65 <= count ? StructureMasks.openings(start + base) : withPaddedTail(from: base) { StructureMasks.openings($0) }
            if offset &- base < 64 { openings &= (1 &<< UInt64(offset &- base)) &- 1 }
            while openings != 0 {
                let bracket = base &+ openings.trailingZeroBitCount
                openings &= openings &- 1
                if opensValue(bracket, after: open) { return true }
            }
            base &+= 64
        }
        return false
    }

    /// Whether JSON allows `byte` right after a string's closing quote.
    private static func mayFollowString(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: "\""):
            return true
        default:
            return isWhitespace(byte)
        }
    }

    /// Whether the bracket at `offset` may open a member's value: a colon comes before it, after
    /// whitespace. (Every nested value of an object is some member's value, or inside one.)
    private func opensValue(_ offset: Int, after floor: Int) -> Bool {
        var before = offset &- 1
        while before > floor, Self.isWhitespace(start[before]) { before &-= 1 }
        return start[before] == UInt8(ascii: ":")
    }

    /// Whether an odd run of backslashes, after `floor`, comes right before `offset`.
    private func isEscaped(_ offset: Int, after floor: Int) -> Bool {
        var before = offset &- 1
        while before > floor && start[before] == UInt8(ascii: "\\") { before &-= 1 }
        return (offset &- 1 &- before) & 1 == 1
    }

    /// ``stringMember(_:)`` of the UTF-8 bytes of a key.
    func stringMember(named key: UnsafeBufferPointer<UInt8>) -> String? {
        guard let first = key.first else { return nil }
        let open = offsetAfterWhitespace(from: position)
        guard open < count, start[open] == UInt8(ascii: "{") else { return nil }
        var depth = 1
        // All ones while a string runs on from the last block into the next.
        var stringCarry: UInt64 = 0
        // Whether the last block ended with a backslash that escapes the next block's first byte.
        var escapeCarry = false
        var base = open &+ 1
        while base < count {
            let masks = base &+ 65 <= count
                ? StructureMasks(start + base, followedBy: first)
                : withPaddedTail(from: base) { StructureMasks($0, followedBy: first) }
            var quotes = masks.quotes
            if masks.backslashes != 0 || escapeCarry { quotes &= ~Self.escapedBytes(masks.backslashes, carry: &escapeCarry) }
            // Bit i: byte i is an opening quote or inside a string (a closing quote is not).
            let inStrings = Self.prefixXor(quotes) ^ stringCarry
            stringCarry = UInt64(bitPattern: Int64(bitPattern: inStrings) &>> 63)
            var stops = masks.brackets & ~inStrings | quotes & inStrings & masks.followedBy
            while stops != 0 {
                let offset = base &+ stops.trailingZeroBitCount
                stops &= stops &- 1
                switch start[offset] {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth &+= 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth &-= 1
                    if depth == 0 { return nil }
                default:
                    guard depth == 1, let colon = colon(afterKey: key, quotedAt: offset) else { continue }
                    return string(at: colon &+ 1).value
                }
            }
            base &+= 64
        }
        return nil
    }

    /// The offset of the colon after the key `key` when the string opened by the quote at
    /// `quote` is that key; `nil` for another string.
    private func colon(afterKey key: UnsafeBufferPointer<UInt8>, quotedAt quote: Int) -> Int? {
        let closing = quote &+ 1 &+ key.count
        guard closing < count, start[closing] == UInt8(ascii: "\""),
            sameBytes(UnsafeBufferPointer(start: start + (quote &+ 1), count: key.count), key)
        else { return nil }
        let colon = offsetAfterWhitespace(from: closing &+ 1)
        return colon < count && start[colon] == UInt8(ascii: ":") ? colon : nil
    }

    /// `body` of the last bytes from `base`, fewer than 65, copied before zeros that no mask marks.
    private func withPaddedTail<R>(from base: Int, _ body: (UnsafePointer<UInt8>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 80) { block in
            let block = block.baseAddress.unsafelyUnwrapped
            block.initialize(repeating: 0, count: 80)
            block.update(from: start + base, count: count &- base)
            return body(block)
        }
    }

    /// The bytes among 64 that a backslash escapes, given the backslashes. `carry` says on entry
    /// whether the first byte is escaped by the block before, and on return whether the next
    /// block's first byte is.
    ///
    /// A loop over the backslashes: text with escapes has few of them to a block.
    static func escapedBytes(_ backslashes: UInt64, carry: inout Bool) -> UInt64 {
        var escaped: UInt64 = carry ? 1 : 0
        carry = false
        // A backslash escapes the next byte unless it is escaped itself.
        var escaping = backslashes & ~escaped
        while escaping != 0 {
            let bit = escaping.trailingZeroBitCount
            guard bit < 63 else {
                carry = true
                break
            }
            let next: UInt64 = 1 &<< UInt64(bit &+ 1)
            escaped |= next
            escaping &= (escaping &- 1) & ~next
        }
        return escaped
    }

    /// Bit `i` of the result is the parity of bits `0...i` of `bits`.
    @inline(__always)
    static func prefixXor(_ bits: UInt64) -> UInt64 {
        var bits = bits
        bits ^= bits &<< 1
        bits ^= bits &<< 2
        bits ^= bits &<< 4
        bits ^= bits &<< 8
        bits ^= bits &<< 16
        bits ^= bits &<< 32
        return bits
    }
}
