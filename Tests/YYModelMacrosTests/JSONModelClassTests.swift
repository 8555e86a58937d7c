import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosTestSupport
import XCTest
import YYModelMacros

/// `@JSONModel` on classes: initializers and methods as members, the schema in the extension.
final class JSONModelClassTests: XCTestCase {
    func testFinalClassGetsPlainInitializers() {
        assertExpansion(
            """
            @JSONModel
            public final class Profile {
                public var name: String = ""
                public let nickname: String?
            }
            """,
            expandedSource: """
            public final class Profile {
                public var name: String = ""
                public let nickname: String?

                public init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.endObject(frame)
                    }
                    if let value = try context.decodeProperty(frame, 0, as: String.self) {
                        self.name = value
                    }
                    self.nickname = try context.decodeProperty(frame, 1, as: String?.self) ?? nil
                }

                public func updateJSON(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.endObject(frame)
                    }
                    try context.updateProperty(&self.name, frame, 0)
                    return frame.isObject
                }

                public func encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.writeProperty(self.name)
                    case 1:
                        return try writer.writeProperty(self.nickname)
                    default:
                        return false
                    }
                }

                public convenience init(from decoder: any Decoder) throws {
                    try self.init(decodingJSONModelFrom: decoder)
                }

                public func encode(to encoder: any Encoder) throws {
                    try self.encodeJSONModel(to: encoder)
                }
            }

            extension Profile: YYModel.JSONModel, Codable {
                public static let jsonSchema = YYModel.JSONModelSchema(
                    typeName: "Profile",
                    properties: [
                        YYModel.JSONPropertySchema(name: "name", keyPaths: [["name"]]),
                        YYModel.JSONPropertySchema(name: "nickname", keyPaths: [["nickname"]])
                    ]
                )
            }
            """
        )
    }

    func testNonFinalClassGetsRequiredInitializers() {
        assertExpansion(
            """
            @JSONModel
            open class Node {
                var id: Int
            }
            """,
            expandedSource: """
            open class Node {
                var id: Int

                public required init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.endObject(frame)
                    }
                    self.id = try context.decodeRequiredProperty(frame, 0, as: Int.self)
                }

                public func updateJSON(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.endObject(frame)
                    }
                    try context.updateProperty(&self.id, frame, 0)
                    return frame.isObject
                }

                public func encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.writeProperty(self.id)
                    default:
                        return false
                    }
                }

                public required convenience init(from decoder: any Decoder) throws {
                    try self.init(decodingJSONModelFrom: decoder)
                }

                public func encode(to encoder: any Encoder) throws {
                    try self.encodeJSONModel(to: encoder)
                }
            }

            extension Node: YYModel.JSONModel, Codable {
                public static let jsonSchema = YYModel.JSONModelSchema(
                    typeName: "Node",
                    properties: [
                        YYModel.JSONPropertySchema(name: "id", keyPaths: [["id"]])
                    ]
                )
            }
            """
        )
    }

    func testClassKeepsItsOwnCodableMethods() {
        assertExpansion(
            """
            @JSONModel
            class Tag {
                var name: String = ""
                required init(from decoder: any Decoder) throws {}
                func encode(to encoder: any Encoder) throws {}
            }
            """,
            expandedSource: """
            class Tag {
                var name: String = ""
                required init(from decoder: any Decoder) throws {}
                func encode(to encoder: any Encoder) throws {}

                required init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.endObject(frame)
                    }
                    if let value = try context.decodeProperty(frame, 0, as: String.self) {
                        self.name = value
                    }
                }

                func updateJSON(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.endObject(frame)
                    }
                    try context.updateProperty(&self.name, frame, 0)
                    return frame.isObject
                }

                func encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.writeProperty(self.name)
                    default:
                        return false
                    }
                }
            }

            extension Tag: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema(
                    typeName: "Tag",
                    properties: [
                        YYModel.JSONPropertySchema(name: "name", keyPaths: [["name"]])
                    ]
                )
            }
            """
        )
    }

    func testSubclassOfModelClassIsRejected() {
        let inheritedConformance: [String: MacroSpec] = [
            "JSONModel": MacroSpec(type: JSONModelMacro.self, conformances: [])
        ]
        assertExpansion(
            """
            @JSONModel
            class Admin: User {
                var level: Int = 0
            }
            """,
            expandedSource: """
            class Admin: User {
                var level: Int = 0
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@JSONModel' does not support subclasses of '@JSONModel' classes yet",
                    line: 1,
                    column: 1
                )
            ],
            macros: inheritedConformance
        )
    }

    func testClassNamingJSONModelItselfIsNotTakenForASubclass() {
        let declaredConformance: [String: MacroSpec] = [
            "JSONModel": MacroSpec(type: JSONModelMacro.self, conformances: ["Codable"])
        ]
        assertExpansion(
            """
            @JSONModel
            final class Flag: JSONModel {
            }
            """,
            expandedSource: """
            final class Flag: JSONModel {

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.endObject(frame)
                    }
                }

                func updateJSON(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.endObject(frame)
                    }
                    return frame.isObject
                }

                func encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    default:
                        return false
                    }
                }

                convenience init(from decoder: any Decoder) throws {
                    try self.init(decodingJSONModelFrom: decoder)
                }

                func encode(to encoder: any Encoder) throws {
                    try self.encodeJSONModel(to: encoder)
                }
            }

            extension Flag: Codable {
                static let jsonSchema = YYModel.JSONModelSchema(
                    typeName: "Flag",
                    properties: []
                )
            }
            """,
            macros: declaredConformance
        )
    }
}
