import YYModel

extension BenchmarkOperation {
    /// `parse`: UTF-8 bytes to a ``JSONDocument`` (our tape), against `JSONSerialization.jsonObject(with:)`.
    static let parse = BenchmarkOperation(
        name: "parse",
        summary: "bytes -> JSONDocument (tape) vs jsonObject(with:)"
    ) { context in
        let data = context.data
        return [
            context.measure(.yymodel) { try JSONDocument(parsing: data).withRoot { $0.count } },
            context.measure(.foundation) { try FoundationJSON.parse(data) },
        ]
    }
}
