import Foundation

/// The `Decoder` behind ``YYJSONDecoder``: a cursor on a parsed document's tape.
///
/// One instance serves a whole `decode` call. Decoding a nested value moves the cursor (`node`, and
/// the path `parent` + `key`) for the duration of the nested `init(from:)` and puts it back, so
/// nested values cost no allocation; only keyed and unkeyed containers allocate (a path step).
/// The decoder is also its own single-value container.
final class TapeDecoder: Decoder {
    let tape: JSONTape
    let options: YYJSONDecoder.Options
    /// `options.keyDecodingStrategy` is `.useDefaultKeys`: keys are compared as bytes.
    let usesDefaultKeys: Bool
    let isLenient: Bool
    /// The text this decoder parsed itself; it lives as long as the decoder, so as long as any
    /// container or decoder an `init(from:)` keeps.
    private let parsed: ParsedJSON?
    /// What else keeps the tape's storage alive: the ``JSONDocument`` read, or the decoder that
    /// parsed the text (for a decoder made for another value of it).
    private let storageOwner: AnyObject?

    // The cursor changes around every nested value; it is only touched from this decoder's own
    // calls, so the runtime's exclusivity checks, which would run at every change, are skipped.

    /// The value being decoded.
    @exclusivity(unchecked) var node: Int
    /// The container holding the value, as a path step (`nil` at the top level).
    var parent: CodingPathNode? { parentStep.node }
    @exclusivity(unchecked) private var parentStep = UnretainedPathStep(nil)
    /// The node of a decoder made for another value, which must outlive the call that made it.
    private var retainedParent: CodingPathNode?
    /// The value's key or index in `parent` (`.none` at the top level).
    @exclusivity(unchecked) var key: CodingKeyValue = .none

    /// Where the next keyed lookup probably succeeds (see ``KeyGuess``).
    @exclusivity(unchecked) var keyGuess = KeyGuess()
    /// Key tables of the large objects whose lookups missed the guess, by object node.
    @exclusivity(unchecked) var keyTables: [Int: TapeKeyTable] = [:]
    /// Nested types known to be neither arrays nor `[String: Value]` (see ``decodeValue(_:at:parent:key:)``).
    @exclusivity(unchecked) var plainTypes = PlainTypeMemo()

    /// A decoder of the text `parsed` holds, which it owns from now on: a decode that parses
    /// needs no ``JSONDocument`` object.
    convenience init(parsed: consuming ParsedJSON, options: YYJSONDecoder.Options) {
        let tape = parsed.tape
        self.init(tape: tape, parsed: parsed, storageOwner: nil, options: options)
    }

    /// A decoder of `tape`, whose storage `owner` keeps alive (`nil`: the caller makes sure that the
    /// tape outlives the decoder).
    convenience init(tape: JSONTape, options: YYJSONDecoder.Options, keepingAlive owner: AnyObject?) {
        self.init(tape: tape, parsed: nil, storageOwner: owner, options: options)
    }

    private init(tape: JSONTape, parsed: consuming ParsedJSON?, storageOwner: AnyObject?, options: YYJSONDecoder.Options) {
        self.tape = tape
        self.parsed = parsed
        self.storageOwner = storageOwner
        if case .useDefaultKeys = options.keyDecodingStrategy { usesDefaultKeys = true } else { usesDefaultKeys = false }
        isLenient = options.allowsLenientConversions
        node = 0
        // Last, so that the options move in rather than being copied.
        self.options = options
    }

    /// A decoder for another value of the same document, with its own cursor (`superDecoder()`).
    func makeDecoder(at node: Int, parent: CodingPathNode?, key: any CodingKey) -> TapeDecoder {
        let decoder = TapeDecoder(tape: tape, options: options, keepingAlive: storageOwner ?? self)
        decoder.node = node
        decoder.setParent(parent)
        decoder.key = CodingKeyValue(key)
        return decoder
    }

    /// A decoder whose value is `null`, for `superDecoder(forKey:)` when the key is absent.
    func makeNullDecoder(parent: CodingPathNode?, key: any CodingKey) -> TapeDecoder {
        let document = TapeDecoder.nullDocument
        let decoder = TapeDecoder(tape: document.tape, options: options, keepingAlive: document)
        decoder.setParent(parent)
        decoder.key = CodingKeyValue(key)
        return decoder
    }

    private static let nullDocument = try! JSONDocument(parsing: "null".utf8)

    // MARK: Decoder

    var codingPath: [any CodingKey] { CodingPathNode.path(parent, appending: key) }

    var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try KeyedDecodingContainer(makeKeyedContainer(Key.self, at: node, parent: parent, key: key))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try makeUnkeyedContainer(at: node, parent: parent, key: key)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    // MARK: Containers

    func makeKeyedContainer<Key: CodingKey>(
        _: Key.Type, at node: Int, parent: CodingPathNode?, key: CodingKeyValue
    ) throws -> TapeKeyedContainer<Key> {
        let tag = tape.tag(node)
        guard tag == .object else {
            let path = CodingPathNode.path(parent, appending: key)
            if tag == .null {
                throw DecodingError.valueNotFound([String: Any].self, .init(
                    codingPath: path, debugDescription: "Cannot get keyed decoding container -- found null value instead"))
            }
            throw DecodingError.typeMismatch([String: Any].self, .init(
                codingPath: path, debugDescription: "Expected to decode Dictionary<String, Any> but found \(DecodeFailure.describe(tag)) instead."))
        }
        return TapeKeyedContainer(decoder: self, object: node, parent: parent, key: key)
    }

    func makeUnkeyedContainer(at node: Int, parent: CodingPathNode?, key: CodingKeyValue) throws -> TapeUnkeyedContainer {
        let tag = tape.tag(node)
        guard tag == .array else {
            let path = CodingPathNode.path(parent, appending: key)
            if tag == .null {
                throw DecodingError.valueNotFound([Any].self, .init(
                    codingPath: path, debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
            }
            throw DecodingError.typeMismatch([Any].self, .init(
                codingPath: path, debugDescription: "Expected to decode Array<Any> but found \(DecodeFailure.describe(tag)) instead."))
        }
        return TapeUnkeyedContainer(decoder: self, array: node, path: CodingPathNode.appending(key, to: parent))
    }

    // MARK: Nested values

    /// Runs `body` with the cursor on `node` (for custom strategy closures, which get the decoder).
    func withCursor<R>(at node: Int, parent: CodingPathNode?, key: CodingKeyValue, _ body: (TapeDecoder) throws -> R) rethrows -> R {
        let saved = Cursor(node: self.node, parentStep: self.parentStep, key: self.key)
        self.node = node
        self.parentStep = UnretainedPathStep(parent)
        self.key = key
        defer {
            self.node = saved.node
            self.parentStep = saved.parentStep
            self.key = saved.key
        }
        return try body(self)
    }

    /// Makes `parent` this decoder's own, for a decoder that outlives the call that made it.
    private func setParent(_ parent: CodingPathNode?) {
        retainedParent = parent
        parentStep = UnretainedPathStep(parent)
    }

    /// The cursor while a nested value is read. A struct rather than a tuple: the compiler
    /// destroyed the tuple through the runtime's generic tuple witness.
    private struct Cursor {
        let node: Int
        let parentStep: UnretainedPathStep
        let key: CodingKeyValue
    }
}
