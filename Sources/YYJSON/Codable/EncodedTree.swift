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
    var values: [Value] = []

    init(isObject: Bool) { self.isObject = isObject }

    func append(key: String?, _ value: Value) {
        if isObject { keys.append(key ?? "") }
        values.append(value)
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
            // A stable sort: equal keys (encoded twice) keep their order.
            order.sort { container.keys[$0] < container.keys[$1] || (container.keys[$0] == container.keys[$1] && $0 < $1) }
        }
        state.writer.beginObject()
        for index in order {
            state.writeTreeKey(container.keys[index])
            write(container.values[index], level: level + 1)
        }
        state.writer.endObject()
    }
}
