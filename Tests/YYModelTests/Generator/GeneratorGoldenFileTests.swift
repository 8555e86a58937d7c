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
    /// One golden output and how it is generated (the same commands as `Scripts/refresh-golden.sh`).
    struct Case: Sendable, CustomTestStringConvertible {
        /// Where the output goes, as the command's output options say.
        enum Output: Sendable {
            /// `--output Golden/<name>`: one file.
            case file(String)
            /// `--output-directory Golden/<name>`: one file per type, and nothing else there.
            case directory(String)
        }

        let output: Output
        let samples: [String]
        let options: GeneratorOptions

        var testDescription: String {
            switch output {
            case .file(let name): name
            case .directory(let name): name + "/"
            }
        }
    }

    static let shopSamples = ["Tests/GeneratorSamples/shop_orders_1.json", "Tests/GeneratorSamples/shop_orders_2.json"]

    static let cases = [
        Case(output: .file("GithubUser.swift"), samples: ["Fixtures/github_user.json"], options: GeneratorOptions(namespace: "GithubUser")),
        Case(output: .file("Weibo.swift"), samples: ["Fixtures/weibo.json"], options: GeneratorOptions(namespace: "Weibo")),
        Case(output: .file("Twitter.swift"), samples: ["Fixtures/twitter.json"], options: GeneratorOptions(namespace: "Twitter")),
        Case(output: .file("CitmCatalog.swift"), samples: ["Fixtures/citm_catalog.json"], options: GeneratorOptions(namespace: "CitmCatalog")),
        Case(output: .file("Canada.swift"), samples: ["Fixtures/canada.json"], options: GeneratorOptions(namespace: "Canada")),
        Case(
            output: .file("EdgeCases.swift"),
            samples: ["Tests/GeneratorSamples/edge_cases_1.json", "Tests/GeneratorSamples/edge_cases_2.json"],
            options: GeneratorOptions(declarationKind: .finalClass, namespace: "EdgeCases")
        ),
        Case(
            output: .file("PublicTwitter.swift"),
            samples: ["Fixtures/twitter.json"],
            options: GeneratorOptions(
                namespace: "PublicTwitter", accessLevel: .public, conformances: [.sendable, .hashable], infersEnums: true
            )
        ),
        Case(
            output: .directory("Shop"),
            samples: shopSamples,
            options: GeneratorOptions(
                rootName: "Order", declarationKind: .finalClass, accessLevel: .public, conformances: [.hashable],
                typePrefix: "Shop", infersEnums: true
            )
        ),
        Case(
            output: .directory("ShopStructs"),
            samples: shopSamples,
            options: GeneratorOptions(rootName: "Order", namespace: "ShopStructs", conformances: [.sendable, .equatable], infersEnums: true)
        ),
    ]

    @Test("the golden output is the generator's output", arguments: cases)
    func goldenOutputIsCurrent(_ golden: Case) throws {
        let root = try packageRoot()
        let samples = try golden.samples.map { path in
            GeneratorSample(name: path, value: try JSON(parsing: Data(contentsOf: root.appendingPathComponent(path))))
        }
        let generator = ModelGenerator(options: golden.options)
        let goldenDirectory = root.appendingPathComponent("Tests/YYModelGeneratedModelTests/Golden")
        switch golden.output {
        case .file(let name):
            let generated = try generator.source(for: samples)
            compare(generated, storedAt: goldenDirectory.appendingPathComponent(name), shownAs: name)
        case .directory(let name):
            let directory = goldenDirectory.appendingPathComponent(name)
            let files = try generator.files(for: samples)
            let stored = Set((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            let extra = stored.subtracting(files.map(\.name)).sorted()
            if !extra.isEmpty {
                Issue.record("Golden/\(name)/ holds files the generator no longer writes: \(extra). Run: Scripts/refresh-golden.sh")
            }
            for file in files {
                compare(file.contents, storedAt: directory.appendingPathComponent(file.name), shownAs: "\(name)/\(file.name)")
            }
        }
    }

    private func compare(_ generated: String, storedAt url: URL, shownAs name: String) {
        let stored = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        if generated != stored {
            Issue.record("""
                Golden/\(name) differs from the generator's output \(Self.firstDifference(stored, generated)). \
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
