/// The members of a JSON object, in order.
///
/// Duplicate keys may occur in parsed input; they are kept, and lookups see the last one (as does
/// equality). Assigning through the subscript replaces that last value, or appends a new member.
///
///     var object: JSONObject = ["b": 1, "a": 2]
///     object["c"] = true
///     print(object.keys)   // Prints ["b", "a", "c"]
public struct JSONObject: Sendable, Hashable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
    /// The keys in order (duplicates included).
    public var keys: [String] { memberArrays.keys }

    /// The values in order, parallel to ``keys``.
    public var values: [JSON] { memberArrays.values }

    /// The keys and the values, built first if they were deferred.
    package var memberArrays: (keys: [String], values: [JSON]) {
        switch storage {
        case .members(let keys, let values): return (keys, values)
        case .deferred(let deferred): return deferred.members
        }
    }

    /// Calls `body` with the keys and the values, read from the storage in place: for walks over
    /// every member, which would otherwise copy the storage for each object they pass.
    package func withMemberArrays<R, Failure: Error>(_ body: ([String], [JSON]) throws(Failure) -> R) throws(Failure) -> R {
        switch storage {
        case .members(let keys, let values): return try body(keys, values)
        case .deferred(let deferred):
            let (keys, values) = deferred.members
            return try body(keys, values)
        }
    }

    /// The members, or, for an object a hook received, what reads them on demand. One enum of two
    /// words, so that an object (and so every `JSON` value) is no larger than its two arrays.
    private enum Storage {
        case members(keys: [String], values: [JSON])
        case deferred(DeferredMembers)
    }

    private var storage: Storage

    /// An empty object.
    public init() {
        storage = .members(keys: [], values: [])
    }

    /// An object with parallel `keys` and `values` (of equal counts).
    init(keys: [String], values: [JSON]) {
        assert(keys.count == values.count)
        storage = .members(keys: keys, values: values)
    }

    /// An object whose members `deferred` reads when they are first looked at.
    @usableFromInline
    package init(deferred: DeferredMembers) {
        storage = .deferred(deferred)
    }

    /// Whether this object still has the members of `members`, unchanged.
    package func isDeferred(to members: DeferredMembers) -> Bool {
        if case .deferred(let deferred) = storage { return deferred === members }
        return false
    }

    /// Runs `body` on the members, built first if they were deferred, in place: the arrays are
    /// taken out of the storage while `body` changes them, so that they are not copied.
    private mutating func changeMembers<R>(_ body: (inout [String], inout [JSON]) -> R) -> R {
        var (keys, values) = memberArrays
        storage = .members(keys: [], values: [])
        defer { storage = .members(keys: keys, values: values) }
        return body(&keys, &values)
    }

    /// An object with `members` in the given order.
    public init(_ members: some Sequence<(String, JSON)>) {
        self.init()
        for (key, value) in members { append(key: key, value: value) }
    }

    public init(dictionaryLiteral elements: (String, JSON)...) {
        self.init(elements)
    }

    /// Makes room for `capacity` members.
    public mutating func reserveCapacity(_ capacity: Int) {
        changeMembers { keys, values in
            keys.reserveCapacity(capacity)
            values.reserveCapacity(capacity)
        }
    }

    /// Appends a member even when `key` is already present.
    public mutating func append(key: String, value: JSON) {
        changeMembers { keys, values in
            keys.append(key)
            values.append(value)
        }
    }

    /// The value of the last member named `key`; setting `nil` removes every member named `key`.
    public subscript(key: String) -> JSON? {
        get {
            switch storage {
            case .members(let keys, let values): return keys.lastIndex(of: key).map { values[$0] }
            case .deferred(let deferred): return deferred.value(forKey: key)
            }
        }
        set {
            changeMembers { keys, values in
                if let newValue {
                    if let index = keys.lastIndex(of: key) {
                        values[index] = newValue
                    } else {
                        keys.append(key)
                        values.append(newValue)
                    }
                } else {
                    while let index = keys.lastIndex(of: key) {
                        keys.remove(at: index)
                        values.remove(at: index)
                    }
                }
            }
        }
    }

    // MARK: Collection

    public var startIndex: Int { 0 }
    public var endIndex: Int {
        switch storage {
        case .members(let keys, _): return keys.count
        case .deferred(let deferred): return deferred.count
        }
    }

    public subscript(position: Int) -> (key: String, value: JSON) {
        let (keys, values) = memberArrays
        return (keys[position], values[position])
    }

    // MARK: Equality (as objects: order and shadowed duplicates do not matter)

    /// The members that lookups see: the last value of every key.
    var effectiveMembers: [String: JSON] {
        Dictionary(zip(keys, values), uniquingKeysWith: { _, last in last })
    }

    /// Whether both objects have the same effective keys (the last of duplicates) and `equal` holds
    /// for the values of every key: the member walk of `JSON`'s `==`.
    func hasSameEffectiveMembers(as other: JSONObject, _ equal: (JSON, JSON) -> Bool) -> Bool {
        let mine = effectiveMembers
        let theirs = other.effectiveMembers
        guard mine.count == theirs.count else { return false }
        for (key, value) in mine {
            guard let match = theirs[key], equal(value, match) else { return false }
        }
        return true
    }

    /// Whether no key occurs twice (small objects are checked without hashing).
    static func areDistinct(_ keys: [String]) -> Bool {
        guard keys.count > 8 else {
            for index in keys.indices.dropFirst() where keys[..<index].contains(keys[index]) { return false }
            return true
        }
        return Set(keys).count == keys.count
    }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        if lhs.keys == rhs.keys { return lhs.values == rhs.values || lhs.effectiveMembers == rhs.effectiveMembers }
        return lhs.effectiveMembers == rhs.effectiveMembers
    }

    public func hash(into hasher: inout Hasher) {
        // Order-independent: sum the hashes of the effective members.
        var sum = 0
        for (key, value) in effectiveMembers {
            var memberHasher = Hasher()
            memberHasher.combine(key)
            memberHasher.combine(value)
            sum &+= memberHasher.finalize()
        }
        hasher.combine(sum)
    }
}
