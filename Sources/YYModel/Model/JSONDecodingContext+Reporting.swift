import Foundation

extension JSONDecodingContext {
    /// Records that `element` did not convert to `Value` (or throws in strict mode).
    ///
    /// - Parameters:
    ///   - step: The last path step when it is not on the path stack already (scalars are not pushed).
    ///   - dropped: Whether the value was dropped from a collection rather than left unchanged.
    @usableFromInline
    mutating func reportMismatch<Value>(
        _ element: JSONElement, expected: Value.Type, at step: PathStep?, dropped: Bool = false
    ) throws {
        let found = element.isNull ? "null" : "\(element.kind.rawValue) \(JSONDecodingContext.preview(element))"
        let outcome = dropped ? "dropped" : "left unchanged"
        let reason: String
        var below: [JSONPathComponent] = []
        if let rejection {
            swap(&below, &rejectionPath)
            self.rejection = nil
            reason = "\(rejection); \(outcome)"
        } else if element.isNull && !dropped {
            reason = "null for non-optional \(Self.typeName(Value.self)); \(outcome)"
        } else {
            reason = "cannot convert \(found) to \(Self.typeName(Value.self)); \(outcome)"
        }
        try record(at: step, reason, below: below)
    }

    /// The name of `type` in messages: a value converted at run time under its own name.
    static func typeName(_ type: Any.Type) -> String {
        "\((type as? any RuntimeConvertedValue.Type)?.convertedType ?? type)"
    }

    /// Records that a dictionary member's key `name` did not convert to `Key`; the member is
    /// dropped (or throws in strict mode).
    @usableFromInline
    mutating func reportKeyMismatch<Key>(_ name: String, expected: Key.Type, at step: JSONPathComponentStep) throws {
        try record(at: step.pathStep, "cannot convert key \(JSONDecodingContext.quoted(name)) to \(Key.self); dropped")
    }

    /// Records an issue, or throws it in strict mode.
    @usableFromInline
    mutating func record(at step: PathStep?, _ reason: String, below: [JSONPathComponent] = []) throws {
        if options.strict {
            throw JSONModelError(pathComponents: pathComponents(appending: step) + below, reason: reason)
        }
        report(at: step, reason, below: below)
    }

    /// Records an issue that never throws (strict mode decides elsewhere).
    mutating func report(at step: PathStep?, _ reason: String, below: [JSONPathComponent] = []) {
        issues.append(JSONDecodingIssue(pathComponents: pathComponents(appending: step) + below, reason: reason))
    }

    /// Records an issue at the path of the value being converted, for custom conversions; throws in
    /// strict mode. Call it from a scalar conversion before decoding any nested value.
    ///
    /// - Parameter reason: What was ignored or converted, and why.
    public mutating func recordIssue(_ reason: String) throws {
        try record(at: leafStep, reason)
    }

    /// The current path, optionally with one more step: `statuses`, `3`, `user`, `id`.
    func pathComponents(appending extra: PathStep? = nil) -> [JSONPathComponent] {
        var components: [JSONPathComponent] = []
        for step in UnsafeBufferPointer(start: path, count: pathCount) + (extra.map { [$0] } ?? []) {
            switch step.kind {
            case .property(let schema, let index):
                components += schema.properties[index].outputKeyPath.map(JSONPathComponent.key)
            case .member(let key):
                components.append(.key(key))
            case .index(let index):
                components.append(.index(index))
            case .none:
                break
            }
        }
        return components
    }

    /// A short rendering of a value for messages: `"abc"`, `12.5`, `{…}`.
    /// `text` in quotes, cut after 40 characters.
    static func quoted(_ text: String) -> String {
        "\"" + (text.count > 40 ? String(text.prefix(40)) + "…" : text) + "\""
    }

    static func preview(_ element: JSONElement) -> String {
        switch element.kind {
        case .string: return quoted(element.string ?? "")
        case .number: return element.numberText ?? "?"
        case .bool: return element.bool == true ? "true" : "false"
        case .array: return "[…]"
        case .object: return "{…}"
        case .null: return "null"
        }
    }
}
