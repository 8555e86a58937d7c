import YYModel

extension ValueSummary {
    /// The summary of one sample value.
    init(sampling value: JSON) {
        self.init()
        add(value)
    }

    /// Adds one more value seen at this place.
    ///
    /// An object's keys are recorded in the order they first appear; a key repeated inside one
    /// object counts once (the values of both are summarized).
    mutating func add(_ value: JSON) {
        switch value {
        case .null:
            sawNull = true
        case .bool:
            sawBool = true
        case .number(let number):
            let summary = NumberSummary(number)
            if self.number == nil { self.number = summary } else { self.number?.merge(summary) }
        case .string(let text):
            // Checking a string is the costly part of sampling: skip it once both answers are no.
            if let known = string, !known.allDates, !known.allURLs { return }
            let summary = StringSummary(text)
            if string == nil { string = summary } else { string?.merge(summary) }
        case .array(let elements):
            if array == nil { array = ArraySummary() }
            for element in elements { array?.addElement(element) }
        case .object(let members):
            if object == nil { object = ObjectSummary() }
            object?.addObject(members)
        }
    }
}
