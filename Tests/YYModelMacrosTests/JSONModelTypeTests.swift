import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosTestSupport
import XCTest
import YYModelMacros

/// How the annotated type itself shapes the expansion: access, generics, existing conformances.
final class JSONModelTypeTests: XCTestCase {
    func testPackageTypeGetsPackageMembers() {
        assertExpansion(
            """
            @JSONModel
            package struct Flag {
            }
            """,
            expandedSource: """
            package struct Flag {
            }

            extension Flag: YYModel.JSONModel, Codable {
                package static let jsonSchema = YYModel.JSONModelSchema(
                    typeName: "Flag",
                    properties: []
                )

                package init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.endObject(frame)
                    }
                    self.init()
                }

                package mutating func _updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.endObject(frame)
                    }
                    return frame.isObject
                }

                package func encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    default:
                        return false
                    }
                }

                package func encodeJSONMembers(_ keys: YYModel.JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                }

                package func jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    default:
                        return nil
                    }
                }

                package init(from decoder: any Decoder) throws {
                    try self.init(decodingJSONModelFrom: decoder)
                }

                package func encode(to encoder: any Encoder) throws {
                    try self.encodeJSONModel(to: encoder)
                }
            }
            """
        )
    }

    func testGenericStructUsesComputedSchema() {
        assertExpansion(
            """
            @JSONModel
            public struct Page<Item: JSONModel> {
                public var items: [Item] = []
            }
            """,
            expandedSource: """
            public struct Page<Item: JSONModel> {
                public var items: [Item] = []
            }

            extension Page: YYModel.JSONModel, Codable {
                public static var jsonSchema: YYModel.JSONModelSchema {
                    YYModel.JSONModelSchema._specialized(Self.self) {
                        YYModel.JSONModelSchema(
                            typeName: "Page",
                            properties: [
                                YYModel.JSONPropertySchema(name: "items", keyPaths: [["items"]])
                            ]
                        )
                    }
                }

                public init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.endObject(frame)
                    }
                    let decoded0 = try context.decodeProperty(frame, 0, as: [Item].self)
                    self.init(items: decoded0 ?? [])
                }

                public mutating func _updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.endObject(frame)
                    }
                    try context.updateProperty(&self.items, frame, 0)
                    return frame.isObject
                }

                public func encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.writeProperty(self.items)
                    default:
                        return false
                    }
                }

                public func encodeJSONMembers(_ keys: YYModel.JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.writeMember(0, self.items, keys: keys)
                }

                public func jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.items
                    default:
                        return nil
                    }
                }

                public init(from decoder: any Decoder) throws {
                    try self.init(decodingJSONModelFrom: decoder)
                }

                public func encode(to encoder: any Encoder) throws {
                    try self.encodeJSONModel(to: encoder)
                }
            }
            """
        )
    }

    func testOnlyMissingConformancesAndMethodsAreAdded() {
        let alreadyCodable: [String: MacroSpec] = [
            "JSONModel": MacroSpec(type: JSONModelMacro.self, conformances: ["JSONModel"])
        ]
        assertExpansion(
            """
            @JSONModel
            struct Token: Codable {
                var value: String = ""
                init(from decoder: any Decoder) throws {}
            }
            """,
            expandedSource: """
            struct Token: Codable {
                var value: String = ""
                init(from decoder: any Decoder) throws {}
            }

            extension Token: YYModel.JSONModel {
                static let jsonSchema = YYModel.JSONModelSchema(
                    typeName: "Token",
                    properties: [
                        YYModel.JSONPropertySchema(name: "value", keyPaths: [["value"]])
                    ]
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.endObject(frame)
                    }
                    let decoded0 = try context.decodeProperty(frame, 0, as: String.self)
                    if let decoded0 {
                        self.value = decoded0
                    }
                }

                mutating func _updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.endObject(frame)
                    }
                    try context.updateProperty(&self.value, frame, 0)
                    return frame.isObject
                }

                func encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.writeProperty(self.value)
                    default:
                        return false
                    }
                }

                func encodeJSONMembers(_ keys: YYModel.JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.writeMember(0, self.value, keys: keys)
                }

                func jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.value
                    default:
                        return nil
                    }
                }

                func encode(to encoder: any Encoder) throws {
                    try self.encodeJSONModel(to: encoder)
                }
            }
            """,
            macros: alreadyCodable
        )
    }

