/// Everything the samples showed at one place in the documents: which kinds of value occurred
/// there and, for each kind, what those values were like.
///
/// A place is a key of an object, the elements of an array or the values of a map, so one summary
/// stands for many values: every `user` of every element of `statuses`, for example. Summaries
/// merge, so the shape of a place can be learned from any number of samples:
///
///     var order = SamplingOrder(talliesStrings: false)
///     var summary = ValueSummary(sampling: 1, order: &order)
///     summary.add(2.5, order: &order)
///     summary.add(nil, order: &order)
///     // summary.number?.type == .double, summary.sawNull == true
///
/// Objects start as ``ObjectSummary`` (one field per key); ``normalizeMaps()`` turns the ones
/// whose keys are ids into ``MapSummary``.
struct ValueSummary: Hashable {
    /// A `null` occurred here.
    var sawNull = false
    /// `true` or `false` occurred here.
    var sawBool = false
    /// The numbers, if any occurred.
    var number: NumberSummary?
    /// The strings, if any occurred.
    var string: StringSummary?
    /// The arrays, if any occurred.
    var array: ArraySummary?
    /// The objects read as models, if any occurred.
    var object: ObjectSummary?
    /// The objects read as maps (`[String: T]`), if any occurred.
    var map: MapSummary?

    /// A summary of nothing: no value seen yet.
    init() {}

    /// The number of kinds of non-null value seen: 1 for a well-typed place, more when it must be `JSON`.
    var kindCount: Int {
        [sawBool, number != nil, string != nil, array != nil, object != nil, map != nil].count { $0 }
    }

    /// Adds everything `other` saw.
    mutating func merge(_ other: ValueSummary) {
        sawNull = sawNull || other.sawNull
        sawBool = sawBool || other.sawBool
        number = Self.merged(number, other.number) { $0.merge($1) }
        string = Self.merged(string, other.string) { $0.merge($1) }
        array = Self.merged(array, other.array) { $0.merge($1) }
        // An object merged with a map becomes a map of everything: maps win, as their keys are data.
        var object = Self.merged(object, other.object) { $0.merge($1) }
        var map = Self.merged(map, other.map) { $0.merge($1) }
        if var existing = map, let absorbed = object {
            existing.absorb(absorbed)
            map = existing
            object = nil
        }
        self.object = object
        self.map = map
    }

    /// The merge of two optional parts: either one alone, or both combined by `combine`.
    private static func merged<Part>(_ lhs: Part?, _ rhs: Part?, _ combine: (inout Part, Part) -> Void) -> Part? {
        guard var result = lhs else { return rhs }
        if let rhs { combine(&result, rhs) }
        return result
    }
}
