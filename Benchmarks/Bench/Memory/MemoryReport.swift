import Foundation
import YYModel

/// The results of `yymodel-bench --memory`, printed as a table or as JSON.
struct MemoryReport {
    /// Every measurement, in run order.
    let measurements: [MemoryMeasurement]

    /// The results as an aligned text table with a footnote (sizes in kB, 10^3 bytes):
    ///
    ///     corpus  library  input kB  models kB  peak growth kB  budget kB  growth/budget
    ///     canada  yymodel    2251.1     3577.7          9338.9    12581.9      0.74 pass
    var table: String {
        let header = ["corpus", "library", "input kB", "models kB", "peak growth kB", "budget kB", "growth/budget"]
        let body = measurements.map { measurement in
            let verdict = measurement.meetsBudget.map { $0 ? "pass" : "FAIL" } ?? "-"
            return [
                measurement.dataset, measurement.library.rawValue,
                Self.kilobytes(measurement.inputBytes), measurement.modelBytes.map(Self.kilobytes) ?? "-",
                Self.kilobytes(measurement.peakGrowthBytes) + (measurement.peakWasReset ? "" : "*"),
                measurement.budgetBytes.map(Self.kilobytes) ?? "-",
                measurement.budgetRatio.map { String(format: "%.2f", $0) + " " + verdict } ?? "-",
            ]
        }
        var lines = TextTable(header: header, rows: body, textColumns: 2).lines
        lines.append("")
        lines.append("One process per row. peak growth: VmHWM during the decode minus VmRSS before it (corpus already read).")
        lines.append("models: heap bytes the decoded result holds. budget: 4 x input + models; pass when growth/budget <= 1;\n" +
            "'-' below a 1 MiB budget, which RSS (whole pages, heap grown in 128 KiB steps) cannot judge.")
        lines.append("Measured on a second decode: the first one, which pages in code and fills runtime caches, runs before.")
        if measurements.contains(where: { !$0.peakWasReset }) {
            lines.append("*: the kernel did not reset the peak first, so this growth is an upper bound.")
        }
        return lines.joined(separator: "\n")
    }

    /// The results as one JSON object: `{"memory": [<MemoryMeasurement/json>, ...]}`.
    var json: JSON {
        ["memory": .array(measurements.map(\.json))]
    }

    /// `bytes` in kB with one decimal.
    private static func kilobytes(_ bytes: Int) -> String {
        String(format: "%.1f", Double(bytes) / 1000)
    }
}
