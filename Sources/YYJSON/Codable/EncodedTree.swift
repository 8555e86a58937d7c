/// A container built in tree mode (sorted keys, or an encoding the stream cannot follow).
///
/// A class, because Foundation's encoding lets a nested container be filled after its parent
/// moved on: every container handed out must stay writable until the end.
final class TreeContainer {
    enum Value {
        /// A slot nothing was encoded into: written as `{}`.
        case empty
        case scalar(EncodedScalar)
        case container(TreeContainer)
    }

    let isObject: Bool
    /// The members' keys (objects only), in encoding order.
    private(set) var keys: [String] = []
    private(set) var values: [Value] = []
    /// Each key's member (objects only): a key encoded again reuses it.
    private var positions: [String: Int] = [:]

    init(isObject: Bool) { self.isObject = isObject }

    /// Puts `value` as the member `key` (which it replaces) or the next element.
    func put(key: String?, _ value: Value) {
        values[reserveSlot(key: key)] = value
    }

    /// The index of the member `key`, added (empty) if new, or of a new element.
    ///
    /// A member that holds a container keeps it, so that a container opened for the key again adds
    /// to it (``container(isObject:at:)``); one that holds a scalar is emptied for its new value.
    func reserveSlot(key: String?) -> Int {
        if isObject {
            let key = key ?? ""
            if let index = positions[key] {
                if case .scalar = values[index] { values[index] = .empty }
                return index
            }
            positions[key] = values.count
            keys.append(key)
        }
        values.append(.empty)
        return values.count - 1
    }

    /// The container at `index`: the one there if it is of the same kind (Foundation adds to it),
    /// else a new one in its place.
    func container(isObject: Bool, at index: Int) -> TreeContainer {
        if case .container(let existing) = values[index], existing.isObject == isObject { return existing }
        let container = TreeContainer(isObject: isObject)
        values[index] = .container(container)
        return container
    }

    /// Fills the slot at `index` with a scalar.
    func set(_ scalar: EncodedScalar, at index: Int) {
        values[index] = .scalar(scalar)
    }
}

/// Writes a tree of ``TreeContainer``s through the state's writer.
struct TreeWriter {
    let state: EncodingState

    func write(_ value: TreeContainer.Value, level: Int) {
        switch value {
        case .empty:
            state.writeEmptyContainer(isObject: true, level: level)
        case .scalar(let scalar):
            state.writeScalar(scalar)
        case .container(let container):
            write(container, level: level)
        }
    }

    private func write(_ container: TreeContainer, level: Int) {
        guard !container.values.isEmpty else {
            state.writeEmptyContainer(isObject: container.isObject, level: level)
            return
        }
        guard container.isObject else {
            state.writer.beginArray()
            for value in container.values { write(value, level: level + 1) }
            state.writer.endArray()
            return
        }
        var order = Array(container.values.indices)
        if state.options.outputFormatting.contains(.sortedKeys) {
            order.sort { container.keys[$0] < container.keys[$1] }
        }
        state.writer.beginObject()
        for index in order {
            state.writeTreeKey(container.keys[index])
            write(container.values[index], level: level + 1)
        }
        state.writer.endObject()
    }
}
