import SwiftSyntaxMacrosTestSupport
import XCTest

/// `@JSONModel` errors (no expansion at all) and warnings (expansion continues), with fix-its.
final class JSONModelDiagnosticsTests: XCTestCase {
    // MARK: Errors

    func testContentWithoutDiscriminatorIsAnError() {
        assertExpansion(
            """
            @JSONModel(content: "data")
            enum Kind {
                case a(Int)
            }
            """,
            expandedSource: """
            enum Kind {
                case a(Int)
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'content:' needs 'discriminator:', the key beside it whose value selects the case",
                    line: 1,
                    column: 12
                )
            ]
        )
    }

    func testIntegerValuesNeedADiscriminatorAndEveryCase() {
        assertExpansion(
            """
            @JSONModel
            enum Kind {
                @JSONKey(1) case a
                case b
            }
            """,
            expandedSource: """
            enum Kind {
                case a
                case b
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "discriminator values are integers in other cases; give 'b' integer values with '@JSONKey'",
                    line: 4,
                    column: 10
                ),
                DiagnosticSpec(
                    message: "integer discriminator values need 'discriminator:', the key that holds them",
                    line: 1,
                    column: 1
                ),
            ]
        )
    }

    func testExpansionFailsOnActor() {
        assertExpansion(
            """
            @JSONModel
            actor Store {
                var count: Int = 0
            }
            """,
            expandedSource: """
            actor Store {
                var count: Int = 0
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "'@JSONModel' applies to structs, classes and enums", line: 1, column: 1)
            ]
        )
    }

    func testMissingTypeAnnotationAppliesLiteralTypeFixIt() {
        assertExpansion(
            """
            @JSONModel
            struct Counter {
                var count = -5
            }
            """,
            expandedSource: """
            struct Counter {
                var count = -5
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@JSONModel' needs the type of 'count'; add an explicit type",
                    line: 3,
                    column: 9,
                    fixIts: [FixItSpec(message: "add explicit type ': Int'")]
                )
            ],
            applyFixIts: ["add explicit type ': Int'"],
            fixedSource: """
            @JSONModel
            struct Counter {
                var count: Int = -5
            }
            """
        )
    }

    func testMissingTypeAnnotationWithoutLiteralHasNoFixIt() {
        assertExpansion(
            """
            @JSONModel
            struct Stamp {
                var date = Date()
            }
            """,
            expandedSource: """
            struct Stamp {
                var date = Date()
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "'@JSONModel' needs the type of 'date'; add an explicit type", line: 3, column: 9)
            ]
        )
    }

    func testTuplePatternIsRejected() {
        assertExpansion(
            """
            @JSONModel
            struct Pair {
                var (a, b): (Int, Int) = (0, 0)
            }
            """,
            expandedSource: """
            struct Pair {
                var (a, b): (Int, Int) = (0, 0)
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@JSONModel' needs one named property per binding; declare these properties separately",
                    line: 3,
                    column: 9
                )
            ]
        )
    }

    func testIgnoredAndKeyedPropertyAppliesRemoveKeyFixIt() {
        assertExpansion(
            """
            @JSONModel
            struct User {
                @JSONIgnore @JSONKey("n") var name: String = ""
            }
            """,
            expandedSource: """
            struct User {
                var name: String = ""
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'name' is marked both '@JSONIgnore' and '@JSONKey'; remove one",
                    line: 3,
                    column: 17,
                    fixIts: [FixItSpec(message: "remove '@JSONKey'"), FixItSpec(message: "remove '@JSONIgnore'")]
                )
            ],
            applyFixIts: ["remove '@JSONKey'"],
            fixedSource: """
            @JSONModel
            struct User {
                @JSONIgnore var name: String = ""
            }
            """
        )
    }

    func testIgnoredPropertyWithoutDefaultAppliesRemoveIgnoreFixIt() {
        assertExpansion(
            """
            @JSONModel
            struct User {
                @JSONIgnore
                let secret: String
            }
            """,
            expandedSource: """
            struct User {
                let secret: String
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'secret' is excluded by '@JSONIgnore' but has no default value; give it one",
                    line: 4,
                    column: 9,
                    fixIts: [FixItSpec(message: "remove '@JSONIgnore'")]
                )
            ],
            applyFixIts: ["remove '@JSONIgnore'"],
            fixedSource: """
            @JSONModel
            struct User {
                let secret: String
            }
            """
        )
    }

    func testPropertyIgnoredWhenDecodingNeedsDefault() {
        assertExpansion(
            """
            @JSONModel
            struct User {
                @JSONIgnore(.decoding) var revision: Int
            }
            """,
            expandedSource: """
            struct User {
                var revision: Int
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'revision' is excluded by '@JSONIgnore(.decoding)' but has no default value; give it one",
                    line: 3,
                    column: 32,
                    fixIts: [FixItSpec(message: "remove '@JSONIgnore'")]
                )
            ]
        )
    }

    func testIgnoreTakesOnlyADirection() {
        assertExpansion(
            """
            @JSONModel
            struct User {
                @JSONIgnore(.always) var cache: Int = 0
            }
            """,
            expandedSource: """
            struct User {
                var cache: Int = 0
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "'@JSONIgnore' takes no argument, '.decoding' or '.encoding'", line: 3, column: 5)
            ]
        )
    }

    func testPropertyExcludedByIgnoringNeedsDefault() {
        assertExpansion(
            """
            @JSONModel(ignoring: ["secret"])
            struct User {
                var secret: String
            }
            """,
            expandedSource: """
            struct User {
                var secret: String
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'secret' is excluded by 'ignoring:' but has no default value; give it one",
                    line: 3,
                    column: 9
                )
            ]
        )
    }

    func testPropertyLeftOutOfOnlyNeedsDefault() {
        assertExpansion(
            """
            @JSONModel(only: ["id"])
            struct User {
                var id: Int = 0
                let token: [String]
            }
            """,
            expandedSource: """
            struct User {
                var id: Int = 0
                let token: [String]
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'token' is excluded by 'only:' but has no default value; give it one",
                    line: 4,
                    column: 9
                )
            ]
        )
    }

    func testKeyStrategyMustBeACase() {
        assertExpansion(
            """
            @JSONModel(keyStrategy: preferredStrategy)
            struct Empty {
            }
            """,
            expandedSource: """
            struct Empty {
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "'keyStrategy:' must be '.useNames', '.snakeCase', '.kebabCase', '.screamingSnakeCase' or '.pascalCase'", line: 1, column: 25)
            ]
        )
    }

    func testRootPathMustBeAStringLiteral() {
        assertExpansion(
            """
            let path = "data"
            @JSONModel(rootPath: path)
            struct User {
                var id: Int = 0
            }
            """,
            expandedSource: """
            let path = "data"
            struct User {
                var id: Int = 0
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "'rootPath:' must be 'nil' or a string literal", line: 2, column: 22)
            ]
        )
    }

    func testIgnoringMustBeAnArrayOfStringLiterals() {
        assertExpansion(
            """
            @JSONModel(ignoring: hiddenNames)
            struct Empty {
            }
            """,
            expandedSource: """
            struct Empty {
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "'ignoring:' must be an array of string literals", line: 1, column: 22)
            ]
        )
    }

    func testInvalidKeySuppressesModelExpansion() {
        assertExpansion(
            """
            @JSONModel
            struct User {
                @JSONKey() var name: String = ""
            }
            """,
            expandedSource: """
            struct User {
                var name: String = ""
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "'@JSONKey' needs at least one key", line: 3, column: 5)
            ]
        )
    }

    // MARK: Warnings

    func testUnknownNameInIgnoringWarnsAndAppliesRemoveFixIt() {
        assertExpansion(
            """
            @JSONModel(ignoring: ["nope"])
            struct Empty {
            }
            """,
            expandedSource: emptyModelExpansion,
            diagnostics: [
                DiagnosticSpec(
                    message: "'nope' in 'ignoring:' is not a stored property of 'Empty'",
                    line: 1,
                    column: 23,
                    severity: .warning,
                    fixIts: [FixItSpec(message: "remove 'nope'")]
                )
            ],
            applyFixIts: ["remove 'nope'"],
            fixedSource: """
            @JSONModel(ignoring: [])
            struct Empty {
            }
            """
        )
    }

    func testUnknownNamesInOnlyWarnAndRemovalDropsTrailingComma() {
        assertExpansion(
            """
            @JSONModel(only: ["first", "second"])
            struct Empty {
            }
            """,
            expandedSource: emptyModelExpansion,
            diagnostics: [
                DiagnosticSpec(
                    message: "'first' in 'only:' is not a stored property of 'Empty'",
                    line: 1,
                    column: 19,
                    severity: .warning,
                    fixIts: [FixItSpec(message: "remove 'first'")]
                ),
                DiagnosticSpec(
                    message: "'second' in 'only:' is not a stored property of 'Empty'",
                    line: 1,
                    column: 28,
                    severity: .warning,
                    fixIts: [FixItSpec(message: "remove 'second'")]
                ),
            ],
            applyFixIts: ["remove 'second'"],
            fixedSource: """
            @JSONModel(only: ["first"])
            struct Empty {
            }
            """
        )
    }

    func testDiscriminatorOnStructWarns() {
        assertExpansion(
            """
            @JSONModel(discriminator: "type")
            struct Empty {
            }
            """,
            expandedSource: emptyModelExpansion,
            diagnostics: [
                DiagnosticSpec(
                    message: "'discriminator:' applies only to enums; it has no effect here",
                    line: 1,
                    column: 12,
                    severity: .warning
                )
            ]
        )
    }

    func testMarkersOnPropertiesThatDoNotTakePartWarn() {
        assertExpansion(
            """
            @JSONModel(ignoring: ["draft"])
            struct Empty {
                @JSONKey("k") let kind: String = "user"
                @JSONTransform(Flag.self) static var shared: Bool = false
                @JSONKey("d") var draft: Bool = false
            }
            """,
            expandedSource: """
            struct Empty {
                let kind: String = "user"
                static var shared: Bool = false
                var draft: Bool = false
            }
            """ + emptyModelExtension,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@JSONKey' has no effect on 'kind': a 'let' with an initial value is never decoded",
                    line: 3,
                    column: 5,
                    severity: .warning,
                    fixIts: [FixItSpec(message: "remove '@JSONKey'")]
                ),
                DiagnosticSpec(
                    message: "'@JSONTransform' has no effect on 'shared': static properties are not decoded",
                    line: 4,
                    column: 5,
                    severity: .warning,
                    fixIts: [FixItSpec(message: "remove '@JSONTransform'")]
                ),
                DiagnosticSpec(
                    message: "'@JSONKey' has no effect on 'draft': it is excluded by 'ignoring:'",
                    line: 5,
                    column: 5,
                    severity: .warning,
                    fixIts: [FixItSpec(message: "remove '@JSONKey'")]
                ),
            ],
            applyFixIts: ["remove '@JSONKey'"],
            fixedSource: """
            @JSONModel(ignoring: ["draft"])
            struct Empty {
                let kind: String = "user"
                @JSONTransform(Flag.self) static var shared: Bool = false
                var draft: Bool = false
            }
            """
        )
    }

    func testRequiredURLWarnsAndAppliesOptionalFixIt() {
        assertExpansion(
            """
            @JSONModel
            struct Link {
                var target: URL
            }
            """,
            expandedSource: """
            struct Link {
                var target: URL
            }

            extension Link: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Link",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "target", keyPaths: [["target"]])
                    ]
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeRequiredProperty(frame, 0, as: URL.self)
                    self.init(target: decoded0)
                }

                mutating func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.target, frame, 0)
                    return frame.isObject
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.target)
                    default:
                        return false
                    }
                }

                func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.target, keys: keys)
                }

                func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.target
                    default:
                        return nil
                    }
                }

                init(from decoder: any Decoder) throws {
                    try self.init(decodingJSONModelFrom: decoder)
                }

                func encode(to encoder: any Encoder) throws {
                    try self.encodeJSONModel(to: encoder)
                }
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'target' has no empty value; make it optional or give it a default",
                    line: 3,
                    column: 9,
                    severity: .warning,
                    fixIts: [FixItSpec(message: "make 'target' optional"), FixItSpec(message: "give 'target' a default value")]
                )
            ],
            applyFixIts: ["make 'target' optional"],
            fixedSource: """
            @JSONModel
            struct Link {
                var target: URL?
            }
            """
        )
    }

    func testRequiredDateConstantOffersDefaultOnlyForVars() {
        assertExpansion(
            """
            @JSONModel
            final class Entry {
                let created: Foundation.Date
                var updated: UUID
            }
            """,
            expandedSource: """
            final class Entry {
                let created: Foundation.Date
                var updated: UUID

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeRequiredProperty(frame, 0, as: Foundation.Date.self)
                    let decoded1 = try context.__decodeRequiredProperty(frame, 1, as: UUID.self)
                    self.created = decoded0
                    self.updated = decoded1
                }

                func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.updated, frame, 1)
                    return frame.isObject
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.created)
                    case 1:
                        return try writer.__writeProperty(self.updated)
                    default:
                        return false
                    }
                }

                func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.created, keys: keys)
                    try writer.__writeMember(1, self.updated, keys: keys)
                }

                func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.created
                    case 1:
                        return self.updated
                    default:
                        return nil
                    }
                }

                init(__jsonCopying source: any YYModel.JSONModel, copier: inout YYModel.__JSONModelCopier) {
                    let model = source as! Entry
                    self.created = copier.copy(model.created)
                    self.updated = copier.copy(model.updated)
                }

                convenience init(from decoder: any Decoder) throws {
                    try self.init(decodingJSONModelFrom: decoder)
                }

                func encode(to encoder: any Encoder) throws {
                    try self.encodeJSONModel(to: encoder)
                }
            }

            extension Entry: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Entry",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "created", keyPaths: [["created"]]),
                        YYModel.JSONPropertySchema.__property(name: "updated", keyPaths: [["updated"]])
                    ]
                )
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'created' has no empty value; make it optional or give it a default",
                    line: 3,
                    column: 9,
                    severity: .warning,
                    fixIts: [FixItSpec(message: "make 'created' optional")]
                ),
                DiagnosticSpec(
                    message: "'updated' has no empty value; make it optional or give it a default",
                    line: 4,
                    column: 9,
                    severity: .warning,
                    fixIts: [FixItSpec(message: "make 'updated' optional"), FixItSpec(message: "give 'updated' a default value")]
                ),
            ],
            applyFixIts: ["make 'created' optional", "give 'updated' a default value"],
            fixedSource: """
            @JSONModel
            final class Entry {
                let created: Foundation.Date?
                var updated: UUID = <#UUID#>
            }
            """
        )
    }
}

/// The extension `@JSONModel` writes for `struct Empty {}`.
private let emptyModelExtension = """


    extension Empty: YYModel.JSONModel, Codable {
        static let jsonSchema = YYModel.JSONModelSchema.__schema(
            typeName: "Empty",
            properties: []
        )

        init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
            let frame = try context.__beginObject(object, schema: Self.jsonSchema)
            defer {
                context.__endObject(frame)
            }
            self.init()
        }

        mutating func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
            let frame = try context.__beginObject(object, schema: Self.jsonSchema)
            defer {
                context.__endObject(frame)
            }
            return frame.isObject
        }

        func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
            switch index {
            default:
                return false
            }
        }

        func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
        }

        func __jsonPropertyValue(_ index: Int) -> Any? {
            switch index {
            default:
                return nil
            }
        }

        init(from decoder: any Decoder) throws {
            try self.init(decodingJSONModelFrom: decoder)
        }

        func encode(to encoder: any Encoder) throws {
            try self.encodeJSONModel(to: encoder)
        }
    }
    """

/// `struct Empty {}` and its extension.
private let emptyModelExpansion = """
    struct Empty {
    }
    """ + emptyModelExtension
