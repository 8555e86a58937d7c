import Foundation

/// A scalar JSON value on its way out, already checked (no NaN unless converted to a string).
enum EncodedScalar {
    case null
    case bool(Bool)
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    case float(Float)
    case string(String)
    /// Number text written as it is (`Decimal`).
    case number(String)
}

/// Where the next value of an encoder goes: after a key just written (stream mode), or an element of
/// a tree container (tree mode).
struct Slot {
    let id: Int
    let tree: TreeContainer?
    let index: Int
}

/// A keyed or unkeyed container being written: its position on the stack of open containers (stream
/// mode) or its node (tree mode).
struct ContainerRef {
    let id: Int
    let level: Int
    let tree: TreeContainer?
}

/// Thrown in stream mode when the encoding cannot be written in order; ``YYJSONEncoder`` then starts
/// again in tree mode.
struct NeedsTreeMode: Error {}

/// The output of one `encode` call, shared by the encoder objects and containers of that call.
///
/// **Stream mode** writes each value into the ``JSONWriter`` at once. Containers form a stack; using a
/// container closes the ones opened inside it. A *slot* is the place right after a key (or an array
/// position) that waits for one value; it must be filled before anything else is written, else it
/// gets `{}` (what Foundation writes for a value that encodes nothing). Using a closed container, an
/// abandoned slot or a key the object has already sets ``needsTreeMode``.
///
/// **Tree mode** builds ``TreeContainer``s and writes them at the end (sorted keys, and the rare
/// encodings the stream cannot follow). A key encoded again replaces its value, and a container
/// opened again for it adds to the one it has, as in Foundation.
final class EncodingState {
    enum Mode { case stream, tree }

    let mode: Mode
    let options: YYJSONEncoder.Options
    let isPretty: Bool
    /// Whether pretty output is laid out as Foundation's encoder does it (a space before each key's
    /// colon, a blank line in empty containers); not inside a document the library's own writer
    /// lays out.
    let followsFoundationLayout: Bool
    /// The bytes after a written key's closing quote: `:`, `: ` or (Foundation's layout) ` : `.
    let keySuffixLength: Int
    let usesDefaultKeys: Bool

    /// The encoder's `userInfo` as `Encoder` hands it out, converted when asked (rarely), not per call.
    var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

    @exclusivity(unchecked) var writer: JSONWriter
    @exclusivity(unchecked) private(set) var needsTreeMode = false

    // Stream mode.
    struct OpenContainer: BitwiseCopyable {
        let id: Int
        let isObject: Bool
        var count: Int
        let mark: JSONWriter.Mark
        /// Where this object's keys begin in ``EncodingState/keyStarts``.
        let firstKey: Int
        /// How the object's keys are checked: ``noKeys`` before the first, ``comparedKeys``, or the
        /// index in ``EncodingState/keyNames`` of the view whose bytes they all are.
        var keys = OpenContainer.noKeys
        /// The fingerprints of the keys written so far, or their bytes (see
        /// ``EncodingState/writeMemberKey(_:level:)``).
        var keyBits = KeyBits()
        /// This object's entry in ``EncodingState/keySets`` once it has too many keys to compare
        /// one by one; -1 before.
        var keySet = -1

        static let noKeys = -1
        static let comparedKeys = -2
    }
    /// The open containers, innermost last (a buffer, not an array: no uniqueness check per value).
    @exclusivity(unchecked) var open = GrowableBuffer<OpenContainer>(capacity: 16)
    /// The keys of the open objects compared by fingerprint, in order: the keys of the innermost
    /// object last. Encodings whose keys are all listed never allocate it.
    @exclusivity(unchecked) var keyStarts = GrowableBuffer<WrittenKey>()
    /// The keys of open objects too large to compare key by key, innermost last.
    var keySets: [Set<[UInt8]>] = []
    /// How keys of types that fit in a byte are written, or `nil` when they are written as text.
    let keyNameForm: CodingKeyNames.Form?
    /// The ``CodingKeyNames`` tables this encoding uses, as it knows them.
    @exclusivity(unchecked) var keyNames: CodingKeyNames.Views
    /// The usable view found last by ``keyNameView(for:)``, -1 before.
    @exclusivity(unchecked) var lastKeyNameView = -1
    /// Whether ``keyNames`` has a table or a byte the views it started from had not.
    var learnedKeyNames = false
    @exclusivity(unchecked) private var pendingSlot = 0
    @exclusivity(unchecked) private var nextID = 1

