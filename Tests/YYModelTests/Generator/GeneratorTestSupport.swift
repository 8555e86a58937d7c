import Foundation
import Testing
import YYModel
@testable import YYModelGenerator

/// Runs the model generator on JSON text in tests.
enum GeneratorHarness {
    /// The models for `samples` (JSON texts, named `sample1.json`, `sample2.json`, ...).
    static func models(_ samples: String..., options: GeneratorOptions = GeneratorOptions()) throws -> [GeneratedModel] {
        try ModelGenerator(options: options).models(for: parse(samples))
    }

    /// The source for `samples`.
    static func source(_ samples: String..., options: GeneratorOptions = GeneratorOptions()) throws -> String {
        try ModelGenerator(options: options).source(for: parse(samples))
    }

    /// The models and enums for `samples`.
    static func declarations(_ samples: String..., options: GeneratorOptions = GeneratorOptions()) throws -> [GeneratedDeclaration] {
        try ModelGenerator(options: options).declarations(for: parse(samples))
    }

    /// The sample files at `paths`, relative to the package root, named by their paths.
    static func samples(atPaths paths: [String]) throws -> [GeneratorSample] {
        let root = try packageRoot()
        return try paths.map { path in
            GeneratorSample(name: path, value: try JSON(parsing: Data(contentsOf: root.appendingPathComponent(path))))
        }
    }

    /// `Tests/GeneratorSamples/shop_orders_1.json` and `_2.json`: orders whose status, currency,
    /// type, tier, locale, item kind, tags and shipping speed repeat a few values.
    static let shopSamplePaths = ["Tests/GeneratorSamples/shop_orders_1.json", "Tests/GeneratorSamples/shop_orders_2.json"]

    /// The declared type of the property reading `key` in the model `model` (the root by default).
    static func type(of key: String, in model: String = "Root", _ samples: String...) throws -> String? {
        let models = try ModelGenerator().models(for: parse(samples))
        return models[model]?.property(forKey: key)?.type
    }

    private static func parse(_ samples: [String]) throws -> [GeneratorSample] {
        try samples.enumerated().map { index, text in
            GeneratorSample(name: "sample\(index + 1).json", value: try JSON(parsing: text))
        }
    }
}

extension Array where Element == GeneratedDeclaration {
    /// The enum named `name`.
    func enumeration(_ name: String) -> GeneratedEnum? { first { $0.name == name }?.enumeration }

    /// The names of the enums, in order.
    var enumNames: [String] { compactMap(\.enumeration?.name) }

    /// The model named `name`.
    func model(_ name: String) -> GeneratedModel? { first { $0.name == name }?.model }
}

extension Array where Element == GeneratedModel {
    /// The model named `name`.
    subscript(name: String) -> GeneratedModel? { first { $0.name == name } }

    /// The model names, in order.
    var names: [String] { map(\.name) }
}
