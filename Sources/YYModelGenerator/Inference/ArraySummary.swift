import YYModel

/// The arrays at one place: one summary for all their elements together.
///
/// Elements of every array seen here are pooled, so `[{"a": 1}, {"b": "x"}]` gives one element
/// summary with both keys (each missing from one object), from which one model is made.
struct ArraySummary: Hashable {
    private var storage: Indirect<ValueSummary>?

    /// A summary of arrays that have had no elements yet.
    init() {}

    /// The summary of every element seen, or `nil` when every array here was empty.
    var element: ValueSummary? {
        get { storage?.value }
        set { storage = newValue.map(Indirect.init) }
    }

    /// Adds one element of one of the arrays.
    mutating func addElement(_ value: JSON, order: inout SamplingOrder) {
        if storage == nil { storage = Indirect(ValueSummary()) }
        storage?.value.add(value, order: &order)
    }

    /// Adds the elements `other` saw.
    mutating func merge(_ other: ArraySummary) {
        guard let otherElement = other.element else { return }
        if storage == nil {
            storage = Indirect(otherElement)
        } else {
            storage?.value.merge(otherElement)
        }
    }
}
