extension Array where Element: Hashable {
    /// The elements without repeats, in first-seen order.
    ///
    ///     print(["a", "b", "a"].uniqued())   // Prints ["a", "b"]
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
