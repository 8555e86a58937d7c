import YYModel

/// The summary of the top-level objects of all samples.
struct SampleCollection {
    /// The top-level objects (and the objects of top-level arrays), summarized together.
    var root: ValueSummary
    /// Whether any sample was a top-level array (so the root model is an element type).
    var hasTopLevelArray: Bool

    /// Summarizes `samples`, tallying their strings when `talliesStrings` (for enum inference).
    ///
    /// - Throws: ``GeneratorError`` when a sample's top level is neither an object nor an array of
    ///   objects, or when there are no objects at all.
    init(_ samples: [GeneratorSample], talliesStrings: Bool) throws(GeneratorError) {
        var root = ValueSummary()
        var order = SamplingOrder(talliesStrings: talliesStrings)
        var hasTopLevelArray = false
        for sample in samples {
            switch sample.value {
            case .object:
                root.add(sample.value, order: &order)
            case .array(let elements):
                hasTopLevelArray = true
                for (index, element) in elements.enumerated() {
                    guard case .object = element else {
                        throw GeneratorError("\(sample.name): element \(index) of the top-level array is not an object; only objects become models.")
                    }
                    root.add(element, order: &order)
                }
            default:
                throw GeneratorError("\(sample.name): the top level is not an object or an array of objects; only objects become models.")
            }
        }
        guard root.object != nil else {
            throw GeneratorError("The samples contain no object to make a model of.")
        }
        // The top level is always a model, even when its keys look like ids: maps start below it.
        root.object?.updateValues { $0.normalizeMaps() }
        self.root = root
        self.hasTopLevelArray = hasTopLevelArray
    }
}
