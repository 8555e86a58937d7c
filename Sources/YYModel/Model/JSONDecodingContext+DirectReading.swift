/// Decoding straight from the text (see ``DirectDecoding``): the generated initializer runs as it
/// does on a tape, and its `__beginObject` and `__decodeProperty` calls read the next key and value
/// from ``JSONDecodingContext/text`` instead of looking them up.
extension JSONDecodingContext {
    /// Thrown when the text holds something a direct decode does not read; the decode then starts
    /// again on a tape, which converts it or reports it. Nothing else sees it.
    @usableFromInline
    struct DirectReadingStopped: Error {
        /// Whether the decode met a type without a direct reading, rather than text it could not
        /// read: then every decode of the model would stop (see ``DirectKeys``).
        @usableFromInline let isForType: Bool
    }

    /// Stops a direct decode at text it does not read. One instance, so that stopping allocates
    /// nothing.
    @usableFromInline static let directReadingStopped: any Error = DirectReadingStopped(isForType: false)

    /// Stops a direct decode at a type without a direct reading.
    @usableFromInline static let directReadingUnsupported: any Error = DirectReadingStopped(isForType: true)

    /// The slot of every property of an object read directly: its value is read from the text
    /// when the property is decoded.
    @usableFromInline static let readDirectly = -2

    /// The most properties a model read directly may have.
    static let directPropertyLimit = 1024

    /// The slots of every object read directly, shared by all direct decodes: ``readDirectly``
    /// throughout, and never written (a direct decode matches no members).
    nonisolated(unsafe) static let directSlots: UnsafeMutablePointer<Int> = {
        let slots = UnsafeMutablePointer<Int>.allocate(capacity: 2 * directPropertyLimit)
        slots.initialize(repeating: readDirectly, count: 2 * directPropertyLimit)
        return slots
    }()

    /// Runs `body` with a context that reads `text` directly; the context must not escape.
    ///
    /// `tape` holds the empty object (``JSONTape/withEmptyObject(_:)``), which stands for every
    /// object a generated initializer is handed in a direct decode.
    ///
    /// Unlike ``with(tape:options:_:)`` the context starts with no scratch memory of its own: its
    /// slots are ``directSlots``, and it records no path.
    @inlinable
    static func with<R>(
        readingDirectly text: JSONTextCursor, tape: JSONTape, options: JSONDecodingOptions, _ body: (inout JSONDecodingContext) throws -> R
    ) rethrows -> R {
        var noPath = PathStep.none
        return try withUnsafeMutablePointer(to: &noPath) { path in
            var context = JSONDecodingContext(readingDirectly: text, tape: tape, options: options, path: path)
            return try body(&context)
        }
    }

    @usableFromInline
    init(readingDirectly text: JSONTextCursor, tape: JSONTape, options: JSONDecodingOptions, path: UnsafeMutablePointer<PathStep>) {
        self.tape = tape
        self.options = options
        self.text = text
        readsDirectly = true
        // Capacity 0: anything that would write a slot or a step moves to memory of its own first.
        slots = Self.directSlots
        slotCapacity = 0
        self.path = path
        pathCapacity = 0
    }

    /// Stops a direct decode: for the conversions that read only a tape (transforms, `Codable`
    /// values, flattened models), which a direct decode leaves to the tape.
    @inlinable
    func stopIfReadingDirectly() throws {
        if readsDirectly { throw Self.directReadingUnsupported }
    }

    /// `__beginObject` of a direct decode: the object's opening brace. Its slots, the shared
    /// ``directSlots``, send each property to ``decodeDirectProperty(_:_:as:)``.
    mutating func beginDirectObject(_ schema: JSONModelSchema) throws -> __ObjectFrame {
        guard schema.propertyCount <= Self.directPropertyLimit else { throw Self.directReadingUnsupported }
        guard text.consume(UInt8(ascii: "{")) else { throw Self.directReadingStopped }
        return __ObjectFrame(base: 0, schema: Unmanaged.passUnretained(schema), isObject: true)
    }

