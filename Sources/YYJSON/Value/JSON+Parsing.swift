import Foundation

extension JSON {
    /// The deepest nesting of arrays and objects a ``JSON`` tree built from JSON text may have.
    ///
    /// The tape parser handles any depth without recursion, and so do building, comparing, hashing
    /// and writing a tree; but Swift releases an indirect enum's children recursively, so destroying
    /// a tree costs stack in proportion to its depth (about 200 bytes per level in a debug build).
    /// ``init(parsing:maxDepth:)-(String,_)`` and `JSON` properties of models therefore never build
    /// a tree deeper than this, whatever `maxDepth` allows: 10,000 levels need about 2 MB of stack,
    /// which threads with the usual 8 MB stack (the main thread; every thread on Linux) have to spare.
    /// On threads with small stacks (512 KB on Darwin's secondary threads) keep `maxDepth` at its
    /// default of 512. Documents of any depth can still be read through ``JSONDocument``.
    public static let maxTreeDepth = 10_000

    /// Parses JSON text.
    ///
    ///     let json = try JSON(parsing: #"{"id": 1, "ok": true}"#)
    ///
    /// - Parameters:
    ///   - text: JSON text; any value is accepted at the top level.
    ///   - maxDepth: The deepest nesting of arrays and objects accepted; values above
    ///     ``maxTreeDepth`` act as ``maxTreeDepth``.
    /// - Throws: ``JSONParseError`` with the position and reason of the first error (for a document
    ///   deeper than ``maxTreeDepth``: "nesting too deep for a JSON value (more than 10000 levels)").
    public init(parsing text: String, maxDepth: Int = JSONDocument.defaultMaxDepth) throws {
        self = try JSON.parseTree(text.utf8, maxDepth: maxDepth)
    }

    /// Parses UTF-8 JSON data. See ``init(parsing:maxDepth:)-(String,_)``.
    public init(parsing data: Data, maxDepth: Int = JSONDocument.defaultMaxDepth) throws {
        self = try JSON.parseTree(data, maxDepth: maxDepth)
    }

    /// Parses UTF-8 JSON bytes. See ``init(parsing:maxDepth:)-(String,_)``.
    public init(parsing bytes: [UInt8], maxDepth: Int = JSONDocument.defaultMaxDepth) throws {
        self = try JSON.parseTree(bytes, maxDepth: maxDepth)
    }

    /// Parses with `maxDepth` capped at ``maxTreeDepth``; a depth error caused by the cap says so.
    private static func parseTree(_ bytes: some Collection<UInt8>, maxDepth: Int) throws -> JSON {
        guard maxDepth > maxTreeDepth else { return try JSONDocument(parsing: bytes, maxDepth: maxDepth).root }
        do {
            return try JSONDocument(parsing: bytes, maxDepth: maxTreeDepth).root
        } catch let error as JSONParseError where error.code == .nestingTooDeep {
            throw JSONParseError(code: .nestingTooDeep, reason: "nesting too deep for a JSON value (more than \(maxTreeDepth) levels)",
                                 offset: error.offset, line: error.line, column: error.column)
        }
    }

    /// Copies a document element into a value tree.
    ///
    /// The copy is made without recursion, so any depth can be built; see ``maxTreeDepth`` for the
    /// depth a tree can safely have.
    public init(_ element: JSONElement) {
        self = JSON.tree(of: element, maxDepth: .max)!
    }

    /// Copies `element` into a value tree, or returns `nil` when it nests arrays and objects deeper
    /// than `maxDepth` (an empty container counts as a level, as in the parser).
    package static func tree(of element: JSONElement, maxDepth: Int) -> JSON? {
        let tape = element.tape
        if let scalar = scalar(tape, element.node) { return scalar }
        guard maxDepth >= 1 else { return nil }
        // The innermost unfinished container that holds a nested one; the ones around it wait in
        // `outer`. A container of scalars (the most common kind) is finished without a push.
        var frame = TreeFrame(tape: tape, node: element.node)
        var outer: [TreeFrame] = []
        var pendingChild: Int?
        while true {
            let childNode: Int
            if let pending = pendingChild {
                childNode = pending
                pendingChild = nil
            } else if let next = frame.fill(tape) {
                childNode = next
            } else {
                let value = frame.value
                guard let parent = outer.popLast() else { return value }
                frame = parent
                frame.add(value)
                continue
            }
            // `frame` is at depth outer.count + 1; the child one deeper.
            guard outer.count &+ 2 <= maxDepth else { return nil }
            var child = TreeFrame(tape: tape, node: childNode)
            if let grandchild = child.fill(tape) {
                outer.append(frame)
                frame = child
                pendingChild = grandchild
            } else {
                frame.add(child.value)
            }
        }
    }

    /// The value at `node` when it is a scalar; `nil` for an array or object.
    @inline(__always)
    fileprivate static func scalar(_ tape: JSONTape, _ node: Int) -> JSON? {
        switch tape.tag(node) {
        case .null: return .null
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .int: return .number(JSONNumber(Int64(bitPattern: tape.second(node))))
        case .uint: return .number(JSONNumber(tape.second(node)))
        case .double: return .number(JSONNumber(Double(bitPattern: tape.second(node))))
        case .string: return .string(tape.string(node))
        case .array, .object: return nil
        }
    }
}

/// An array or object being copied out of a document by ``JSON/tree(of:maxDepth:)``.
private struct TreeFrame {
    let isObject: Bool
    /// The node after the container's last member.
    let end: Int
    /// The next element, or the next member's key.
    var next: Int
    /// An object's keys; one ahead of `values` while a nested member value is being built.
    var keys: [String] = []
    /// The elements of an array, or the values of an object.
    var values: [JSON] = []

    @inline(__always)
    init(tape: JSONTape, node: Int) {
        isObject = tape.tag(node) == .object
        end = tape.payload(node)
        next = node &+ 1
        let count = Int(truncatingIfNeeded: tape.second(node))
        if isObject { keys.reserveCapacity(count) }
        values.reserveCapacity(count)
    }

    /// Copies scalar members until a nested array or object, whose node it returns (`nil` at the end).
    @inline(__always)
    mutating func fill(_ tape: JSONTape) -> Int? {
        while next < end {
            var node = next
            if isObject {
                keys.append(tape.string(node))
                node &+= 1
            }
            next = tape.next(after: node)
            guard let scalar = JSON.scalar(tape, node) else { return node }
            values.append(scalar)
        }
        return nil
    }

    /// Adds the finished nested value that ``fill(_:)`` stopped at.
    @inline(__always)
    mutating func add(_ value: JSON) { values.append(value) }

    /// The finished container.
    var value: JSON { isObject ? .object(JSONObject(keys: keys, values: values)) : .array(values) }
}