    // Tree mode: the top-level value is element 0 of this array (made only in tree mode).
    private lazy var root = TreeContainer(isObject: false)

    private var prettyKeys: [String: [UInt8]] = [:]

    /// Types found to encode themselves under this call's strategies: neither scalars, nor arrays
    /// of primitives, nor types a strategy writes (see `WriterEncoder.encodeComposite`).
    @exclusivity(unchecked) var selfEncodingTypes = PlainTypeMemo()

    convenience init(options: consuming YYJSONEncoder.Options, mode: Mode) {
        var formatting = options.outputFormatting.writingFormatting
        // The stream writes members in the order encoded; tree mode sorts them itself.
        formatting.remove(.sortedKeys)
        let writer = JSONWriter(documentWith: JSONWritingOptions(formatting: formatting, indentWidth: 2))
        self.init(options: consume options, mode: mode, writer: writer, followsFoundationLayout: true)
    }

    /// A state that writes into `writer`, which is in the middle of a document of its own (see
    /// `JSONWriter.writeEncodable(_:)`); take it back from ``writer`` when done.
    convenience init(options: consuming YYJSONEncoder.Options, mode: Mode, embeddingIn writer: consuming JSONWriter) {
        self.init(options: consume options, mode: mode, writer: writer, followsFoundationLayout: false)
    }

    private init(options: consuming YYJSONEncoder.Options, mode: Mode, writer: consuming JSONWriter, followsFoundationLayout: Bool) {
        self.mode = mode
        self.writer = writer
        let formatting = options.outputFormatting.writingFormatting
        isPretty = formatting.contains(.prettyPrinted)
        self.followsFoundationLayout = followsFoundationLayout
        keySuffixLength = !isPretty ? 1 : followsFoundationLayout ? 3 : 2
        let escapesSlashes = !formatting.contains(.withoutEscapingSlashes)
        var form: CodingKeyNames.Form?
        switch options.keyEncodingStrategy {
        case .useDefaultKeys:
            usesDefaultKeys = true
            form = CodingKeyNames.Form(convertsToSnakeCase: false, escapesSlashes: escapesSlashes)
        case .convertToSnakeCase:
            usesDefaultKeys = false
            form = CodingKeyNames.Form(convertsToSnakeCase: true, escapesSlashes: escapesSlashes)
        case .custom:
            usesDefaultKeys = false
        }
        // Member prefixes are compact, and tree mode writes keys as text.
        keyNameForm = isPretty || mode == .tree ? nil : form
        keyNames = keyNameForm.map { CodingKeyNames.views(in: $0) } ?? CodingKeyNames.Views()
        // Last, so that the options move in rather than being copied (with a retain of each
        // strategy and of `userInfo`).
        self.options = options
    }

    // MARK: Top level

    func encodeTopLevel<T: Encodable>(_ value: T) throws {
        let slot: Slot
        switch mode {
        case .stream:
            slot = Slot(id: makeID(), tree: nil, index: 0)
            pendingSlot = slot.id
        case .tree:
            _ = root.reserveSlot(key: nil)
            slot = Slot(id: 0, tree: root, index: 0)
        }
        let encoder = WriterEncoder(state: self, slot: slot)
        try encoder.encodeValue(value, at: slot, parent: nil, key: .none, finishing: false)
        if needsTreeMode { throw NeedsTreeMode() }
        let isEmpty: Bool
        switch mode {
        case .stream: isEmpty = pendingSlot == slot.id
        case .tree: if case .empty = root.values[0] { isEmpty = true } else { isEmpty = false }
        }
        if isEmpty {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        switch mode {
        case .stream:
            while open.count > 0 { closeTop() }
            rememberKeyNames()
        case .tree:
            TreeWriter(state: self).write(root.values[0], level: 0)
        }
    }

    func withOutput<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        writer.withUnsafeBytes(body)
    }

