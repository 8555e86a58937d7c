/// Generates Swift `@JSONModel` types that decode the given sample JSON documents.
///
///     let sample = GeneratorSample(name: "user.json", value: try JSON(parsing: #"{"id": 1, "html_url": "https://x.y"}"#))
///     let source = try ModelGenerator(options: GeneratorOptions(rootName: "User")).source(for: [sample])
///     // @JSONModel(keyStrategy: .snakeCase)
///     // struct User {
///     //     var id: Int = 0
///     //     var htmlURL: URL?
///     // }
///
/// How it decides:
/// - Every place in the documents (a key, array elements, map values) is summarized across all
///   samples: which kinds of value occur there and what they are like (``TypeResolution`` lists the
///   resulting types). Objects at one place, such as the elements of an array, become one model
///   with every key any of them had.
/// - A property is optional when its key is missing from some object or is `null`, and for `Date`
///   and `URL` (no empty value to start from); every other property gets its empty value
///   (`0`, `""`, `false`, `[]`, `[:]`, `Model()`), so a struct keeps its `init()` and
///   decoding in strict mode never finds a missing required value.
/// - Objects whose keys are ids or numbers become `[String: Value]` (``MapDetection``).
/// - Places that ask for the same type name and hold similar objects become one model
///   (``TypeUnifier``); different models never share a name (``TypeNaming``).
/// - With ``GeneratorOptions/infersEnums``, strings with a few repeated values become string
///   enums (``EnumInference``).
/// - Property names are lowerCamelCase; `@JSONKey` is written only where the key strategy does
///   not derive the key from the name (``PropertyNaming``, ``PropertyPlanning``).
package struct ModelGenerator: Sendable {
    package var options: GeneratorOptions

    package init(options: GeneratorOptions = GeneratorOptions()) {
        self.options = options
    }

    /// The models and enums for `samples`, the root model first, then in the order their keys
    /// first appear.
    ///
    /// - Throws: ``GeneratorError`` for invalid options or samples without objects.
    package func declarations(for samples: [GeneratorSample]) throws(GeneratorError) -> [GeneratedDeclaration] {
        try options.validate()
        return try ModelPlanner(options: options).declarations(for: samples).declarations
    }

    /// The models for `samples` (the declarations without the enums).
    ///
    /// - Throws: ``GeneratorError`` for invalid options or samples without objects.
    package func models(for samples: [GeneratorSample]) throws(GeneratorError) -> [GeneratedModel] {
        try declarations(for: samples).compactMap(\.model)
    }

    /// The Swift source file declaring the types for `samples`, ending with a newline.
    ///
    /// - Throws: ``GeneratorError`` for invalid options or samples without objects.
    package func source(for samples: [GeneratorSample]) throws(GeneratorError) -> String {
        let (renderer, declarations) = try plan(samples)
        return renderer.source(for: declarations)
    }

    /// One Swift file per type for `samples` (`--output-directory`), in declaration order; with a
    /// namespace, the file declaring it comes first.
    ///
    /// - Throws: ``GeneratorError`` for invalid options, samples without objects, or type names
    ///   that differ only in case.
    package func files(for samples: [GeneratorSample]) throws(GeneratorError) -> [GeneratedFile] {
        let (renderer, declarations) = try plan(samples)
        return try renderer.files(for: declarations)
    }

    private func plan(_ samples: [GeneratorSample]) throws(GeneratorError) -> (SourceRenderer, [GeneratedDeclaration]) {
        try options.validate()
        let (declarations, hasTopLevelArray) = try ModelPlanner(options: options).declarations(for: samples)
        let renderer = SourceRenderer(
            options: options,
            sourceNames: samples.map(\.name),
            commandArguments: samples.map(\.commandArgument),
            hasTopLevelArray: hasTopLevelArray
        )
        return (renderer, declarations)
    }
}
