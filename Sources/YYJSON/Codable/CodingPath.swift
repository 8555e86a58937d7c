/// One step of a coding path, linked to the step before it.
///
/// Containers share their parent's node instead of copying arrays, so a path costs one small object
/// per container and is turned into `[any CodingKey]` only when someone asks (an error, `codingPath`).
/// The key is kept as a ``CodingKeyValue``, which costs less to store and release than an
/// existential; it is `.none` only for the node of a keyed container at the top level, which adds
/// nothing to the path. (A ``TapeObjectScope`` is a node too, so the class is not final.)
class CodingPathNode {
    let parent: CodingPathNode?
    let key: CodingKeyValue

    init(parent: CodingPathNode?, key: CodingKeyValue) {
        self.parent = parent
        self.key = key
    }

    /// The node for `parent` followed by `key`, or `parent` itself when there is no key (the top level).
    static func appending(_ key: CodingKeyValue, to parent: CodingPathNode?) -> CodingPathNode? {
        if case .none = key { return parent }
        return CodingPathNode(parent: parent, key: key)
    }

    /// The keys from the top level down to `node`, then `key` (unless `.none`).
    ///
    /// Errors that `try?` throws away (a lenient `init(from:)` trying one type, then another) make
    /// paths often enough for their cost to show: one for every value that is not of the type tried
    /// first, such as a size written sometimes as a number and sometimes as a numeric string. Hence
    /// the array is reserved (`init(unsafeUninitializedCapacity:)` allocates in a standard library
    /// function that is not specialized, which looks up the storage type's metadata on every call),
    /// filled from the top level down (no reversal), and never handles a key as `(any CodingKey)?`,
    /// whose copies run through `Optional`'s generic value witnesses.
    static func path(_ node: CodingPathNode?, appending key: CodingKeyValue = .none) -> [any CodingKey] {
        var depth = 0
        var cursor = node
        while let step = cursor {
            depth &+= 1
            cursor = step.parent
        }
        var keys: [any CodingKey] = []
        keys.reserveCapacity(depth &+ 1)
        withUnsafeTemporaryAllocation(of: Unmanaged<CodingPathNode>.self, capacity: depth) { nodes in
            var index = depth
            var cursor = node
            while let step = cursor {
                index &-= 1
                nodes[index] = Unmanaged.passUnretained(step)
                cursor = step.parent
            }
            for step in nodes {
                step._withUnsafeGuaranteedRef { $0.key.append(to: &keys) }
            }
        }
        key.append(to: &keys)
        return keys
    }

    /// `a[2].b`: the path as a person reads it, for messages.
    static func describe(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue, key is JSONIndexKey {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text.isEmpty ? "the top level" : text
    }
}

/// A coder's path step held without a reference count, so that moving the coder into a nested
/// value and back retains and releases nothing.
///
/// Safe because a coder holds a step this way only for the duration of a call whose caller holds
/// the node (`TapeDecoder.withCursor`, `WriterEncoder.withSlot`); a coder made for another value,
/// which outlives the call that made it, also keeps its node in a strong property of its own.
struct UnretainedPathStep {
    private let step: Unmanaged<CodingPathNode>?

    init(_ node: CodingPathNode?) { step = node.map(Unmanaged.passUnretained) }

    var node: CodingPathNode? { step?.takeUnretainedValue() }
}

/// The key of an array element in a coding path: `intValue` is the index, `stringValue` is
/// `"Index 2"`, as Foundation's coders spell it.
struct JSONIndexKey: CodingKey, Sendable {
    let index: Int

    init(index: Int) { self.index = index }
    init?(intValue: Int) { self.index = intValue }
    init?(stringValue: String) { return nil }

    var intValue: Int? { index }
    var stringValue: String { "Index \(index)" }
}

/// A key made from any string: object keys handed to a custom key strategy, `"super"`, dictionary keys.
struct JSONStringKey: CodingKey, Sendable {
    let stringValue: String
    /// Whether ``intValue`` reads ``stringValue`` as an integer. A flag rather than a stored
    /// `Int?`: the key then fits an existential's inline storage (no heap box per key passed as
    /// `any CodingKey`), and a dictionary member's name is parsed only when a coding path is read.
    private let hasIntValue: Bool

    var intValue: Int? { hasIntValue ? Int(stringValue) : nil }

    init(_ string: String) {
        stringValue = string
        hasIntValue = false
    }

    init?(stringValue: String) { self.init(stringValue) }

    /// The key of a `[String: Value]` member in Foundation's coding paths: as the standard
    /// library's dictionary coding makes it under default keys (a numeric name has an
    /// `intValue`), plainly under a key strategy.
    init(member name: String, usesDefaultKeys: Bool) {
        stringValue = name
        hasIntValue = usesDefaultKeys
    }

    init?(intValue: Int) {
        stringValue = String(intValue)
        hasIntValue = true
    }

    /// The key `superDecoder()`/`superEncoder()` use.
    static let `super` = JSONStringKey("super")
}
