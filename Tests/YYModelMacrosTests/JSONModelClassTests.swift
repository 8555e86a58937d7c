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
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeProperty(frame, 0, as: String.self)
                    let decoded1 = try context.__decodeProperty(frame, 1, as: String?.self) ?? nil
                    if let decoded0 {
                        self.name = decoded0
                    }
                    self.nickname = decoded1
                }

                public func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.name, frame, 0)
                    return frame.isObject
                }

                public func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.name)
                    case 1:
                        return try writer.__writeProperty(self.nickname)
                    default:
                        return false
                    }
                }

                public func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.name, keys: keys)
                    try writer.__writeMember(1, self.nickname, keys: keys)
                }

                public func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.name
                    case 1:
                        return self.nickname
                    default:
                        return nil
                    }
                }

                public init(__jsonCopying source: any YYModel.JSONModel, copier: inout YYModel.__JSONModelCopier) {
                    let model = source as! Profile
                    self.name = copier.copy(model.name)
                    self.nickname = copier.copy(model.nickname)
                }

                public convenience init(from decoder: any Decoder) throws {
                    try self.init(decodingJSONModelFrom: decoder)
                }

                public func encode(to encoder: any Encoder) throws {
                    try self.encodeJSONModel(to: encoder)
                }
            }

            extension Profile: YYModel.JSONModel, Codable {
                public static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Profile",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "name", keyPaths: [["name"]]),
                        YYModel.JSONPropertySchema.__property(name: "nickname", keyPaths: [["nickname"]])
                    ]
                )
            }
            """
        )
    }

    func testNSObjectSubclassAnswersDescriptionHashAndEqualityWithTheModel() {
        assertExpansion(
            """
            @JSONModel
            public final class Author: NSObject {
                public var name: String = ""
                public override var hash: Int { 0 }
            }
            """,
            expandedSource: """
            public final class Author: NSObject {
                public var name: String = ""
                public override var hash: Int { 0 }

                public init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeProperty(frame, 0, as: String.self)
                    if let decoded0 {
                        self.name = decoded0
                    }
                }

                public func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.name, frame, 0)
                    return frame.isObject
                }

                public func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.name)
                    default:
                        return false
                    }
                }

                public func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.name, keys: keys)
                }

                public func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.name
                    default:
                        return nil
                    }
                }

                public init(__jsonCopying source: any YYModel.JSONModel, copier: inout YYModel.__JSONModelCopier) {
                    let model = source as! Author
                    self.name = copier.copy(model.name)
                }

                public convenience init(from decoder: any Decoder) throws {
                    try self.init(decodingJSONModelFrom: decoder)
                }

                public func encode(to encoder: any Encoder) throws {
                    try self.encodeJSONModel(to: encoder)
                }

                public override var description: String {
                    modelDescription
                }

                public override func isEqual(_ object: Any?) -> Bool {
                    guard let other = object as? Self else {
                        return false
                    }
                    return modelIsEqual(other)
                }
            }

            extension Author: YYModel.JSONModel, Codable {
                public static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Author",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "name", keyPaths: [["name"]])
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

                open class var jsonSchema: YYModel.JSONModelSchema {
                    _$jsonSchema
                }

                private static let _$jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Node",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "id", keyPaths: [["id"]], isKeyDerived: true)
                    ]
                )

                open class var jsonHooks: YYModel.JSONModelHooks {
                    []
                }

                open class func jsonWillDecode(_ json: YYModel.JSON) -> YYModel.JSON {
                    json
                }

                open func jsonDidDecode(_ json: YYModel.JSON) throws {
                }

                open func jsonWillEncode(_ json: inout YYModel.JSON) throws {
                }

                open class func jsonModelClass(for json: YYModel.JSON) -> (any YYModel.JSONModel.Type)? {
                    nil
                }

                public required convenience init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try self.init(__jsonFrame: frame, context: &context)
                }

                public required init(__jsonFrame frame: YYModel.JSONDecodingContext.__ObjectFrame, context: inout YYModel.JSONDecodingContext) throws {
                    let decoded0 = try context.__decodeRequiredProperty(frame, 0, as: Int.self)
                    self.id = decoded0
                }

                public func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Swift.type(of: self).jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try self.__updateJSONProperties(frame, context: &context)
                    return frame.isObject
                }

                open func __updateJSONProperties(_ frame: YYModel.JSONDecodingContext.__ObjectFrame, context: inout YYModel.JSONDecodingContext) throws {
                    try context.__updateProperty(&self.id, frame, 0)
                }

                open func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.id)
                    default:
                        return false
                    }
                }

                open func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.id
                    default:
                        return nil
                    }
                }

                public required init(__jsonCopying source: any YYModel.JSONModel, copier: inout YYModel.__JSONModelCopier) {
                    let model = source as! Node
                    self.id = copier.copy(model.id)
                }

                public required convenience init(from decoder: any Decoder) throws {
                    try self.init(decodingJSONModelFrom: decoder)
                }

                open func encode(to encoder: any Encoder) throws {
                    try self.encodeJSONModel(to: encoder)
                }
            }

            extension Node: YYModel.JSONModel, Codable {
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

                class var jsonSchema: YYModel.JSONModelSchema {
                    _$jsonSchema
                }

                private static let _$jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Tag",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "name", keyPaths: [["name"]], isKeyDerived: true)
                    ]
                )

                class var jsonHooks: YYModel.JSONModelHooks {
                    []
                }

                class func jsonWillDecode(_ json: YYModel.JSON) -> YYModel.JSON {
                    json
                }

                func jsonDidDecode(_ json: YYModel.JSON) throws {
                }

                func jsonWillEncode(_ json: inout YYModel.JSON) throws {
                }

                class func jsonModelClass(for json: YYModel.JSON) -> (any YYModel.JSONModel.Type)? {
                    nil
                }

                required convenience init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try self.init(__jsonFrame: frame, context: &context)
                }

                required init(__jsonFrame frame: YYModel.JSONDecodingContext.__ObjectFrame, context: inout YYModel.JSONDecodingContext) throws {
                    let decoded0 = try context.__decodeProperty(frame, 0, as: String.self)
                    if let decoded0 {
                        self.name = decoded0
                    }
                }

                func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Swift.type(of: self).jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try self.__updateJSONProperties(frame, context: &context)
                    return frame.isObject
                }

                func __updateJSONProperties(_ frame: YYModel.JSONDecodingContext.__ObjectFrame, context: inout YYModel.JSONDecodingContext) throws {
                    try context.__updateProperty(&self.name, frame, 0)
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.name)
                    default:
                        return false
                    }
                }

                func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.name
                    default:
                        return nil
                    }
                }

                required init(__jsonCopying source: any YYModel.JSONModel, copier: inout YYModel.__JSONModelCopier) {
                    let model = source as! Tag
                    self.name = copier.copy(model.name)
                }
            }

            extension Tag: YYModel.JSONModel, Codable {
            }
            """
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
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                }

                func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
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

                init(__jsonCopying source: any YYModel.JSONModel, copier: inout YYModel.__JSONModelCopier) {
                }

                convenience init(from decoder: any Decoder) throws {
                    try self.init(decodingJSONModelFrom: decoder)
                }

                func encode(to encoder: any Encoder) throws {
                    try self.encodeJSONModel(to: encoder)
                }
            }

            extension Flag: Codable {
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Flag",
                    properties: []
                )
            }
            """,
            macros: declaredConformance
        )
    }
}
