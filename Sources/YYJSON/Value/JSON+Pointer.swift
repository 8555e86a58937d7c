extension JSON {
    /// The value a JSON Pointer (RFC 6901) refers to, which you can also set.
    ///
    ///     var json: JSON = ["users": [["name": "Ann"]]]
    ///     let pointer = try JSONPointer("/users/0/name")
    ///     print(json[pointer: pointer]?.string as Any)   // Prints "Optional("Ann")"
    ///     json[pointer: "/users/-"] = ["name": "Bo"]      // appends
    ///
    /// Each token selects the last member of that name in an object, or in an array the element at
    /// an index written as `0` or digits without a leading zero. Reading gives `nil` when a step is
    /// missing, an index is out of range or not an index, a step goes through a scalar, or the
    /// token is `-` (which names the element after the last).
    ///
    /// Setting changes only the value the pointer names and never creates containers on the way:
    /// when the pointer's parent does not exist the assignment does nothing (a missing step could
    /// be an object or an array). In an object it replaces the last member of that name or appends
    /// one, and `nil` removes every member of that name. In an array it replaces the element at an
    /// index in range, `nil` removes it, and `-` appends the new value. An index out of range does
    /// nothing. The root pointer replaces the whole value (`nil` makes it `null`).
    public subscript(pointer pointer: JSONPointer) -> JSON? {
        get { value(along: pointer.steps) }
        set { assign(newValue, along: pointer.steps[...], createsMissingMembers: false) }
    }

    /// The value a JSON Pointer given as text refers to (`"/users/0/name"`, `""` for the whole
    /// value), by the rules of ``subscript(pointer:)-(JSONPointer)``.
    ///
    ///     var json: JSON = ["a/b": 1, "m~n": 2]
    ///     print(json[pointer: "/a~1b"]?.int as Any)   // Prints "Optional(1)"
    ///     json[pointer: "/m~0n"] = nil                // removes "m~n"
    ///
    /// A text that is not a pointer (one that does not start with `/`, such as `"user"`, or has a
    /// `~` not followed by `0` or `1`) refers to nothing: reading gives `nil` and setting does
    /// nothing. Parse it with ``JSONPointer/init(_:)`` to learn why.
    public subscript(pointer text: String) -> JSON? {
        get {
            guard let pointer = try? JSONPointer(text) else { return nil }
            return self[pointer: pointer]
        }
        set {
            guard let pointer = try? JSONPointer(text) else { return }
            self[pointer: pointer] = newValue
        }
    }
}
