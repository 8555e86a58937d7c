/// One type the generator declares: a `@JSONModel` model or a string enum.
package enum GeneratedDeclaration: Hashable, Sendable {
    case model(GeneratedModel)
    case enumeration(GeneratedEnum)

    /// The type name.
    package var name: String {
        switch self {
        case .model(let model): model.name
        case .enumeration(let enumeration): enumeration.name
        }
    }

    /// The model, if this is one.
    package var model: GeneratedModel? {
        if case .model(let model) = self { model } else { nil }
    }

    /// The enum, if this is one.
    package var enumeration: GeneratedEnum? {
        if case .enumeration(let enumeration) = self { enumeration } else { nil }
    }
}
