import SwiftSyntaxMacrosTestSupport
import XCTest

/// Expansion of `@JSONModel` on structs: one test per form.
final class JSONModelMacroTests: XCTestCase {
    func testExpansionOfDocumentedStruct() {
        assertExpansion(
            """
            @JSONModel(keyStrategy: .snakeCase)
            public struct User {
                public var id: UInt64 = 0
                public let login: String
                @JSONKey("html_url", "url") public var homepage: URL?
                @JSONKey("ext.desc") var desc: String?
                var followersCount: Int?
                let kind: String = "user"
                @JSONIgnore var cache: [String] = []
                var computed: Int { 1 }
                static var shared = 0
            }
            """,
            expandedSource: """
            public struct User {
                public var id: UInt64 = 0
                public let login: String
                public var homepage: URL?
                var desc: String?
                var followersCount: Int?
                let kind: String = "user"
                var cache: [String] = []
                var computed: Int { 1 }
                static var shared = 0
            }

            extension User: YYModel.JSONModel, Codable {
                public static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "User",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "id", keyPaths: [["id"]]),
                        YYModel.JSONPropertySchema.__property(name: "login", keyPaths: [["login"]]),
                        YYModel.JSONPropertySchema.__property(name: "homepage", keyPaths: [["html_url"], ["url"]]),
                        YYModel.JSONPropertySchema.__property(name: "desc", keyPaths: [["ext", "desc"]]),
                        YYModel.JSONPropertySchema.__property(name: "followersCount", keyPaths: [["followers_count"]])
                    ]
                )

                public init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeProperty(frame, 0, as: UInt64.self)
                    let decoded1 = try context.__decodeRequiredProperty(frame, 1, as: String.self)
                    let decoded2 = try context.__decodeProperty(frame, 2, as: URL?.self)
                    let decoded3 = try context.__decodeProperty(frame, 3, as: String?.self)
                    let decoded4 = try context.__decodeProperty(frame, 4, as: Int?.self)
                    self.init(id: decoded0 ?? 0, login: decoded1, homepage: decoded2 ?? nil, desc: decoded3 ?? nil, followersCount: decoded4 ?? nil)
                }

                public mutating func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.id, frame, 0)
                    try context.__updateProperty(&self.homepage, frame, 2)
                    try context.__updateProperty(&self.desc, frame, 3)
                    try context.__updateProperty(&self.followersCount, frame, 4)
                    return frame.isObject
                }

                public func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.id)
                    case 1:
                        return try writer.__writeProperty(self.login)
                    case 2:
                        return try writer.__writeProperty(self.homepage)
                    case 3:
                        return try writer.__writeProperty(self.desc)
                    case 4:
                        return try writer.__writeProperty(self.followersCount)
                    default:
                        return false
                    }
                }

                public func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.id, keys: keys)
                    try writer.__writeMember(1, self.login, keys: keys)
                    try writer.__writeMember(2, self.homepage, keys: keys)
                    try writer.__writeMember(3, self.desc, keys: keys)
                    try writer.__writeMember(4, self.followersCount, keys: keys)
                }

                public func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.id
                    case 1:
                        return self.login
                    case 2:
                        return self.homepage
                    case 3:
                        return self.desc
                    case 4:
                        return self.followersCount
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

    func testBareAttributeUsesNamesAndNoAccessModifier() {
        assertExpansion(
            """
            @JSONModel
            struct Point {
                var x: Double = 0
            }
            """,
            expandedSource: """
            struct Point {
                var x: Double = 0
            }

            extension Point: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Point",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "x", keyPaths: [["x"]])
                    ]
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeProperty(frame, 0, as: Double.self)
                    self.init(x: decoded0 ?? 0)
                }

                mutating func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.x, frame, 0)
                    return frame.isObject
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.x)
                    default:
                        return false
                    }
                }

                func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.x, keys: keys)
                }

                func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.x
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

    func testEmptyArgumentListExpandsLikeBareAttribute() {
        assertExpansion(
            """
            @JSONModel()
            struct Point {
                var x: Double = 0
            }
            """,
            expandedSource: """
            struct Point {
                var x: Double = 0
            }

            extension Point: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Point",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "x", keyPaths: [["x"]])
                    ]
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeProperty(frame, 0, as: Double.self)
                    self.init(x: decoded0 ?? 0)
                }

                mutating func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.x, frame, 0)
                    return frame.isObject
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.x)
                    default:
                        return false
                    }
                }

                func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.x, keys: keys)
                }

                func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.x
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

    func testStructWithoutPropertiesExpands() {
        assertExpansion(
            """
            @JSONModel
            struct Empty {
            }
            """,
            expandedSource: """
            struct Empty {
            }

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
        )
    }

    func testOptionalSpellingsAndOptionalConstants() {
        assertExpansion(
            """
            @JSONModel
            struct Sample {
                var a: Int?
                var b: Optional<Int>
                var c: Int!
                let d: String?
                let e: Swift.Optional<Int>
            }
            """,
            expandedSource: """
            struct Sample {
                var a: Int?
                var b: Optional<Int>
                var c: Int!
                let d: String?
                let e: Swift.Optional<Int>
            }

            extension Sample: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Sample",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "a", keyPaths: [["a"]]),
                        YYModel.JSONPropertySchema.__property(name: "b", keyPaths: [["b"]]),
                        YYModel.JSONPropertySchema.__property(name: "c", keyPaths: [["c"]]),
                        YYModel.JSONPropertySchema.__property(name: "d", keyPaths: [["d"]]),
                        YYModel.JSONPropertySchema.__property(name: "e", keyPaths: [["e"]])
                    ]
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeProperty(frame, 0, as: Int?.self)
                    let decoded1 = try context.__decodeProperty(frame, 1, as: Optional<Int>.self) ?? nil
                    let decoded2 = try context.__decodeProperty(frame, 2, as: Int?.self)
                    let decoded3 = try context.__decodeProperty(frame, 3, as: String?.self) ?? nil
                    let decoded4 = try context.__decodeProperty(frame, 4, as: Swift.Optional<Int>.self) ?? nil
                    self.init(a: decoded0 ?? nil, b: decoded1, c: decoded2 ?? nil, d: decoded3, e: decoded4)
                }

                mutating func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.a, frame, 0)
                    try context.__updateProperty(&self.b, frame, 1)
                    try context.__updateProperty(&self.c, frame, 2)
                    return frame.isObject
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.a)
                    case 1:
                        return try writer.__writeProperty(self.b)
                    case 2:
                        return try writer.__writeProperty(self.c)
                    case 3:
                        return try writer.__writeProperty(self.d)
                    case 4:
                        return try writer.__writeProperty(self.e)
                    default:
                        return false
                    }
                }

                func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.a, keys: keys)
                    try writer.__writeMember(1, self.b, keys: keys)
                    try writer.__writeMember(2, self.c, keys: keys)
                    try writer.__writeMember(3, self.d, keys: keys)
                    try writer.__writeMember(4, self.e, keys: keys)
                }

                func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.a
                    case 1:
                        return self.b
                    case 2:
                        return self.c
                    case 3:
                        return self.d
                    case 4:
                        return self.e
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