    func testTransformedPropertiesGoThroughTheTransformer() {
        assertExpansion(
            """
            @JSONModel
            struct Event {
                @JSONTransform(UnixMillisecondsTransformer.self) var start: Date?
                @JSONTransform(CommaSeparatedTransformer.self) let tags: [String]
                @JSONTransform(UnixMillisecondsTransformer.self) let ended: Date?
            }
            """,
            expandedSource: """
            struct Event {
                var start: Date?
                let tags: [String]
                let ended: Date?
            }

            extension Event: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema(
                    typeName: "Event",
                    properties: [
                        YYModel.JSONPropertySchema(name: "start", keyPaths: [["start"]]),
                        YYModel.JSONPropertySchema(name: "tags", keyPaths: [["tags"]]),
                        YYModel.JSONPropertySchema(name: "ended", keyPaths: [["ended"]])
                    ]
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.endObject(frame)
                    }
                    let decoded0: Date?? = try context.decodeProperty(frame, 0, using: UnixMillisecondsTransformer.self)
                    let decoded1 = try context.decodeRequiredProperty(frame, 1, using: CommaSeparatedTransformer.self)
                    let decoded2 = try context.decodeProperty(frame, 2, using: UnixMillisecondsTransformer.self) as Date?? ?? nil
                    self.init(start: decoded0 ?? nil, tags: decoded1, ended: decoded2)
                }

                mutating func _updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.endObject(frame)
                    }
                    try context.updateProperty(&self.start, frame, 0, using: UnixMillisecondsTransformer.self)
                    return frame.isObject
                }

                func encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.writeProperty(self.start, using: UnixMillisecondsTransformer.self)
                    case 1:
                        return try writer.writeProperty(self.tags, using: CommaSeparatedTransformer.self)
                    case 2:
                        return try writer.writeProperty(self.ended, using: UnixMillisecondsTransformer.self)
                    default:
                        return false
                    }
                }

                func encodeJSONMembers(_ keys: YYModel.JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.writeMember(0, self.start, using: UnixMillisecondsTransformer.self, keys: keys)
                    try writer.writeMember(1, self.tags, using: CommaSeparatedTransformer.self, keys: keys)
                    try writer.writeMember(2, self.ended, using: UnixMillisecondsTransformer.self, keys: keys)
                }

                func jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.start
                    case 1:
                        return self.tags
                    case 2:
                        return self.ended
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
                    message: "'tags' has no empty value; make it optional or give it a default",
                    line: 4,
                    column: 56,
                    severity: .warning,
                    fixIts: [FixItSpec(message: "make 'tags' optional")]
                )
            ]
        )
    }

    func testNestedStructSpellsTypesThroughAliasesDeclaredInside() {
        assertExpansion(
            """
            enum Weibo {
                @JSONModel
                struct Status {
                    var user: User?
                    @JSONTransform(Stamp.self) var created: Date?
                }
            }
            """,
            expandedSource: """
            enum Weibo {
                struct Status {
                    var user: User?
                    var created: Date?

                    enum _$JSONPropertyTypes {
                        typealias Value0 = User?
                        typealias Value1 = Date?
                        typealias Transformer1 = Stamp
                    }
                }
            }

            extension Weibo.Status: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema(
                    typeName: "Status",
                    properties: [
                        YYModel.JSONPropertySchema(name: "user", keyPaths: [["user"]]),
                        YYModel.JSONPropertySchema(name: "created", keyPaths: [["created"]])
                    ]
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.endObject(frame)
                    }
                    let decoded0 = try context.decodeProperty(frame, 0, as: _$JSONPropertyTypes.Value0.self)
                    let decoded1: _$JSONPropertyTypes.Value1? = try context.decodeProperty(frame, 1, using: _$JSONPropertyTypes.Transformer1.self)
                    self.init(user: decoded0 ?? nil, created: decoded1 ?? nil)
                }

                mutating func _updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.endObject(frame)
                    }
                    try context.updateProperty(&self.user, frame, 0)
                    try context.updateProperty(&self.created, frame, 1, using: _$JSONPropertyTypes.Transformer1.self)
                    return frame.isObject
                }

                func encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.writeProperty(self.user)
                    case 1:
                        return try writer.writeProperty(self.created, using: _$JSONPropertyTypes.Transformer1.self)
                    default:
                        return false
                    }
                }

                func encodeJSONMembers(_ keys: YYModel.JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.writeMember(0, self.user, keys: keys)
                    try writer.writeMember(1, self.created, using: _$JSONPropertyTypes.Transformer1.self, keys: keys)
                }

                func jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.user
                    case 1:
                        return self.created
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
        )
    }

    func testStructNestedInGenericTypeUsesComputedSchema() {
        assertExpansion(
            """
            struct Envelope<Payload> {
                @JSONModel
                struct Meta {
                }
            }
            """,
            expandedSource: """
            struct Envelope<Payload> {
                struct Meta {
                }
            }

            extension Envelope.Meta: YYModel.JSONModel, Codable {
                static var jsonSchema: YYModel.JSONModelSchema {
                    YYModel.JSONModelSchema._specialized(Self.self) {
                        YYModel.JSONModelSchema(
                            typeName: "Meta",
                            properties: []
                        )
                    }
                }

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.endObject(frame)
                    }
                    self.init()
                }

                mutating func _updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
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

                func encodeJSONMembers(_ keys: YYModel.JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                }

                func jsonPropertyValue(_ index: Int) -> Any? {
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
        )
    }
}
