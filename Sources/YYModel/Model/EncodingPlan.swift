/// The order and nesting in which a model's properties are written.
///
/// Key paths become nested objects merged with their siblings (`ext.a` and `ext.b` share one `ext`
/// object); several properties on one key form one slot written by the first that has a value. A
/// property whose path collides with another's plain key (`d` and `d.e`) loses to the one declared
/// first — a rule fixed at schema creation instead of YYModel's unspecified order.
@usableFromInline
struct EncodingPlan: Sendable {
    indirect enum Node: Sendable {
        /// A key written by the first of `properties` that is not omitted.
        case property(key: PlanKey, properties: [Int])
        /// A key holding an object of further nodes.
        case object(key: PlanKey, children: [Node])
        /// A flattened property, which writes its model's members with their own keys.
        case flattened(property: Int)

        /// The node's key; `nil` for a flattened property.
        var key: PlanKey? {
            switch self {
            case .property(let key, _), .object(let key, _): return key
            case .flattened: return nil
            }
        }
    }

    /// A key with its JSON form precomputed when it needs no escaping.
    struct PlanKey: Sendable {
        let name: String
        /// `"name"` with quotes, or `nil` when the key needs escaping (then written from `name`).
        let quoted: [UInt8]?

        init(_ name: String) {
            self.name = name
            let plain = name.utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "/") }
            quoted = plain ? [UInt8(ascii: "\"")] + Array(name.utf8) + [UInt8(ascii: "\"")] : nil
        }
    }

    /// Top-level nodes in declaration order.
    let nodes: [Node]
    /// The same, with keys sorted at every level (for `.sortedKeys`); flattened properties last.
    let sortedNodes: [Node]
    /// Whether a property is flattened: then only the whole object, once written, can be sorted.
    @usableFromInline let hasFlattened: Bool
    /// For the common schema — one property per plain key, no key paths — the keys pre-quoted in
    /// one flat buffer, so encoding walks no tree and touches no reference counts.
    @usableFromInline let flat: FlatKeys?
    /// ``flat`` without its reference count: reading it costs no retain, which threads encoding
    /// the same types would contend for. The schema that holds the plan lives for the program.
    @usableFromInline let unretainedFlat: Unmanaged<FlatKeys>?

    init(properties: [JSONPropertySchema]) {
        let root = Builder()
        for (index, property) in properties.enumerated() {
            if property.isFlattened {
                root.insertFlattened(property: index)
            } else {
                root.insert(property: index, path: property.outputKeyPath[...])
            }
        }
        nodes = root.nodes()
        hasFlattened = properties.contains(where: \.isFlattened)
        sortedNodes = EncodingPlan.sorted(nodes)
        flat = FlatKeys(nodes, propertyCount: properties.count)
        unretainedFlat = flat.map(Unmanaged.passUnretained)
    }

    /// Writes a model's members through the plan tree (or the sorted one): `__writeProperty` writes
    /// property `index` and returns `false` when its value is omitted. A key whose properties are
    /// all omitted is taken back, and so is an object none of whose members was written.
    @usableFromInline
    func write(sorted: Bool, to writer: inout JSONWriter, _ __writeProperty: (Int, inout JSONWriter) throws -> Bool) throws {
        try EncodingPlan.write(sorted ? sortedNodes : nodes, to: &writer, __writeProperty)
    }

    /// Writes `nodes`; returns whether anything was written.
    @discardableResult
    private static func write(
        _ nodes: [Node], to writer: inout JSONWriter, _ __writeProperty: (Int, inout JSONWriter) throws -> Bool
    ) throws -> Bool {
        var wroteAny = false
        for node in nodes {
            guard let key = node.key else {
                if case .flattened(let property) = node, try __writeProperty(property, &writer) { wroteAny = true }
                continue
            }
            let mark = writer.mark
            writer.writeKey(key)
            do {
                switch node {
                case .property(_, let properties):
                    var written = false
                    for property in properties where try __writeProperty(property, &writer) {
                        written = true
                        break
                    }
                    if written { wroteAny = true } else { writer.rollBack(to: mark) }
                case .object(_, let children):
                    writer.beginObject()
                    if try write(children, to: &writer, __writeProperty) {
                        writer.endObject()
                        wroteAny = true
                    } else {
                        writer.rollBack(to: mark)
                    }
                case .flattened:
                    break
                }
            } catch let error as JSONWritingError {
                throw error.nested(inKey: key.name)
            }
        }
        return wroteAny
    }

    private static func sorted(_ nodes: [Node]) -> [Node] {
        nodes.map { node in
            if case .object(let key, let children) = node { return .object(key: key, children: sorted(children)) }
            return node
        }.sorted { first, second in
            guard let firstKey = first.key else { return false }
            guard let secondKey = second.key else { return true }
            return firstKey.name.utf8.lexicographicallyPrecedes(secondKey.name.utf8)
        }
    }

    /// Collects the tree while properties are inserted in declaration order.
    private final class Builder {
        /// Keys, and flattened properties (which have none), in declaration order.
        var order: [Entry] = []
        var leaves: [String: [Int]] = [:]
        var objects: [String: Builder] = [:]

        enum Entry {
            case key(String)
            case flattened(Int)
        }

        func insertFlattened(property: Int) {
            order.append(.flattened(property))
        }

        func insert(property: Int, path: ArraySlice<String>) {
            guard let key = path.first else { return }
            if path.count == 1 {
                guard objects[key] == nil else { return }  // an earlier key path owns this key
                if leaves[key] == nil { order.append(.key(key)) }
                leaves[key, default: []].append(property)
            } else {
                guard leaves[key] == nil else { return }   // an earlier plain key owns this key
                let child = objects[key] ?? { order.append(.key(key)); let new = Builder(); objects[key] = new; return new }()
                child.insert(property: property, path: path.dropFirst())
            }
        }

        func nodes() -> [Node] {
            order.map { entry in
                switch entry {
                case .flattened(let property):
                    return .flattened(property: property)
                case .key(let key):
                    if let properties = leaves[key] { return .property(key: PlanKey(key), properties: properties) }
                    return .object(key: PlanKey(key), children: objects[key]!.nodes())
                }
            }
        }
    }
}

