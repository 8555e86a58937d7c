// The walks over `JSON` trees that take over from recursion below `JSON.recursionLevels` levels,
// so that comparing, hashing and writing a value of any depth costs heap, not call stack. (Building
// a tree from a document is iterative throughout: see `JSON.tree(of:maxDepth:)`.)

extension JSON {
    /// `==` for values nested below ``recursionLevels``: walks with an explicit stack on the heap.
    static func equalWithoutRecursion(_ lhs: JSON, _ rhs: JSON) -> Bool {
        var pending: [(JSON, JSON)] = []
        guard compare(lhs, rhs, levels: 2, deferring: &pending) else { return false }
        while let (left, right) = pending.popLast() {
            guard compare(left, right, levels: 2, deferring: &pending) else { return false }
        }
        return true
    }

    /// Compares scalars, and arrays or objects member by member down to `levels` levels. Below that,
    /// containers of scalars (most of them) are still compared in place; a pair of containers that
    /// hold containers is appended to `pending`. The recursion is at most `levels + 1` deep.
    private static func compare(_ lhs: JSON, _ rhs: JSON, levels: Int, deferring pending: inout [(JSON, JSON)]) -> Bool {
        switch (lhs, rhs) {
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            // Copies of one array (as after `let b = a`) need no walk.
            let shared = a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { $0.baseAddress == a.baseAddress } }
            if shared { return true }
            if levels == 0 {
                for index in a.indices {
                    guard let equal = equalScalars(a[index], b[index]) else {
                        pending.append((lhs, rhs))
                        return true
                    }
                    if !equal { return false }
                }
                return true
            }
            for index in a.indices {
                guard compare(a[index], b[index], levels: levels &- 1, deferring: &pending) else { return false }
            }
            return true
        case (.object(let a), .object(let b)):
            let (aKeys, aValues) = a.memberArrays, (bKeys, bValues) = b.memberArrays
            guard aKeys == bKeys else {
                guard levels > 0 else {
                    pending.append((lhs, rhs))
                    return true
                }
                return a.hasSameEffectiveMembers(as: b) { compare($0, $1, levels: levels &- 1, deferring: &pending) }
            }
            if levels == 0 {
                // Only an object of equal scalars is settled here; the rest waits for its turn.
                for index in aValues.indices where equalScalars(aValues[index], bValues[index]) != true {
                    pending.append((lhs, rhs))
                    return true
                }
                return true
            }
            // The same keys in the same order: compare in order. That is exact when nothing was
            // deferred or no key repeats; otherwise a repeated key's earlier value (which does not
            // count) may have been deferred, so compare the effective members instead.
            let deferredBefore = pending.count
            var allEqual = true
            for index in aValues.indices
            where !compare(aValues[index], bValues[index], levels: levels &- 1, deferring: &pending) {
                allEqual = false
                break
            }
            if allEqual && pending.count == deferredBefore { return true }
            if JSONObject.areDistinct(a.keys) { return allEqual }
            pending.removeSubrange(deferredBefore...)
            return a.hasSameEffectiveMembers(as: b) { compare($0, $1, levels: levels &- 1, deferring: &pending) }
        default:
            return equalScalars(lhs, rhs) ?? false
        }
    }

    /// The digest `hash(into:)` feeds for a value nested below ``recursionLevels``: worked out
    /// bottom-up with an explicit stack on the heap (arrays hash their elements in order, objects sum
    /// the hashes of their effective members). Only equal values need equal digests.
    func digestWithoutRecursion() -> Int {
        guard var frame = HashFrame(self) else {
            var hasher = Hasher()
            combineScalar(into: &hasher)
            return hasher.finalize()
        }
        // The innermost unfinished container that holds a nested one; the ones around it wait in
        // `outer`. A container of scalars (the most common kind) is finished without a push.
        var outer: [HashFrame] = []
        var pendingChild: HashFrame?
        while true {
            var child: HashFrame
            if let pending = pendingChild {
                child = pending
                pendingChild = nil
            } else if let next = frame.fill() {
                child = HashFrame(next).unsafelyUnwrapped
            } else {
                let digest = frame.digest
                guard let parent = outer.popLast() else { return digest }
                frame = parent
                frame.addNested(digest)
                continue
            }
            if let grandchild = child.fill() {
                outer.append(frame)
                frame = child
                pendingChild = HashFrame(grandchild).unsafelyUnwrapped
            } else {
                frame.addNested(child.digest)
            }
        }
    }

    /// Feeds a scalar or a non-empty array of scalars to `hasher`; returns `false` (feeding nothing)
    /// for anything else, which ``HashFrame`` digests.
    @inline(__always)
    fileprivate func combineLeaf(into hasher: inout Hasher) -> Bool {
        guard case .array(let elements) = self, !elements.isEmpty else { return combineScalar(into: &hasher) }
        var attempt = hasher
        attempt.combine(7 as UInt8)
        attempt.combine(elements.count)
        for element in elements where !element.combineScalar(into: &attempt) { return false }
        hasher = attempt
        return true
    }
}

/// A non-empty array or object whose digest ``JSON/hash(into:)`` is working out.
private struct HashFrame {
    /// The elements of an array, or the effective values of an object.
    let values: [JSON]
    /// The effective keys of an object, parallel to `values`; `nil` for an array.
    let keys: [String]?
    /// The member to hash next.
    var next = 0
    /// An array's elements, in order.
    var hasher = Hasher()
    /// An object's members: the sum of their hashes, which does not depend on their order.
    var sum = 0

    /// A frame for a non-empty array or object; `nil` for anything else.
    @inline(__always)
    init?(_ value: JSON) {
        switch value {
        case .array(let elements) where !elements.isEmpty:
            values = elements
            keys = nil
        case .object(let members) where !members.isEmpty:
            let effective = members.effectiveMembers
            keys = Array(effective.keys)
            values = Array(effective.values)
        default:
            return nil
        }
    }

    /// Hashes members that are scalars or arrays of scalars until one that is not, which it returns
    /// (`nil` when every member is hashed).
    @inline(__always)
    mutating func fill() -> JSON? {
        while next < values.count {
            let value = values[next]
            next &+= 1
            if let keys {
                var member = Hasher()
                member.combine(keys[next &- 1])
                guard value.combineLeaf(into: &member) else { return value }
                sum &+= member.finalize()
            } else {
                guard value.combineLeaf(into: &hasher) else { return value }
            }
        }
        return nil
    }

    /// Adds the digest of the nested container that ``fill()`` stopped at.
    @inline(__always)
    mutating func addNested(_ digest: Int) {
        if let keys {
            var member = Hasher()
            member.combine(keys[next &- 1])
            member.combine(6 as UInt8)
            member.combine(digest)
            sum &+= member.finalize()
        } else {
            hasher.combine(6 as UInt8)
            hasher.combine(digest)
        }
    }

    /// The digest of the whole container.
    var digest: Int {
        var result = Hasher()
        result.combine(keys == nil ? 4 as UInt8 : 5 as UInt8)
        result.combine(values.count)
        if keys == nil { result.combine(hasher.finalize()) } else { result.combine(sum) }
        return result.finalize()
    }
}
