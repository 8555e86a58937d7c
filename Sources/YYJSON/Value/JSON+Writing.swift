import Foundation

extension JSON {
    /// The value as UTF-8 JSON text.
    ///
    /// - Parameter options: Formatting; the default is compact.
    /// - Throws: ``JSONWritingError`` if a number is NaN or infinite.
    public func jsonData(options: JSONWritingOptions = .compact) throws -> Data {
        var writer = JSONWriter(options: options)
        try write(to: &writer)
        return writer.data()
    }

    /// The value as JSON text. See ``jsonData(options:)``.
    public func jsonString(options: JSONWritingOptions = .compact) throws -> String {
        var writer = JSONWriter(options: options)
        try write(to: &writer)
        return writer.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes the value (and everything in it) to `writer`.
    ///
    /// Any depth is fine: past a fixed number of levels the walk continues on a heap stack.
    public func write(to writer: inout JSONWriter) throws(JSONWritingError) {
        try write(to: &writer, levels: JSON.recursionLevels)
    }

    private func write(to writer: inout JSONWriter, levels: Int) throws(JSONWritingError) {
        switch self {
        case .array(let elements):
            guard levels > 0 else { return try writeWithoutRecursion(to: &writer) }
            writer.beginArray()
            var index = 0
            do {
                for element in elements {
                    try element.write(to: &writer, levels: levels &- 1)
                    index &+= 1
                }
            } catch {
                throw error.nested(atIndex: index)
            }
            writer.endArray()
        case .object(let members):
            guard levels > 0 else { return try writeWithoutRecursion(to: &writer) }
            writer.beginObject()
            try members.withMemberArrays { (keys, values) throws(JSONWritingError) in
                try JSON.writeMembers(keys: keys, values: values, to: &writer, levels: levels &- 1)
            }
            writer.endObject()
        default:
            _ = try writeScalar(to: &writer)
        }
    }

    /// ``write(to:)`` for values nested below ``recursionLevels``: walks with an explicit stack on
    /// the heap.
    private func writeWithoutRecursion(to writer: inout JSONWriter) throws(JSONWritingError) {
        let sortsKeys = writer.options.formatting.contains(.sortedKeys)
        guard var frame = WriteFrame(self, writer: &writer, sortsKeys: sortsKeys) else {
            _ = try writeScalar(to: &writer)
            return
        }
        // The innermost open container that holds a nested one; the ones around it wait in `outer`.
        // A container of scalars (the most common kind) is written without a push.
        var outer: [WriteFrame] = []
        var pendingChild: WriteFrame?
        // The container being filled inside `frame`, while it is.
        var filling: WriteFrame?
        do {
            while true {
                var child: WriteFrame
                if let pending = pendingChild {
                    child = pending
                    pendingChild = nil
                } else if let next = try frame.fill(&writer) {
                    child = WriteFrame(next, writer: &writer, sortsKeys: sortsKeys).unsafelyUnwrapped
                } else {
                    frame.close(&writer)
                    guard let parent = outer.popLast() else { return }
                    frame = parent
                    continue
                }
                // Filled in place in `filling`, so that an error sees how far it got.
                filling = child
                let grandchild = try filling!.fill(&writer)
                child = filling.unsafelyUnwrapped
                filling = nil
                if let grandchild {
                    outer.append(frame)
                    frame = child
                    pendingChild = WriteFrame(grandchild, writer: &writer, sortsKeys: sortsKeys).unsafelyUnwrapped
                } else {
                    child.close(&writer)
                }
            }
        } catch {
            // The member each open container is writing is one step of the failing value's path.
            let open = outer + [frame] + (filling.map { [$0] } ?? [])
            throw open.reversed().reduce(error) { error, container in container.nestingCurrentMember(error) }
        }
    }

    /// Writes a scalar and returns `true`; returns `false` for an array or object.
    @inline(__always)
    fileprivate func writeScalar(to writer: inout JSONWriter) throws(JSONWritingError) -> Bool {
        switch self {
        case .null: writer.writeNull()
        case .bool(let value): writer.write(value)
        case .number(let number):
            switch number.storage {
            case .int(let value): writer.write(value)
            case .uint(let value): writer.write(value)
            case .double(let value): try writer.write(value)
            }
        case .string(let value): writer.write(value)
        case .array, .object: return false
        }
        return true
    }

    /// Writes the members of an object into the object `writer` has open, in key order when the
    /// writer sorts keys; writes nothing for other values.
    package func writeMembers(to writer: inout JSONWriter) throws(JSONWritingError) {
        guard case .object(let members) = self else { return }
        try members.withMemberArrays { (keys, values) throws(JSONWritingError) in
            try JSON.writeMembers(keys: keys, values: values, to: &writer, levels: JSON.recursionLevels)
        }
    }

    /// Writes `keys` and `values` as the members of the object `writer` has open, in key order
    /// when the writer sorts keys, each value with `levels` levels of recursion left.
    @inline(__always)
    private static func writeMembers(keys: [String], values: [JSON], to writer: inout JSONWriter, levels: Int) throws(JSONWritingError) {
        // The member being written, for the path of an error.
        var current = 0
        do throws(JSONWritingError) {
            if writer.options.formatting.contains(.sortedKeys) {
                for index in WriteFrame.sortedOrder(of: keys) {
                    current = index
                    writer.writeKey(keys[index])
                    try values[index].write(to: &writer, levels: levels)
                }
            } else {
                for index in keys.indices {
                    current = index
                    writer.writeKey(keys[index])
                    try values[index].write(to: &writer, levels: levels)
                }
            }
        } catch {
            throw error.nested(inKey: keys[current])
        }
    }
}

/// An array or object whose members ``JSON/write(to:)`` is writing.
private struct WriteFrame {
    /// The elements of an array, or the values of an object.
    let values: [JSON]
    /// The keys of an object; `nil` for an array.
    let keys: [String]?
    /// The order to write an object's members in (`.sortedKeys`); `nil` for their own order.
    let order: [Int]?
    /// How many members have been written (or started, for a nested container).
    var written = 0

