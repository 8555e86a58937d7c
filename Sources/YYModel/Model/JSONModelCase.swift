internal import YYModelNaming

/// One case of an enum whose cases hold models, told apart by one member of the JSON object: what
/// `@JSONModel(discriminator:)` makes of an enum. Read it from ``JSONModel/jsonCase``.
///
///     // {"type": "text", "body": "hi"}   {"type": "img", "url": "https://x.y/a.png"}
///     @JSONModel(discriminator: "type")
///     enum Message {
///         case text(TextMessage)
///         @JSONKey("img") case image(ImageMessage)
///         case ping
///     }
///
///     let messages = try [Message](json: data)
///     print(messages[0].jsonCase?.value as Any)   // Prints "Optional("text")"
///
/// Decoding reads the discriminator (a string member), picks the case whose value it is, and decodes
/// the case's model from the same object; an unknown or missing discriminator is a mismatch
/// (reported, or thrown in strict mode), unless a case is marked `@JSONFallback`: then that case
/// takes the object. Encoding writes the discriminator first, then the model's members; a fallback
/// case that holds `JSON` writes the object it read.
public struct JSONModelCase {
    /// The Swift case name (`image`).
    public let name: String
    /// The discriminator value the case reads and writes (`img`), as text for an integer one
    /// (`"2"`); in an enum without a discriminator, the key the case writes.
    public let value: String
    /// The associated value, if the case has one and it is a model.
    public let payload: (any JSONModel)?

    /// Creates a case description (as `@JSONModel` expansions do).
    public init(name: String, value: String, payload: (any JSONModel)? = nil) {
        self.name = name
        self.value = value
        self.payload = payload
    }

    /// The description of a fallback case holding `payload`: the discriminator value is the one
    /// the payload keeps (a `JSON` object's `key` member), else `value`.
    ///
    /// Called only by `@JSONModel` expansions. Not API; may change in any release.
    @_documentation(visibility: private)
    public static func __fallback<Payload>(name: String, key: String?, value: String, payload: Payload) -> JSONModelCase {
        guard let key else { return __case(name: name, value: value, payload: payload) }
        let kept = (payload as? JSON)?[key]?.string
        return JSONModelCase(name: name, value: kept ?? value, payload: payload as? any JSONModel)
    }

    /// The description of a case whose value may be of any type: ``payload`` holds it when it is
    /// a model.
    ///
    /// Called only by `@JSONModel` expansions. Not API; may change in any release.
    @_documentation(visibility: private)
    public static func __case<Payload>(name: String, value: String, payload: Payload) -> JSONModelCase {
        JSONModelCase(name: name, value: value, payload: payload as? any JSONModel)
    }
}

// MARK: Entry points of the expansions

extension JSONDecodingContext {
    /// The discriminator value of `object`: the string member `key`. When the member is missing or
    /// not a string, returns `nil` and notes why for the report.
    ///
    /// Called only by `@JSONModel` expansions. Not API; may change in any release.
    @_documentation(visibility: private)
    @inlinable
    public mutating func __discriminatorValue(of object: JSONElement, key: String) -> String? {
        guard let member = discriminator(of: object, key: key) else { return nil }
        guard let value = member.string else {
            rejection = "discriminator '\(key)' is a \(member.kind.rawValue), not a string"
            return nil
        }
        return value
    }

    /// The member `key` of `object`; `nil` when `object` is no object or has no such member
    /// (noted for the report).
    @usableFromInline
    mutating func discriminator(of object: JSONElement, key: String) -> JSONElement? {
        guard object.kind == .object else { return nil }
        guard let member = object[key] else {
            rejection = "missing discriminator '\(key)'"
            return nil
        }
        return member
    }

    /// Decodes a case's model from the object and wraps it with `makeCase` (`Message.text`).
    ///
    /// Called only by `@JSONModel` expansions. Not API; may change in any release.
    @_documentation(visibility: private)
    @inlinable
    public mutating func __decodeCase<Payload: JSONModel, Model>(
        _ object: JSONElement, _ makeCase: (Payload) -> Model
    ) throws -> Model? {
        guard let payload = try Payload.decodeJSON(from: object, context: &self) else {
            if rejection == nil { rejection = "cannot decode the \(Payload.self) of the case" }
            return nil
        }
        return makeCase(payload)
    }

