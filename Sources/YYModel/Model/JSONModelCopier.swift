/// Copies the values of a model class's properties for ``JSONModel/modelCopy()``, deeply: nested
/// model class instances are copied too, wherever they sit (optionals, arrays, sets, dictionaries).
///
/// An instance reached twice is copied once, so shared references stay shared in the copy. A
/// reference back to an instance whose copy is still being made (a cycle) keeps pointing at the
/// original. Structs and enums are copied as values; model class instances inside them are shared.
///
/// Called only by `@JSONModel` expansions. Not API; may change in any release.
@_documentation(visibility: private)
public struct __JSONModelCopier {
    /// Copies made so far, by original.
    private var copies: [ObjectIdentifier: AnyObject] = [:]
    /// Originals whose copy is being made.
    private var inProgress: Set<ObjectIdentifier> = []

    init() {}

    /// A deep copy of `value` (the value itself unless it can reach a model class instance).
    public mutating func copy<Value>(_ value: Value) -> Value {
        guard YYModel.mayHoldModelObjects(Value.self) else { return value }
        return copyAny(value) as! Value
    }

    private mutating func copyAny(_ value: Any) -> Any {
        if type(of: value) is AnyObject.Type, let model = value as? any JSONModel {
            return copyObject(model)
        }
        if let container = value as? any ModelValueContainer {
            return container.copyingModelObjects(with: &self)
        }
        return value
    }

    /// The copy of a model class instance.
    mutating func copyObject<Model: JSONModel>(_ model: Model) -> Model {
        let id = ObjectIdentifier(model as AnyObject)
        if let copy = copies[id] { return copy as! Model }
        if inProgress.contains(id) { return model }
        inProgress.insert(id)
        let copy = type(of: model).init(__jsonCopying: model, copier: &self)  // the dynamic class
        inProgress.remove(id)
        copies[id] = copy as AnyObject
        return copy
    }
}

extension JSONModel where Self: AnyObject {
    /// A deep copy: a new instance of the same class whose mapped properties hold copies of this
    /// one's values; nested model class instances are copied too (YYModel's `yy_modelCopy`, made deep).
    ///
    ///     let copy = repo.modelCopy()
    ///     copy.owner?.name = "bot"           // repo.owner is unchanged
    ///
    /// Properties that do not take part (`@JSONIgnore`, `ignoring:`, `only:`) start at their initial
    /// values. No hooks are called. Structs need no such method: they are values.
    public func modelCopy() -> Self {
        var copier = __JSONModelCopier()
        return copier.copyObject(self)
    }
}
