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

extension Array where Element == GeneratedModel {
    /// The model named `name`.
    subscript(name: String) -> GeneratedModel? { first { $0.name == name } }

    /// The model names, in order.
    var names: [String] { map(\.name) }
}
