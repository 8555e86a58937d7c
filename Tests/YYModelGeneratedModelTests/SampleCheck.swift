import Foundation
import Testing
import YYModel

/// Decodes a sample with a generated model and checks that nothing was lost.
enum SampleCheck {
    /// Decodes the object in `path` (relative to the package root) strictly and leniently,
    /// expecting no issues, and checks that the model re-encodes every non-null value (except
    /// under `unmappedKeys`, keys the generator could not map).
    @discardableResult
    static func object<Model: JSONModel>(
        _ type: Model.Type, from path: String, unmappedKeys: Set<String> = [], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Model {
        let data = try Data(contentsOf: packageRoot().appendingPathComponent(path))
        var issues: [JSONDecodingIssue] = []
        let model = try Model(json: data, options: JSONDecodingOptions(strict: true), issues: &issues)
        #expect(issues.isEmpty, "strict decode of \(path): \(issues)", sourceLocation: sourceLocation)
        _ = try Model(json: data, issues: &issues)
        #expect(issues.isEmpty, "lenient decode of \(path): \(issues)", sourceLocation: sourceLocation)
        let lost = JSONCoverage.missing(from: try model.jsonValue(), original: try JSON(parsing: data), unmappedKeys: unmappedKeys)
        #expect(lost.isEmpty, "values of \(path) the model does not keep:\n\(lost.joined(separator: "\n"))", sourceLocation: sourceLocation)
        return model
    }

    /// Decodes the top-level array in `path` strictly, element by element, with the same checks.
    static func array<Model: JSONModel>(
        _ type: Model.Type, from path: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [Model] {
        let data = try Data(contentsOf: packageRoot().appendingPathComponent(path))
        let models = try [Model](json: data, options: JSONDecodingOptions(strict: true))
        let elements = try #require(try JSON(parsing: data).array, sourceLocation: sourceLocation)
        #expect(models.count == elements.count, sourceLocation: sourceLocation)
        for (model, element) in zip(models, elements) {
            let lost = JSONCoverage.missing(from: try model.jsonValue(), original: element)
            #expect(lost.isEmpty, "values of \(path) the model does not keep:\n\(lost.joined(separator: "\n"))", sourceLocation: sourceLocation)
        }
        return models
    }

    /// The package root: the nearest directory above this file that holds `Package.swift`.
    static func packageRoot(from file: String = #filePath) throws -> URL {
        var directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) { return directory }
            directory = directory.deletingLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile)
    }
}
