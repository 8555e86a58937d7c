/// The distinct strings seen at one place, each with the first two places in the samples where it
/// occurred: what ``EnumInference`` needs to tell a closed set of codes from free text.
///
/// An occurrence is the string's position in reading order (``SamplingOrder``), not a count, so
/// merging a tally with itself changes nothing, as every summary must allow (``TypeUnifier``
/// merges the same objects more than once), while merging tallies of different places adds up
/// their occurrences.
struct StringValueTally: Hashable {
    /// One distinct string and the positions of its first occurrences (at most two, ascending).
    struct Value: Hashable {
        let text: String
        fileprivate(set) var firstOccurrences: [Int]

        /// How many times it occurred, counting to 2 at most.
        var occurrenceCount: Int { firstOccurrences.count }
    }

    /// More distinct strings than this are not kept: the place holds text, not codes.
    static let capacity = EnumInference.maximumCases

    /// The distinct strings in the order they first occurred; empty once there were too many.
    private(set) var values: [Value] = []
    /// More than ``capacity`` distinct strings occurred.
    private(set) var isOverflowing = false

    /// A tally of nothing yet.
    init() {}

    /// Adds the string `text`, read at position `occurrence`.
    mutating func add(_ text: String, occurrence: Int) {
        guard !isOverflowing else { return }
        if let index = values.firstIndex(where: { $0.text == text }) {
            values[index].firstOccurrences = Self.firstTwo(of: values[index].firstOccurrences, [occurrence])
        } else {
            values.append(Value(text: text, firstOccurrences: [occurrence]))
            values.sort { $0.firstOccurrences[0] < $1.firstOccurrences[0] }
            overflowIfNeeded()
        }
    }

    /// Adds what `other` saw; occurrences both saw count once.
    mutating func merge(_ other: StringValueTally) {
        guard !isOverflowing else { return }
        guard !other.isOverflowing else {
            self = other
            return
        }
        for value in other.values {
            if let index = values.firstIndex(where: { $0.text == value.text }) {
                values[index].firstOccurrences = Self.firstTwo(of: values[index].firstOccurrences, value.firstOccurrences)
            } else {
                values.append(value)
            }
        }
        values.sort { $0.firstOccurrences[0] < $1.firstOccurrences[0] }
        overflowIfNeeded()
    }

    private mutating func overflowIfNeeded() {
        if values.count > Self.capacity {
            values = []
            isOverflowing = true
        }
    }

    /// The two smallest distinct positions of `first` and `second` together (each holds at most
    /// two, so this stays small and allocates little: it runs for every repeated string).
    private static func firstTwo(of first: [Int], _ second: [Int]) -> [Int] {
        var union = first
        for occurrence in second where !union.contains(occurrence) { union.append(occurrence) }
        union.sort()
        return Array(union.prefix(2))
    }
}
