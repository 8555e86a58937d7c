/// A value stored out of line, so a summary can hold a summary of its own kind (an array's
/// elements, a map's values) and still be a plain value type.
///
/// Copies share the storage until one of them changes (copy on write), so summaries that are
/// built up in place do not copy their subtrees.
struct Indirect<Value: Hashable>: Hashable {
    private final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var storage: Storage

    init(_ value: Value) { storage = Storage(value) }

    /// The stored value; changing it copies the storage first when it is shared.
    var value: Value {
        get { storage.value }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.value) }
            yield &storage.value
        }
        set {
            if isKnownUniquelyReferenced(&storage) {
                storage.value = newValue
            } else {
                storage = Storage(newValue)
            }
        }
    }

    static func == (lhs: Indirect, rhs: Indirect) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
    }

    func hash(into hasher: inout Hasher) { hasher.combine(storage.value) }
}
