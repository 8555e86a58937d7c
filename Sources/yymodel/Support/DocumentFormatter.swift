import YYModel

/// Writes a parsed document back as JSON text in a writer's layout, every number exactly as the
/// input spelled it.
///
/// A formatter may change layout only. Writing a ``JSON`` value instead would print each number
/// from its converted value: `12345678901234567890123` would come back as `1.2345678901234568e+22`
/// and `1.0e2` as `100.0`. The document keeps each number's original text, so that text is copied.
///
///     let document = try JSONDocument(parsing: Array(#"{"b": 1.0e2, "a": -0.0}"#.utf8))
///     var writer = JSONWriter(options: .sortedKeys)
///     document.withRoot { DocumentFormatter.write($0, to: &writer) }
///     // writer holds {"a":-0.0,"b":1.0e2}
enum DocumentFormatter {
    /// Writes `element` and everything inside it to `writer`.
    ///
    /// Object members keep their order, duplicates included, unless the writer's options contain
    /// `.sortedKeys`: then every object's members are sorted by the UTF-8 bytes of their keys,
    /// members with equal keys staying in their input order. Strings are written again with the
    /// writer's escaping, so only the spelling of their escapes may change.
    static func write(_ element: JSONElement, to writer: inout JSONWriter) {
        write(element, to: &writer, sortsKeys: writer.options.formatting.contains(.sortedKeys))
    }

    // Recursion is bounded: the parser refuses documents nested deeper than the depth limit of
    // `JSONDocument(parsing:)` (512 by default), far below what the stack holds.
    private static func write(_ element: JSONElement, to writer: inout JSONWriter, sortsKeys: Bool) {
        switch element.kind {
        case .null:
            writer.writeNull()
        case .bool:
            writer.write(element.bool == true)
        case .number:
            if var text = element.numberText {
                text.withUTF8 { writer.writeRawValue(unsafeBytes: $0) }
            }
        case .string:
            writer.write(element.string ?? "")
        case .array:
            writer.beginArray()
            for child in element.elements {
                write(child, to: &writer, sortsKeys: sortsKeys)
            }
            writer.endArray()
        case .object:
            writer.beginObject()
            if sortsKeys {
                let members = Array(element.members)
                for index in sortedOrder(of: members) {
                    writer.writeKey(String(decoding: members[index].key, as: UTF8.self))
                    write(members[index].value, to: &writer, sortsKeys: sortsKeys)
                }
            } else {
                for (key, value) in element.members {
                    writer.writeKey(String(decoding: key, as: UTF8.self))
                    write(value, to: &writer, sortsKeys: sortsKeys)
                }
            }
            writer.endObject()
        }
    }

    /// The indices of `members` in the byte order of their keys. Ties are broken by position, so
    /// duplicate keys keep their input order whatever the sort algorithm does with equal elements.
    private static func sortedOrder(of members: [(key: UnsafeBufferPointer<UInt8>, value: JSONElement)]) -> [Int] {
        members.indices.sorted { left, right in
            let leftKey = members[left].key
            let rightKey = members[right].key
            if leftKey.elementsEqual(rightKey) { return left < right }
            return leftKey.lexicographicallyPrecedes(rightKey)
        }
    }
}