    /// `__decodeProperty` of a direct decode: property `index` must be the next one, its key next
    /// in the text, and its value of exactly its type's kind. After the last property, the
    /// object's closing brace.
    @inlinable @inline(never)
    mutating func decodeDirectProperty<Value: JSONValueDecodable>(
        _ frame: __ObjectFrame, _ index: Int, as type: Value.Type
    ) throws -> Value {
        let keys = frame.schema._withUnsafeGuaranteedRef { $0.directKeys.unsafelyUnwrapped }
        // Generated initializers decode the properties in declaration order.
        guard index == directProperty else { throw Self.directReadingUnsupported }
        guard index == 0 || text.consume(UInt8(ascii: ",")) else { throw Self.directReadingStopped }
        guard text.consumeKey(keys.keys[index]) else { throw Self.directReadingStopped }
        let value = try Value.__decodeJSONDirectly(context: &self)
        directProperty = index &+ 1
        if directProperty == keys.count, !text.consume(UInt8(ascii: "}")) { throw Self.directReadingStopped }
        return value
    }

    /// Reads a nested `Model` directly: ``readDirectModel(_:)``, for models without hooks (a
    /// direct decode runs hooks only around the top-level model).
    @inlinable
    mutating func decodeDirectModel<Model: JSONModel>(_ type: Model.Type) throws -> Model {
        guard Model.jsonHooks.isEmpty else { throw Self.directReadingUnsupported }
        return try readDirectModel(Model.self)
    }

    /// Reads the top-level `Model` of a direct decode: its properties (``readDirectModel(_:)``),
    /// or, for an enum, its own reading. Its hooks are the caller's to run.
    @inlinable
    mutating func readDirectTopLevel<Model: JSONModel>(_ type: Model.Type) throws -> Model {
        if Model.jsonSchema.discriminator != nil { return try Model.__decodeJSONDirectly(context: &self) }
        return try readDirectModel(type)
    }

    /// Reads a `type` directly (a class's dynamic type, too): every property in declaration
    /// order, nothing else in its object. Its hooks are the caller's to run.
    @inlinable
    mutating func readDirectModel<Model: JSONModel>(_ type: Model.Type) throws -> Model {
        // Without keys: an enum without a reading of its own, or a model without properties.
        guard let keys = type.jsonSchema.directKeys, keys.count > 0 else { throw Self.directReadingUnsupported }
        guard directDepth < options.maxDepth else { throw Self.directReadingStopped }
        noteObjectBegins()
        let outer = directProperty
        directProperty = 0
        directDepth &+= 1
        // The initializer reads the text, not the element: the tape of a direct decode is the
        // empty object.
        let model = try type.init(jsonElement: JSONElement(tape: tape, node: 0), context: &self)
        guard directProperty == keys.count else { throw Self.directReadingStopped }
        directDepth &-= 1
        directProperty = outer
        return model
    }

    /// Notes an object read directly that begins at the position, for ``firstNestedObject``.
    @inlinable @inline(__always)
    mutating func noteObjectBegins() {
        if text.position > nestedObjectFloor && text.position < firstNestedObject { firstNestedObject = text.position }
    }
}

// MARK: Enums

/// A tag that a direct read of an enum found for its object.
///
/// `@JSONModel` expansions pass it from ``JSONDecodingContext/__readDirectEnum(_:_:)`` to
/// ``JSONDecodingContext/__readDirectCase(_:_:)``; you do not use it directly.
@_documentation(visibility: private)
public struct __DirectTag {
    /// The tag's text.
    public let text: String

    @usableFromInline
    init(text: String) {
        self.text = text
    }
}

