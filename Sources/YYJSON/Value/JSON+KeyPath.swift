extension JSON {
    /// The value at a dot-separated key path, which you can also set.
    ///
    ///     var json: JSON = ["user": ["tags": ["a", "b"]]]
    ///     print(json[path: "user.tags.1"]?.string as Any)   // Prints "Optional("b")"
    ///     json[path: "user.address.city"] = "Oslo"          // creates "address"
    ///     json[path: "user.tags.0"] = nil                   // removes "a"
    ///
    /// The path is split at every `.`, and empty components are skipped (`"a..b"` is `"a.b"`); there
    /// is no escape, so a key that contains a dot is reached with ``subscript(_:)-(String)`` or
    /// ``subscript(pointer:)-(String)``. On an array, an all-digit component is an index; any other
    /// component on an array, or any component on a scalar, finds nothing. The empty path is the
    /// value itself.
    ///
    /// Setting follows ``subscript(_:)-(String)`` at the last step: on an object it replaces the last
    /// member of that name or appends one, and `nil` removes the member; on an array it replaces the element
    /// at an index in range, and `nil` removes it. A missing member on the way is created as an empty
    /// object (even for an all-digit name: the path cannot tell which container was meant); an
    /// index out of range, or a step through a scalar or `null`, makes the assignment do nothing.
    /// Setting `nil` creates nothing. Setting the empty path replaces the whole value (`nil` makes it
    /// `null`).
    ///
    /// - Parameter path: Dot-separated keys; on an array, an all-digit component is an index.
    /// - Complexity: O(*n*) in the number of components and the members searched.
    public subscript(path path: String) -> JSON? {
        get {
            var current = self
            for component in JSON.keyPathComponents(path) {
                if case .array = current, let index = JSON.keyPathIndex(component) {
                    guard let next = current[index] else { return nil }
                    current = next
                } else {
                    guard let next = current[String(component)] else { return nil }
                    current = next
                }
            }
            return current
        }
        set {
            assign(newValue, alongKeyPath: JSON.keyPathComponents(path)[...])
        }
    }

    /// The components of a key path: split at `.`, empty ones skipped.
    private static func keyPathComponents(_ path: String) -> [Substring] {
        path.split(separator: ".", omittingEmptySubsequences: true)
    }

    /// The index a key-path component stands for on an array: only an all-digit component is one
    /// (`Int` alone would also take "+1" and "-1").
    private static func keyPathIndex(_ component: Substring) -> Int? {
        guard component.utf8.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) else { return nil }
        return Int(component)
    }

    /// Sets `newValue` at `components` below this value, by the rules of ``subscript(path:)``.
    private mutating func assign(_ newValue: JSON?, alongKeyPath components: ArraySlice<Substring>) {
        guard let component = components.first else {
            self = newValue ?? .null
            return
        }
        let rest = components.dropFirst()
        switch self {
        case .array(var elements):
            guard let index = JSON.keyPathIndex(component), elements.indices.contains(index) else { return }
            self = .null  // release the storage so the mutation below does not copy it
            if !rest.isEmpty {
                elements[index].assign(newValue, alongKeyPath: rest)
            } else if let newValue {
                elements[index] = newValue
            } else {
                elements.remove(at: index)
            }
            self = .array(elements)
        case .object(var members):
            let key = String(component)
            if rest.isEmpty {
                self[key] = newValue
                return
            }
            var child: JSON
            self = .null  // release the storage so the mutations below do not copy it
            if let existing = members[key] {
                child = existing
                members[key] = .null  // nor the child's
            } else if newValue != nil {
                child = .object(JSONObject())
            } else {
                self = .object(members)
                return
            }
            child.assign(newValue, alongKeyPath: rest)
            members[key] = child
            self = .object(members)
        default:
            return
        }
    }
}
