/// The class `jsonModelClass(for:)` picked for a top-level object, from a view of its text, before
/// the object is read: so that the hook runs once, whether the object is then read directly as
/// the class picked (``DirectDecoding``) or from a tape.
///
/// The view answers a string member from the text (``JSONTextCursor/leadingStringMember(_:hint:)``):
/// the object's first member of the key, or the one where the last object of `Model` had it, where
/// the hook on a tape sees the last. They are one when no key repeats, which a direct read makes
/// sure of, since it reads each member once. A tape checks: when a key repeats, the hook is
/// consulted again, on the object itself.
@usableFromInline
struct ModelClassChoice {
    /// The class the hook returned.
    @usableFromInline let chosen: (any JSONModel.Type)?
    /// Whether the view answered a member from the text (see ``DeferredMembers``).
    @usableFromInline let answeredFromText: Bool

    /// The choice `Model`'s hook makes for the object that `text` holds; `nil` for text that
    /// holds no object. A caller that has read the object already passes where its first nested
    /// value begins as `ownKeysBefore`: the keys before it are the object's own.
    @inlinable
    init?<Model: JSONModel>(of type: Model.Type, text: UnsafeBufferPointer<UInt8>, ownKeysBefore: Int = 0) {
        guard let start = text.baseAddress else { return nil }
        var cursor = JSONTextCursor(start: start, count: text.count)
        guard cursor.nextByte() == UInt8(ascii: "{") else { return nil }
        let keys = Model.jsonSchema.directKeys
        let hinted = keys?.lookAheadHint ?? 0
        let hint: Int
        (chosen, answeredFromText, hint) = DeferredMembers.withObject(
            ofText: text, answeringFromText: true, memberHint: hinted, ownKeysBefore: ownKeysBefore
        ) { json, members in
            let chosen = Model.jsonModelClass(for: json)
            let answers = members.textAnswers
            return (chosen, answers.answered, answers.memberHint)
        }
        keys?.remember(lookAheadHint: hint, hinted: hinted)
        keys?.remember(choice: chosen ?? Model.self)
    }

    /// `Model` decoded from `object`, the object of a tape, as the class chosen.
    @inlinable
    func decode<Model: JSONModel>(_ type: Model.Type, from object: JSONElement, context: inout JSONDecodingContext) throws -> Model? {
        guard object.kind == .object else { return nil }
        if answeredFromText && object.repeatsKey { return try Model.decodeJSON(from: object, context: &context) }
        return try Model.decode(asClass: chosen, from: object, context: &context)
    }
}

extension JSONElement {
    /// Whether two members of this object have the same key.
    @usableFromInline
    var repeatsKey: Bool {
        var seen = Set<String>()
        return members.contains { key, _ in !seen.insert(String(decoding: key, as: UTF8.self)).inserted }
    }
}
