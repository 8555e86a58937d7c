import YYModel

extension ValueSummary {
    /// The summary of one sample value.
    init(sampling value: JSON, order: inout SamplingOrder) {
        self.init()
        add(value, order: &order)
    }

    /// Adds one more value seen at this place; `order` numbers its strings.
    ///
    /// An object's keys are recorded in the order they first appear; a key repeated inside one
    /// object counts once (the values of both are summarized).
    mutating func add(_ value: JSON, order: inout SamplingOrder) {
        switch value {
        case .null:
            sawNull = true
        case .bool:
            sawBool = true
        case .number(let number):
            let summary = NumberSummary(number)
            if self.number == nil { self.number = summary } else { self.number?.merge(summary) }
        case .string(let text):
            let occurrence = order.nextString()
            if string == nil { string = StringSummary(text, occurrence: occurrence) } else { string?.add(text, occurrence: occurrence) }
        case .array(let elements):
            if array == nil { array = ArraySummary() }
            for element in elements { array?.addElement(element, order: &order) }
        case .object(let members):
            if object == nil { object = ObjectSummary() }
            object?.addObject(members, order: &order)
        }
    }
}
