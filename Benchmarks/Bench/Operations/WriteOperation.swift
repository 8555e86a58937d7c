import Foundation
import YYModel

extension BenchmarkOperation {
    /// `write`: a parsed ``JSON`` value to compact bytes with `jsonData()`, against
    /// `JSONSerialization.data(withJSONObject:)` on Foundation's own parse of the same corpus.
    ///
    /// Before anything is timed, our output is parsed back and must equal the value written.
    static let write = BenchmarkOperation(
        name: "write",
        summary: "JSON tree -> bytes, jsonData() vs data(withJSONObject:)"
    ) { context in
        let value = try JSON(parsing: context.data)
        let object = try JSONSerialization.jsonObject(with: context.data)
        guard try JSON(parsing: value.jsonData()) == value else {
            throw BenchmarkError.roundTripMismatch(
                dataset: context.corpus.name.rawValue,
                detail: "jsonData() output does not parse back to the value that was written"
            )
        }
        return [
            context.measure(.yymodel) { try value.jsonData().count },
            context.measure(.foundation) { try FoundationJSON.write(object) },
        ]
    }
}