    /// Opens `value` (writes `[` or `{`) when it is an array or object; `nil` for a scalar.
    @inline(__always)
    init?(_ value: JSON, writer: inout JSONWriter, sortsKeys: Bool) {
        switch value {
        case .array(let elements):
            writer.beginArray()
            values = elements
            keys = nil
            order = nil
        case .object(let members):
            writer.beginObject()
            let (keys, memberValues) = members.memberArrays
            values = memberValues
            self.keys = keys
            order = sortsKeys ? WriteFrame.sortedOrder(of: keys) : nil
        default:
            return nil
        }
    }

    /// Writes members (keys included) until one whose value is an array or object, which it returns
    /// for the caller to write; `nil` when every member is written.
    @inline(__always)
    mutating func fill(_ writer: inout JSONWriter) throws(JSONWritingError) -> JSON? {
        while written < values.count {
            let index = order?[written] ?? written
            written &+= 1
            if let keys { writer.writeKey(keys[index]) }
            let value = values[index]
            guard try value.writeScalar(to: &writer) else { return value }
        }
        return nil
    }

    /// `error` as seen from this container: prefixed with the key or index of the member being written.
    func nestingCurrentMember(_ error: JSONWritingError) -> JSONWritingError {
        let index = order?[written &- 1] ?? written &- 1
        return keys.map { error.nested(inKey: $0[index]) } ?? error.nested(atIndex: index)
    }

    /// The indices of `keys` in the byte order of the keys (`.sortedKeys`); the sort is stable, so
    /// duplicate keys keep their order.
    static func sortedOrder(of keys: [String]) -> [Int] {
        keys.indices.sorted { keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) }
    }

    /// Writes `]` or `}`.
    @inline(__always)
    func close(_ writer: inout JSONWriter) {
        if keys == nil { writer.endArray() } else { writer.endObject() }
    }
}
