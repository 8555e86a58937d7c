/// The state of one decode: the document, the options, where the decoder is, and what it ignored.
///
/// A context is lent to each conversion as `inout` and cannot be copied: it points into scratch
/// memory that lives only as long as the decode.
///
/// `@JSONModel` expansions call its `__beginObject`/`__decodeProperty` family; custom
/// ``JSONValueDecodable`` conformances receive it to decode nested values and to read ``options``.
public struct JSONDecodingContext: ~Copyable {
    /// The options of this decode.
    public let options: JSONDecodingOptions
    /// The issues a lenient decode recorded so far.
    public internal(set) var issues: [JSONDecodingIssue] = []

    @usableFromInline var tape: JSONTape
    /// Matching results of the open objects: per property the value's node (or -1) and its priority;
    /// in an object read directly, ``readDirectly`` for every property.
    /// Only `slots[..<slotTop]` is in use; opening and closing objects moves `slotTop`.
    @usableFromInline var slots: UnsafeMutablePointer<Int>
    @usableFromInline var slotCapacity: Int
    @usableFromInline var slotTop = 0
    /// The path from the top to the value being decoded, for messages: `path[..<pathCount]`.
    @usableFromInline var path: UnsafeMutablePointer<PathStep>
    @usableFromInline var pathCapacity: Int
    @usableFromInline var pathCount = 0
    /// Whether `slots` and `path` were allocated here (after outgrowing the stack memory of
    /// ``with(tape:options:_:)`` they start in), so that growing again and `deinit` free them.
    @usableFromInline var slotsAreAllocated = false
    @usableFromInline var pathIsAllocated = false
    /// Why the last model decode returned `nil` on its own (a hook refused it), for the report.
    /// Setting it forgets ``rejectionPath``, which belongs to the reason it replaces.
    @usableFromInline var rejection: String? {
        get { rejectionReason }
        set {
            rejectionReason = newValue
            rejectionPath = []
        }
    }
    @usableFromInline var rejectionReason: String?
    /// Where, below the value being converted, the reason of ``rejection`` arose (inside a value
    /// read through its `Decodable` conformance); set after ``rejection``.
    @usableFromInline var rejectionPath: [JSONPathComponent] = []
    /// The step of the scalar being converted (scalars are not pushed on ``path``), so that a
    /// custom conversion's ``recordIssue(_:)`` names the right path.
    @usableFromInline var leafStep = PathStep.none

    /// Whether this decode reads the text directly (see ``DirectDecoding``) rather than a tape.
    @usableFromInline var readsDirectly = false
    /// The text a direct decode reads, in declaration order.
    @usableFromInline var text: JSONTextCursor
    /// The next property a direct decode reads, of the innermost model.
    @usableFromInline var directProperty = 0
    /// How many objects a direct decode has open.
    @usableFromInline var directDepth = 0
    /// Where in the text the first model read directly past ``nestedObjectFloor`` began, or
    /// `Int.max`: when the floor is where an object begins, its first nested object (a direct
    /// decode reads no other nested values). See ``__readDirectEnum(_:_:)``.
    @usableFromInline var firstNestedObject = Int.max
    /// See ``firstNestedObject``; `Int.max` while no object is watched.
    @usableFromInline var nestedObjectFloor = Int.max

    /// One step of a JSON path, kept cheap to record: two words, written with two plain stores
    /// (an enum with a payload this size would be copied through the stack, stalling every scalar
    /// decode), and no strings until a message needs them.
    @usableFromInline
    struct PathStep: BitwiseCopyable {
        /// The schema's address (a property), the key's first byte (a member), or 0.
        @usableFromInline let address: UInt
        /// The property index, key length or array index; the kind in the top two bits.
        @usableFromInline let bits: UInt

        @usableFromInline static let kindShift: UInt = 62
        @usableFromInline static let payloadMask: UInt = (1 << 62) - 1

        @inlinable init(address: UInt, kind: UInt, payload: Int) {
            self.address = address
            self.bits = kind &<< PathStep.kindShift | UInt(bitPattern: payload) & PathStep.payloadMask
        }

        /// Property `index` of the model described by `schema`.
        @inlinable static func property(_ schema: Unmanaged<JSONModelSchema>, _ index: Int) -> PathStep {
            PathStep(address: UInt(bitPattern: schema.toOpaque()), kind: 0, payload: index)
        }

