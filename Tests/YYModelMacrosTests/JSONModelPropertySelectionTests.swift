import SwiftSyntaxMacrosTestSupport
import XCTest

/// Which properties `@JSONModel` maps, and how each is assigned.
final class JSONModelPropertySelectionTests: XCTestCase {
    func testBindingsOfOneDeclarationAreMappedSeparately() {
        assertExpansion(
            """
            @JSONModel
            struct Pair {
                var a: Int = 0, b: Int = 1
                var c, d: String
            }
            """,
            expandedSource: """
            struct Pair {
                var a: Int = 0, b: Int = 1
                var c, d: String
            }

            extension Pair: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Pair",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "a", keyPaths: [["a"]]),
                        YYModel.JSONPropertySchema.__property(name: "b", keyPaths: [["b"]]),
                        YYModel.JSONPropertySchema.__property(name: "c", keyPaths: [["c"]]),
                        YYModel.JSONPropertySchema.__property(name: "d", keyPaths: [["d"]])
                    ]
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeProperty(frame, 0, as: Int.self)
                    let decoded1 = try context.__decodeProperty(frame, 1, as: Int.self)
                    let decoded2 = try context.__decodeRequiredProperty(frame, 2, as: String.self)
                    let decoded3 = try context.__decodeRequiredProperty(frame, 3, as: String.self)
                    self.init(a: decoded0 ?? 0, b: decoded1 ?? 1, c: decoded2, d: decoded3)
                }

                mutating func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.a, frame, 0)
                    try context.__updateProperty(&self.b, frame, 1)
                    try context.__updateProperty(&self.c, frame, 2)
                    try context.__updateProperty(&self.d, frame, 3)
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
                    default:
                        return false
                    }
                }

                func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.a, keys: keys)
                    try writer.__writeMember(1, self.b, keys: keys)
                    try writer.__writeMember(2, self.c, keys: keys)
                    try writer.__writeMember(3, self.d, keys: keys)
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

    func testObservedPropertyIsStoredButAccessorsLazyAndStaticAreNot() {
        assertExpansion(
            """
            @JSONModel
            struct Counter {
                var count: Int = 0 {
                    didSet { print(count) }
                }
                var double: Int {
                    get { count * 2 }
                    set { count = newValue / 2 }
                }
                lazy var cached: [Int] = []
                static var total: Int = 0
                class var kind: String { "counter" }
            }
            """,
            expandedSource: """
            struct Counter {
                var count: Int = 0 {
                    didSet { print(count) }
                }
                var double: Int {
                    get { count * 2 }
                    set { count = newValue / 2 }
                }
                lazy var cached: [Int] = []
                static var total: Int = 0
                class var kind: String { "counter" }
            }

            extension Counter: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Counter",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "count", keyPaths: [["count"]])
                    ]
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeProperty(frame, 0, as: Int.self)
                    if let decoded0 {
                        self.count = decoded0
                    }
                }

                mutating func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.count, frame, 0)
                    return frame.isObject
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.count)
                    default:
                        return false
                    }
                }

                func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.count, keys: keys)
                }

                func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.count
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

    func testIgnoredPropertiesNeedNoTypeAndOptionalVarsNoDefault() {
        assertExpansion(
            """
            @JSONModel(ignoring: ["token"])
            struct Session {
                var user: String = ""
                var token: String = ""
                @JSONIgnore var note: String?
                @JSONIgnore var hits = 0
            }
            """,
            expandedSource: """
            struct Session {
                var user: String = ""
                var token: String = ""
                var note: String?
                var hits = 0
            }

            extension Session: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Session",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "user", keyPaths: [["user"]])
                    ]
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeProperty(frame, 0, as: String.self)
                    self.init(user: decoded0 ?? "")
                }

                mutating func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.user, frame, 0)
                    return frame.isObject
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.user)
                    default:
                        return false
                    }
                }

                func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.user, keys: keys)
                }

                func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.user
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

    func testOnlyArgumentKeepsListedPropertiesInDeclarationOrder() {
        assertExpansion(
            """
            @JSONModel(only: ["name", "id"])
            struct Item {
                var id: Int = 0
                var name: String = ""
                var draft: Bool = false
            }
            """,
            expandedSource: """
            struct Item {
                var id: Int = 0
                var name: String = ""
                var draft: Bool = false
            }

            extension Item: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Item",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "id", keyPaths: [["id"]]),
                        YYModel.JSONPropertySchema.__property(name: "name", keyPaths: [["name"]])
                    ]
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeProperty(frame, 0, as: Int.self)
                    let decoded1 = try context.__decodeProperty(frame, 1, as: String.self)
                    self.init(id: decoded0 ?? 0, name: decoded1 ?? "")
                }

                mutating func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.id, frame, 0)
                    try context.__updateProperty(&self.name, frame, 1)
                    return frame.isObject
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.id)
                    case 1:
                        return try writer.__writeProperty(self.name)
                    default:
                        return false
                    }
                }

                func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.id, keys: keys)
                    try writer.__writeMember(1, self.name, keys: keys)
                }

                func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.id
                    case 1:
                        return self.name
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

    func testBacktickedNameAndParenthesizedMetatype() {
        assertExpansion(
            """
            @JSONModel
            struct Setting {
                var `default`: any Sendable = 0
            }
            """,
            expandedSource: """
            struct Setting {
                var `default`: any Sendable = 0
            }

            extension Setting: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Setting",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "default", keyPaths: [["default"]])
                    ]
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeProperty(frame, 0, as: (any Sendable).self)
                    self.init(default: decoded0 ?? 0)
                }

                mutating func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.`default`, frame, 0)
                    return frame.isObject
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.`default`)
                    default:
                        return false
                    }
                }

                func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.`default`, keys: keys)
                }

                func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.`default`
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
