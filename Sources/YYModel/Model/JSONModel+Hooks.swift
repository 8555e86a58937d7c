extension JSONModel {
    /// The decode path of types that implement hooks: class choice, input replacement, validation.
    @usableFromInline
    static func decodeConsultingHooks(from element: JSONElement, context: inout JSONDecodingContext) throws -> Self? {
        if jsonHooks.contains(.modelClass), let chosen = hookView(of: element, jsonModelClass(for:)), chosen != Self.self {
            guard chosen is Self.Type else {
                try context.record(at: nil, "jsonModelClass(for:) returned \(chosen), which is not a subclass of \(Self.self); ignored")
                return try decodeApplyingHooks(from: element, context: &context)
            }
            // The chosen class's own class hook is not consulted again (as in YYModel).
            return try chosen.decodeApplyingHooks(from: element, context: &context) as? Self
        }
        return try decodeApplyingHooks(from: element, context: &context)
    }

    /// Decodes with `jsonWillDecode` and `jsonDidDecode`, without the class hook.
    static func decodeApplyingHooks(from element: JSONElement, context: inout JSONDecodingContext) throws -> Self? {
        try applyingWillDecode(to: element, context: &context) { object, context in
            var model = try Self(jsonElement: object, context: &context)
            return try model.isAcceptedByDidDecode(object, context: &context) ? model : nil
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
    /// type has no such hook); `nil` when the hook returns anything but an object.
    private static func applyingWillDecode<R>(
        to element: JSONElement, context: inout JSONDecodingContext, _ body: (JSONElement, inout JSONDecodingContext) throws -> R?
    ) throws -> R? {
        guard jsonHooks.contains(.willDecode) else { return try body(element, &context) }
        let replaced: JSON
        if element.kind == .object {
            let edited: JSON? = DeferredMembers.withObject(of: element) { json, members in
                let result = jsonWillDecode(json)
                if case .object(let object) = result, object.isDeferred(to: members) { return nil }
                return result
            }
            // Returned unchanged: the members are read where they are.
            guard let edited else { return try body(element, &context) }
            replaced = edited
        } else {
            replaced = jsonWillDecode(JSON(element))
        }
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
    private mutating func isAcceptedByDidDecode(_ object: JSONElement, context: inout JSONDecodingContext) throws -> Bool {
        guard type(of: self).jsonHooks.contains(.didDecode) else { return true }
        do {
            try hookView(of: object) { try jsonDidDecode($0) }
        } catch {
            if context.isAtTopLevel { throw error }
            context.rejection = "rejected by jsonDidDecode: \(error)"
            return false
        }
        return true
    }

    /// Encodes through `jsonWillEncode`: the object is written, and written again from the `JSON`
    /// value the hook leaves when that differs.
    @usableFromInline
    func encodeConsultingHook(to writer: inout JSONWriter) throws {
        let mark = writer.mark, atTopLevel = writer.depth == 0
        writer.beginObject()
        let start = writer.count &- 1
        try encodeJSONMembers(to: &writer)
        writer.endObject()
        let edited: JSON? = try writer.withUnsafeBytes { bytes in
            try DeferredMembers.withObject(ofText: UnsafeBufferPointer(rebasing: bytes[start...])) { json, members in
                var json = json
                try consultWillEncode(&json, atTopLevel: atTopLevel)
                if case .object(let object) = json, object.isDeferred(to: members) { return nil }
                return json
            }
        }
        guard let edited else { return }
        writer.rollBack(to: mark)
        try edited.write(to: &writer)
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

/// What a hook receives for `element`: for an object, a `JSON` value that reads its members only
/// when the hook looks at them.
private func hookView<R>(of element: JSONElement, _ hook: (JSON) throws -> R) rethrows -> R {
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

    /// Writes the members of an object into the object `writer` has open, in key order when the
    /// writer sorts keys.
    func writeMembers(to writer: inout JSONWriter) throws {
        guard case .object(let members) = self else { return }
        var order = Array(members.keys.indices)
        if writer.options.formatting.contains(.sortedKeys) {
            order.sort { members.keys[$0].utf8.lexicographicallyPrecedes(members.keys[$1].utf8) }
        }
        for index in order {
            writer.writeKey(members.keys[index])
            do {
                try members.values[index].write(to: &writer)
            } catch {
                throw error.nested(inKey: members.keys[index])
            }
        }
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
