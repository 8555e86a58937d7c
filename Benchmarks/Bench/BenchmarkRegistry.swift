/// Every operation `yymodel-bench` can measure, in the order they run.
///
/// Adding an operation is one line here plus its definition in `Operations/`; options, help,
/// validation, running and reporting pick it up from this list.
enum BenchmarkRegistry {
    /// The operations, in run and report order.
    static let operations: [BenchmarkOperation] = [
        .parse,
        .parseTree,
        .write,
        .decode,
        .handwritten,
        .encode,
        .codableDecode,
        .codableEncode,
        .codableEncodeFloor,
        .lines,
        .shapes,
    ]

    /// The names accepted by `--operation`.
    static var operationNames: [String] { operations.map(\.name) }

    /// One line per operation for the help text: `  parse       bytes -> ...`.
    static var helpLines: [String] {
        let width = operations.map(\.name.count).max() ?? 0
        return operations.map { "  " + $0.name + String(repeating: " ", count: width - $0.name.count + 2) + $0.summary }
    }

    /// The operation called `name`, or `nil`.
    static func operation(named name: String) -> BenchmarkOperation? {
        operations.first { $0.name == name }
    }
}
