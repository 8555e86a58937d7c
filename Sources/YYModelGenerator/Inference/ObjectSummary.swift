import YYModel

/// The objects at one place, read as a model: each key, whether some object lacked it, and what
/// its values were like.
///
///     // {"id": 1, "name": "a"} and {"id": 2}
///     // "id": always present (Int); "name": sometimes missing (String) -> optional
///
/// Like every summary it only records *what* was seen, never how often, so merging a summary
/// with itself changes nothing (see ``TypeUnifier``).
struct ObjectSummary: Hashable {
    /// One key of the objects.
    struct Field: Hashable {
        /// The key, exactly as in the documents.
        let key: String
        /// Some object here lacked the key: its property must be optional.
        var isSometimesMissing: Bool
        /// Its values.
        var value: ValueSummary
    }

    /// Whether any object was seen (an unseen key of a later object was missing in the earlier ones).
    private(set) var hasObjects = false
    /// The keys in the order they first appeared.
    private(set) var fields: [Field] = []
    /// The position of each key in ``fields``.
    private var positions: [String: Int] = [:]

    /// A summary of no objects yet.
    init() {}

    /// The keys, in order.
    var keys: [String] { fields.map(\.key) }

    /// Adds one object.
    ///
    /// A key repeated inside the object counts as one key; the values of both are summarized.
    mutating func addObject(_ members: JSONObject, order: inout SamplingOrder) {
        if hasObjects {
            let present = Set(members.keys)
            for index in fields.indices where !present.contains(fields[index].key) {
                fields[index].isSometimesMissing = true
            }
        }
        for (key, value) in members {
            let index = position(of: key, isNewMissing: hasObjects)
            fields[index].value.add(value, order: &order)
        }
        hasObjects = true
    }

    /// Adds the objects `other` saw: keys only one side had are sometimes missing, new keys go
    /// after the known ones.
    mutating func merge(_ other: ObjectSummary) {
        guard other.hasObjects else { return }
        guard hasObjects else {
            self = other
            return
        }
        for index in fields.indices where other.positions[fields[index].key] == nil {
            fields[index].isSometimesMissing = true
        }
        for field in other.fields {
            let index = position(of: field.key, isNewMissing: true)
            fields[index].isSometimesMissing = fields[index].isSometimesMissing || field.isSometimesMissing
            fields[index].value.merge(field.value)
        }
    }

    /// Changes the value summary of every field (used to normalize nested maps).
    mutating func updateValues(_ body: (inout ValueSummary) -> Void) {
        for index in fields.indices { body(&fields[index].value) }
    }

    /// Changes the value summary of the field named `key`, if there is one.
    mutating func updateValue(forKey key: String, _ body: (inout ValueSummary) -> Void) {
        guard let index = positions[key] else { return }
        body(&fields[index].value)
    }

    /// The index of `key` in ``fields``; an unseen key is appended, sometimes missing when
    /// `isNewMissing` (objects without it were seen before).
    private mutating func position(of key: String, isNewMissing: Bool) -> Int {
        if let index = positions[key] { return index }
        fields.append(Field(key: key, isSometimesMissing: isNewMissing, value: ValueSummary()))
        positions[key] = fields.count - 1
        return fields.count - 1
    }
}
