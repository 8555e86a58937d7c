import YYModelNaming

/// One model the generator declares, ready to be written as Swift.
package struct GeneratedModel: Hashable, Sendable {
    /// The type name (unique in the output).
    package let name: String
    /// The key strategy of its `@JSONModel` attribute.
    package let keyStrategy: GeneratedKeyStrategy
    /// The places in the samples where its objects are (`statuses[].user`), first one first.
    package let places: [String]
    /// Its properties, in the order their keys first appear.
    package let properties: [GeneratedProperty]
    /// Keys no property can read (only the empty key `""`: `@JSONKey` cannot name it).
    package let unmappedKeys: [String]

    /// The property reading `key`, if any.
    package func property(forKey key: String) -> GeneratedProperty? {
        properties.first { $0.key == key }
    }
}

/// The key strategy of one generated model.
package enum GeneratedKeyStrategy: Hashable, Sendable, CaseIterable {
    /// `@JSONModel`.
    case useNames
    /// `@JSONModel(keyStrategy: .snakeCase)`.
    case snakeCase
}

/// One stored property of a generated model.
package struct GeneratedProperty: Hashable, Sendable {
    /// The name, without backticks.
    package let name: String
    /// The JSON key it reads.
    package let key: String
    /// The type as written: `Int`, `[Status]`, `URL?`.
    package let type: String
    /// The initial value as written (`0`, `""`, `User()`), or `nil` for an optional.
    package let defaultValue: String?
    /// Whether the property needs `@JSONKey(key)` (the key strategy does not derive `key` from `name`).
    package let hasExplicitKey: Bool

    /// The declaration as written inside the model: `@JSONKey("filterID") var filterID: String = ""`.
    package var declaration: String { declaration(accessModifier: nil) }

    /// The declaration with an access modifier after the attribute: `@JSONKey("a") public var a: Int = 0`.
    package func declaration(accessModifier: String?) -> String {
        var text = hasExplicitKey ? "@JSONKey(\(SwiftStringLiteral.quoted(SwiftLiteral.keyArgument(key)))) " : ""
        if let accessModifier { text += accessModifier + " " }
        text += "var \(SwiftNames.escaped(name)): \(type)"
        if let defaultValue { text += " = \(defaultValue)" }
        return text
    }
}
