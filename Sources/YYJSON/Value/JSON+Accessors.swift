extension JSON {
    /// The string, if this is a string.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number as `Int`, if this is an integer (or a double without fraction) in range.
    public var int: Int? { int64.flatMap { Int(exactly: $0) } }

    /// The number as `Int64`, if this is an integer (or a double without fraction) in range.
    public var int64: Int64? {
        if case .number(let value) = self { return value.int64 }
        return nil
    }

    /// The number as `UInt64`, if this is a non-negative integer in range.
    public var uint64: UInt64? {
        if case .number(let value) = self { return value.uint64 }
        return nil
    }

    /// The number as `Double`, if this is a number.
    public var double: Double? {
        if case .number(let value) = self { return value.double }
        return nil
    }

    /// The number, if this is a number.
    public var number: JSONNumber? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The boolean, if this is `true` or `false`.
    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements, if this is an array.
    public var array: [JSON]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members, if this is an object.
    public var object: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// `true` for `null`.
    public var isNull: Bool { self == .null }

    /// The value of the last member named `key`, if this is an object.
    ///
    /// Setting a value on an object replaces or appends the member; setting `nil` removes it.
    /// Setting on a non-object does nothing.
    public subscript(key: String) -> JSON? {
        get { object?[key] }
        set {
            guard case .object(var members) = self else { return }
            self = .null  // release the storage so the mutation below does not copy it
            members[key] = newValue
            self = .object(members)
        }
    }

    /// The element at `index`, if this is an array and the index is in range.
    public subscript(index: Int) -> JSON? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// Returns the value at `path`, or `nil` if any step is missing.
    ///
    ///     let json: JSON = ["user": ["tags": ["a", "b"]]]
    ///     print(json[path: "user.tags.1"]?.string as Any)   // Prints "Optional("b")"
    ///
    /// - Parameter path: Dot-separated keys; on an array, an all-digit component is an index.
    /// - Complexity: O(*n*) in the number of components and the members searched.
    public subscript(path path: String) -> JSON? {
        var current = self
        for component in path.split(separator: ".", omittingEmptySubsequences: true) {
            // Only an all-digit component is an index (`Int` alone would also take "+1" and "-1").
            if case .array = current, component.utf8.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }), let index = Int(component) {
                guard let next = current[index] else { return nil }
                current = next
            } else {
                guard let next = current[String(component)] else { return nil }
                current = next
            }
        }
        return current
    }
}
