extension JSONModel where Self: AnyObject {
    /// Whether `other` is an instance of exactly this class whose mapped properties equal this one's
    /// (YYModel's `yy_modelIsEqual:`).
    ///
    ///     final class Repo: Hashable {   // with @JSONModel
    ///         static func == (a: Repo, b: Repo) -> Bool { a.modelIsEqual(b) }
    ///         func hash(into hasher: inout Hasher) { modelHash(into: &hasher) }
    ///     }
    ///
    /// Nested models compare property by property (classes also by exact class), containers element
    /// by element, other values with `==` (a value that is not `Equatable` compares by its
    /// description). A cycle counts as equal where it closes. Properties that do not take part are
    /// not compared.
    public func modelIsEqual(_ other: Self) -> Bool {
        var comparator = ModelComparator()
        return comparator.equal(self, other)
    }

    /// Feeds every mapped property, in schema order, to `hasher` (YYModel's `yy_modelHash`, without
    /// its XOR cancellation): equal models per ``modelIsEqual(_:)`` hash equally.
    public func modelHash(into hasher: inout Hasher) {
        var inProgress: Set<ObjectIdentifier> = []
        ModelHashing.combine(self, into: &hasher, inProgress: &inProgress)
    }
}

/// Compares two values the way ``JSONModel/modelIsEqual(_:)`` does.
struct ModelComparator {
    /// Pairs of class instances being compared (a cycle back to one of them counts as equal).
    private var inProgress: Set<[ObjectIdentifier]> = []

    mutating func equal(_ lhs: Any, _ rhs: Any) -> Bool {
        if let left = lhs as? any JSONModel, let right = rhs as? any JSONModel {
            return equalModels(left, right)
        }
        if let left = lhs as? any ModelValueContainer, let right = rhs as? any ModelValueContainer {
            return equalContents(left.modelUtilityContents, right.modelUtilityContents, lhs, rhs)
        }
        if let left = lhs as? any Equatable { return Self.equalValues(left, rhs) }
        return type(of: lhs) == type(of: rhs) && String(describing: lhs) == String(describing: rhs)
    }

    private static func equalValues<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? Value else { return false }
        return lhs == rhs
    }

    private mutating func equalModels(_ lhs: any JSONModel, _ rhs: any JSONModel) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        if let leftCase = lhs.jsonCase, let rightCase = rhs.jsonCase {
            guard leftCase.name == rightCase.name else { return false }
            return equalOptionals(leftCase.payload, rightCase.payload)
        }
        var pair: [ObjectIdentifier] = []
        if type(of: lhs) is AnyObject.Type {
            let (left, right) = (lhs as AnyObject, rhs as AnyObject)
            if left === right { return true }
            pair = [ObjectIdentifier(left), ObjectIdentifier(right)]
            if inProgress.contains(pair) { return true }
            inProgress.insert(pair)
        }
        defer { if !pair.isEmpty { inProgress.remove(pair) } }
        for index in type(of: lhs).jsonSchema.includedPropertyIndices {
            guard equalOptionals(lhs.__jsonPropertyValue(index), rhs.__jsonPropertyValue(index)) else { return false }
        }
        return true
    }

    private mutating func equalOptionals(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (let left?, let right?): return equal(left, right)
        default: return false
        }
    }

    private mutating func equalContents(_ lhs: ModelValueContents, _ rhs: ModelValueContents, _ left: Any, _ right: Any) -> Bool {
        switch (lhs, rhs) {
        case (.optional(let a), .optional(let b)):
            return equalOptionals(a, b)
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            return zip(a, b).allSatisfy { equal($0, $1) }
        case (.set, .set):
            // Set equality is the elements' own `==`.
            guard let a = left as? AnyHashable, let b = right as? AnyHashable else { return false }
            return a == b
        case (.dictionary(let a), .dictionary(let b)):
            guard a.count == b.count else { return false }
            return zip(a, b).allSatisfy { $0.key == $1.key && equal($0.value, $1.value) }
        default:
            return false
        }
    }
}

/// Hashes values the way ``JSONModel/modelHash(into:)`` does, consistently with ``ModelComparator``.
enum ModelHashing {
    static func combine(_ value: Any, into hasher: inout Hasher, inProgress: inout Set<ObjectIdentifier>) {
        if let model = value as? any JSONModel {
            return combineModel(model, into: &hasher, inProgress: &inProgress)
        }
        if let container = value as? any ModelValueContainer {
            switch container.modelUtilityContents {
            case .optional(let wrapped):
                combineOptional(wrapped, into: &hasher, inProgress: &inProgress)
            case .array(let elements):
                hasher.combine(elements.count)
                for element in elements { combine(element, into: &hasher, inProgress: &inProgress) }
            case .set:
                if let set = value as? AnyHashable { hasher.combine(set) }
            case .dictionary(let members):
                hasher.combine(members.count)
                for member in members {
                    hasher.combine(member.key)
                    combine(member.value, into: &hasher, inProgress: &inProgress)
                }
            }
            return
        }
        if let hashable = value as? any Hashable { hasher.combine(AnyHashable(hashable)) }
    }

    private static func combineOptional(_ value: Any?, into hasher: inout Hasher, inProgress: inout Set<ObjectIdentifier>) {
        guard let value else { return hasher.combine(0 as UInt8) }
        hasher.combine(1 as UInt8)
        combine(value, into: &hasher, inProgress: &inProgress)
    }

    private static func combineModel(_ model: any JSONModel, into hasher: inout Hasher, inProgress: inout Set<ObjectIdentifier>) {
        hasher.combine(ObjectIdentifier(type(of: model)))
        if let jsonCase = model.jsonCase {
            hasher.combine(jsonCase.name)
            return combineOptional(jsonCase.payload, into: &hasher, inProgress: &inProgress)
        }
        var id: ObjectIdentifier?
        if type(of: model) is AnyObject.Type {
            // A cycle contributes nothing where it closes (equality treats it as equal there); an
            // instance reached twice on different paths counts twice, as equality compares it twice.
            id = ObjectIdentifier(model as AnyObject)
            guard inProgress.insert(id!).inserted else { return }
        }
        defer { if let id { inProgress.remove(id) } }
        for index in type(of: model).jsonSchema.includedPropertyIndices {
            combineOptional(model.__jsonPropertyValue(index), into: &hasher, inProgress: &inProgress)
        }
    }
}
