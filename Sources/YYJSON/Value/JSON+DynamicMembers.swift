extension JSON {
    /// The value of the last member named `member`, read and written like ``subscript(_:)-(String)``.
    ///
    ///     var json: JSON = ["user": ["name": "Ann"]]
    ///     print(json.user?.name?.string as Any)   // Prints "Optional("Ann")"
    ///     json.user?.name = "Bo"                  // replaces the member
    ///     json.user?.age = 40                     // appends a member
    ///     json.user?.name = nil                   // removes it
    ///
    /// Reading on anything but an object gives `nil`; setting on anything but an object does
    /// nothing, so `json.user?.name = "Bo"` changes nothing when `user` is missing or not an object.
    ///
    /// A member whose name is also a property of `JSON` (`string`, `int`, `bool`, `array`,
    /// `object`, `isNull`, `description`, ...) is shadowed by that property: `json.string` is the
    /// value read as text, not the member "string". Reach such members, and names that are not
    /// Swift identifiers, with `json["string"]`.
    public subscript(dynamicMember member: String) -> JSON? {
        get { self[member] }
        set { self[member] = newValue }
    }
}
