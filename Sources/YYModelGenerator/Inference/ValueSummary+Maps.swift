extension ValueSummary {
    /// Turns every object summary (here and below) whose objects are maps into a ``MapSummary``.
    ///
    /// Children are normalized first, so a map's pooled values are normalized too.
    mutating func normalizeMaps() {
        if var array, var element = array.element {
            element.normalizeMaps()
            array.element = element
            self.array = array
        }
        if var map {
            map.values.normalizeMaps()
            self.map = map
        }
        guard var object else { return }
        object.updateValues { $0.normalizeMaps() }
        if MapDetection.isMap(object) {
            var values = ValueSummary()
            for field in object.fields { values.merge(field.value) }
            self.object = nil
            merge(ValueSummary(map: MapSummary(values: values)))
        } else {
            self.object = object
        }
    }

    /// A summary of maps only.
    init(map: MapSummary) {
        self.init()
        self.map = map
    }
}
