/// Writes one generated type as Swift lines, unindented: its doc comment, then a `@JSONModel`
/// struct or final class, or a string enum.
///
///     /// At `owner`.
///     @JSONModel
///     public struct GHOwner: Sendable, Hashable {
///         public var login: String = ""
///
///         public init() {}
///     }
struct DeclarationRenderer {
    let options: GeneratorOptions
    let hasTopLevelArray: Bool

    /// `public ` or nothing.
    private var access: String { options.accessLevel == .public ? "public " : "" }

    /// `: Sendable, Hashable`, or nothing without conformances.
    private func inheritance(_ leading: [String]) -> String {
        let names = leading + Conformance.declared(options.conformances).map(\.rawValue)
        return names.isEmpty ? "" : ": " + names.joined(separator: ", ")
    }

    func lines(for declaration: GeneratedDeclaration, isRoot: Bool) -> [String] {
        switch declaration {
        case .model(let model): lines(for: model, isRoot: isRoot)
        case .enumeration(let enumeration): lines(for: enumeration)
        }
    }

    private func lines(for model: GeneratedModel, isRoot: Bool) -> [String] {
        var lines = ["/// \(summary(of: model, isRoot: isRoot))"]
        if !model.unmappedKeys.isEmpty {
            lines.append("///")
            lines.append("/// The empty key `\"\"` is not mapped: `@JSONKey` cannot name it.")
        }
        lines.append(model.keyStrategy.attribute)
        let kind = options.declarationKind == .finalClass ? "final class" : "struct"
        lines.append("\(access)\(kind) \(model.name)\(inheritance([])) {")
        lines += model.properties.map { "    " + $0.declaration(accessModifier: options.accessLevel == .public ? "public" : nil) }
        let members = members(of: model)
        if !members.isEmpty, !model.properties.isEmpty { lines.append("") }
        lines += members.map { $0.isEmpty ? $0 : "    " + $0 }
        lines.append("}")
        return lines
    }

    /// What a model declares besides its properties.
    ///
    /// - `init()`: a class needs one (the initializers `@JSONModel` adds leave it none), and a
    ///   public struct needs a public one (the implicit initializers are internal). A struct's
    ///   initializer has to be in its body: an extension cannot redeclare the implicit `init()`.
    /// - `==` and `hash(into:)` for an Equatable or Hashable class, which Swift does not
    ///   synthesize: by the mapped properties, through the library's `modelIsEqual` and
    ///   `modelHash`, so classes compare by value like structs.
    private func members(of model: GeneratedModel) -> [String] {
        let isClass = options.declarationKind == .finalClass
        var members: [String] = []
        if isClass || options.accessLevel == .public { members.append("\(access)init() {}") }
        guard isClass, !options.conformances.isDisjoint(with: [.equatable, .hashable]) else { return members }
        members += [
            "",
            "// Equal when the mapped properties are equal, as structs are.",
            "\(access)static func == (lhs: \(model.name), rhs: \(model.name)) -> Bool { lhs.modelIsEqual(rhs) }",
        ]
        if options.conformances.contains(.hashable) {
            members.append("\(access)func hash(into hasher: inout Hasher) { modelHash(into: &hasher) }")
        }
        return members
    }

    private func lines(for enumeration: GeneratedEnum) -> [String] {
        var lines = [
            "/// The strings seen at \(places(enumeration.places)).",
            "///",
            "/// Decoding another string is a mismatch: reported, and an error in strict mode.",
            "\(access)enum \(enumeration.name)\(inheritance(["String", "JSONValueConvertible"])) {",
        ]
        lines += enumeration.cases.map { "    " + $0.declaration }
        lines.append("}")
        return lines
    }

    /// The doc comment line of a model: where its objects are.
    private func summary(of model: GeneratedModel, isRoot: Bool) -> String {
        if isRoot {
            return hasTopLevelArray
                ? "A top-level object, or an element of a top-level array (decode those with `[\(model.name)](json:)`)."
                : "The top-level object."
        }
        return "At \(places(model.places))."
    }

    /// Up to three places in code voice: `` `a[].p`, `b.p`, `c.p` and 2 more places ``.
    private func places(_ places: [String]) -> String {
        let quoted = places.map { "`" + $0.replacingOccurrences(of: "`", with: "'") + "`" }
        let shown = quoted.prefix(3)
        let more = quoted.count - shown.count
        if more > 0 { return "\(shown.joined(separator: ", ")) and \(more) more \(more == 1 ? "place" : "places")" }
        return SourceRenderer.list(Array(shown))
    }
}
