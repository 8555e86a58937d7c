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
        get { value(along: JSON.keyPathSteps(path)) }
        set { assign(newValue, along: JSON.keyPathSteps(path)[...], createsMissingMembers: true) }
    }

    /// The steps of a key path: split at `.`, empty components skipped. On an array only an
    /// all-digit component is an index (`Int` alone would also take "+1" and "-1").
    private static func keyPathSteps(_ path: String) -> [JSONStep] {
        path.split(separator: ".", omittingEmptySubsequences: true).map { component in
            let isIndex = component.utf8.allSatisfy { $0 &- UInt8(ascii: "0") < 10 }
            return JSONStep(key: String(component), index: isIndex ? Int(component) : nil, isEnd: false)
        }
    }
}