    /// The output as `Data` that takes over the writer's buffer instead of copying it (a large
    /// document's output is a fresh allocation and a copy otherwise). Call once, last.
    func takeData() -> Data {
        var finished = JSONWriter(options: writer.options, capacity: 0)
        swap(&writer, &finished)
        return finished.data()
    }

    private func makeID() -> Int {
        defer { nextID &+= 1 }
        return nextID
    }

    func streamFailure() -> NeedsTreeMode {
        needsTreeMode = true
        return NeedsTreeMode()
    }

    // MARK: Keys

    /// The JSON key for `key` under the key strategy.
    func jsonKey(_ key: some CodingKey, parent: CodingPathNode?) -> String {
        switch options.keyEncodingStrategy {
        case .useDefaultKeys:
            return key.stringValue
        case .convertToSnakeCase:
            // Converting an ASCII key costs less than looking it up in a cache.
            return KeyConversion.toSnakeCase(key.stringValue)
        case .custom(let convert):
            // The key is appended as it is: wrapping it in a `CodingKeyValue` would box any key
            // type with a `String` inside, an allocation per key.
            var path = CodingPathNode.path(parent)
            path.append(key)
            return convert(path).stringValue
        }
    }

    /// The text of a key in tree mode, where no key is listed (``keyNameForm`` is `nil`).
    private static func treeKey(_ key: MemberKey) -> String {
        guard case .text(let text) = key else { preconditionFailure("a listed key in tree mode") }
        return text
    }

    /// Writes an object key (tree mode calls this through ``TreeWriter``).
    func writeTreeKey(_ key: String) { writeKey(key) }

    func writeKey(_ key: String) {
        guard isPretty && followsFoundationLayout else {
            writer.writeKey(key)
            return
        }
        // Foundation prints `"key" : value`; the writer adds ": " after the raw key.
        if prettyKeys[key] == nil {
            var scratch = JSONWriter(options: writer.options, capacity: key.utf8.count + 8)
            scratch.write(key)
            prettyKeys[key] = scratch.bytes + [UInt8(ascii: " ")]
        }
        prettyKeys[key]!.withUnsafeBufferPointer { writer.writeKey(unsafeQuoted: $0) }
    }

    // MARK: Stream mode: the stack of open containers

    /// Makes `container` the innermost open container; fails when it was closed already.
    @inline(__always)
    private func focus(_ container: ContainerRef) throws(NeedsTreeMode) {
        let level = container.level
        if _fastPath(open.count == level &+ 1 && pendingSlot == 0 && open[level].id == container.id) { return }
        guard level < open.count, open[level].id == container.id else { throw streamFailure() }
        fillPendingSlot()
        while open.count > level &+ 1 { closeTop() }
    }

    private func fillPendingSlot() {
        guard pendingSlot != 0 else { return }
        pendingSlot = 0
        writeEmptyContainer(isObject: true, level: open.count)
    }

    @inline(__always)
    private func closeTop() {
        fillPendingSlot()
        open.count &-= 1
        let top = open.base[open.count]
        keyStarts.count = top.firstKey
        if top.keySet >= 0 { keySets.removeLast() }
        if isPretty && followsFoundationLayout && top.count == 0 {
            writer.rollBack(to: top.mark)
            writeEmptyContainer(isObject: top.isObject, level: open.count)
        } else if top.isObject {
            writer.endObject()
        } else {
            writer.endArray()
        }
    }

