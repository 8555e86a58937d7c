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
                package static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Flag",
                    properties: []
                )

                package init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    self.init()
                }

                package mutating func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    return frame.isObject
                }

                package func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    default:
                        return false
                    }
                }

                package func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                }

                package func __jsonPropertyValue(_ index: Int) -> Any? {
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
                    YYModel.JSONModelSchema.__specialized(Self.self) {
                        YYModel.JSONModelSchema.__schema(
                            typeName: "Page",
                            properties: [
                                YYModel.JSONPropertySchema.__property(name: "items", keyPaths: [["items"]])
                            ]
                        )
                    }
                }

                public init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeProperty(frame, 0, as: [Item].self)
                    self.init(items: decoded0 ?? [])
                }

                public mutating func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.items, frame, 0)
                    return frame.isObject
                }

                public func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.items)
                    default:
                        return false
                    }
                }

                public func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.items, keys: keys)
                }

                public func __jsonPropertyValue(_ index: Int) -> Any? {
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
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Token",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "value", keyPaths: [["value"]])
                    ]
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeProperty(frame, 0, as: String.self)
                    if let decoded0 {
                        self.value = decoded0
                    }
                }

                mutating func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.value, frame, 0)
                    return frame.isObject
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.value)
                    default:
                        return false
                    }
                }

                func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.value, keys: keys)
                }

                func __jsonPropertyValue(_ index: Int) -> Any? {
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
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Event",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "start", keyPaths: [["start"]]),
                        YYModel.JSONPropertySchema.__property(name: "tags", keyPaths: [["tags"]]),
                        YYModel.JSONPropertySchema.__property(name: "ended", keyPaths: [["ended"]])
                    ]
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0: Date?? = try context.__decodeProperty(frame, 0, using: UnixMillisecondsTransformer.self)
                    let decoded1 = try context.__decodeRequiredProperty(frame, 1, using: CommaSeparatedTransformer.self)
                    let decoded2 = try context.__decodeProperty(frame, 2, using: UnixMillisecondsTransformer.self) as Date?? ?? nil
                    self.init(start: decoded0 ?? nil, tags: decoded1, ended: decoded2)
                }

                mutating func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.start, frame, 0, using: UnixMillisecondsTransformer.self)
                    return frame.isObject
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.start, using: UnixMillisecondsTransformer.self)
                    case 1:
                        return try writer.__writeProperty(self.tags, using: CommaSeparatedTransformer.self)
                    case 2:
                        return try writer.__writeProperty(self.ended, using: UnixMillisecondsTransformer.self)
                    default:
                        return false
                    }
                }

                func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.start, using: UnixMillisecondsTransformer.self, keys: keys)
                    try writer.__writeMember(1, self.tags, using: CommaSeparatedTransformer.self, keys: keys)
                    try writer.__writeMember(2, self.ended, using: UnixMillisecondsTransformer.self, keys: keys)
                }

                func __jsonPropertyValue(_ index: Int) -> Any? {
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
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Status",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "user", keyPaths: [["user"]]),
                        YYModel.JSONPropertySchema.__property(name: "created", keyPaths: [["created"]])
                    ]
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeProperty(frame, 0, as: _$JSONPropertyTypes.Value0.self)
                    let decoded1: _$JSONPropertyTypes.Value1? = try context.__decodeProperty(frame, 1, using: _$JSONPropertyTypes.Transformer1.self)
                    self.init(user: decoded0 ?? nil, created: decoded1 ?? nil)
                }

                mutating func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.user, frame, 0)
                    try context.__updateProperty(&self.created, frame, 1, using: _$JSONPropertyTypes.Transformer1.self)
                    return frame.isObject
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.user)
                    case 1:
                        return try writer.__writeProperty(self.created, using: _$JSONPropertyTypes.Transformer1.self)
                    default:
                        return false
                    }
                }

                func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.user, keys: keys)
                    try writer.__writeMember(1, self.created, using: _$JSONPropertyTypes.Transformer1.self, keys: keys)
                }

                func __jsonPropertyValue(_ index: Int) -> Any? {
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

    func testNestedStructEvaluatesTransformValuesInside() {
        assertExpansion(
            """
            enum Weibo {
                @JSONModel
                struct Status {
                    var user: User?
                    @JSONTransform(.dateFormat("yyyy-MM-dd")) var created: Date?
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
                        static var transform1: some YYModel.JSONPropertyTransform<Date> {
                            .dateFormat("yyyy-MM-dd")
                        }
                    }
                }
            }

            extension Weibo.Status: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Status",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "user", keyPaths: [["user"]]),
                        YYModel.JSONPropertySchema.__property(name: "created", keyPaths: [["created"]])
                    ]
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeProperty(frame, 0, as: _$JSONPropertyTypes.Value0.self)
                    let decoded1: _$JSONPropertyTypes.Value1? = try context.__decodeProperty(frame, 1, using: _$JSONPropertyTypes.transform1)
                    self.init(user: decoded0 ?? nil, created: decoded1 ?? nil)
                }

                mutating func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.user, frame, 0)
                    try context.__updateProperty(&self.created, frame, 1, using: _$JSONPropertyTypes.transform1)
                    return frame.isObject
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.user)
                    case 1:
                        return try writer.__writeProperty(self.created, using: _$JSONPropertyTypes.transform1)
                    default:
                        return false
                    }
                }

                func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.user, keys: keys)
                    try writer.__writeMember(1, self.created, using: _$JSONPropertyTypes.transform1, keys: keys)
                }

                func __jsonPropertyValue(_ index: Int) -> Any? {
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
                    YYModel.JSONModelSchema.__specialized(Self.self) {
                        YYModel.JSONModelSchema.__schema(
                            typeName: "Meta",
                            properties: []
                        )
                    }
                }

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
        )
    }
}
