/// Decoding straight from the text (see ``DirectDecoding``): the generated initializer runs as it
/// does on a tape, and its `__beginObject` and `__decodeProperty` calls read the next key and value
/// from ``JSONDecodingContext/text`` instead of looking them up.
extension JSONDecodingContext {
    /// Thrown when the text holds something a direct decode does not read; the decode then starts
    /// again on a tape, which converts it or reports it. Nothing else sees it.
    @usableFromInline
    struct DirectReadingStopped: Error {}

    /// The one instance, so that stopping allocates nothing.
    @usableFromInline static let directReadingStopped: any Error = DirectReadingStopped()

    /// Runs `body` with a context that reads `text` directly, where a conversion would be handed
    /// elements of `tape`; the context must not escape.
    ///
    /// A direct read matches no members and records no path, so unlike
    /// ``with(tape:options:_:)`` the context starts with no scratch memory.
    @inlinable
    static func with<R>(
        readingDirectly text: JSONTextCursor, tape: JSONTape, options: JSONDecodingOptions, _ body: (inout JSONDecodingContext) throws -> R
    ) rethrows -> R {
        var noScratch = 0
        return try withUnsafeMutablePointer(to: &noScratch) { pointer in
            var context = JSONDecodingContext(readingDirectly: text, tape: tape, options: options, emptyScratch: UnsafeMutableRawPointer(pointer))
            return try body(&context)
        }
    }

    @usableFromInline
    init(readingDirectly text: JSONTextCursor, tape: JSONTape, options: JSONDecodingOptions, emptyScratch: UnsafeMutableRawPointer) {
        self.tape = tape
        self.options = options
        self.text = text
        readsDirectly = true
        slotCapacity = 0
        slots = emptyScratch.bindMemory(to: Int.self, capacity: 0)
        pathCapacity = 0
        path = emptyScratch.bindMemory(to: PathStep.self, capacity: 0)
    }

    /// Stops a direct decode: for the conversions that read only a tape (transforms, `Codable`
    /// values, flattened models), which a direct decode leaves to the tape.
    @inlinable
    func stopIfReadingDirectly() throws {
        if readsDirectly { throw Self.directReadingStopped }
    }

    /// `__beginObject` of a direct decode: the object's opening brace.
    mutating func beginDirectObject(_ schema: JSONModelSchema) throws -> __ObjectFrame {
        guard text.consume(UInt8(ascii: "{")) else { throw Self.directReadingStopped }
        return __ObjectFrame(base: slotTop, schema: Unmanaged.passUnretained(schema), isObject: true)
    }

    /// `__decodeProperty` of a direct decode: property `index` must be the next one, its key next
    /// in the text, and its value of exactly its type's kind. After the last property, the
    /// object's closing brace.
    @inlinable
    mutating func decodeDirectProperty<Value: JSONValueDecodable>(
        _ frame: __ObjectFrame, _ index: Int, as type: Value.Type
    ) throws -> Value {
        let keys = frame.schema._withUnsafeGuaranteedRef { $0.directKeys.unsafelyUnwrapped }
        guard index == directProperty, index == 0 || text.consume(UInt8(ascii: ",")) else { throw Self.directReadingStopped }
        guard text.consumeKey(keys.keys[index]) else { throw Self.directReadingStopped }
        let value = try Value.__decodeJSONDirectly(context: &self)
        directProperty = index &+ 1
        if directProperty == keys.count, !text.consume(UInt8(ascii: "}")) { throw Self.directReadingStopped }
        return value
    }

    /// Reads a `Model` directly: every property in declaration order, nothing else in its object.
    @inlinable
    mutating func decodeDirectModel<Model: JSONModel>(_ type: Model.Type) throws -> Model {
        let schema = Model.jsonSchema
        guard let keys = schema.directKeys, Model.jsonHooks.isEmpty, directDepth < options.maxDepth else {
            throw Self.directReadingStopped
        }
        let outer = directProperty
        directProperty = 0
        directDepth &+= 1
        // The initializer reads the text, not the element.
        let model = try JSONTape.withEmptyObject { try Model(jsonElement: $0, context: &self) }
        guard directProperty == keys.count else { throw Self.directReadingStopped }
        directDepth &-= 1
        directProperty = outer
        return model
    }
}
