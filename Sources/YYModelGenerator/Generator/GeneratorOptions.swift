/// What `yymodel generate` is asked for, apart from the samples.
///
///     var options = GeneratorOptions(rootName: "User")
///     options.declarationKind = .finalClass
///     options.namespace = "GitHub"   // enum GitHub { @JSONModel final class User { ... } ... }
///     options.typePrefix = "GH"      // GHUser, GHOwner, ...
///     options.conformances = [.equatable]
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

    /// Who may use the generated declarations.
    package enum AccessLevel: Hashable, Sendable {
        /// No modifier: the declaring module only.
        case `internal`
        /// `public` types, properties and initializers (and namespace), for a library's API.
        case `public`
    }

    /// The name of the model of the top-level objects, as given; see ``rootTypeName`` for the
    /// name it is declared with.
    package var rootName: String
    package var keyStrategy: KeyStrategy
    package var declarationKind: DeclarationKind
    /// When set, every model is declared inside `enum <namespace> { ... }`.
    package var namespace: String?
    package var accessLevel: AccessLevel
    /// The protocols every generated type declares (see ``Conformance``).
    package var conformances: Set<Conformance>
    /// Put in front of every generated type name: `GH` gives `GHOwner`. Empty for none.
    package var typePrefix: String
    /// Whether string fields with a few repeated values become enums (``EnumInference``).
    package var infersEnums: Bool

    /// Options with the defaults of the command: `Root`, automatic keys, internal structs, no
    /// namespace, conformances, prefix or enums.
    package init(
        rootName: String = "Root",
        keyStrategy: KeyStrategy = .automatic,
        declarationKind: DeclarationKind = .structure,
        namespace: String? = nil,
        accessLevel: AccessLevel = .internal,
        conformances: Set<Conformance> = [],
        typePrefix: String = "",
        infersEnums: Bool = false
    ) {
        self.rootName = rootName
        self.keyStrategy = keyStrategy
        self.declarationKind = declarationKind
        self.namespace = namespace
        self.accessLevel = accessLevel
        self.conformances = conformances
        self.typePrefix = typePrefix
        self.infersEnums = infersEnums
    }

    /// The name the top-level model is declared with: ``rootName`` with ``typePrefix`` in front,
    /// unless it already starts with the prefix (`--name GHUser --prefix GH` is `GHUser`, not
    /// `GHGHUser`).
    package var rootTypeName: String {
        rootName.hasPrefix(typePrefix) ? rootName : typePrefix + rootName
    }

    /// Checks that the names are usable (identifiers that no generated code depends on) and that
    /// the options can be combined.
    ///
    /// - Throws: ``GeneratorError`` naming the option and the problem.
    package func validate() throws(GeneratorError) {
        if !typePrefix.isEmpty, !SwiftNames.isIdentifier(typePrefix) {
            throw GeneratorError("--prefix must start a Swift type name (letters, digits and '_', not a digit first), not '\(typePrefix)'.")
        }
        try Self.checkTypeName(rootName, option: "--name")
        // Both are identifiers, so together they are one; only a reserved name can come out.
        if rootTypeName != rootName, SwiftNames.reservedTypeNames.contains(rootTypeName) || SwiftNames.keywords.contains(rootTypeName) {
            throw GeneratorError("--prefix and --name give '\(rootTypeName)', which would hide a type the generated code uses; choose another prefix or name.")
        }
        if let namespace {
            try Self.checkTypeName(namespace, option: "--namespace")
            if namespace == rootTypeName {
                throw GeneratorError("--namespace and the top-level model's name must differ (both are '\(namespace)').")
            }
        }
        // A class with `var` properties cannot be checked Sendable, and `@unchecked Sendable`
        // would promise a thread safety the generated code does not have.
        if declarationKind == .finalClass, conformances.contains(.sendable) {
            throw GeneratorError("--sendable cannot be combined with --class: a class with mutable properties is not Sendable; generate structs instead.")
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

    /// The command that generates the same declarations from `sources`, options in a fixed order
    /// and only when they differ from the defaults (`--name` always). Where the output goes
    /// (`--output`, `--output-directory`) is not part of it.
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
        if !typePrefix.isEmpty { words += ["--prefix", typePrefix] }
        if accessLevel == .public { words.append("--public") }
        words += Conformance.allCases.filter(conformances.contains).map(\.flag)
        if infersEnums { words.append("--infer-enums") }
        return words.joined(separator: " ")
    }

    /// `text`, in single quotes when a shell would split or expand it.
    private static func shellQuoted(_ text: String) -> String {
        let plain = !text.isEmpty && text.allSatisfy { $0.isASCIILetterOrDigit || "-_./+,:@%=".contains($0) }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
