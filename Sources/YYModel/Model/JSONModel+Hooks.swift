extension JSONModel {
    /// The decode path of types that implement hooks: class choice, input replacement, validation.
    @usableFromInline
    static func decodeConsultingHooks(from element: JSONElement, context: inout JSONDecodingContext) throws -> Self? {
        if jsonHooks.contains(.modelClass), let chosen = jsonModelClass(for: JSON(element)), chosen != Self.self {
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
        guard jsonHooks.contains(.willDecode) else {
            return try finishDecoding(from: element, context: &context)
        }
        let replaced = jsonWillDecode(JSON(element))
        guard case .object = replaced else {
            context.rejection = "jsonWillDecode returned a \(replaced.kindName), not an object"
            return nil
        }
        let document = try replaced.makeJSONDocument(maxDepth: context.options.maxDepth)
        return try document.withRoot { root in
            try context.reading(root.tape) { context in try finishDecoding(from: root, context: &context) }
        }
    }

    /// Maps the object, then lets `jsonDidDecode` validate: a throw rejects the model.
    private static func finishDecoding(from object: JSONElement, context: inout JSONDecodingContext) throws -> Self? {
        var model = try Self(jsonElement: object, context: &context)
        guard jsonHooks.contains(.didDecode) else { return model }
        do {
            try model.jsonDidDecode(JSON(object))
        } catch {
            if context.isAtTopLevel { throw error }
            context.rejection = "rejected by jsonDidDecode: \(error)"
            return nil
        }
        return model
    }

    /// Encodes through `jsonWillEncode`: the object is built as a ``JSON`` value, edited, then written.
    @usableFromInline
    func encodeConsultingHook(to writer: inout JSONWriter) throws {
        var scratch = JSONWriter(options: JSONWritingOptions(
            formatting: .withoutEscapingSlashes, includesNulls: writer.options.includesNulls, dateEncoding: writer.options.dateEncoding))
        scratch.beginObject()
        try encodeJSONMembers(to: &scratch)
        scratch.endObject()
        var json = try scratch.withBytes { try JSON(parsing: Array($0)) }
        do {
            try jsonWillEncode(&json)
        } catch {
            if writer.depth == 0 { throw error }
            throw JSONModelOmitted(underlying: error)
        }
        try json.write(to: &writer)
    }

    /// `update(withJSON:)` for types with hooks: the input may be replaced first and validated after.
    static func updateConsultingHooks(_ model: inout Self, from root: JSONElement, context: inout JSONDecodingContext) throws -> Bool {
        guard jsonHooks.contains(.willDecode) else { return try updateAndValidate(&model, from: root, context: &context) }
        let replaced = jsonWillDecode(JSON(root))
        guard case .object = replaced else { return false }
        let document = try replaced.makeJSONDocument(maxDepth: context.options.maxDepth)
        return try document.withRoot { replacedRoot in
            try context.reading(replacedRoot.tape) { context in try updateAndValidate(&model, from: replacedRoot, context: &context) }
        }
    }

    private static func updateAndValidate(_ model: inout Self, from object: JSONElement, context: inout JSONDecodingContext) throws -> Bool {
        guard try model.updateJSON(from: object, context: &context) else { return false }
        if jsonHooks.contains(.didDecode) { try model.jsonDidDecode(JSON(object)) }
        return true
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
