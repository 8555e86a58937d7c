import SwiftSyntaxMacrosTestSupport
import XCTest

/// The keys `@JSONModel` writes into the schema.
final class JSONModelKeyTests: XCTestCase {
    func testCustomKeyStrategyLeavesKeysToTheSchema() {
        assertExpansion(
            """
            @JSONModel(keyStrategy: .custom(LowercaseKeys.self))
            struct Account {
                var userName: String = ""
                @JSONKey("ID") var userID: Int = 0
            }
            """,
            expandedSource: """
            struct Account {
                var userName: String = ""
                var userID: Int = 0
            }

            extension Account: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Account",
                    keyStrategy: .custom(LowercaseKeys.self),
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "userName", keyPaths: [["userName"]], isKeyDerived: true),
                        YYModel.JSONPropertySchema.__property(name: "userID", keyPaths: [["ID"]])
                    ]
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeProperty(frame, 0, as: String.self)
                    let decoded1 = try context.__decodeProperty(frame, 1, as: Int.self)
                    self.init(userName: decoded0 ?? "", userID: decoded1 ?? 0)
                }

                mutating func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.userName, frame, 0)
                    try context.__updateProperty(&self.userID, frame, 1)
                    return frame.isObject
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.userName)
                    case 1:
                        return try writer.__writeProperty(self.userID)
                    default:
                        return false
                    }
                }

                func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.userName, keys: keys)
                    try writer.__writeMember(1, self.userID, keys: keys)
                }

                func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.userName
                    case 1:
                        return self.userID
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

    func testCustomKeyStrategyOnAnEnumIsAnError() {
        assertExpansion(
            """
            @JSONModel(keyStrategy: .custom(LowercaseKeys.self), discriminator: "type")
            enum Shape {
                case circle(Circle)
            }
            """,
            expandedSource: """
            enum Shape {
                case circle(Circle)
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "a custom key rule runs when the program does, but case values are fixed when it compiles; give cases '@JSONKey' values",
                    line: 1,
                    column: 1
                )
            ]
        )
    }

    func testSnakeCaseStrategyConvertsNamesButNotJSONKeys() {
        assertExpansion(
            """
            @JSONModel(keyStrategy: JSONKeyStrategy.snakeCase)
            struct Profile {
                var htmlURL: String?
                var avatarURLString: String?
                @JSONKey("userID") var userID: Int?
            }
            """,
            expandedSource: """
            struct Profile {
                var htmlURL: String?
                var avatarURLString: String?
                var userID: Int?
            }

            extension Profile: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Profile",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "htmlURL", keyPaths: [["html_url"]]),
                        YYModel.JSONPropertySchema.__property(name: "avatarURLString", keyPaths: [["avatar_url_string"]]),
                        YYModel.JSONPropertySchema.__property(name: "userID", keyPaths: [["userID"]])
                    ]
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeProperty(frame, 0, as: String?.self)
                    let decoded1 = try context.__decodeProperty(frame, 1, as: String?.self)
                    let decoded2 = try context.__decodeProperty(frame, 2, as: Int?.self)
                    self.init(htmlURL: decoded0 ?? nil, avatarURLString: decoded1 ?? nil, userID: decoded2 ?? nil)
                }

                mutating func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.htmlURL, frame, 0)
                    try context.__updateProperty(&self.avatarURLString, frame, 1)
                    try context.__updateProperty(&self.userID, frame, 2)
                    return frame.isObject
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.htmlURL)
                    case 1:
                        return try writer.__writeProperty(self.avatarURLString)
                    case 2:
                        return try writer.__writeProperty(self.userID)
                    default:
                        return false
                    }
                }

                func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.htmlURL, keys: keys)
                    try writer.__writeMember(1, self.avatarURLString, keys: keys)
                    try writer.__writeMember(2, self.userID, keys: keys)
                }

                func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.htmlURL
                    case 1:
                        return self.avatarURLString
                    case 2:
                        return self.userID
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

    func testKebabCaseStrategyWritesDashedKeys() {
        assertExpansion(
            """
            @JSONModel(keyStrategy: .kebabCase)
            struct Profile {
                var htmlURL: String?
            }
            """,
            expandedSource: """
            struct Profile {
                var htmlURL: String?
            }

            extension Profile: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Profile",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "htmlURL", keyPaths: [["html-url"]])
                    ]
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeProperty(frame, 0, as: String?.self)
                    self.init(htmlURL: decoded0 ?? nil)
                }

                mutating func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.htmlURL, frame, 0)
                    return frame.isObject
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.htmlURL)
                    default:
                        return false
                    }
                }

                func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.htmlURL, keys: keys)
                }

                func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.htmlURL
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

    func testRootPathGoesIntoTheSchema() {
        assertExpansion(
            """
            @JSONModel(rootPath: "data.profile")
            struct Profile {
                var htmlURL: String?
            }
            """,
            expandedSource: """
            struct Profile {
                var htmlURL: String?
            }

            extension Profile: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Profile",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "htmlURL", keyPaths: [["htmlURL"]])
                    ],
                    rootPath: "data.profile"
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeProperty(frame, 0, as: String?.self)
                    self.init(htmlURL: decoded0 ?? nil)
                }

                mutating func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.htmlURL, frame, 0)
                    return frame.isObject
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.htmlURL)
                    default:
                        return false
                    }
                }

                func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.htmlURL, keys: keys)
                }

                func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.htmlURL
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

    func testOneSidedIgnoreLeavesThePropertyOutOfThatSideOnly() {
        assertExpansion(
            """
            @JSONModel
            struct Account {
                var id: Int = 0
                @JSONIgnore(.encoding) var password: String = ""
                @JSONIgnore(.decoding) var revision: Int = 1
            }
            """,
            expandedSource: """
            struct Account {
                var id: Int = 0
                var password: String = ""
                var revision: Int = 1
            }

            extension Account: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Account",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "id", keyPaths: [["id"]]),
                        YYModel.JSONPropertySchema.__property(name: "password", keyPaths: [["password"]]),
                        YYModel.JSONPropertySchema.__property(name: "revision", keyPaths: [["revision"]])
                    ]
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeProperty(frame, 0, as: Int.self)
                    let decoded1 = try context.__decodeProperty(frame, 1, as: String.self)
                    self.init(id: decoded0 ?? 0, password: decoded1 ?? "")
                }

                mutating func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.id, frame, 0)
                    try context.__updateProperty(&self.password, frame, 1)
                    return frame.isObject
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.id)
                    case 2:
                        return try writer.__writeProperty(self.revision)
                    default:
                        return false
                    }
                }

                func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.id, keys: keys)
                    try writer.__writeMember(2, self.revision, keys: keys)
                }

                func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.id
                    case 1:
                        return self.password
                    case 2:
                        return self.revision
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

    func testKeyPathsEscapedDotsEmptyComponentsAndQuotes() {
        assertExpansion(
            #"""
            @JSONModel
            struct Doc {
                @JSONKey("a\\.b", "a..b", ".ext", "ext.", #"say "hi""#) var value: Int?
            }
            """#,
            expandedSource: #"""
            struct Doc {
                var value: Int?
            }

            extension Doc: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Doc",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "value", keyPaths: [["a.b"], ["a", "b"], ["ext"], ["ext"], ["say \"hi\""]])
                    ]
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeProperty(frame, 0, as: Int?.self)
                    self.init(value: decoded0 ?? nil)
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

                init(from decoder: any Decoder) throws {
                    try self.init(decodingJSONModelFrom: decoder)
                }

                func encode(to encoder: any Encoder) throws {
                    try self.encodeJSONModel(to: encoder)
                }
            }
            """#
        )
    }
}
