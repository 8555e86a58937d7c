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
        guard let member = discriminator(of: object, key: key) else { return nil }
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
        pushPath(.member(valueOf: content))
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

// MARK: Cases with several values

/// The values of an enum case that holds several, read in order: the members named by `keys`
/// (the case's labels) of an object, or the elements of an array.
///
/// `@JSONModel` expansions make one with `JSONDecodingContext.__decodeCaseValues` and pass each
/// value on to the case's constructor; you do not use it directly.
@_documentation(visibility: private)
public struct __CaseValues {
    @usableFromInline let container: JSONElement
    @usableFromInline let keys: [String]
    @usableFromInline var position = 0

    init(container: JSONElement, keys: [String]) {
        self.container = container
        self.keys = keys
    }

    /// The next value, converted; a missing one is `nil` for an optional, else the case fails.
    public mutating func next<Value: JSONValueDecodable>(_ context: inout JSONDecodingContext) throws -> Value {
        let (element, step, name) = nextElement()
        guard let element else { return try missing(name, as: Value.self) }
        context.pushPath(step)
        defer { context.popPath() }
        if let value = try Value.decodeJSON(from: element, context: &context) { return value }
        if context.rejection == nil {
            context.rejection = "cannot convert \(JSONDecodingContext.preview(element)) to \(JSONDecodingContext.typeName(Value.self)) for '\(name)'"
        }
        throw CaseValueRejected()
    }

    /// `next(_:)` for a value type without a conformance of its own.
    @_disfavoredOverload
    public mutating func next<Value>(_ context: inout JSONDecodingContext) throws -> Value {
        // The wrapper is no optional itself: a missing optional is settled here.
        if nextElementIsMissing, let absent = Self.nilValue(of: Value.self) {
            position += 1
            return absent
        }
        let converted: __RuntimeConverted<Value> = try next(&context)
        return converted.value
    }

    private var nextElementIsMissing: Bool {
        keys.isEmpty ? position >= container.count : container[keys[position]] == nil
    }

    /// `nil` as a `Value`, when `Value` is an optional.
    private static func nilValue<Value>(of type: Value.Type) -> Value? {
        (Value.self as? any ExpressibleByNilLiteral.Type).flatMap { $0.init(nilLiteral: ()) as? Value }
    }

    /// The element of the next value (`nil` when absent), its path step and its name for messages.
    private mutating func nextElement() -> (JSONElement?, JSONDecodingContext.PathStep, String) {
        defer { position += 1 }
        if keys.isEmpty {
            var elements = container.elements.dropFirst(position).makeIterator()
            return (elements.next(), .index(position), "[\(position)]")
        }
        let key = keys[position]
        let element = container[key]
        return (element, element.map(JSONDecodingContext.PathStep.member(valueOf:)) ?? .none, key)
    }

    /// A missing value: `nil` for an optional; for anything else the case fails.
    private func missing<Value>(_ name: String, as type: Value.Type) throws -> Value {
        if let absent = Self.nilValue(of: Value.self) { return absent }
        throw CaseValueRejected(reason: "missing '\(name)'")
    }
}

/// Ends the reading of a case's values: the reason is in the context's rejection, or given here.
struct CaseValueRejected: Error {
    var reason: String?
}

extension JSONDecodingContext {
    /// The case `make` builds from the values in `container`: the members `keys` of an object, or
    /// the elements of an array when `keys` is empty. `nil` when one does not convert or a
    /// required one is missing, noted for the report. `underKey` says that `container` is the
    /// value of a member (the content key, or the external tag) rather than the enum's object,
    /// so that paths name that key.
    ///
    /// Called only by `@JSONModel` expansions. Not API; may change in any release.
    @_documentation(visibility: private)
    public mutating func __decodeCaseValues<Model>(
        _ container: JSONElement?, keys: [String], underKey: Bool,
        _ make: (inout __CaseValues, inout JSONDecodingContext) throws -> Model
    ) throws -> Model? {
        let expected: JSONElement.Kind = keys.isEmpty ? .array : .object
        guard let container, container.kind == expected else {
            rejection = "the case's values are \(expected == .array ? "an array" : "an object")\(container.map { ", not \(JSONDecodingContext.preview($0))" } ?? ", missing")"
            return nil
        }
        if underKey { pushPath(.member(valueOf: container)) }
        defer { if underKey { popPath() } }
        var values = __CaseValues(container: container, keys: keys)
        do {
            return try make(&values, &self)
        } catch let rejected as CaseValueRejected {
            if let reason = rejected.reason { rejection = reason }
            return nil
        }
    }
}

extension JSONWriter {
    /// Writes one value of a case written as an array.
    ///
    /// Called only by `@JSONModel` expansions. Not API; may change in any release.
    @_documentation(visibility: private)
    public mutating func __writeCaseElement<Value: JSONValueEncodable>(_ value: Value) throws {
        try value.encodeJSON(to: &self)
    }

    /// `__writeCaseElement(_:)` for a value type without a conformance of its own.
    @_disfavoredOverload
    @_documentation(visibility: private)
    public mutating func __writeCaseElement<Value>(_ value: Value) throws {
        try __RuntimeConverted(value).encodeJSON(to: &self)
    }
}
