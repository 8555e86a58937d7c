/// One step from a value to a value inside it, as key paths and JSON Pointers spell steps: the
/// member it selects in an object, and the element it selects in an array.
struct JSONStep {
    /// The name of the member it selects in an object (the last member of that name).
    let key: String
    /// The element it selects in an array; `nil` when it selects none.
    let index: Int?
    /// Whether, in an array, it names the place after the last element (a pointer's `-`): setting
    /// a value there appends it.
    let isEnd: Bool
}

extension JSON {
    /// The value `steps` lead to from this value; `nil` when a member is missing, an index is out of
    /// range or not an index, or a step goes through a scalar.
    func value(along steps: some Sequence<JSONStep>) -> JSON? {
        var current = self
        for step in steps {
            switch current {
            case .object(let members):
                guard let next = members[step.key] else { return nil }
                current = next
            case .array(let elements):
                guard let index = step.index, elements.indices.contains(index) else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }

    /// Sets `newValue` where `steps` lead.
    ///
    /// The last step sets: in an object it replaces the last member of that name or appends one,
    /// and `nil` removes every member of that name (``subscript(_:)-(String)``); in an array it
    /// replaces the element at an index in range, `nil` removes it, and an end step appends. Where
    /// a step on the way finds no member, `createsMissingMembers` decides between adding an empty
    /// object there (unless `newValue` is `nil`) and doing nothing; any other step that finds
    /// nothing makes the assignment do nothing. No steps replace the whole value (`nil` makes it
    /// `null`).
    mutating func assign(_ newValue: JSON?, along steps: ArraySlice<JSONStep>, createsMissingMembers: Bool) {
        guard let step = steps.first else {
            self = newValue ?? .null
            return
        }
        let rest = steps.dropFirst()
        switch self {
        case .object(var members):
            if rest.isEmpty {
                self[step.key] = newValue
                return
            }
            var child: JSON
            if let existing = members[step.key] {
                child = existing
                self = .null  // release the storage so the mutations below do not copy it
                members[step.key] = .null  // nor the child's
            } else if createsMissingMembers && newValue != nil {
                child = .object(JSONObject())
                self = .null
            } else {
                return
            }
            child.assign(newValue, along: rest, createsMissingMembers: createsMissingMembers)
            members[step.key] = child
            self = .object(members)
        case .array(var elements):
            if rest.isEmpty && step.isEnd {
                guard let newValue else { return }
                self = .null
                elements.append(newValue)
                self = .array(elements)
                return
            }
            guard let index = step.index, elements.indices.contains(index) else { return }
            self = .null
            if !rest.isEmpty {
                elements[index].assign(newValue, along: rest, createsMissingMembers: createsMissingMembers)
            } else if let newValue {
                elements[index] = newValue
            } else {
                elements.remove(at: index)
            }
            self = .array(elements)
        default:
            return
        }
    }
}
