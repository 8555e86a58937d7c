import Foundation
import Testing
import YYModel
import YYModelGenerator

/// The golden files in `Tests/YYModelGeneratedModelTests/Golden/` are the generator's current output.
///
/// That target compiles them and decodes the samples with them; this test keeps them in step
/// with the generator. After a deliberate change, run `Scripts/refresh-golden.sh` and review the diff.
@Suite("Generator: golden files")
struct GeneratorGoldenFileTests {
    /// One golden file and how it is generated (the same commands as `Scripts/refresh-golden.sh`).
    struct Case: Sendable, CustomTestStringConvertible {
        let file: String
        let samples: [String]
        let options: GeneratorOptions

        var testDescription: String { file }
    }

    static let cases = [
        Case(file: "GithubUser.swift", samples: ["Fixtures/github_user.json"], options: GeneratorOptions(namespace: "GithubUser")),
        Case(file: "Weibo.swift", samples: ["Fixtures/weibo.json"], options: GeneratorOptions(namespace: "Weibo")),
        Case(file: "Twitter.swift", samples: ["Fixtures/twitter.json"], options: GeneratorOptions(namespace: "Twitter")),
        Case(file: "CitmCatalog.swift", samples: ["Fixtures/citm_catalog.json"], options: GeneratorOptions(namespace: "CitmCatalog")),
        Case(file: "Canada.swift", samples: ["Fixtures/canada.json"], options: GeneratorOptions(namespace: "Canada")),
        Case(
            file: "EdgeCases.swift",
            samples: ["Tests/GeneratorSamples/edge_cases_1.json", "Tests/GeneratorSamples/edge_cases_2.json"],
            options: GeneratorOptions(declarationKind: .finalClass, namespace: "EdgeCases")
        ),
    ]

    @Test("the golden file is the generator's output", arguments: cases)
    func goldenFileIsCurrent(_ golden: Case) throws {
        let root = try packageRoot()
        let samples = try golden.samples.map { path in
            GeneratorSample(name: path, value: try JSON(parsing: Data(contentsOf: root.appendingPathComponent(path))))
        }
        let generated = try ModelGenerator(options: golden.options).source(for: samples)
        let url = root.appendingPathComponent("Tests/YYModelGeneratedModelTests/Golden").appendingPathComponent(golden.file)
        let stored = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        if generated != stored {
            Issue.record("""
                Golden/\(golden.file) differs from the generator's output \(Self.firstDifference(stored, generated)). \
                If the change is intended, run: Scripts/refresh-golden.sh
                """)
        }
    }

    /// `at line N: "stored" vs "generated"`.
    private static func firstDifference(_ stored: String, _ generated: String) -> String {
        let old = stored.split(separator: "\n", omittingEmptySubsequences: false)
        let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let oldLine = index < old.count ? String(old[index]) : "<end of file>"
            let newLine = index < new.count ? String(new[index]) : "<end of file>"
            if oldLine != newLine { return "at line \(index + 1): stored \"\(oldLine)\", generated \"\(newLine)\"" }
        }
        return ""
    }
}
