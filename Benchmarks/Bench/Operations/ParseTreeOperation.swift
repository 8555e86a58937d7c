import YYModel

extension BenchmarkOperation {
    /// `parse-tree`: UTF-8 bytes to a ``JSON`` value tree, against `JSONSerialization.jsonObject(with:)`.
    static let parseTree = BenchmarkOperation(
        name: "parse-tree",
        summary: "bytes -> JSON tree, JSON(parsing:) vs jsonObject(with:)"
    ) { context in
        let data = context.data
        return [
            context.measure(.yymodel) { try JSON(parsing: data).topLevelCount },
            context.measure(.foundation) { try FoundationJSON.parse(data) },
        ]
    }
}

extension JSON {
    /// The element or member count of an array or object, 1 for a scalar: a cheap result summary.
    var topLevelCount: Int {
        switch self {
        case .array(let elements): return elements.count
        case .object(let members): return members.count
        default: return 1
        }
    }
}
