import Foundation
internal import YYJSONThreadSpares

/// The members of an object handed to a model hook, read from where they already are only when the
/// hook looks at them: a hook that reads one key reads that member, and one that reads nothing
/// costs no `JSON` tree.
///
/// The members come from memory the caller lends for the hook's call: an object in a parsed
/// document, or the text of an object just written. ``withObject(of:_:)`` and
/// ``withObject(ofText:_:)`` lend it; if the hook kept the value, they build the members before the
/// memory goes away.
///
/// A hook may hand its `JSON` to another thread, so the members are shared with care. Only the
/// thread that lent the memory (the hook's own) records the built members, under a lock, and it
/// reads without one: nothing else ever writes. Any other thread reads under the lock, which also
/// keeps the lent memory from going away while it reads, and while the members are not built it
/// builds a copy for itself. Once built, the members never change again.
///
/// A hook that keeps nothing leaves the members to its thread, which lends them again to its next
/// hook instead of allocating new ones (see ``SpareBlocks``).
@usableFromInline
package final class DeferredMembers: @unchecked Sendable {
    @usableFromInline
    enum Source {
        /// An object in a document, valid until ``settle()``.
        case element(JSONElement)
        /// An object's UTF-8 text, valid until ``settle()``.
        case text(UnsafeBufferPointer<UInt8>)
        /// The members, built.
        case members(keys: [String], values: [JSON])
    }

    /// Written only by ``lender``, with the lock held; see the type's documentation.
    @exclusivity(unchecked) private var source: Source

    /// Whether ``value(forKey:)`` may answer a string member from the text, before the members
    /// are built (see ``answeredFromText``).
    @exclusivity(unchecked) private var answersFromText: Bool

    /// Whether ``value(forKey:)`` answered from the text: with the object's first member of the
    /// key, or the one where ``memberHint`` said, which is its member of the key unless a key
    /// repeats. Written only by ``lender``.
    @exclusivity(unchecked) package private(set) var answeredFromText = false

    /// Where ``value(forKey:)`` looks first for a string member in the text: as far past the
    /// object's opening brace as the last object had the member
    /// (``JSONTextCursor/leadingStringMember(_:hint:)``), 0 for nowhere. A look that finds the
    /// member elsewhere sets it, for the caller to keep for the next object. Written only by
    /// ``lender``.
    @exclusivity(unchecked) package private(set) var memberHint: Int

    /// An offset in the text before which every key is one of the object's own, known to a
    /// lender that has read the object (its first nested value begins there); 0 when unknown.
    /// See ``JSONTextCursor/leadingStringMember(_:hint:ownKeysBefore:)``.
    @exclusivity(unchecked) private var ownKeysBefore: Int

    /// ``answeredFromText`` and ``memberHint``, for the lender once the hook has returned.
    ///
    /// Not inlinable: read in this module, the properties need no exclusivity check, which
    /// another module's inlined read would make.
    @usableFromInline package var textAnswers: (answered: Bool, memberHint: Int) { (answeredFromText, memberHint) }

    /// The thread that lent the memory.
    private let lender = pthread_self()

    /// Locks shared by every instance, one picked by the instance's address: most instances are
    /// never read (the hook looks at nothing), and a lock of their own would cost more than that.
    /// No lock is taken while another is held, so sharing cannot deadlock.
    private static let locks: [NSLock] = (0..<16).map { _ in NSLock() }

    @usableFromInline
    init(_ source: Source, answersFromText: Bool = false, memberHint: Int = 0, ownKeysBefore: Int = 0) {
        self.source = source
        self.answersFromText = answersFromText
        self.memberHint = memberHint
        self.ownKeysBefore = ownKeysBefore
    }

    /// Calls `body` with the object `element` as a `JSON` value whose members are read when looked
    /// at, and with the members themselves (for ``isUnchanged(in:)``).
    @inlinable
    package static func withObject<R>(of element: JSONElement, _ body: (JSON, DeferredMembers) throws -> R) rethrows -> R {
        assert(element.kind == .object)
        return try lend(.element(element), to: body)
    }

    /// ``withObject(of:_:)`` for the text of an object that the parser accepts: as the library's
    /// writer wrote it, or as a model read it directly.
    ///
    /// With `answeringFromText`, a string member is looked up ahead in the text
    /// (``JSONTextCursor/leadingStringMember(_:hint:)``, else ``JSONTextCursor/stringMember(_:)``)
    /// instead of building the members: the object's first member of the key, or its member where
    /// `memberHint` says. That is the member when the object repeats no key; ``answeredFromText``
    /// tells the caller to make sure, and ``memberHint`` where to look in the next object. A
    /// caller that has read the object passes where its first nested value begins as
    /// `ownKeysBefore`, which spares the look at the brackets before a hinted member.
    @inlinable
    package static func withObject<R>(
        ofText text: UnsafeBufferPointer<UInt8>, answeringFromText: Bool = false, memberHint: Int = 0, ownKeysBefore: Int = 0,
        _ body: (JSON, DeferredMembers) throws -> R
    ) rethrows -> R {
        try lend(.text(text), answersFromText: answeringFromText, memberHint: memberHint, ownKeysBefore: ownKeysBefore, to: body)
    }

    @inlinable
    static func lend<R>(
        _ source: Source, answersFromText: Bool = false, memberHint: Int = 0, ownKeysBefore: Int = 0,
        to body: (JSON, DeferredMembers) throws -> R
    ) rethrows -> R {
        var members = lent(source, answersFromText: answersFromText, memberHint: memberHint, ownKeysBefore: ownKeysBefore)
        defer {
            // Still referenced after the call: the hook kept its value, which must not read the
            // lent memory later.
            if isKnownUniquelyReferenced(&members) { members.keepForThread() } else { members.settle() }
        }
        return try body(.object(JSONObject(deferred: members)), members)
    }

    /// Members that read `source`: the ones the calling thread kept from its last lend, or new ones.
    @usableFromInline
    static func lent(_ source: Source, answersFromText: Bool, memberHint: Int, ownKeysBefore: Int) -> DeferredMembers {
        guard let kept = yymodel_take_thread_members() else {
            return DeferredMembers(source, answersFromText: answersFromText, memberHint: memberHint, ownKeysBefore: ownKeysBefore)
        }
        let members = Unmanaged<DeferredMembers>.fromOpaque(kept).takeRetainedValue()
        members.source = source
        members.answersFromText = answersFromText
        members.answeredFromText = false
        members.memberHint = memberHint
        members.ownKeysBefore = ownKeysBefore
        return members
    }

    /// Keeps these members, which nothing else references any more, for the calling thread's next
    /// lend (where threads keep spares).
    @usableFromInline
    func keepForThread() {
        // Holds on to no document: an empty text stands for none.
        source = .text(UnsafeBufferPointer(start: nil, count: 0))
        guard SpareBlocks.threadKeepsSpares else { return }
        if let replaced = yymodel_keep_thread_members(Unmanaged.passRetained(self).toOpaque()) {
            Unmanaged<DeferredMembers>.fromOpaque(replaced).release()
        }
    }

    /// Whether `json` is still the object these members were lent as: a hook that returns or
    /// leaves its input unchanged.
    package func isUnchanged(in json: JSON) -> Bool {
        if case .object(let object) = json { return object.isDeferred(to: self) }
        return false
    }

    /// Every member, in order, built on first use.
    var members: (keys: [String], values: [JSON]) {
        reading { built() }
    }

    /// The number of members (duplicates included).
    var count: Int {
        reading {
            if case .element(let element) = source { return element.count }
            return built().keys.count
        }
    }

    /// The value of the last member named `key`, read alone while the members are not built
    /// (or the first, when it answers from the text; see ``answeredFromText``).
    func value(forKey key: String) -> JSON? {
        if answersFromText, isOnLenderThread, case .text(let text) = source, let string = stringMember(key, in: text) {
            answeredFromText = true
            return .string(string)
        }
        return reading {
            if case .element(let element) = source { return element[key].map(JSON.init) }
            let (keys, values) = built()
            return keys.lastIndex(of: key).map { values[$0] }
        }
    }

    /// The string value of the object's first member `key`, or of its member where ``memberHint``
    /// says, when the text shows one.
    private func stringMember(_ key: String, in text: UnsafeBufferPointer<UInt8>) -> String? {
        guard let start = text.baseAddress else { return nil }
        let cursor = JSONTextCursor(start: start, count: text.count)
        return cursor.leadingStringMember(key, hint: &memberHint, ownKeysBefore: ownKeysBefore) ?? cursor.stringMember(key)
    }

    /// Builds the members, so that this no longer reads the lent memory. Called by the lender.
    @usableFromInline
    func settle() {
        _ = built()
    }

    /// Runs `body`, which reads ``source``: directly on the lender's thread, which is the only one
    /// that writes it, and under the lock on any other.
    private func reading<R>(_ body: () -> R) -> R {
        isOnLenderThread ? body() : locked(body)
    }

    private var isOnLenderThread: Bool { pthread_equal(pthread_self(), lender) != 0 }

    private func locked<R>(_ body: () -> R) -> R {
        let lock = Self.locks[Int(truncatingIfNeeded: UInt(bitPattern: ObjectIdentifier(self).hashValue) &>> 4) & 15]
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// The members, built from the source the first time; recorded only on the lender's thread
    /// (another thread builds a copy of its own until then). Called on the lender's thread or with
    /// the lock held.
    private func built() -> (keys: [String], values: [JSON]) {
        let object: JSON
        switch source {
        case .members(let keys, let values):
            return (keys, values)
        case .element(let element):
            object = JSON(element)
        case .text(let text):
            // The writer's own output, text a direct read accepted, or a document a class hook
            // looks at before it is parsed, which may be anything. No deeper than any tree may be
            // (`JSON.maxTreeDepth`); text that does not parse leaves an empty object, and the
            // decode reports what is wrong with it.
            object = (try? JSONDocument(parsing: text, maxDepth: JSON.maxTreeDepth).root) ?? .object(JSONObject())
        }
        let parsed: JSONObject
        if case .object(let members) = object { parsed = members } else { parsed = JSONObject() }
        let members = parsed.memberArrays
        if isOnLenderThread {
            locked { source = .members(keys: members.keys, values: members.values) }
        }
        return members
    }
}