extension JSONWriter {
    /// Writes `key` from its precomputed form when it has one.
    mutating func writeKey(_ key: EncodingPlan.PlanKey) {
        if let quoted = key.quoted {
            quoted.withUnsafeBufferPointer { writeKey(unsafeQuoted: $0) }
        } else {
            writeKey(key.name)
        }
    }
}

/// The members of a flat schema, property `i` writing member `i`, each stored as `,"key":` and
/// followed by zeroed padding so that the writer can copy them sixteen bytes at a time.
///
/// Compact output copies the whole prefix (without its comma before the first member), so a member
/// costs one copy and no separator logic; pretty output takes the quoted key in the middle.
@usableFromInline
final class FlatKeys: @unchecked Sendable {
    @usableFromInline let count: Int
    @usableFromInline let bytes: UnsafeMutablePointer<UInt8>
    /// Member `i` is `bytes[starts[i] ..< starts[i + 1]]`: comma, quoted key, colon.
    @usableFromInline let starts: UnsafeMutablePointer<Int>

    /// `nil` unless every node is a single property on a plain key, in property order.
    init?(_ nodes: [EncodingPlan.Node], propertyCount: Int) {
        var prefixes: [[UInt8]] = []
        for (index, node) in nodes.enumerated() {
            guard case .property(let key, let properties) = node, properties == [index], let quoted = key.quoted else { return nil }
            prefixes.append([UInt8(ascii: ",")] + quoted + [UInt8(ascii: ":")])
        }
        guard prefixes.count == propertyCount else { return nil }
        count = prefixes.count
        let total = prefixes.reduce(0) { $0 + $1.count }
        // Zeroed padding: members are copied sixteen bytes, then a word, at a time, and may be read
        // up to 15 bytes past their end.
        bytes = .allocate(capacity: total + FlatKeys.padding)
        (bytes + total).initialize(repeating: 0, count: FlatKeys.padding)
        starts = .allocate(capacity: count + 1)
        var offset = 0
        for (index, prefix) in prefixes.enumerated() {
            starts[index] = offset
            (bytes + offset).initialize(from: prefix, count: prefix.count)
            offset += prefix.count
        }
        starts[count] = offset
    }

    deinit {
        bytes.deallocate()
        starts.deallocate()
    }

    static let padding = 16

    /// The `,"key":` member prefix of property `index`.
    @inlinable
    func memberPrefix(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: bytes + starts[index], count: starts[index &+ 1] &- starts[index])
    }

    /// The key of property `index` as text, for error paths (keys with a precomputed form need no
    /// escapes, so the bytes between the quotes are the key).
    @usableFromInline
    func name(_ index: Int) -> String {
        let quoted = key(index)
        return String(decoding: UnsafeBufferPointer(rebasing: quoted.dropFirst().dropLast()), as: UTF8.self)
    }

    /// The quoted key of property `index` (its member prefix without comma and colon).
    @inlinable
    func key(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: bytes + (starts[index] &+ 1), count: starts[index &+ 1] &- starts[index] &- 2)
    }
}