    /// `{}`, or Foundation's pretty form of an empty container: `{`, an empty line, `}` indented.
    func writeEmptyContainer(isObject: Bool, level: Int) {
        guard isPretty && followsFoundationLayout else {
            var text = isObject ? "{}" : "[]"
            text.withUTF8 { writer.writeRawValue(unsafeBytes: $0) }
            return
        }
        var text: [UInt8] = [isObject ? UInt8(ascii: "{") : UInt8(ascii: "["), 0x0A, 0x0A]
        text.append(contentsOf: repeatElement(UInt8(ascii: " "), count: level * 2))
        text.append(isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        text.withUnsafeBufferPointer { writer.writeRawValue(unsafeBytes: $0) }
    }

    // MARK: Writing into containers

    /// Writes `key` (objects) and `value` as the next member or element of `container`.
    ///
    /// Inlined with ``writeScalar(_:)`` into each container method, whose value's case is then
    /// known: the scalar is written without building and switching over a `EncodedScalar`.
    @inline(__always)
    func put(_ value: EncodedScalar, in container: ContainerRef, key: MemberKey?) throws {
        guard _fastPath(mode == .stream) else { return putInTree(value, in: container, key: key) }
        try focus(container)
        open.base[container.level].count &+= 1
        if let key { try writeMemberKey(key, level: container.level) }
        writeScalar(value)
    }

    @inline(never)
    private func putInTree(_ value: EncodedScalar, in container: ContainerRef, key: MemberKey?) {
        container.tree.unsafelyUnwrapped.put(key: key.map(EncodingState.treeKey), .scalar(value))
    }

    /// Reserves the next member or element of `container` for a value encoded later through an encoder.
    func makeSlot(in container: ContainerRef, key: MemberKey?) throws -> Slot {
        switch mode {
        case .stream:
            try focus(container)
            open.base[container.level].count &+= 1
            if let key { try writeMemberKey(key, level: container.level) }
            let slot = Slot(id: makeID(), tree: nil, index: 0)
            pendingSlot = slot.id
            return slot
        case .tree:
            let tree = container.tree.unsafelyUnwrapped
            return Slot(id: 0, tree: tree, index: tree.reserveSlot(key: key.map(EncodingState.treeKey)))
        }
    }

    /// Writes `value` into `slot`.
    func put(_ value: EncodedScalar, at slot: Slot) throws {
        switch mode {
        case .stream:
            guard pendingSlot == slot.id else { throw streamFailure() }
            pendingSlot = 0
            writeScalar(value)
        case .tree:
            slot.tree.unsafelyUnwrapped.set(value, at: slot.index)
        }
    }

    /// Starts an object or array in `slot`.
    func openContainer(isObject: Bool, at slot: Slot) throws -> ContainerRef {
        switch mode {
        case .stream:
            guard pendingSlot == slot.id else { throw streamFailure() }
            pendingSlot = 0
            let mark = writer.mark
            if isObject { writer.beginObject() } else { writer.beginArray() }
            let id = makeID()
            open.append(OpenContainer(id: id, isObject: isObject, count: 0, mark: mark, firstKey: keyStarts.count))
            return ContainerRef(id: id, level: open.count &- 1, tree: nil)
        case .tree:
            return ContainerRef(id: 0, level: 0, tree: slot.tree.unsafelyUnwrapped.container(isObject: isObject, at: slot.index))
        }
    }

    /// After a nested value's `encode(to:)`: a slot it left empty gets `{}`, as in Foundation.
    @inline(__always)
    func finish(_ slot: Slot) {
        if mode == .stream && pendingSlot == slot.id { fillPendingSlot() }
    }

    @inline(__always)
    func writeScalar(_ value: EncodedScalar) {
        switch value {
        case .null: writer.writeNull()
        case .bool(let value): writer.write(value)
        case .int(let value): writer.write(value)
        case .uint(let value): writer.write(value)
        case .double(let value): EncodingState.write(value, to: &writer)
        case .float(let value): EncodingState.write(value, to: &writer)
        case .string(let value): writer.write(value)
        case .number(let text):
            var text = text
            text.withUTF8 { writer.writeRawValue(unsafeBytes: $0) }
        }
    }

    /// Foundation's form of a finite double: Swift's shortest round-trip text without a trailing `.0`
    /// (`1`, `-0`, `0.1`, `1e+20`).
    static func write(_ value: Double, to writer: inout JSONWriter) {
        if value == value.rounded(.towardZero) && Swift.abs(value) < 1e16 {
            if value == 0 && value.sign == .minus {
                var text = "-0"
                text.withUTF8 { writer.writeRawValue(unsafeBytes: $0) }
            } else {
                writer.write(Int64(value))
            }
            return
        }
        try! writer.write(value)
    }

    /// Foundation's form of a finite float: its own shortest text, not the double's.
    static func write(_ value: Float, to writer: inout JSONWriter) {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        text.withUTF8 { writer.writeRawValue(unsafeBytes: $0) }
    }
}
