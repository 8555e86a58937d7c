/// Flattened properties (`@JSONFlatten`): a model read from, and written into, the object of the
/// model that holds it, with no key of its own.
///
/// Its members are matched against the same object again (the parent's own properties do not
/// claim them), its hooks run as for any nested model, and its issues name the parent's paths,
/// where its keys are.
extension JSONDecodingContext {
    /// The flattened model read from `object`, the object its parent is being read from; `nil`
    /// when it is rejected (reported) or `object` is not an object.
    @inlinable
    @_documentation(visibility: private)
    public mutating func __decodeFlattened<Value: JSONModel>(_ object: JSONElement, as type: Value.Type) throws -> Value? {
        try stopIfReadingDirectly()
        guard object.tag == .object else { return nil }
        if let value = try Value.decodeJSON(from: object, context: &self) { return value }
        try reportRejectedFlattened(Value.self)
        return nil
    }

    /// A flattened model without an initial value: read from `object`, or the decode throws.
    @inlinable
    @_documentation(visibility: private)
    public mutating func __decodeRequiredFlattened<Value: JSONModel>(_ object: JSONElement, as type: Value.Type) throws -> Value {
        if let value = try __decodeFlattened(object, as: Value.self) { return value }
        throw missingFlattened(Value.self)
    }

    @usableFromInline
    func missingFlattened(_ type: Any.Type) -> JSONModelError {
        JSONModelError(pathComponents: pathComponents(), reason: "flattened \(Self.typeName(type)) has no value")
    }

    /// Updates a flattened model in place from the keys of `object` it reads.
    @inlinable
    @_documentation(visibility: private)
    public mutating func __updateFlattened<Value: JSONModel>(_ value: inout Value, _ object: JSONElement) throws {
        guard object.tag == .object else { return }
        if try !value.updateJSON(from: object, context: &self) { try reportRejectedFlattened(Value.self) }
    }

    @usableFromInline
    mutating func reportRejectedFlattened(_ type: Any.Type) throws {
        let reason = rejection ?? "did not decode"
        rejection = nil
        try record(at: nil, "flattened \(Self.typeName(type)) \(reason); left unchanged")
    }
}

extension JSONWriter {
    /// Writes a flattened model's members into the object being written; `false` when it
    /// wrote none (its `jsonWillEncode` refused it).
    @inlinable
    @_documentation(visibility: private)
    public mutating func __writeFlattened<Value: JSONModel>(_ value: Value) throws -> Bool {
        let mark = self.mark
        do {
            guard type(of: value).jsonHooks.contains(.willEncode) else {
                try value.encodeJSONMembers(to: &self)
                return true
            }
            try value.writeMembersConsultingHook(to: &self)
            return true
        } catch is JSONModelOmitted {
            rollBack(to: mark)
            return false
        }
    }
}

extension JSONModel {
    /// Writes the members as `jsonWillEncode` leaves them.
    @usableFromInline
    func writeMembersConsultingHook(to writer: inout JSONWriter) throws {
        try editedByWillEncode(for: &writer).writeMembers(to: &writer)
    }

    /// Writes the members in key order when flattened models add keys of their own: in member
    /// order into a scratch object first, whose members are then copied sorted.
    @usableFromInline
    func encodeJSONMembersSortedAcrossFlattened(_ plan: EncodingPlan, to writer: inout JSONWriter) throws {
        let object = try JSON.object(writtenWith: writer.options) { scratch in
            try plan.write(sorted: false, to: &scratch) { try __encodeJSONProperty($0, to: &$1) }
        }
        try object.writeMembers(to: &writer)
    }
}
