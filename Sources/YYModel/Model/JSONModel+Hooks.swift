extension JSONModel {
    /// The decode path of types that implement hooks: class choice, input replacement, validation.
    ///
    /// Inlinable, down to the mapping: specialized for the model, the decoded value is not copied
    /// through generic code on the way out.
    @inlinable
    static func decodeConsultingHooks(from element: JSONElement, context: inout JSONDecodingContext) throws -> Self? {
        if jsonHooks.contains(.modelClass) {
            return try decode(asClass: hookView(of: element, jsonModelClass(for:)), from: element, context: &context)
        }
        return try decodeApplyingHooks(from: element, context: &context)
    }

    /// Decodes an instance of `chosen`, what `jsonModelClass(for:)` returned for `element`.
    @inlinable
    static func decode(asClass chosen: (any JSONModel.Type)?, from element: JSONElement, context: inout JSONDecodingContext) throws -> Self? {
        if let chosen, chosen != Self.self { return try decode(as: chosen, from: element, context: &context) }
        return try decodeApplyingHooks(from: element, context: &context)
    }

    /// Decodes an instance of `chosen`, the type `jsonModelClass(for:)` picked.
    @usableFromInline
    static func decode(as chosen: any JSONModel.Type, from element: JSONElement, context: inout JSONDecodingContext) throws -> Self? {
        guard let subclass = chosen as? Self.Type else {
            try context.record(at: nil, "jsonModelClass(for:) returned \(chosen), which is not a subclass of \(Self.self); ignored")
            return try decodeApplyingHooks(from: element, context: &context)
        }
        // The chosen class's own class hook is not consulted again (as in YYModel).
        guard chosen.jsonHooks.isDisjoint(with: [.willDecode, .didDecode]) else {
            return try chosen.decodeApplyingHooks(from: element, context: &context) as? Self
        }
        // No hook of its own to apply: its required initializer, called through the metatype,
        // makes it as a `Self`, with neither the generic hook path nor a cast of the result.
        return try subclass.init(jsonElement: element, context: &context)
    }

    /// Decodes with `jsonWillDecode` and `jsonDidDecode`, without the class hook.
    @inlinable
    static func decodeApplyingHooks(from element: JSONElement, context: inout JSONDecodingContext) throws -> Self? {
        try applyingWillDecode(to: element, context: &context, decodeValidated)
    }

    /// Maps `object` and lets `jsonDidDecode` validate the result.
    @inlinable
    static func decodeValidated(from object: JSONElement, context: inout JSONDecodingContext) throws -> Self? {
        var model = try Self(jsonElement: object, context: &context)
        return try model.isAcceptedByDidDecode(object, context: &context) ? model : nil
    }

    /// Runs `jsonDidDecode` on the model read straight from `text`, its object (see
    /// ``DirectDecoding``).
    ///
    /// - Throws: What the hook throws: the decode's error, as at the top level of a tape.
    @inlinable
    mutating func validateDirectlyRead(from text: UnsafeBufferPointer<UInt8>) throws {
        try DeferredMembers.withObject(ofText: text) { json, _ in try jsonDidDecode(json) }
    }

    /// Decodes the top-level object `jsonWillDecode` returned in place of the one in the text.
    @usableFromInline
    static func decodeTopLevel(_ replaced: JSON, options: JSONDecodingOptions, issues: inout [JSONDecodingIssue]) throws -> Self {
        try JSONTape.withEmptyObject { placeholder in
            try DocumentDecoding.atTopLevel(of: placeholder.tape, options: options, issues: &issues) { context in
                try decodeReplacement(replaced, context: &context, decodeValidated)
            } otherwise: {
                "cannot decode \(Self.self) from the object jsonWillDecode returned"
            }
        }
    }

    /// `update(withJSON:)` for types with hooks: the input may be replaced first and validated after.
    ///
    /// A value type is updated as a copy that replaces it only when `jsonDidDecode` accepts it; a
    /// class instance keeps what was mapped before the hook threw.
    @usableFromInline
    mutating func updateConsultingHooks(from element: JSONElement, context: inout JSONDecodingContext) throws -> Bool {
        guard element.kind == .object else { return false }
        var updated = self
        // `type(of: self)`: a class instance's own hooks, whatever type holds it.
        let accepted = try type(of: self).applyingWillDecode(to: element, context: &context) { object, context in
            try updated.__updateJSONMembers(from: object, context: &context) && updated.isAcceptedByDidDecode(object, context: &context)
        }
        guard accepted == true else { return false }
        self = updated
        return true
    }

    /// Runs `body` on the object `jsonWillDecode` makes of `element` (on `element` itself when the
    /// type has no such hook, or the hook returns its input unchanged); `nil` when the hook returns
    /// anything but an object.
    @inlinable
    static func applyingWillDecode<R>(
        to element: JSONElement, context: inout JSONDecodingContext, _ body: (JSONElement, inout JSONDecodingContext) throws -> R?
    ) throws -> R? {
        guard jsonHooks.contains(.willDecode), let replaced = willDecodeReplacement(of: element) else {
            return try body(element, &context)
        }
        return try decodeReplacement(replaced, context: &context, body)
    }

    /// What `jsonWillDecode` makes of `element`; `nil` when it returns the object unchanged, whose
    /// members are then read where they are.
    @usableFromInline
    static func willDecodeReplacement(of element: JSONElement) -> JSON? {
        guard element.kind == .object else { return jsonWillDecode(JSON(element)) }
        return DeferredMembers.withObject(of: element, replacementByWillDecode)
    }

    /// What `jsonWillDecode` makes of `object`, whose members are `members`; `nil` when it returns
    /// the object unchanged.
    @usableFromInline
    static func replacementByWillDecode(of object: JSON, members: DeferredMembers) -> JSON? {
        let result = jsonWillDecode(object)
        // Not a conditional expression: `nil` there would be `JSON.null`.
        if members.isUnchanged(in: result) { return nil }
        return result
    }

    /// Runs `body` on `replaced`, what `jsonWillDecode` returned; `nil` when that is no object.
    @usableFromInline
    static func decodeReplacement<R>(
        _ replaced: JSON, context: inout JSONDecodingContext, _ body: (JSONElement, inout JSONDecodingContext) throws -> R?
    ) throws -> R? {
        guard case .object = replaced else {
            context.rejection = "jsonWillDecode returned a \(replaced.kindName), not an object"
            return nil
        }
        let document = try replaced.makeJSONDocument(maxDepth: context.options.maxDepth)
        return try document.withRoot { root in
            try context.reading(root.tape) { context in try body(root, &context) }
        }
    }

    /// Lets `jsonDidDecode` validate the mapped model: a throw rejects it, which the top level
    /// passes on and a nested value reports (strict mode: throws) through ``JSONDecodingContext``.
    @inlinable
    mutating func isAcceptedByDidDecode(_ object: JSONElement, context: inout JSONDecodingContext) throws -> Bool {
        guard type(of: self).jsonHooks.contains(.didDecode) else { return true }
        do {
            try hookView(of: object) { try jsonDidDecode($0) }
        } catch {
            try context.noteRejectionByDidDecode(error)
            return false
        }
        return true
    }

    /// Encodes through `jsonWillEncode`: the object is written, and written again from the `JSON`
    /// value the hook leaves when that differs.
    @inlinable
    func encodeConsultingHook(to writer: inout JSONWriter) throws {
        let mark = writer.mark, atTopLevel = writer.depth == 0
        writer.beginObject()
        let start = writer.count &- 1
        try encodeJSONMembers(to: &writer)
        writer.endObject()
        guard let edited = try editedByWillEncode(writtenFrom: start, by: writer, atTopLevel: atTopLevel) else { return }
        writer.rollBack(to: mark)
        try edited.write(to: &writer)
    }

    /// What `jsonWillEncode` makes of the object `writer` holds from `start` on; `nil` when the
    /// hook leaves it unchanged.
    @usableFromInline
    func editedByWillEncode(writtenFrom start: Int, by writer: borrowing JSONWriter, atTopLevel: Bool) throws -> JSON? {
        try writer.withUnsafeBytes { bytes in
            try DeferredMembers.withObject(ofText: UnsafeBufferPointer(rebasing: bytes[start...])) { json, members in
                var json = json
                try consultWillEncode(&json, atTopLevel: atTopLevel)
                if members.isUnchanged(in: json) { return nil }
                return json
            }
        }
    }

    /// The members as a `JSON` object, built with the options of `writer` (nulls, dates,
    /// strictness; the layout is the caller's to apply) and edited by `jsonWillEncode`.
    ///
    /// - Throws: The hook's error at the top level; inside a document, ``JSONModelOmitted`` so
    ///   that the container leaves the model out.
    func editedByWillEncode(for writer: inout JSONWriter) throws -> JSON {
        var json = try JSON.object(writtenWith: writer.options) { try encodeJSONMembers(to: &$0) }
        try consultWillEncode(&json, atTopLevel: writer.depth == 0)
        return json
    }

    /// Runs `jsonWillEncode` on `json`.
    ///
    /// - Throws: The hook's error at the top level; inside a document, ``JSONModelOmitted`` so
    ///   that the container leaves the model out.
    private func consultWillEncode(_ json: inout JSON, atTopLevel: Bool) throws {
        do {
            try jsonWillEncode(&json)
        } catch {
            if atTopLevel { throw error }
            throw JSONModelOmitted(underlying: error)
        }
    }
}

