import Testing
@testable import YYModelGenerator

/// `--public`, `--sendable`, `--equatable` and `--hashable`, on structs, final classes and enums.
@Suite("Generator: access level and conformances")
struct GeneratorAccessAndConformanceTests {
    static let sample = #"{"id": 1, "owner": {"login": "a", "role": "x"}}"#

    @Test("--public: public types, properties after their @JSONKey, and a public init() in the body")
    func publicStructs() throws {
        let source = try GeneratorHarness.source(#"{"id": 1, "eventId": 2, "owner": {"login": "a"}}"#, options: GeneratorOptions(keyStrategy: .snakeCase, accessLevel: .public))
        #expect(source.contains("""
            @JSONModel(keyStrategy: .snakeCase)
            public struct Root {
                public var id: Int = 0
                @JSONKey("eventId") public var eventID: Int = 0
                public var owner: Owner = Owner()

                public init() {}
            }
            """))
        #expect(source.contains("// Command: yymodel generate sample1.json --name Root --key-strategy snake --public\n"))
    }

    @Test("--public with --namespace and --class: the namespace and the class initializer are public too")
    func publicClassesInANamespace() throws {
        let source = try GeneratorHarness.source(Self.sample, options: GeneratorOptions(declarationKind: .finalClass, namespace: "API", accessLevel: .public))
        #expect(source.contains("public enum API {\n"))
        #expect(source.contains("""
                public final class Owner {
                    public var login: String = ""
                    public var role: String = ""

                    public init() {}
                }
            """))
    }

    @Test("internal structs have no initializer of their own: Swift's implicit ones serve")
    func internalStructsKeepImplicitInitializers() throws {
        let source = try GeneratorHarness.source(Self.sample, options: GeneratorOptions(conformances: [.sendable, .equatable]))
        #expect(!source.contains("init()"))
        #expect(source.contains("struct Root: Sendable, Equatable {\n    var id: Int = 0\n    var owner: Owner = Owner()\n}"))
    }

    @Test("conformances on every type, in a fixed order; Hashable stands for Equatable too", arguments: [
        (Set<Conformance>([.sendable]), ": Sendable"),
        (Set<Conformance>([.equatable]), ": Equatable"),
        (Set<Conformance>([.hashable]), ": Hashable"),
        (Set<Conformance>([.hashable, .equatable, .sendable]), ": Sendable, Hashable"),
        (Set<Conformance>(), ""),
    ])
    func structConformances(_ conformances: Set<Conformance>, _ inheritance: String) throws {
        let options = GeneratorOptions(conformances: conformances, infersEnums: true)
        let source = try GeneratorHarness.source(#"[{"kind": "a", "owner": {"id": 1}}, {"kind": "b", "owner": {"id": 2}}, {"kind": "a", "owner": {"id": 3}}, {"kind": "b", "owner": {"id": 4}}]"#, options: options)
        #expect(source.contains("struct Root\(inheritance) {"))
        #expect(source.contains("struct Owner\(inheritance) {"))
        #expect(source.contains("enum Kind: String, JSONValueConvertible\(inheritance.replacingOccurrences(of: ":", with: ",")) {"))
    }

    @Test("the command line lists the conformance flags as given")
    func commandLineFlags() {
        let options = GeneratorOptions(conformances: [.hashable, .equatable, .sendable])
        #expect(options.commandLine(sources: ["a.json"]) == "yymodel generate a.json --name Root --sendable --equatable --hashable")
    }

    @Test("an Equatable class compares through modelIsEqual, a Hashable one hashes through modelHash")
    func classEquality() throws {
        let equatable = try GeneratorHarness.source(#"{"id": 1}"#, options: GeneratorOptions(declarationKind: .finalClass, conformances: [.equatable]))
        #expect(equatable.contains("""
            final class Root: Equatable {
                var id: Int = 0

                init() {}

                // Equal when the mapped properties are equal, as structs are.
                static func == (lhs: Root, rhs: Root) -> Bool { lhs.modelIsEqual(rhs) }
            }
            """))
        let hashable = try GeneratorHarness.source(#"{"id": 1}"#, options: GeneratorOptions(declarationKind: .finalClass, accessLevel: .public, conformances: [.hashable]))
        #expect(hashable.contains("""
                public static func == (lhs: Root, rhs: Root) -> Bool { lhs.modelIsEqual(rhs) }
                public func hash(into hasher: inout Hasher) { modelHash(into: &hasher) }
            }
            """))
    }

    @Test("a model without properties still gets its initializer and equality")
    func emptyModel() throws {
        let source = try GeneratorHarness.source(#"{"": 1}"#, options: GeneratorOptions(declarationKind: .finalClass, conformances: [.equatable]))
        #expect(source.contains("final class Root: Equatable {\n    init() {}\n\n    // Equal when"))
    }

    @Test("--sendable with --class is refused: a class with var properties is not Sendable")
    func sendableClassesAreRefused() throws {
        let options = GeneratorOptions(declarationKind: .finalClass, conformances: [.sendable])
        #expect(throws: GeneratorError.self) { try options.validate() }
        #expect(throws: GeneratorError.self) { try GeneratorHarness.models(#"{"a": 1}"#, options: options) }
        #expect(throws: Never.self) { try GeneratorOptions(declarationKind: .finalClass, conformances: [.hashable]).validate() }
    }
}
