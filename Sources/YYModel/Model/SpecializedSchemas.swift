import Foundation

/// The schemas of generic models, one per specialization, kept for the life of the program.
///
/// A generic type cannot have a stored static property, so its `jsonSchema` is computed. This
/// store makes that computation run once per specialization (`Page<User>`, `Page<Repo>`), so that
/// a generic envelope costs one look-up per object rather than a schema per object, and so that
/// every schema outlives every decode: a decode refers to the schema of each open object without
/// retaining it (see ``JSONDecodingContext/__ObjectFrame``).
final class SpecializedSchemas: Sendable {
    static let shared = SpecializedSchemas()

    private let schemas = LockedValue<[ObjectIdentifier: JSONModelSchema]>([:])

    /// The stored schema of `type`, made by `make` the first time.
    func schema(for type: Any.Type, make: () -> JSONModelSchema) -> JSONModelSchema {
        let key = ObjectIdentifier(type)
        if let stored = schemas.withLock({ $0[key] }) { return stored }
        // Made outside the lock: a subclass's schema asks for its superclass's.
        let made = make()
        return schemas.withLock { schemas in
            if let raced = schemas[key] { return raced }
            schemas[key] = made
            return made
        }
    }
}

extension JSONModelSchema {
    /// The schema of generic model `type`, made by `make` once per specialization and kept.
    ///
    /// Called by the `jsonSchema` that `@JSONModel` writes for generic types.
    @_documentation(visibility: private)
    public static func __specialized(_ type: Any.Type, _ make: () -> JSONModelSchema) -> JSONModelSchema {
        SpecializedSchemas.shared.schema(for: type, make: make)
    }
}
