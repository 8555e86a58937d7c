internal import YYModelAtomics

/// The keys of a model that can be read straight from JSON text (see ``DirectDecoding``): each
/// property's key as JSON writes it, quotes included, in declaration order.
///
/// A schema has them when every property reads exactly one plain key that needs no escaping, and
/// the type is not a subclass with properties of its own. Anything else a direct read could not
/// follow in one ordered pass: candidate keys and key paths, flattened models, a subclass's own
/// properties (its initializer reads them before its superclass's). An enum's have no
/// keys (it has no properties): a direct read of an enum is its own (see
/// ``JSONDecodingContext/__readDirectEnum(_:_:)``), and the keys only remember.
///
/// They also remember whether a direct read of the type met a value of a type without a direct
/// reading (a collection, a date, a transform): a later read would meet it again, so it is not
/// tried.
///
/// And they remember where a look ahead through the type's last object found the member it looked
/// for (an enum's tag, or the member a class hook asked for): objects of one type are mostly
/// written alike, and the next look tries there first
/// (``JSONTextCursor/leadingStringMember(_:hint:)``, ``JSONTextCursor/hintedStringMember(_:at:)``).
/// A class with a `jsonModelClass(for:)` hook also remembers the class the hook picked last, and
/// whether it picked that class twice in a row (see ``repeatedChoice``).
///
/// Sendable: the keys are written once, before the schema is published, and only read after; the
/// memos are a relaxed atomic flag and relaxed atomic words.
@usableFromInline
struct DirectKeys: @unchecked Sendable {
    /// The keys, one per property.
    @usableFromInline let keys: UnsafeMutablePointer<JSONTextCursor.Key>
    /// The quoted keys back to back, which ``keys`` point into.
    let bytes: UnsafeMutablePointer<UInt8>
    /// The number of properties.
    @usableFromInline let count: Int
    /// Set when a direct read of the type met a type without a direct reading.
    private let unreadable: UnsafeMutablePointer<UInt8>
    /// Where the last look ahead found its member.
    private let memberHint: UnsafeMutablePointer<Int>
    /// The class the type's hook picked last, as its metadata's address, with the low bit set
    /// when the hook picked it for the object before too (the address is word-aligned); 0 before
    /// the first pick.
    private let lastChoice: UnsafeMutablePointer<Int>

    /// The keys of `properties`, or `nil` when a direct read cannot decode them.
    init?(properties: [JSONPropertySchema]) {
        var quoted: [[UInt8]] = []
        for property in properties {
            guard !property.isFlattened, property.keyPaths.count == 1, property.keyPaths[0].count == 1 else { return nil }
            let key = Array(property.keyPaths[0][0].utf8)
            // A key JSON must escape is never written as its plain bytes.
            guard !key.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return nil }
            quoted.append([UInt8(ascii: "\"")] + key + [UInt8(ascii: "\"")])
        }
        let total = quoted.reduce(0) { $0 + $1.count }
        bytes = .allocate(capacity: total)
        keys = .allocate(capacity: quoted.count)
        var start = 0
        for (index, key) in quoted.enumerated() {
            (bytes + start).initialize(from: key, count: key.count)
            (keys + index).initialize(to: JSONTextCursor.Key(UnsafeBufferPointer(start: bytes + start, count: key.count)))
            start += key.count
        }
        count = quoted.count
        unreadable = .allocate(capacity: 1)
        unreadable.initialize(to: 0)
        memberHint = .allocate(capacity: 1)
        memberHint.initialize(to: 0)
        lastChoice = .allocate(capacity: 1)
        lastChoice.initialize(to: 0)
    }

    /// Whether a direct read of the type may succeed: no earlier one met a type without a direct
    /// reading.
    @usableFromInline
    var mayReadDirectly: Bool { !yymodel_flag_is_set(unreadable) }

    /// Remembers that a direct read of the type met a type without a direct reading.
    @usableFromInline
    func rememberUnreadable() { yymodel_set_flag(unreadable) }

    /// Where a look ahead through an object of the type tries first: how far past the object's
    /// opening brace the last look found its member's key; 0 for nowhere.
    @usableFromInline
    var lookAheadHint: Int { yymodel_load_offset(memberHint) }

    /// Remembers where a look ahead found its member (0: forgets), when that is not where it
    /// was hinted to look, so that threads decoding alike objects do not write it over and over.
    @usableFromInline
    func remember(lookAheadHint hint: Int, hinted: Int) {
        if hint != hinted { yymodel_store_offset(memberHint, hint) }
    }

    /// The class that the type's `jsonModelClass(for:)` hook picked for its last two objects,
    /// when it picked one class for both: the likely class of the next object. `nil` after a
    /// change, so that a stream that alternates classes is not guessed at.
    @usableFromInline
    var repeatedChoice: Any.Type? {
        let memo = yymodel_load_offset(lastChoice)
        guard memo & 1 == 1 else { return nil }
        return unsafeBitCast(memo & ~1, to: Any.Type.self)
    }

    /// Remembers the class that the type's hook picked for an object (see ``repeatedChoice``).
    @usableFromInline
    func remember(choice: Any.Type) {
        let address = unsafeBitCast(choice, to: Int.self)
        let memo = yymodel_load_offset(lastChoice)
        let next = memo & ~1 == address ? address | 1 : address
        if next != memo { yymodel_store_offset(lastChoice, next) }
    }

    /// Frees the storage (the schema that owns it is going away).
    func deallocate() {
        bytes.deallocate()
        keys.deallocate()
        unreadable.deallocate()
        memberHint.deallocate()
        lastChoice.deallocate()
    }
}
