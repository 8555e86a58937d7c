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
    public var keys: [String] { deferred?.members.keys ?? storedKeys }
    /// The values in order, parallel to ``keys``.
    public var values: [JSON] { deferred?.members.values ?? storedValues }

    private var storedKeys: [String]
    private var storedValues: [JSON]
    /// The members of an object a hook received, while they are still read on demand (then the
    /// stored arrays are empty).
    private var deferred: DeferredMembers?

    /// An empty object.
    public init() {
        storedKeys = []
        storedValues = []
    }

    /// An object with parallel `keys` and `values` (of equal counts).
    init(keys: [String], values: [JSON]) {
        assert(keys.count == values.count)
        storedKeys = keys
        storedValues = values
    }

    /// An object whose members `deferred` reads when they are first looked at.
    package init(deferred: DeferredMembers) {
        self.init()
        self.deferred = deferred
    }

    /// Whether this object still has the members of `members`, unchanged.
    package func isDeferred(to members: DeferredMembers) -> Bool {
        deferred === members
    }

    /// Builds the members into the stored arrays before a change.
    private mutating func storeDeferredMembers() {
        guard let deferred else { return }
        (storedKeys, storedValues) = deferred.members
        self.deferred = nil
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
        storeDeferredMembers()
        storedKeys.reserveCapacity(capacity)
        storedValues.reserveCapacity(capacity)
    }

    /// Appends a member even when `key` is already present.
    public mutating func append(key: String, value: JSON) {
        storeDeferredMembers()
        storedKeys.append(key)
        storedValues.append(value)
    }

    /// The value of the last member named `key`; setting `nil` removes every member named `key`.
    public subscript(key: String) -> JSON? {
        get {
            if let deferred { return deferred.value(forKey: key) }
            return lastIndex(of: key).map { storedValues[$0] }
        }
        set {
            storeDeferredMembers()
            if let newValue {
                if let index = lastIndex(of: key) { storedValues[index] = newValue } else { append(key: key, value: newValue) }
            } else {
                while let index = lastIndex(of: key) {
                    storedKeys.remove(at: index)
                    storedValues.remove(at: index)
                }
            }
        }
    }

    private func lastIndex(of key: String) -> Int? { storedKeys.lastIndex(of: key) }

    // MARK: Collection

    public var startIndex: Int { 0 }
    public var endIndex: Int { deferred?.count ?? storedKeys.count }
    public subscript(position: Int) -> (key: String, value: JSON) { (keys[position], values[position]) }

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
