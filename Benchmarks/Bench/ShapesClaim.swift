import Foundation
import YYModel

/// What the `shapes` rows say about the product claim that the shapes real APIs have (envelopes,
/// hooks, polymorphism, enums, key paths, updates) run at no less than ``minimumRatio`` of the plain
/// model's throughput on the same document.
///
///     let claim = ShapesClaim(report.measurements)   // nil without the `shapes` rows
///     print(claim?.lines ?? [])
struct ShapesClaim {
    /// The least shape / plain-model throughput ratio the claim allows.
    static let minimumRatio = 0.8
    /// The reference row of decoding shapes: the corpus's plain model decoded.
    static let plainRow = "shape-plain"
    /// The reference row of encoding shapes (rows ending in `-encode`): the plain model encoded.
    static let plainEncodeRow = "shape-plain-encode"

    /// One shape on one corpus, against its reference.
    struct Comparison {
        let dataset: String
        /// The shape, without the `shape-` prefix: `hooks-encode`.
        let shape: String
        /// Shape / plain model: the median of the run-by-run ratios.
        let ratio: Double
        var meetsRatio: Bool { ratio >= ShapesClaim.minimumRatio }
    }

    /// Every shape measured, in run order.
    let comparisons: [Comparison]

    /// The ratios of the `shape-*` rows of `measurements` to their corpus's reference, or `nil`
    /// when there are none.
    init?(_ measurements: [BenchmarkMeasurement]) {
        var comparisons: [Comparison] = []
        for shape in measurements where shape.operation.hasPrefix("shape-")
            && shape.operation != Self.plainRow && shape.operation != Self.plainEncodeRow {
            let reference = shape.operation.hasSuffix("-encode") ? Self.plainEncodeRow : Self.plainRow
            guard let plain = measurements.first(where: { $0.dataset == shape.dataset && $0.operation == reference }),
                let ratio = BenchmarkReport.pairedRatio(shape, plain)
            else { continue }
            comparisons.append(Comparison(dataset: shape.dataset, shape: String(shape.operation.dropFirst("shape-".count)), ratio: ratio))
        }
        guard !comparisons.isEmpty else { return nil }
        self.comparisons = comparisons
    }

    /// The claim and its figures in one paragraph, for the text and the Markdown forms of the report.
    var line: String {
        let figures = comparisons.map { comparison in
            "\(comparison.dataset) \(comparison.shape) " + String(format: "%.2fx", comparison.ratio)
                + (comparison.meetsRatio ? "" : " (FAIL)")
        }
        return "shapes: each shape-* row over its corpus's plain model on the same document "
            + "(shape-plain, or shape-plain-encode for an -encode row), median of the per-run ratios, "
            + String(format: "target >= %.2fx: ", Self.minimumRatio) + figures.joined(separator: ", ") + "."
    }

    /// The figures as JSON, the `shapes` member of `yymodel-bench --json`:
    ///
    ///     [{"dataset":"twitter","shape":"envelope","ratio":0.98,"meetsRatio":true}]
    var json: JSON {
        .array(comparisons.map { comparison in
            [
                "dataset": .string(comparison.dataset),
                "shape": .string(comparison.shape),
                "ratio": .number(JSONNumber((comparison.ratio * 1000).rounded() / 1000)),
                "meetsRatio": .bool(comparison.meetsRatio),
            ]
        })
    }
}
