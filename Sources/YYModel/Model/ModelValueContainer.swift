/// How the model utilities (`modelDescription`, `modelCopy()`, `modelIsEqual(_:)`,
/// `modelHash(into:)`) see inside the containers a property can hold, without reflection.
protocol ModelValueContainer {
    /// Whether a value of this type can reach a model class instance (so a deep copy must walk it).
    static var mayHoldModelObjects: Bool { get }
    /// The contents, in a stable order.
    var modelUtilityContents: ModelValueContents { get }
    /// A copy whose model class instances are copied by `copier`.
    func copyingModelObjects(with copier: inout __JSONModelCopier) -> Self
}

/// The contents of a container value, type-erased.
enum ModelValueContents {
    /// An `Optional`: the wrapped value or `nil`.
    case optional(Any?)
    /// An `Array`, in order.
    case array([Any])
    /// A `Set`, in no particular order.
    case set([Any])
    /// A `Dictionary`, keys described as text, sorted.
    case dictionary([(key: String, value: Any)])
}

/// Whether values of `type` can reach a model class instance.
func mayHoldModelObjects(_ type: Any.Type) -> Bool {
    if type is AnyObject.Type { return true }
    if let container = type as? any ModelValueContainer.Type { return container.mayHoldModelObjects }
    return false
}

extension Optional: ModelValueContainer {
    static var mayHoldModelObjects: Bool { YYModel.mayHoldModelObjects(Wrapped.self) }
    var modelUtilityContents: ModelValueContents { .optional(self.map { $0 as Any }) }
    func copyingModelObjects(with copier: inout __JSONModelCopier) -> Wrapped? {
        guard let wrapped = self else { return nil }
        return copier.copy(wrapped)
    }
}

extension Array: ModelValueContainer {
    static var mayHoldModelObjects: Bool { YYModel.mayHoldModelObjects(Element.self) }
    var modelUtilityContents: ModelValueContents { .array(map { $0 as Any }) }
    func copyingModelObjects(with copier: inout __JSONModelCopier) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(count)
        for element in self { result.append(copier.copy(element)) }
        return result
    }
}

extension Set: ModelValueContainer {
    static var mayHoldModelObjects: Bool { YYModel.mayHoldModelObjects(Element.self) }
    var modelUtilityContents: ModelValueContents { .set(map { $0 as Any }) }
    func copyingModelObjects(with copier: inout __JSONModelCopier) -> Set<Element> {
        var result = Set<Element>(minimumCapacity: count)
        for element in self { result.insert(copier.copy(element)) }
        return result
    }
}

extension Dictionary: ModelValueContainer {
    static var mayHoldModelObjects: Bool { YYModel.mayHoldModelObjects(Value.self) }
    var modelUtilityContents: ModelValueContents {
        .dictionary(map { (key: String(describing: $0.key), value: $0.value as Any) }.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) })
    }
    func copyingModelObjects(with copier: inout __JSONModelCopier) -> [Key: Value] {
        var result: [Key: Value] = [:]
        result.reserveCapacity(count)
        for (key, value) in self { result[key] = copier.copy(value) }
        return result
    }
}

extension JSONModelSchema {
    /// The indices of the properties that take part (all but those a subclass excluded).
    var includedPropertyIndices: [Int] {
        properties.indices.filter { !properties[$0].isExcluded }
    }
}
