/// Objects read as dictionaries, `[String: T]`: their keys are data (ids, numbers), so only the
/// values are summarized, all together.
struct MapSummary: Hashable {
    private var storage: Indirect<ValueSummary>

    /// A map whose values are summarized by `values` (an empty summary when every map was empty).
    init(values: ValueSummary) {
        storage = Indirect(values)
    }

    /// The summary of every value of every map here.
    var values: ValueSummary {
        get { storage.value }
        _modify { yield &storage.value }
    }

    /// Adds the values `other` saw.
    mutating func merge(_ other: MapSummary) {
        values.merge(other.values)
    }

    /// Adds the field values of objects that turn out to belong here.
    mutating func absorb(_ object: ObjectSummary) {
        for field in object.fields { values.merge(field.value) }
    }
}
