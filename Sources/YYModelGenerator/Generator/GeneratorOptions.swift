/// What `yymodel generate` is asked for, apart from the samples.
///
///     var options = GeneratorOptions(rootName: "User")
///     options.declarationKind = .finalClass
///     options.namespace = "GitHub"   // enum GitHub { @JSONModel final class User { ... } ... }
package struct GeneratorOptions: Hashable, Sendable {
    /// How the generated models map property names to keys.
    package enum KeyStrategy: String, Hashable, Sendable, CaseIterable {
        /// Per model, whichever of `snake` and `names` needs fewer `@JSONKey` attributes (the one
        /// most models prefer on a tie).
        case automatic = "auto"
        /// Every model uses `@JSONModel(keyStrategy: .snakeCase)`.
        case snakeCase = "snake"
        /// Every model uses `@JSONModel`, keys equal to property names.
        case useNames = "names"
    }

    /// Structs or final classes.
    package enum DeclarationKind: Hashable, Sendable {
        case structure
        case finalClass
    }

    /// The name of the model of the top-level objects.
    package var rootName: String
    package var keyStrategy: KeyStrategy
    package var declarationKind: DeclarationKind
    /// When set, every model is declared inside `enum <namespace> { ... }`.
    package var namespace: String?

    /// Options with the defaults of the command: `Root`, automatic keys, structs, no namespace.
    package init(
        rootName: String = "Root",
        keyStrategy: KeyStrategy = .automatic,
        declarationKind: DeclarationKind = .structure,
        namespace: String? = nil
    ) {
        self.rootName = rootName
        self.keyStrategy = keyStrategy
        self.declarationKind = declarationKind
        self.namespace = namespace
    }

    /// Checks that the names are usable: identifiers that no generated code depends on.
    ///
    /// - Throws: ``GeneratorError`` naming the option and the problem.
    package func validate() throws(GeneratorError) {
        try Self.checkTypeName(rootName, option: "--name")
        if let namespace {
            try Self.checkTypeName(namespace, option: "--namespace")
            if namespace == rootName {
                throw GeneratorError("--namespace and --name must differ (both are '\(rootName)').")
            }
        }
    }

    private static func checkTypeName(_ name: String, option: String) throws(GeneratorError) {
        guard SwiftNames.isIdentifier(name), !SwiftNames.keywords.contains(name) else {
            throw GeneratorError("\(option) must be a Swift type name (letters, digits and '_'), not '\(name)'.")
        }
        guard !SwiftNames.reservedTypeNames.contains(name) else {
            throw GeneratorError("\(option) '\(name)' would hide a type the generated code uses; choose another name.")
        }
    }

    /// The command that generates the same source from `sources`, options in a fixed order and
    /// only when they differ from the defaults (`--name` always).
    ///
    ///     GeneratorOptions(rootName: "Root", namespace: "Twitter")
    ///         .commandLine(sources: ["Fixtures/twitter.json"])
    ///     // "yymodel generate Fixtures/twitter.json --name Root --namespace Twitter"
    package func commandLine(sources: [String]) -> String {
        var words = ["yymodel", "generate"] + sources.map(Self.shellQuoted)
        words += ["--name", rootName]
        if keyStrategy != .automatic { words += ["--key-strategy", keyStrategy.rawValue] }
        if declarationKind == .finalClass { words.append("--class") }
        if let namespace { words += ["--namespace", namespace] }
        return words.joined(separator: " ")
    }

    /// `text`, in single quotes when a shell would split or expand it.
    private static func shellQuoted(_ text: String) -> String {
        let plain = !text.isEmpty && text.allSatisfy { $0.isASCIILetterOrDigit || "-_./+,:@%=".contains($0) }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
