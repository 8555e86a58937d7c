/// A JSON value you can build, inspect, change and write: the dynamic counterpart of a model.
///
/// Objects keep their keys in order; numbers remember whether they were integers and never lose a
/// digit of an integer that fits 64 bits.
///
/// Members read and write as properties too (`user.name`, see ``subscript(dynamicMember:)``), and
/// the typed readers convert like model properties (`"12"` reads as the `int` 12).
///
///     var user: JSON = ["id": 7, "name": "Ann", "tags": ["a", "b"]]
///     print(user["tags"]?[1]?.string as Any)   // Prints "Optional("b")"
///     user.name = "Bo"
///     print(try user.jsonString())             // Prints {"id":7,"name":"Bo","tags":["a","b"]}
@dynamicMemberLookup
public enum JSON: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number: an exact integer or a double.
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// An array.
    case array([JSON])
    /// An object, with its keys in order.
    case object(JSONObject)
}

extension JSON: CustomStringConvertible, CustomDebugStringConvertible {
    /// The compact JSON text of the value.
    public var description: String {
        (try? jsonString()) ?? "<invalid JSON>"
    }

    public var debugDescription: String { "JSON(\(description))" }
}

extension JSON {
    /// How many levels of arrays and objects `==`, `hash(into:)` and ``write(to:)`` walk by plain
    /// recursion (fast, and at most a few dozen kilobytes of stack) before they continue with an
    /// explicit stack on the heap, so that no depth can exhaust the call stack.
    static let recursionLevels = 32

    /// Whether two values are equal: numbers by value (`1 == 1.0`), objects as sets of members (key
    /// order does not matter; of duplicate keys only the last counts), arrays element by element.
    ///
    /// Any depth is fine: past a fixed number of levels the comparison continues on a heap stack.
    public static func == (lhs: JSON, rhs: JSON) -> Bool {
        equal(lhs, rhs, levels: recursionLevels)
    }

    private static func equal(_ lhs: JSON, _ rhs: JSON, levels: Int) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)):
            guard levels > 0 else { return equalWithoutRecursion(lhs, rhs) }
            guard a.count == b.count else { return false }
            // Copies of one array (as after `let b = a`) need no walk.
            let shared = a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { $0.baseAddress == a.baseAddress } }
            if shared { return true }
            for index in a.indices {
                // Scalars in place; only nested containers cost a call.
                let scalarsEqual = equalScalars(a[index], b[index])
                if scalarsEqual == false { return false }
                if scalarsEqual == nil && !equal(a[index], b[index], levels: levels &- 1) { return false }
            }
            return true
        case (.object(let a), .object(let b)):
            guard levels > 0 else { return equalWithoutRecursion(lhs, rhs) }
            // The same keys in the same order and equal values: equal. Otherwise the effective
            // members (the last of duplicate keys) decide.
            let equalMembers = { (left: JSON, right: JSON) -> Bool in
                equalScalars(left, right) ?? equal(left, right, levels: levels &- 1)
            }
            let sameInOrder = a.withMemberArrays { aKeys, aValues in
                b.withMemberArrays { bKeys, bValues in
                    aKeys == bKeys && aValues.indices.allSatisfy { equalMembers(aValues[$0], bValues[$0]) }
                }
            }
            if sameInOrder { return true }
            return a.hasSameEffectiveMembers(as: b, equalMembers)
        default:
            return false
        }
    }

    /// Feeds the value to `hasher` consistently with `==`: arrays element by element, objects as the
    /// sum of their effective members' hashes (so that key order and shadowed duplicates do not matter).
    ///
    /// Any depth is fine: past a fixed number of levels the walk continues on a heap stack.
    public func hash(into hasher: inout Hasher) {
        combine(into: &hasher, levels: JSON.recursionLevels)
    }

    private func combine(into hasher: inout Hasher, levels: Int) {
        switch self {
        case .array(let elements) where !elements.isEmpty:
            guard levels > 0 else {
                hasher.combine(8 as UInt8)
                hasher.combine(digestWithoutRecursion())
                return
            }
            hasher.combine(4 as UInt8)
            hasher.combine(elements.count)
            for element in elements where !element.combineScalar(into: &hasher) {
                element.combine(into: &hasher, levels: levels &- 1)
            }
        case .object(let members) where !members.isEmpty:
            guard levels > 0 else {
                hasher.combine(8 as UInt8)
                hasher.combine(digestWithoutRecursion())
                return
            }
            let effective = members.effectiveMembers
            var sum = 0
            for (key, value) in effective {
                var member = Hasher()
                member.combine(key)
                if !value.combineScalar(into: &member) { value.combine(into: &member, levels: levels &- 1) }
                sum &+= member.finalize()
            }
            hasher.combine(5 as UInt8)
            hasher.combine(effective.count)
            hasher.combine(sum)
        default:
            combineScalar(into: &hasher)
        }
    }

    /// Feeds a scalar, tagged with its kind, to `hasher`; returns `false` (feeding nothing) for a
    /// non-empty array or object.
    @inline(__always)
    @discardableResult
    func combineScalar(into hasher: inout Hasher) -> Bool {
        switch self {
        case .null: hasher.combine(0 as UInt8)
        case .bool(let value):
            hasher.combine(1 as UInt8)
            hasher.combine(value)
        case .number(let value):
            hasher.combine(2 as UInt8)
            hasher.combine(value)
        case .string(let value):
            hasher.combine(3 as UInt8)
            hasher.combine(value)
        case .array(let elements):
            guard elements.isEmpty else { return false }
            hasher.combine(4 as UInt8)
        case .object(let members):
            guard members.isEmpty else { return false }
            hasher.combine(5 as UInt8)
        }
        return true
    }

    /// Whether two scalars are equal (`false` for values of different kinds); `nil` for two arrays or
    /// two objects, unless both are empty.
    @inline(__always)
    static func equalScalars(_ lhs: JSON, _ rhs: JSON) -> Bool? {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a.isEmpty && b.isEmpty ? true : nil
        case (.object(let a), .object(let b)): return a.isEmpty && b.isEmpty ? true : nil
        default: return false
        }
    }
}