extension JSONDecodingContext {
    /// Reads an enum tagged by a string member of the object its cases' models are read from:
    /// the tag, looked up ahead in the text, then the case `readCase` reads for it. A tag that
    /// names no case read this way (`readCase` gives `nil`), or a tag that is missing or not a
    /// plain string, stops the read; a tape then decodes the object as the enum's
    /// `decodeJSON(from:context:)` says.
    ///
    /// The tag is one of the case model's members too (else ``__readDirectCase(_:_:)`` stops the
    /// read), so a read that succeeds has met the object's members once each: the first member
    /// of the tag's key is the only one. That is the member where the enum's last object had it,
    /// when the object read shows it is the object's own (``readHintedCase(_:beforeNestedObjects:_:)``);
    /// else the object's leading member of the key when it comes before any nested value
    /// (``JSONTextCursor/leadingStringMember(_:hint:)``), and else the one the object's structure
    /// shows (``JSONTextCursor/stringMember(_:)``).
    ///
    /// Called only by `@JSONModel` expansions. Not API; may change in any release.
    @_documentation(visibility: private)
    @inlinable
    public mutating func __readDirectEnum<Model: JSONModel>(
        _ type: Model.Type, _ readCase: (__DirectTag, inout JSONDecodingContext) throws -> Model?
    ) throws -> Model {
        // A direct decode runs hooks only around a top-level model that has properties.
        let schema = Model.jsonSchema
        guard readsDirectly, Model.jsonHooks.isEmpty, let key = schema.discriminator else { throw Self.directReadingUnsupported }
        let hinted = schema.directKeys?.lookAheadHint ?? 0
        if hinted > 0, let member = text.hintedStringMember(key, at: hinted), let tag = member.value,
            let model = readHintedCase(__DirectTag(text: tag), beforeNestedObjects: member.quote, readCase)
        {
            return model
        }
        var hint = 0
        guard let tag = text.leadingStringMember(key, hint: &hint) ?? text.stringMember(key), let model = try readCase(__DirectTag(text: tag), &self) else {
            throw Self.directReadingStopped
        }
        schema.directKeys?.remember(lookAheadHint: hint, hinted: hinted)
        return model
    }

    /// The case `readCase` reads for a tag found ahead where the enum's last object had it
    /// (``JSONTextCursor/hintedStringMember(_:at:)``), whose key's quote is at `quote`: the tag
    /// is the object's own when no object nested in it begins before that, which the read shows.
    /// `nil`, and the decode back where it was, when one does, or when the read stops: the tag
    /// may be a nested object's, and the object is read again with its own.
    @inlinable
    mutating func readHintedCase<Model: JSONModel>(
        _ tag: __DirectTag, beforeNestedObjects quote: Int, _ readCase: (__DirectTag, inout JSONDecodingContext) throws -> Model?
    ) -> Model? {
        // The enum's object is nested in any object watched already.
        noteObjectBegins()
        let start = text.position, property = directProperty, depth = directDepth
        let outer = (nestedObjectFloor, firstNestedObject)
        (nestedObjectFloor, firstNestedObject) = (start, Int.max)
        defer { (nestedObjectFloor, firstNestedObject) = outer }
        // A read that stops here is tried again with the tag the object's structure shows, and
        // stops again if that is what stopped it.
        if let model = try? readCase(tag, &self), firstNestedObject > quote { return model }
        (text.position, directProperty, directDepth) = (start, property, depth)
        return nil
    }

    /// The case `makeCase` makes of its model, read directly from the enum's object.
    /// (`consuming`, as a case constructor takes its value: the model moves into the case instead
    /// of being copied and destroyed.)
    ///
    /// The tag is a member of that object too, so a model that does not read the tag's key
    /// stops at it, in every document: then the enum is not read directly again.
    ///
    /// Called only by `@JSONModel` expansions. Not API; may change in any release.
    @_documentation(visibility: private)
    @inlinable
    public mutating func __readDirectCase<Payload: JSONModel, Model: JSONModel>(
        _ makeCase: (consuming Payload) -> Model, _ tag: __DirectTag
    ) throws -> Model {
        let payload: Payload
        do {
            payload = try decodeDirectModel(Payload.self)
        } catch let stop as DirectReadingStopped where !stop.isForType {
            guard let key = Model.jsonSchema.discriminator, Payload.jsonSchema.readsKey(key) else { throw Self.directReadingUnsupported }
            throw stop
        }
        return makeCase(consume payload)
    }
}