extension JSONDecodingContext {
    /// Rejects the model `jsonDidDecode` threw for: at the top level the error is the decode's;
    /// inside a document the model is left out, and why is noted for the report.
    @usableFromInline
    mutating func noteRejectionByDidDecode(_ error: any Error) throws {
        if isAtTopLevel { throw error }
        rejection = "rejected by jsonDidDecode: \(error)"
    }
}

/// What a hook receives for `element`: for an object, a `JSON` value that reads its members only
/// when the hook looks at them.
@inlinable
func hookView<R>(of element: JSONElement, _ hook: (JSON) throws -> R) rethrows -> R {
    guard element.kind == .object else { return try hook(JSON(element)) }
    return try DeferredMembers.withObject(of: element) { json, _ in try hook(json) }
}

extension JSON {
    /// The object that `writeMembers` writes, with `options` but compact and in member order.
    static func object(writtenWith options: JSONWritingOptions, _ writeMembers: (inout JSONWriter) throws -> Void) throws -> JSON {
        var options = options
        options.formatting = .withoutEscapingSlashes
        var scratch = JSONWriter(options: options)
        scratch.beginObject()
        try writeMembers(&scratch)
        scratch.endObject()
        return try scratch.withUnsafeBytes { try JSON(parsing: Array($0)) }
    }
}

extension JSON {
    /// `null`, `bool`, `number`, `string`, `array` or `object`, for messages.
    var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "bool"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }
}
