/// One step from a value to a value inside it.
enum PathStep: Hashable, Sendable {
    /// The value of an object's key.
    case key(String)
    /// The elements of an array.
    case element
    /// The values of a map.
    case mapValue
}

/// A place in the documents: the steps from the top-level value.
typealias ShapePath = [PathStep]

extension Array where Element == PathStep {
    /// The place as people write it: `statuses[].user`, `events.*.name`, `["a b"].c`; the top
    /// level is `(top level)`.
    var displayText: String {
        var text = ""
        for step in self {
            switch step {
            case .key(let key):
                if !key.isEmpty, key.allSatisfy({ $0.isASCIILetterOrDigit || $0 == "_" || $0 == "-" }) {
                    text += text.isEmpty ? key : "." + key
                } else {
                    text += "[\"" + key.replacingOccurrences(of: "\"", with: "\\\"") + "\"]"
                }
            case .element: text += "[]"
            case .mapValue: text += text.isEmpty ? "*" : ".*"
            }
        }
        return text.isEmpty ? "(top level)" : text
    }

    /// The index of the last key step (`statuses[].tags[]`: the one of `tags`), if any.
    var lastKeyIndex: Int? {
        lastIndex { if case .key = $0 { true } else { false } }
    }

    /// The last key on the way to the place (`statuses[].tags[]`: `tags`), if any.
    var lastKey: String? {
        guard let index = lastKeyIndex, case .key(let key) = self[index] else { return nil }
        return key
    }

    /// Whether `self` is `other` or a place inside it.
    func isInside(_ other: ShapePath) -> Bool {
        count >= other.count && Array(prefix(other.count)) == other
    }
}

extension ValueSummary {
    /// Replaces the object summary at `path` (a place where an object summary is).
    mutating func replaceObject(at path: ArraySlice<PathStep>, with replacement: ObjectSummary) {
        guard let step = path.first else {
            object = replacement
            return
        }
        let rest = path.dropFirst()
        switch step {
        case .key(let key):
            object?.updateValue(forKey: key) { $0.replaceObject(at: rest, with: replacement) }
        case .element:
            guard var array, var element = array.element else { return }
            self.array = nil  // keep the storage unique while it changes
            element.replaceObject(at: rest, with: replacement)
            array.element = element
            self.array = array
        case .mapValue:
            map?.values.replaceObject(at: rest, with: replacement)
        }
    }
}
