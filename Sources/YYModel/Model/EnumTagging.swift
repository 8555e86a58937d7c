/// The enum layouts beside a discriminator among the model's own members: integer
/// discriminators, the case's value under a content key beside the discriminator (adjacent
/// tagging, `{"type": "text", "data": "hi"}`), and the case's name as the only key (external
/// tagging, `{"text": "hi"}`, or `"ping"` for a case without a value).
///
/// In the last two the case's value may be of any type the library converts, not only a model.
extension JSONDecodingContext {
    /// The integer discriminator of `object`: the member `key`, an integer or the text of one.
    /// When it is missing or something else, returns `nil` and notes why for the report.
    ///
    /// Called only by `@JSONModel` expansions. Not API; may change in any release.
    @_documentation(visibility: private)
    public mutating func __integerDiscriminatorValue(of object: JSONElement, key: String) -> Int? {
        guard object.kind == .object else { return nil }
        guard let member = object[key] else {
            rejection = "missing discriminator '\(key)'"
            return nil
        }
        if let value = member.int64.flatMap(Int.init(exactly:)) ?? member.string.flatMap({ Int($0) }) { return value }
        rejection = "discriminator '\(key)' is a \(member.kind.rawValue) \(JSONDecodingContext.preview(member)), not an integer"
        return nil
    }

    /// The case name and value of an externally tagged enum: the key and value of the only member
    /// of an object, or a string alone (a case without a value). Anything else is `nil`, noted.
    ///
    /// Called only by `@JSONModel` expansions. Not API; may change in any release.
    @_documentation(visibility: private)
    public mutating func __externalTag(of element: JSONElement) -> (tag: String, content: JSONElement?)? {
        if let name = element.string { return (name, nil) }
        guard element.kind == .object else { return nil }
        var only: (tag: String, content: JSONElement?)?
        var count = 0
        for (name, value) in element.members {
            count += 1
            only = (String(decoding: name, as: UTF8.self), value)
        }
        guard count == 1, let only else {
            rejection = "an externally tagged case is an object with one member, not \(count)"
            return nil
        }
        return only
    }

    /// Decodes a case's value from `content` (a member of the enum's object) and wraps it with
    /// `makeCase`; `nil` when it is missing or does not convert, noted for the report.
    ///
    /// Called only by `@JSONModel` expansions. Not API; may change in any release.
    @_documentation(visibility: private)
    public mutating func __decodeCaseContent<Payload: JSONValueDecodable, Model>(
        _ content: JSONElement?, _ makeCase: (Payload) -> Model
    ) throws -> Model? {
        guard let content else {
            rejection = "missing the case's \(Self.typeName(Payload.self))"
            return nil
        }
        // The value's key is the tape node before it; issues inside the value name it.
        pushPath(.member(key: content.tape.stringBytes(content.node &- 1)))
        defer { popPath() }
        guard let payload = try Payload.decodeJSON(from: content, context: &self) else {
            if rejection == nil {
                rejection = "cannot convert \(JSONDecodingContext.preview(content)) to the case's \(Self.typeName(Payload.self))"
            }
            return nil
        }
        return makeCase(payload)
    }

    /// `__decodeCaseContent(_:_:)` for a value type without a conformance of its own.
    @_disfavoredOverload
    @_documentation(visibility: private)
    public mutating func __decodeCaseContent<Payload, Model>(
        _ content: JSONElement?, _ makeCase: (Payload) -> Model
    ) throws -> Model? {
        try __decodeCaseContent(content) { (converted: __RuntimeConverted<Payload>) in makeCase(converted.value) }
    }
}

extension JSONWriter {
    /// Writes a case's value as the member `key` of the object being written (the content key of
    /// adjacent tagging, the case's name in external tagging). An omitted value (`nil`) is
    /// written as `null`: the case needs its member.
    ///
    /// Called only by `@JSONModel` expansions. Not API; may change in any release.
    @_documentation(visibility: private)
    public mutating func __writeCaseContent<Payload: JSONValueEncodable>(key: String, _ payload: Payload) throws {
        writeKey(key)
        do {
            try payload.encodeJSON(to: &self)
        } catch let error as JSONWritingError {
            throw error.nested(inKey: key)
        }
    }

    /// `__writeCaseContent(key:_:)` for a value type without a conformance of its own.
    @_disfavoredOverload
    @_documentation(visibility: private)
    public mutating func __writeCaseContent<Payload>(key: String, _ payload: Payload) throws {
        try __writeCaseContent(key: key, __RuntimeConverted(payload))
    }
}