    /// Notes an unknown discriminator value (for an externally tagged enum, `key` is `nil`: the
    /// value is the member's key) for the report and returns `nil`.
    ///
    /// Called only by `@JSONModel` expansions. Not API; may change in any release.
    @_documentation(visibility: private)
    public mutating func __unknownDiscriminator<Model>(_ value: String, key: String?, of type: Model.Type) -> Model? {
        let tag = key.map { "discriminator '\($0)' value" } ?? "case"
        rejection = "unknown \(tag) \(SwiftStringLiteral.quoted(value)) for \(Model.self)"
        return nil
    }

    /// The fallback case of an enum (`@JSONFallback`) for an object whose discriminator names no
    /// case, or is missing: its payload decoded from the whole object (a `JSON` payload keeps it as
    /// it is), wrapped by `makeCase`.
    ///
    /// Called only by `@JSONModel` expansions. Not API; may change in any release.
    @_documentation(visibility: private)
    public mutating func __decodeFallback<Payload: JSONValueDecodable, Model>(
        _ object: JSONElement, _ makeCase: (Payload) -> Model
    ) throws -> Model? {
        rejection = nil
        guard let payload = try Payload.decodeJSON(from: object, context: &self) else {
            if rejection == nil { rejection = "cannot decode the \(Payload.self) of the fallback case" }
            return nil
        }
        return makeCase(payload)
    }

    /// The fallback case of an enum (`@JSONFallback`) without a payload, for an object whose
    /// discriminator names no case, or is missing.
    ///
    /// Called only by `@JSONModel` expansions. Not API; may change in any release.
    @_documentation(visibility: private)
    public mutating func __fallback<Model>(_ fallback: Model) -> Model {
        rejection = nil
        return fallback
    }

    /// A discriminated model decoded from `object`, or a thrown ``JSONModelError`` saying why not.
    ///
    /// Called only by `@JSONModel` expansions. Not API; may change in any release.
    @_documentation(visibility: private)
    public mutating func __decodeDiscriminated<Model: JSONModel>(_ object: JSONElement, as type: Model.Type) throws -> Model {
        if let model = try Model.decodeJSON(from: object, context: &self) { return model }
        let reason = rejection ?? "cannot decode \(Model.self) from a \(object.kind.rawValue)"
        rejection = nil
        throw JSONModelError(pathComponents: pathComponents(), reason: reason)
    }
}

extension JSONWriter {
    /// Writes a case without a model: `{"type": "ping"}` (or `{"type": 3}`).
    ///
    /// Called only by `@JSONModel` expansions. Not API; may change in any release.
    @_documentation(visibility: private)
    public mutating func __writeDiscriminated(key: String, value: JSON) throws {
        beginObject()
        writeKey(key)
        try value.write(to: &self)
        endObject()
    }

    /// Writes a case's model with the discriminator first: `{"type": "text", "body": "hi"}`.
    ///
    /// A model with `jsonWillEncode`, sorted output, or a member of its own on the discriminator key
    /// goes through a `JSON` value (the discriminator replaces such a member).
    ///
    /// Called only by `@JSONModel` expansions. Not API; may change in any release.
    @_documentation(visibility: private)
    public mutating func __writeDiscriminated<Payload: JSONModel>(key: String, value: JSON, payload: Payload) throws {
        let schema = type(of: payload).jsonSchema
        let direct = !type(of: payload).jsonHooks.contains(.willEncode) && !options.formatting.contains(.sortedKeys)
            && !schema.properties.contains { $0.outputKeyPath.first == key }
        if direct {
            beginObject()
            writeKey(key)
            try value.write(to: &self)
            try payload.encodeJSONMembers(to: &self)
            endObject()
            return
        }
        var scratch = JSONWriter(options: JSONWritingOptions(
            formatting: .withoutEscapingSlashes, includesNulls: options.includesNulls, dateEncoding: options.dateEncoding))
        do {
            try payload.encodeJSON(to: &scratch)
        } catch {
            if depth == 0 { throw error }
            throw JSONModelOmitted(underlying: error)
        }
        let encoded = try scratch.withUnsafeBytes { try JSON(parsing: Array($0)) }
        var object = JSONObject()
        object.append(key: key, value: value)
        if case .object(let members) = encoded {
            for (member, memberValue) in members where member != key { object.append(key: member, value: memberValue) }
        }
        try JSON.object(object).write(to: &self)
    }
}
