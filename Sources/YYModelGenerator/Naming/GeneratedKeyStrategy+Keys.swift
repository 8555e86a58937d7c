import YYModel

extension GeneratedKeyStrategy {
    /// The key `@JSONModel` reads for a property named `name` that has no `@JSONKey`.
    ///
    ///     GeneratedKeyStrategy.snakeCase.key(for: "htmlURL")   // "html_url"
    ///     GeneratedKeyStrategy.useNames.key(for: "htmlURL")    // "htmlURL"
    func key(for name: String) -> String {
        switch self {
        case .useNames: name
        case .snakeCase: JSONKeyStrategy.snakeCase.key(forPropertyNamed: name)
        }
    }

    /// The `@JSONModel` attribute as written.
    var attribute: String {
        switch self {
        case .useNames: "@JSONModel"
        case .snakeCase: "@JSONModel(keyStrategy: .snakeCase)"
        }
    }
}
