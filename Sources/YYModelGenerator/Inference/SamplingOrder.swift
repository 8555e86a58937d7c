/// Numbers the strings in the order the samples are read, when string values are tallied for
/// enum inference (``StringValueTally``).
///
/// The number identifies one occurrence, so the tallies of two places that saw the same string
/// in different places add up, while a tally merged with itself does not double.
struct SamplingOrder {
    /// Whether string values are tallied at all (only `--infer-enums` needs them).
    let talliesStrings: Bool
    private var nextPosition = 0

    init(talliesStrings: Bool) {
        self.talliesStrings = talliesStrings
    }

    /// The position of the string being read, or `nil` when strings are not tallied.
    mutating func nextString() -> Int? {
        guard talliesStrings else { return nil }
        defer { nextPosition += 1 }
        return nextPosition
    }
}
