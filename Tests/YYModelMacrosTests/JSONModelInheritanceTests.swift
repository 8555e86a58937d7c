import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosTestSupport
import XCTest
import YYModelMacros

/// `@JSONModel` on class hierarchies: overridable schema and hooks, one object frame shared by every
/// level, and subclasses that chain to their superclass.
final class JSONModelInheritanceTests: XCTestCase {
    /// A class that inherits `JSONModel`: the compiler lists no missing conformance.
    private let inheritedConformance: [String: MacroSpec] = [
        "JSONModel": MacroSpec(type: JSONModelMacro.self, conformances: []),
        "JSONKey": MacroSpec(type: JSONKeyMacro.self),
    ]

    func testSubclassOverridesSchemaAndChainsEveryLevel() {
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

                override class var jsonSchema: YYModel.JSONModelSchema {
                    _$jsonSchema
                }

                private static let _$jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Admin",
                    superclass: User.jsonSchema,
                    keyStrategy: nil,
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "level", keyPaths: [["level"]], isKeyDerived: true)
                    ]
                )

                required convenience init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try self.init(__jsonFrame: frame, context: &context)
                }

                required init(__jsonFrame frame: YYModel.JSONDecodingContext.__ObjectFrame, context: inout YYModel.JSONDecodingContext) throws {
                    let offset = Admin._$jsonSchema.inheritedPropertyCount
                    let decoded0 = try context.__decodeProperty(frame, offset + 0, as: Int.self)
                    if let decoded0 {
                        self.level = decoded0
                    }
                    try super.init(__jsonFrame: frame, context: &context)
                }

                override func __updateJSONProperties(_ frame: YYModel.JSONDecodingContext.__ObjectFrame, context: inout YYModel.JSONDecodingContext) throws {
                    try super.__updateJSONProperties(frame, context: &context)
                    let offset = Admin._$jsonSchema.inheritedPropertyCount
                    try context.__updateProperty(&self.level, frame, offset + 0)
                }

                override func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index - Admin._$jsonSchema.inheritedPropertyCount {
                    case 0:
                        return try writer.__writeProperty(self.level)
                    default:
                        return try super.__encodeJSONProperty(index, to: &writer)
                    }
                }

                override func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index - Admin._$jsonSchema.inheritedPropertyCount {
                    case 0:
                        return self.level
                    default:
                        return super.__jsonPropertyValue(index)
                    }
                }

                required init(__jsonCopying source: any YYModel.JSONModel, copier: inout YYModel.__JSONModelCopier) {
                    let model = source as! Admin
                    self.level = copier.copy(model.level)
                    super.init(__jsonCopying: source, copier: &copier)
                }

                required convenience init(from decoder: any Decoder) throws {
                    try self.init(decodingJSONModelFrom: decoder)
                }
            }
            """,
            macros: inheritedConformance
        )
    }

    func testSubclassPassesStrategyExclusionsAndHooksToTheRuntime() {
        assertExpansion(
            """
            @JSONModel(keyStrategy: .snakeCase, ignoring: ["legacy"], only: ["name", "nickName", "tags"])
            final class Member: Base<Int> {
                var nickName: String?
                @JSONKey("n") let tags: [String]
                @JSONIgnore var cache: [String] = []
                override var name: String { didSet {} }
                override func jsonDidDecode(_ json: JSON) throws {}
            }
            """,
            expandedSource: """
            final class Member: Base<Int> {
                var nickName: String?
                let tags: [String]
                @JSONIgnore var cache: [String] = []
                override var name: String { didSet {} }
                override func jsonDidDecode(_ json: JSON) throws {}

                override class var jsonSchema: YYModel.JSONModelSchema {
                    _$jsonSchema
                }

                private static let _$jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Member",
                    superclass: Base<Int>.jsonSchema,
                    keyStrategy: .snakeCase,
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "nickName", keyPaths: [["nick_name"]], isKeyDerived: true),
                        YYModel.JSONPropertySchema.__property(name: "tags", keyPaths: [["n"]])
                    ],
                    ignoring: ["legacy"],
                    only: ["name", "nickName", "tags"]
                )

                override class var jsonHooks: YYModel.JSONModelHooks {
                    super.jsonHooks.union([.didDecode])
                }

                required convenience init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try self.init(__jsonFrame: frame, context: &context)
                }

                required init(__jsonFrame frame: YYModel.JSONDecodingContext.__ObjectFrame, context: inout YYModel.JSONDecodingContext) throws {
                    let offset = Member._$jsonSchema.inheritedPropertyCount
                    let decoded0 = try context.__decodeProperty(frame, offset + 0, as: String?.self)
                    let decoded1 = try context.__decodeRequiredProperty(frame, offset + 1, as: [String].self)
                    if let decoded0 {
                        self.nickName = decoded0
                    }
                    self.tags = decoded1
                    try super.init(__jsonFrame: frame, context: &context)
                }

                override func __updateJSONProperties(_ frame: YYModel.JSONDecodingContext.__ObjectFrame, context: inout YYModel.JSONDecodingContext) throws {
                    try super.__updateJSONProperties(frame, context: &context)
                    let offset = Member._$jsonSchema.inheritedPropertyCount
                    try context.__updateProperty(&self.nickName, frame, offset + 0)
                }

                override func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index - Member._$jsonSchema.inheritedPropertyCount {
                    case 0:
                        return try writer.__writeProperty(self.nickName)
                    case 1:
                        return try writer.__writeProperty(self.tags)
                    default:
                        return try super.__encodeJSONProperty(index, to: &writer)
                    }
                }

                override func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index - Member._$jsonSchema.inheritedPropertyCount {
                    case 0:
                        return self.nickName
                    case 1:
                        return self.tags
                    default:
                        return super.__jsonPropertyValue(index)
                    }
                }

                required init(__jsonCopying source: any YYModel.JSONModel, copier: inout YYModel.__JSONModelCopier) {
                    let model = source as! Member
                    self.nickName = copier.copy(model.nickName)
                    self.tags = copier.copy(model.tags)
                    super.init(__jsonCopying: source, copier: &copier)
                }

                required convenience init(from decoder: any Decoder) throws {
                    try self.init(decodingJSONModelFrom: decoder)
                }
            }
            """,
            macros: inheritedConformance
        )
    }

    func testOpenRootClassGetsOpenOverridableMembersAndHookStubs() {
        assertExpansion(
            """
            @JSONModel(keyStrategy: .snakeCase)
            open class Node {
                public var nodeID: Int = 0
                @JSONKey("kids") public var children: [Node] = []
                open class func jsonModelClass(for json: JSON) -> (any JSONModel.Type)? { nil }
            }
            """,
            expandedSource: """
            open class Node {
                public var nodeID: Int = 0
                public var children: [Node] = []
                open class func jsonModelClass(for json: JSON) -> (any JSONModel.Type)? { nil }

                open class var jsonSchema: YYModel.JSONModelSchema {
                    _$jsonSchema
                }

                private static let _$jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Node",
                    keyStrategy: .snakeCase,
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "nodeID", keyPaths: [["node_id"]], isKeyDerived: true),
                        YYModel.JSONPropertySchema.__property(name: "children", keyPaths: [["kids"]])
                    ]
                )

                open class var jsonHooks: YYModel.JSONModelHooks {
                    [.modelClass]
                }

                open class func jsonWillDecode(_ json: YYModel.JSON) -> YYModel.JSON {
                    json
                }

                open func jsonDidDecode(_ json: YYModel.JSON) throws {
                }

                open func jsonWillEncode(_ json: inout YYModel.JSON) throws {
                }

                public required convenience init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try self.init(__jsonFrame: frame, context: &context)
                }

                public required init(__jsonFrame frame: YYModel.JSONDecodingContext.__ObjectFrame, context: inout YYModel.JSONDecodingContext) throws {
                    let decoded0 = try context.__decodeProperty(frame, 0, as: Int.self)
                    let decoded1 = try context.__decodeProperty(frame, 1, as: [Node].self)
                    if let decoded0 {
                        self.nodeID = decoded0
                    }
                    if let decoded1 {
                        self.children = decoded1
                    }
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
                    try context.__updateProperty(&self.nodeID, frame, 0)
                    try context.__updateProperty(&self.children, frame, 1)
                }

                open func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.nodeID)
                    case 1:
                        return try writer.__writeProperty(self.children)
                    default:
                        return false
                    }
                }

                open func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.nodeID
                    case 1:
                        return self.children
                    default:
                        return nil
                    }
                }

                public required init(__jsonCopying source: any YYModel.JSONModel, copier: inout YYModel.__JSONModelCopier) {
                    let model = source as! Node
                    self.nodeID = copier.copy(model.nodeID)
                    self.children = copier.copy(model.children)
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

    func testGenericSubclassComputesItsSchemaFromSuper() {
        assertExpansion(
            """
            @JSONModel
            class Page<Item>: Paged {
                var count: Int = 0
            }
            """,
            expandedSource: """
            class Page<Item>: Paged {
                var count: Int = 0

                override class var jsonSchema: YYModel.JSONModelSchema {
                    YYModel.JSONModelSchema.__specialized(Self.self) {
                        YYModel.JSONModelSchema.__schema(
                            typeName: "Page",
                            superclass: super.jsonSchema,
                            keyStrategy: nil,
                            properties: [
                                YYModel.JSONPropertySchema.__property(name: "count", keyPaths: [["count"]], isKeyDerived: true)
                            ]
                        )
                    }
                }

                required convenience init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try self.init(__jsonFrame: frame, context: &context)
                }

                required init(__jsonFrame frame: YYModel.JSONDecodingContext.__ObjectFrame, context: inout YYModel.JSONDecodingContext) throws {
                    let offset = Page.jsonSchema.inheritedPropertyCount
                    let decoded0 = try context.__decodeProperty(frame, offset + 0, as: Int.self)
                    if let decoded0 {
                        self.count = decoded0
                    }
                    try super.init(__jsonFrame: frame, context: &context)
                }

                override func __updateJSONProperties(_ frame: YYModel.JSONDecodingContext.__ObjectFrame, context: inout YYModel.JSONDecodingContext) throws {
                    try super.__updateJSONProperties(frame, context: &context)
                    let offset = Page.jsonSchema.inheritedPropertyCount
                    try context.__updateProperty(&self.count, frame, offset + 0)
                }

                override func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index - Page.jsonSchema.inheritedPropertyCount {
                    case 0:
                        return try writer.__writeProperty(self.count)
                    default:
                        return try super.__encodeJSONProperty(index, to: &writer)
                    }
                }

                override func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index - Page.jsonSchema.inheritedPropertyCount {
                    case 0:
                        return self.count
                    default:
                        return super.__jsonPropertyValue(index)
                    }
                }

                required init(__jsonCopying source: any YYModel.JSONModel, copier: inout YYModel.__JSONModelCopier) {
                    let model = source as! Page
                    self.count = copier.copy(model.count)
                    super.init(__jsonCopying: source, copier: &copier)
                }

                required convenience init(from decoder: any Decoder) throws {
                    try self.init(decodingJSONModelFrom: decoder)
                }
            }
            """,
            macros: inheritedConformance
        )
    }

    func testStaticHookInNonFinalClassWarnsAndAppliesClassFixIt() {
        assertExpansion(
            """
            @JSONModel
            class Shape {
                static func jsonModelClass(for json: JSON) -> (any JSONModel.Type)? { nil }
            }
            """,
            expandedSource: """
            class Shape {
                static func jsonModelClass(for json: JSON) -> (any JSONModel.Type)? { nil }

                class var jsonSchema: YYModel.JSONModelSchema {
                    _$jsonSchema
                }

                private static let _$jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Shape",
                    properties: []
                )

                class var jsonHooks: YYModel.JSONModelHooks {
                    [.modelClass]
                }

                class func jsonWillDecode(_ json: YYModel.JSON) -> YYModel.JSON {
                    json
                }

                func jsonDidDecode(_ json: YYModel.JSON) throws {
                }

                func jsonWillEncode(_ json: inout YYModel.JSON) throws {
                }

                required convenience init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try self.init(__jsonFrame: frame, context: &context)
                }

                required init(__jsonFrame frame: YYModel.JSONDecodingContext.__ObjectFrame, context: inout YYModel.JSONDecodingContext) throws {
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
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    default:
                        return false
                    }
                }

                func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    default:
                        return nil
                    }
                }

                required init(__jsonCopying source: any YYModel.JSONModel, copier: inout YYModel.__JSONModelCopier) {
                }

                required convenience init(from decoder: any Decoder) throws {
                    try self.init(decodingJSONModelFrom: decoder)
                }

                func encode(to encoder: any Encoder) throws {
                    try self.encodeJSONModel(to: encoder)
                }
            }

            extension Shape: YYModel.JSONModel, Codable {
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "a 'static' 'jsonModelClass' cannot be overridden by subclasses; make it a 'class' method",
                    line: 3,
                    column: 5,
                    severity: .warning,
                    fixIts: [FixItSpec(message: "make 'jsonModelClass' a 'class' method")]
                )
            ],
            applyFixIts: ["make 'jsonModelClass' a 'class' method"],
            fixedSource: """
            @JSONModel
            class Shape {
                class func jsonModelClass(for json: JSON) -> (any JSONModel.Type)? { nil }
            }
            """
        )
    }

    func testMarkerOnOverridingPropertyWarns() {
        assertExpansion(
            """
            @JSONModel
            final class Guest: User {
                @JSONKey("nick") override var name: String { didSet {} }
            }
            """,
            expandedSource: """
            final class Guest: User {
                override var name: String { didSet {} }

                override class var jsonSchema: YYModel.JSONModelSchema {
                    _$jsonSchema
                }

                private static let _$jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Guest",
                    superclass: User.jsonSchema,
                    keyStrategy: nil,
                    properties: []
                )

                required convenience init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try self.init(__jsonFrame: frame, context: &context)
                }

                required init(__jsonFrame frame: YYModel.JSONDecodingContext.__ObjectFrame, context: inout YYModel.JSONDecodingContext) throws {
                    try super.init(__jsonFrame: frame, context: &context)
                }

                override func __updateJSONProperties(_ frame: YYModel.JSONDecodingContext.__ObjectFrame, context: inout YYModel.JSONDecodingContext) throws {
                    try super.__updateJSONProperties(frame, context: &context)
                }

                override func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index - Guest._$jsonSchema.inheritedPropertyCount {
                    default:
                        return try super.__encodeJSONProperty(index, to: &writer)
                    }
                }

                override func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index - Guest._$jsonSchema.inheritedPropertyCount {
                    default:
                        return super.__jsonPropertyValue(index)
                    }
                }

                required init(__jsonCopying source: any YYModel.JSONModel, copier: inout YYModel.__JSONModelCopier) {
                    super.init(__jsonCopying: source, copier: &copier)
                }

                required convenience init(from decoder: any Decoder) throws {
                    try self.init(decodingJSONModelFrom: decoder)
                }
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@JSONKey' has no effect on 'name': an overriding property is mapped by the superclass",
                    line: 3,
                    column: 5,
                    severity: .warning,
                    fixIts: [FixItSpec(message: "remove '@JSONKey'")]
                )
            ],
            macros: inheritedConformance
        )
    }
}
