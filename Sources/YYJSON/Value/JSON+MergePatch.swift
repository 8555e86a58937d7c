extension JSON {
    /// Applies a JSON Merge Patch (RFC 7386) to this value.
    ///
    ///     var json: JSON = ["title": "Hello", "author": ["name": "Ann", "email": "ann@example.com"]]
    ///     json.merge(patch: ["title": "Hi", "author": ["email": nil]])
    ///     print(json)   // Prints {"title":"Hi","author":{"name":"Ann"}}
    ///
    /// A patch that is an object changes members: a `null` member removes the member of that name,
    /// any other member is merged into the member of that name (an object into an object, member
    /// by member; anything else replaces it), and members the patch does not name stay. When this
    /// value is not an object, an object patch starts from an empty object. A patch that is not an
    /// object replaces the whole value. Arrays are replaced as a whole, never merged.
    ///
    /// New members are appended in the patch's order. Of a key that occurs twice in the patch only
    /// the last member counts, as it does for lookups.
    ///
    /// - Complexity: O(*n* · *m*) for an object of *n* members and a patch of *m* members, at every
    ///   level the patch reaches.
    public mutating func merge(patch: JSON) {
        guard case .object(let changes) = patch else {
            self = patch
            return
        }
        var members: JSONObject
        if case .object(let existing) = self { members = existing } else { members = JSONObject() }
        self = .null  // release the storage so the mutations below do not copy it
        let lastIndices = JSONObject.areDistinct(changes.keys) ? nil : changes.effectiveIndices
        for (index, (key, value)) in changes.enumerated() where lastIndices?[key] ?? index == index {
            if case .null = value {
                members[key] = nil
                continue
            }
            var member = members[key] ?? .null
            if members[key] != nil { members[key] = .null }  // no second owner of the member
            member.merge(patch: value)
            members[key] = member
        }
        self = .object(members)
    }

    /// This value with a JSON Merge Patch (RFC 7386) applied, by the rules of ``merge(patch:)``.
    ///
    ///     let json: JSON = ["a": "b", "c": ["d": "e", "f": "g"]]
    ///     print(json.merging(patch: ["a": "z", "c": ["f": nil]]))   // Prints {"a":"z","c":{"d":"e"}}
    public func merging(patch: JSON) -> JSON {
        var result = self
        result.merge(patch: patch)
        return result
    }

    /// The JSON Merge Patch (RFC 7386) that turns `source` into `target`.
    ///
    ///     let old: JSON = ["name": "Ann", "tags": ["a"], "age": 40]
    ///     let new: JSON = ["name": "Ann", "tags": ["a", "b"], "city": "Oslo"]
    ///     let patch = JSON.mergePatch(from: old, to: new)
    ///     print(patch)                              // Prints {"age":null,"tags":["a","b"],"city":"Oslo"}
    ///     print(old.merging(patch: patch) == new)   // Prints "true"
    ///
    /// Between two objects the patch holds `null` for each member that was removed, the new value of
    /// each member that was added or changed, and for a member that is an object on both sides the
    /// patch between those; unchanged members are left out, so equal objects give `{}`. Any other
    /// pair gives `target` itself. Arrays are compared as wholes and replaced when they differ.
    ///
    /// `source.merging(patch: JSON.mergePatch(from: source, to: target)) == target` holds unless
    /// `target` has a `null` member in an object reached from the top through objects only (not
    /// through an array): a merge patch cannot set a member to `null`, since `null` in a patch
    /// means removal, so such a member ends up removed (or, where it was added or its parent
    /// replaced, left out). Nulls inside arrays, and a `null` target, are fine.
    public static func mergePatch(from source: JSON, to target: JSON) -> JSON {
        guard case .object(let new) = target, case .object(let old) = source else { return target }
        let oldMembers = old.effectiveMembers
        let newMembers = new.effectiveMembers
        var patch = JSONObject()
        for key in old.effectiveKeys where newMembers[key] == nil {
            patch.append(key: key, value: .null)
        }
        for key in new.effectiveKeys {
            let value = newMembers[key].unsafelyUnwrapped
            guard let before = oldMembers[key] else {
                patch.append(key: key, value: value)
                continue
            }
            if case .object = before, case .object = value {
                let change = mergePatch(from: before, to: value)
                if change.object?.isEmpty == false { patch.append(key: key, value: change) }
            } else if before != value {
                patch.append(key: key, value: value)
            }
        }
        return .object(patch)
    }
}

extension JSONObject {
    /// The index of the last member of every key.
    fileprivate var effectiveIndices: [String: Int] {
        Dictionary(zip(keys, keys.indices), uniquingKeysWith: { _, last in last })
    }

    /// The keys in order, each once, where its last member is.
    fileprivate var effectiveKeys: [String] {
        guard !JSONObject.areDistinct(keys) else { return keys }
        let last = effectiveIndices
        return keys.indices.filter { last[keys[$0]] == $0 }.map { keys[$0] }
    }
}
