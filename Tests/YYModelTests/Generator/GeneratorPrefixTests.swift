import Testing
@testable import YYModelGenerator

/// `--prefix`: every type name starts with it, the root's unless `--name` already does.
@Suite("Generator: type name prefix")
struct GeneratorPrefixTests {
    @Test("nested models, enums and the root get the prefix; parents go in without theirs")
    func prefixedNames() throws {
        let declarations = try GeneratorHarness.declarations(
            #"{"user": {"id": 1, "entities": {"a": 1}}, "entities": {"b": [1]}, "kind": "x", "urls": [{"u": 1}]}"#,
            #"{"user": {"id": 2, "entities": {"a": 2}}, "entities": {"b": [2]}, "kind": "y", "urls": [{"u": 2}]}"#,
            #"{"user": {"id": 3, "entities": {"a": 3}}, "entities": {"b": [3]}, "kind": "x", "urls": [{"u": 3}]}"#,
            #"{"user": {"id": 4, "entities": {"a": 4}}, "entities": {"b": [4]}, "kind": "y", "urls": [{"u": 4}]}"#,
            options: GeneratorOptions(rootName: "Feed", typePrefix: "GH", infersEnums: true)
        )
        // `GHURL` hides nothing, so `urls[]` needs no `Model` suffix.
        #expect(declarations.map(\.name) == ["GHFeed", "GHUser", "GHUserEntities", "GHEntities", "GHKind", "GHURL"])
        #expect(declarations.model("GHFeed")?.properties.map(\.type) == ["GHUser", "GHEntities", "GHKind?", "[GHURL]"])
    }

    @Test("--name that already starts with the prefix is the root's whole name")
    func rootNameWithPrefix() throws {
        #expect(GeneratorOptions(rootName: "GHUser", typePrefix: "GH").rootTypeName == "GHUser")
        #expect(GeneratorOptions(rootName: "User", typePrefix: "GH").rootTypeName == "GHUser")
        #expect(GeneratorOptions(rootName: "User").rootTypeName == "User")
        let models = try GeneratorHarness.models(#"{"owner": {"id": 1}}"#, options: GeneratorOptions(rootName: "GHUser", typePrefix: "GH"))
        #expect(models.names == ["GHUser", "GHOwner"])
        // The parent's name goes in without the prefix here too.
        #expect(TypeNaming.uniqueName("Owner", parent: "User", taken: ["GHOwner"], prefix: "GH") == "GHUserOwner")
    }

    @Test("the prefix appears in the source and the command line")
    func rendering() throws {
        let source = try GeneratorHarness.source(#"{"owner": {"id": 1}}"#, options: GeneratorOptions(typePrefix: "GH"))
        #expect(source.contains("// Command: yymodel generate sample1.json --name Root --prefix GH\n"))
        #expect(source.contains("struct GHRoot {\n    var owner: GHOwner = GHOwner()\n}"))
    }

    @Test("a prefixed name can clash with the namespace: the model gives way")
    func namespaceClash() throws {
        let models = try GeneratorHarness.models(#"{"api": {"id": 1}}"#, options: GeneratorOptions(namespace: "GHAPI", typePrefix: "GH"))
        #expect(models.names == ["GHRoot", "GHRootAPI"])
    }

    @Test("unusable prefixes are refused", arguments: [
        GeneratorOptions(typePrefix: "2x"), GeneratorOptions(typePrefix: "G H"), GeneratorOptions(typePrefix: "G-"),
        GeneratorOptions(rootName: "SON", typePrefix: "J"), GeneratorOptions(rootName: "Root", namespace: "GHRoot", typePrefix: "GH"),
    ])
    func invalidPrefixes(_ options: GeneratorOptions) {
        #expect(throws: GeneratorError.self) { try options.validate() }
    }
}