        /// The member whose key is `key` (bytes of a document that outlives the step).
        @inlinable static func member(key: UnsafeBufferPointer<UInt8>) -> PathStep {
            PathStep(address: UInt(bitPattern: key.baseAddress), kind: 1, payload: key.count)
        }

        /// Element `index` of an array.
        /// The step to `value`, a member's value in its document: its key is the node before it.
        static func member(valueOf value: JSONElement) -> PathStep {
            member(key: value.tape.stringBytes(value.node &- 1))
        }

        @inlinable static func index(_ index: Int) -> PathStep {
            PathStep(address: 0, kind: 2, payload: index)
        }

        /// No step (no scalar converted yet).
        @inlinable static var none: PathStep { PathStep(address: 0, kind: 3, payload: 0) }

        /// The step, decoded for messages.
        enum Kind {
            case property(JSONModelSchema, Int)
            case member(String)
            case index(Int)
            case none
        }

        var kind: Kind {
            let payload = Int(bitPattern: bits & PathStep.payloadMask)
            switch bits &>> PathStep.kindShift {
            case 0:
                let schema = Unmanaged<JSONModelSchema>.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped)
                return .property(schema.takeUnretainedValue(), payload)
            case 1:
                let key = UnsafeBufferPointer(start: UnsafePointer<UInt8>(bitPattern: address), count: payload)
                return .member(String(decoding: key, as: UTF8.self))
            case 2: return .index(payload)
            default: return .none
            }
        }
    }

    /// Bytes of stack memory a context starts with: 64 slots (32 properties of open objects) and
    /// 16 path steps. Most documents never need more, so a decode allocates nothing for them.
    @usableFromInline static let initialSlotCapacity = 64
    @usableFromInline static let initialPathCapacity = 16
    @usableFromInline static var initialScratchBytes: Int {
        initialSlotCapacity * MemoryLayout<Int>.stride + initialPathCapacity * MemoryLayout<PathStep>.stride
    }

    /// Runs `body` with a context for decoding from `tape`'s values; the context must not escape.
    @inlinable
    static func with<R>(tape: JSONTape, options: JSONDecodingOptions, _ body: (inout JSONDecodingContext) throws -> R) rethrows -> R {
        // A plain local value lent by `withUnsafeMutableBytes(of:)`, not
        // `withUnsafeTemporaryAllocation`: that one passes the closure's value through a `Result`,
        // which copies a decoded model several more times.
        var scratch = InitialScratch()
        return try withUnsafeMutableBytes(of: &scratch) { bytes in
            var context = JSONDecodingContext(tape: tape, options: options, scratch: bytes)
            return try body(&context)
        }
    }

    /// The stack memory a context starts with: ``initialScratchBytes`` bytes, word-aligned.
    @usableFromInline
    struct InitialScratch {
        @usableFromInline typealias Eight = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
        @usableFromInline var words: (Eight, Eight, Eight, Eight, Eight, Eight, Eight, Eight, Eight, Eight, Eight, Eight)

        @inlinable init() {
            let zeros: Eight = (0, 0, 0, 0, 0, 0, 0, 0)
            words = (zeros, zeros, zeros, zeros, zeros, zeros, zeros, zeros, zeros, zeros, zeros, zeros)
            assert(MemoryLayout<InitialScratch>.size == JSONDecodingContext.initialScratchBytes)
        }
    }

    @usableFromInline
    init(tape: JSONTape, options: JSONDecodingOptions, scratch: UnsafeMutableRawBufferPointer) {
        self.tape = tape
        self.options = options
        self.text = JSONTextCursor(readingNothingOf: tape)
        let base = scratch.baseAddress.unsafelyUnwrapped
        slotCapacity = JSONDecodingContext.initialSlotCapacity
        slots = base.bindMemory(to: Int.self, capacity: slotCapacity)
        pathCapacity = JSONDecodingContext.initialPathCapacity
        path = (base + slotCapacity * MemoryLayout<Int>.stride).bindMemory(to: PathStep.self, capacity: pathCapacity)
    }

    // MARK: Objects

    /// An object being decoded: where its matches live in the slot stack.
    ///
    /// It refers to the model's schema without retaining it, which is sound because every schema
    /// lives for the whole program (see ``JSONModel/jsonSchema``).
    @_documentation(visibility: private)
    public struct __ObjectFrame {
        @usableFromInline let base: Int
        @usableFromInline let schema: Unmanaged<JSONModelSchema>
        /// Whether the element was an object (a model cannot be read from anything else).
        public let isObject: Bool

        @inlinable init(base: Int, schema: Unmanaged<JSONModelSchema>, isObject: Bool) {
            self.base = base
            self.schema = schema
            self.isObject = isObject
        }
    }

    /// Matches the members of `object` to the properties of `schema`, walking the members once.
    ///
    /// Called by `@JSONModel` expansions; pair it with ``__endObject(_:)``.
    @_documentation(visibility: private)
    public mutating func __beginObject(_ object: JSONElement, schema: JSONModelSchema) throws -> __ObjectFrame {
        if readsDirectly { return try beginDirectObject(schema) }
        let base = slotTop
        let slotCount = schema.propertyCount &* 2
        if slotCapacity < base &+ slotCount { growSlots(toHold: base &+ slotCount) }
        slotTop = base &+ slotCount
        let frame = __ObjectFrame(base: base, schema: Unmanaged.passUnretained(schema), isObject: object.tag == .object)
        let slots = self.slots + base
        slots.update(repeating: -1, count: slotCount)
        guard frame.isObject else { return frame }
        let table = frame.schema._withUnsafeGuaranteedRef { Unmanaged.passUnretained($0.keyTable) }
        // The table's pointers in a local value; the schema, which owns the table, is alive for
        // the whole call.
        let lookup = table._withUnsafeGuaranteedRef { $0.lookup }
        let tape = self.tape
        var guess = 0
        var member = object.node &+ 1
        let end = tape.payload(object.node)
        while member < end {
            // The common case in a loop of its own, which leaves the loop for anything else, so
            // that its state stays in registers: the key is the next one in declaration order,
            // one property reads it alone, and that property's slot is still empty.
            var key = tape.stringBytes(member)
            while true {
                let sole = guess < lookup.entryCount && lookup.matches(guess, key) ? lookup.soleProperty(guess) : -1
                guard sole >= 0 && slots[sole &* 2] < 0 else { break }
                JSONDecodingContext.offer(member &+ 1, rank: 0, to: slots + sole &* 2, in: tape)
                guess &+= 1
                member = tape.nextAfterMemberValue(member &+ 1)
                guard member < end else { return frame }
                key = tape.stringBytes(member)
            }
            guess = JSONDecodingContext.match(key, value: member &+ 1, guess: guess, lookup: lookup, table: table, slots: slots, tape: tape)
            member = tape.next(after: member &+ 1)
        }
        return frame
    }

    /// Matches a member the fast path of ``__beginObject(_:schema:)`` did not take: a key out of
    /// order, an unknown one, a key several properties (or key paths) read, or a duplicate.
    /// Returns the entry to try first for the next key.
    @inline(never)
    private static func match(
        _ key: UnsafeBufferPointer<UInt8>, value: Int, guess: Int, lookup: KeyTable.Lookup,
        table: Unmanaged<KeyTable>, slots: UnsafeMutablePointer<Int>, tape: JSONTape
    ) -> Int {
        guard let entry = lookup.entry(for: key, guess: guess) else { return guess }
        let sole = lookup.soleProperty(entry)
        if sole >= 0 {
            offer(value, rank: 0, to: slots + sole &* 2, in: tape)
        } else {
            table._withUnsafeGuaranteedRef { offerTargets(of: entry, in: $0, value: value, to: slots, in: tape) }
        }
        return entry &+ 1
    }

    /// Offers `value` (the value of a key that several properties, or key paths, read) to each of
    /// the entry's targets.
    private static func offerTargets(of entry: Int, in table: KeyTable, value: Int, to slots: UnsafeMutablePointer<Int>, in tape: JSONTape) {
        for index in table.targetStarts[entry]..<table.targetStarts[entry &+ 1] {
            let target = table.targets[index]
            var node = value
            if target.tail >= 0 {
                guard let resolved = resolve(value, tail: table.tails[Int(target.tail)], in: tape) else { continue }
                node = resolved
            }
            offer(node, rank: Int(target.rank), to: slots + Int(target.property) &* 2, in: tape)
        }
    }

    /// Puts `node` in a property's slot pair (node, rank) unless the slot holds a better match.
    ///
    /// A non-null value beats a null one; then the earlier candidate (lower rank) wins; a later
    /// duplicate of the same candidate replaces the earlier one (the last key wins). Whether a
    /// value is null is read only when two candidates meet, which most objects never do.
    @inline(__always)
    private static func offer(_ node: Int, rank: Int, to slot: UnsafeMutablePointer<Int>, in tape: JSONTape) {
        if slot[0] >= 0 {
            // Lower wins: a null value's priority is above every non-null one's.
            func priority(_ node: Int, _ rank: Int) -> Int { (tape.tag(node) == .null ? 1 << 32 : 0) | rank }
            guard priority(node, rank) <= priority(slot[0], slot[1]) else { return }
        }
        slot[0] = node
        slot[1] = rank
    }

    /// Moves the slot stack to a buffer of at least `count` slots, keeping the open objects' slots.
    private mutating func growSlots(toHold count: Int) {
        (slots, slotCapacity) = Self.grown(slots, count: slotTop, toHold: count, freeing: slotsAreAllocated)
        slotsAreAllocated = true
    }

    /// Appends a step to the path (containers push theirs; scalars only set ``leafStep``).
    @inlinable
    mutating func pushPath(_ step: PathStep) {
        if pathCount == pathCapacity { growPath() }
        path[pathCount] = step
        pathCount &+= 1
    }

    @inlinable
    mutating func popPath() { pathCount &-= 1 }

    @usableFromInline
    mutating func growPath() {
        (path, pathCapacity) = Self.grown(path, count: pathCount, toHold: pathCount &+ 1, freeing: pathIsAllocated)
        pathIsAllocated = true
    }

    /// A copy of `count` values of `buffer` in a new buffer of at least twice `count` (and at
    /// least `needed`) values; `buffer` is freed when it was allocated here. Nothing else can
    /// still point at it: a context cannot be copied.
    private static func grown<Value: BitwiseCopyable>(
        _ buffer: UnsafeMutablePointer<Value>, count: Int, toHold needed: Int, freeing: Bool
    ) -> (UnsafeMutablePointer<Value>, capacity: Int) {
        var capacity = max(count &* 2, 16)
        while capacity < needed { capacity &*= 2 }
        let grown = UnsafeMutablePointer<Value>.allocate(capacity: capacity)
        grown.initialize(from: buffer, count: count)
        if freeing { buffer.deallocate() }
        return (grown, capacity)
    }

    deinit {
        if slotsAreAllocated { slots.deallocate() }
        if pathIsAllocated { path.deallocate() }
    }

    /// Follows the rest of a key path from `node`; every step must be an object that has the key.
    private static func resolve(_ node: Int, tail: [[UInt8]], in tape: JSONTape) -> Int? {
        var current = node
        for key in tail {
            guard tape.tag(current) == .object else { return nil }
            let found = key.withUnsafeBufferPointer { JSONElement(tape: tape, node: current).member(named: $0) }
            guard let found else { return nil }
            current = found.node
        }
        return current
    }

    /// Whether the decoder is at the document's top-level value.
    var isAtTopLevel: Bool { pathCount == 0 }

    /// Runs `body` reading another document (a value a hook replaced), then returns to this one.
    ///
    /// The other document ends with this call, so no step that points into its keys is left
    /// behind: the last scalar's step is restored with the tape.
    mutating func reading<R>(_ other: JSONTape, _ body: (inout JSONDecodingContext) throws -> R) rethrows -> R {
        let saved = (tape, leafStep)
        tape = other
        defer { (tape, leafStep) = saved }
        return try body(&self)
    }

    /// Releases the matches of `frame` (the innermost open object).
    @inlinable
    @_documentation(visibility: private)
    public mutating func __endObject(_ frame: __ObjectFrame) {
        slotTop = frame.base
    }

    @inlinable
    func node(_ frame: __ObjectFrame, _ property: Int) -> Int {
        slots[frame.base &+ property &* 2]
    }

    // MARK: Properties

    /// The converted value of property `index`, or `nil` when its key is absent or the value does not
    /// convert (which is reported, or thrown in strict mode).
    @inlinable
    @_documentation(visibility: private)
    public mutating func __decodeProperty<Value: JSONValueDecodable>(
        _ frame: __ObjectFrame, _ index: Int, as type: Value.Type = Value.self
    ) throws -> Value? {
        let node = node(frame, index)
        guard node >= 0 else {
            // Checked only here, where a key is absent, so that a decode from a tape pays nothing for it.
            if node == JSONDecodingContext.readDirectly { return try decodeDirectProperty(frame, index, as: Value.self) }
            return nil
        }
        let element = JSONElement(tape: tape, node: node)
        if Value.jsonIsContainer { pushPath(.property(frame.schema, index)) } else { leafStep = .property(frame.schema, index) }
        defer { if Value.jsonIsContainer { popPath() } }
        if let value = try Value.decodeJSON(from: element, context: &self) { return value }
        try reportMismatch(element, expected: Value.self, at: Value.jsonIsContainer ? nil : .property(frame.schema, index))
        return nil
    }

    /// The value of a required property (no default value): converted, or the type's empty value
    /// (reported), or — when there is none, or in strict mode — a thrown ``JSONModelError``.
    @inlinable
    @_documentation(visibility: private)
    public mutating func __decodeRequiredProperty<Value: JSONValueDecodable>(
        _ frame: __ObjectFrame, _ index: Int, as type: Value.Type = Value.self
    ) throws -> Value {
        if let value = try __decodeProperty(frame, index, as: Value.self) { return value }
        return try emptyValue(for: frame, index, as: Value.self)
    }

    @usableFromInline
    mutating func emptyValue<Value: JSONValueDecodable>(for frame: __ObjectFrame, _ index: Int, as type: Value.Type) throws -> Value {
        let step = PathStep.property(frame.schema, index)
        let wasPresent = node(frame, index) >= 0
        if !wasPresent, !options.strict, let empty = Value.jsonEmptyValue {
            report(at: step, "missing required value; used the empty value of \(Self.typeName(Value.self))")
            return empty
        }
        if wasPresent, let empty = Value.jsonEmptyValue {
            return empty  // the mismatch was reported already (strict mode threw)
        }
        throw JSONModelError(pathComponents: pathComponents(appending: step), reason: "missing required value of type \(Self.typeName(Value.self))")
    }

    /// Updates `value` in place from property `index` when its key is present (nested models are
    /// updated, not replaced); a value that does not convert is reported and left unchanged.
    @inlinable
    @_documentation(visibility: private)
    public mutating func __updateProperty<Value: JSONValueDecodable>(
        _ value: inout Value, _ frame: __ObjectFrame, _ index: Int
    ) throws {
        let node = node(frame, index)
        guard node >= 0 else { return }
        let element = JSONElement(tape: tape, node: node)
        if Value.jsonIsContainer { pushPath(.property(frame.schema, index)) } else { leafStep = .property(frame.schema, index) }
        defer { if Value.jsonIsContainer { popPath() } }
        if try value.updateJSON(from: element, context: &self) { return }
        try reportMismatch(element, expected: Value.self, at: Value.jsonIsContainer ? nil : .property(frame.schema, index))
    }

    // MARK: Elements of containers

    /// Decodes an array element or dictionary value; `nil` (reported) when it does not convert.
    @inlinable
    public mutating func decodeElement<Value: JSONValueDecodable>(
        _ element: JSONElement, at step: JSONPathComponentStep, as type: Value.Type = Value.self
    ) throws -> Value? {
        let pathStep = step.pathStep
        if Value.jsonIsContainer { pushPath(pathStep) } else { leafStep = pathStep }
        defer { if Value.jsonIsContainer { popPath() } }
        if let value = try Value.decodeJSON(from: element, context: &self) { return value }
        try reportMismatch(element, expected: Value.self, at: Value.jsonIsContainer ? nil : pathStep, dropped: true)
        return nil
    }
}

/// Where a container element sits in its parent: an array index or a dictionary member.
public struct JSONPathComponentStep {
    @usableFromInline let pathStep: JSONDecodingContext.PathStep

    /// The element at `index` of an array.
    @inlinable public static func index(_ index: Int) -> JSONPathComponentStep { .init(pathStep: .index(index)) }

    /// The value of the object member whose key is `key` (an element of a document).
    @inlinable public static func member(key: JSONElement) -> JSONPathComponentStep {
        .init(pathStep: .member(key: key.tape.stringBytes(key.node)))
    }

    @inlinable init(pathStep: JSONDecodingContext.PathStep) { self.pathStep = pathStep }
}
