import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosTestSupport
import XCTest
import YYModelMacros

/// `@JSONModel(discriminator:)` on enums whose cases hold models.
final class JSONModelEnumTests: XCTestCase {
    func testDiscriminatedEnumSwitchesOverDiscriminatorValues() {
        assertExpansion(
            """
            @JSONModel(keyStrategy: .snakeCase, discriminator: "type")
            public enum Message {
                case textMessage(TextMessage)
                @JSONKey("img", "image") case image(ImageMessage)
                case receipt(value: Receipt)
                case ping
            }
            """,
            expandedSource: """
            public enum Message {
                case textMessage(TextMessage)
                case image(ImageMessage)
                case receipt(value: Receipt)
                case ping
            }

            extension Message: YYModel.JSONModel, Codable {
                public static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Message",
                    discriminator: "type",
                    properties: []
                )

                public init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    self = try context.__decodeDiscriminated(object, as: Self.self)
                }

                public static func decodeJSON(from element: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Self? {
                    guard let tag = context.__discriminatorValue(of: element, key: "type") else {
                        return nil
                    }
                    switch tag {
                    case "text_message":
                        return try context.__decodeCase(element, Self.textMessage)
                    case "img", "image":
                        return try context.__decodeCase(element, Self.image)
                    case "receipt":
                        return try context.__decodeCase(element, Self.receipt(value:))
                    case "ping":
                        return Self.ping
                    default:
                        return context.__unknownDiscriminator(tag, key: "type", of: Self.self)
                    }
                }

                public static func __decodeJSONDirectly(context: inout YYModel.JSONDecodingContext) throws -> Self {
                    try context.__readDirectEnum(Self.self) { tag, context in
                        switch tag.text {
                        case "text_message":
                            return try context.__readDirectCase(Self.textMessage, tag)
                        case "img", "image":
                            return try context.__readDirectCase(Self.image, tag)
                        case "receipt":
                            return try context.__readDirectCase(Self.receipt(value:), tag)
                        default:
                            return nil
                        }
                    }
                }

                public func encodeJSON(to writer: inout YYModel.JSONWriter) throws {
                    switch self {
                    case .textMessage(let payload):
                        try writer.__writeDiscriminated(key: "type", value: "text_message", payload: payload)
                    case .image(let payload):
                        try writer.__writeDiscriminated(key: "type", value: "img", payload: payload)
                    case .receipt(value: let payload):
                        try writer.__writeDiscriminated(key: "type", value: "receipt", payload: payload)
                    case .ping:
                        try writer.__writeDiscriminated(key: "type", value: "ping")
                    }
                }

                public func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    false
                }

                public var jsonCase: YYModel.JSONModelCase? {
                    switch self {
                    case .textMessage(let payload):
                        return YYModel.JSONModelCase(name: "textMessage", value: "text_message", payload: payload)
                    case .image(let payload):
                        return YYModel.JSONModelCase(name: "image", value: "img", payload: payload)
                    case .receipt(value: let payload):
                        return YYModel.JSONModelCase(name: "receipt", value: "receipt", payload: payload)
                    case .ping:
                        return YYModel.JSONModelCase(name: "ping", value: "ping")
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

    func testAdjacentTaggingWithIntegerValuesReadsTheContentMember() {
        assertExpansion(
            """
            @JSONModel(discriminator: "kind", content: "data")
            enum Event {
                @JSONKey(1) case count(Int)
                @JSONKey(2, -3) case closed
            }
            """,
            expandedSource: """
            enum Event {
                case count(Int)
                case closed
            }

            extension Event: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Event",
                    discriminator: "kind",
                    properties: []
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    self = try context.__decodeDiscriminated(object, as: Self.self)
                }

                static func decodeJSON(from element: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Self? {
                    guard let tag = context.__integerDiscriminatorValue(of: element, key: "kind") else {
                        return nil
                    }
                    switch tag {
                    case 1:
                        return try context.__decodeCaseContent(element["data"], Self.count)
                    case 2, -3:
                        return Self.closed
                    default:
                        return context.__unknownDiscriminator(String(tag), key: "kind", of: Self.self)
                    }
                }

                func encodeJSON(to writer: inout YYModel.JSONWriter) throws {
                    switch self {
                    case .count(let payload):
                        writer.beginObject()
                        writer.writeKey("kind")
                        writer.write(1)
                        try writer.__writeCaseContent(key: "data", payload)
                        writer.endObject()
                    case .closed:
                        try writer.__writeDiscriminated(key: "kind", value: 2)
                    }
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    false
                }

                var jsonCase: YYModel.JSONModelCase? {
                    switch self {
                    case .count(let payload):
                        return YYModel.JSONModelCase.__case(name: "count", value: "1", payload: payload)
                    case .closed:
                        return YYModel.JSONModelCase(name: "closed", value: "2")
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

    func testExternalTaggingUsesTheOnlyKey() {
        assertExpansion(
            """
            @JSONModel
            enum Command {
                case resize(width: Int)
                case quit
            }
            """,
            expandedSource: """
            enum Command {
                case resize(width: Int)
                case quit
            }

            extension Command: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Command",
                    properties: []
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    self = try context.__decodeDiscriminated(object, as: Self.self)
                }

                static func decodeJSON(from element: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Self? {
                    guard let tagged = context.__externalTag(of: element) else {
                        return nil
                    }
                    switch tagged.tag {
                    case "resize":
                        return try context.__decodeCaseContent(tagged.content, Self.resize(width:))
                    case "quit":
                        return Self.quit
                    default:
                        return context.__unknownDiscriminator(tagged.tag, key: nil, of: Self.self)
                    }
                }

                func encodeJSON(to writer: inout YYModel.JSONWriter) throws {
                    switch self {
                    case .resize(width: let payload):
                        writer.beginObject()
                        try writer.__writeCaseContent(key: "resize", payload)
                        writer.endObject()
                    case .quit:
                        writer.write("quit")
                    }
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    false
                }

                var jsonCase: YYModel.JSONModelCase? {
                    switch self {
                    case .resize(width: let payload):
                        return YYModel.JSONModelCase.__case(name: "resize", value: "resize", payload: payload)
                    case .quit:
                        return YYModel.JSONModelCase(name: "quit", value: "quit")
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

    func testCaseOfSeveralValuesReadsEachInTurn() {
        assertExpansion(
            """
            @JSONModel(keyStrategy: .snakeCase, discriminator: "shape")
            enum Shape {
                case rectangle(width: Double, cornerRadius: Double?)
            }
            """,
            expandedSource: """
            enum Shape {
                case rectangle(width: Double, cornerRadius: Double?)
            }

            extension Shape: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Shape",
                    discriminator: "shape",
                    properties: []
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    self = try context.__decodeDiscriminated(object, as: Self.self)
                }

                static func decodeJSON(from element: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Self? {
                    guard let tag = context.__discriminatorValue(of: element, key: "shape") else {
                        return nil
                    }
                    switch tag {
                    case "rectangle":
                        return try context.__decodeCaseValues(element, keys: ["width", "corner_radius"], underKey: false) { values, context in
                            Self.rectangle(width: try values.next(&context), cornerRadius: try values.next(&context))
                        }
                    default:
                        return context.__unknownDiscriminator(tag, key: "shape", of: Self.self)
                    }
                }

                func encodeJSON(to writer: inout YYModel.JSONWriter) throws {
                    switch self {
                    case .rectangle(let value0, let value1):
                        writer.beginObject()
                        writer.writeKey("shape")
                        writer.write("rectangle")
                        try writer.__writeCaseContent(key: "width", value0)
                        try writer.__writeCaseContent(key: "corner_radius", value1)
                        writer.endObject()
                    }
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    false
                }

                var jsonCase: YYModel.JSONModelCase? {
                    switch self {
                    case .rectangle:
                        return YYModel.JSONModelCase(name: "rectangle", value: "rectangle")
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

    func testFallbackCaseTakesUnknownAndMissingDiscriminators() {
        assertExpansion(
            """
            @JSONModel(discriminator: "type")
            enum Message {
                case text(TextMessage)
                @JSONFallback case unknown(JSON)
            }
            """,
            expandedSource: """
            enum Message {
                case text(TextMessage)
                case unknown(JSON)
            }

            extension Message: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Message",
                    discriminator: "type",
                    properties: []
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    self = try context.__decodeDiscriminated(object, as: Self.self)
                }

                static func decodeJSON(from element: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Self? {
                    guard let tag = context.__discriminatorValue(of: element, key: "type") else {
                        return element.kind == .object ? try context.__decodeFallback(element, Self.unknown) : nil
                    }
                    switch tag {
                    case "text":
                        return try context.__decodeCase(element, Self.text)
                    case "unknown":
                        return try context.__decodeFallback(element, Self.unknown)
                    default:
                        return try context.__decodeFallback(element, Self.unknown)
                    }
                }

                static func __decodeJSONDirectly(context: inout YYModel.JSONDecodingContext) throws -> Self {
                    try context.__readDirectEnum(Self.self) { tag, context in
                        switch tag.text {
                        case "text":
                            return try context.__readDirectCase(Self.text, tag)
                        default:
                            return nil
                        }
                    }
                }

                func encodeJSON(to writer: inout YYModel.JSONWriter) throws {
                    switch self {
                    case .text(let payload):
                        try writer.__writeDiscriminated(key: "type", value: "text", payload: payload)
                    case .unknown(let payload):
                        try writer.write(value: payload)
                    }
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    false
                }

                var jsonCase: YYModel.JSONModelCase? {
                    switch self {
                    case .text(let payload):
                        return YYModel.JSONModelCase(name: "text", value: "text", payload: payload)
                    case .unknown(let payload):
                        return YYModel.JSONModelCase.__fallback(name: "unknown", key: "type", value: "unknown", payload: payload)
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

    func testOnlyOneCaseMayBeTheFallback() {
        assertExpansion(
            """
            @JSONModel(discriminator: "type")
            enum Message {
                @JSONFallback case first
                @JSONFallback case second
            }
            """,
            expandedSource: """
            enum Message {
                case first
                case second
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "'second' and 'first' are both marked '@JSONFallback'; keep one", line: 4, column: 24)
            ]
        )
    }

    func testFallbackAppliesToASingleCase() {
        assertExpansion(
            """
            @JSONModel(discriminator: "type")
            enum Message {
                @JSONFallback case first, second
            }
            """,
            expandedSource: """
            enum Message {
                case first, second
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "'@JSONFallback' applies to a single enum case", line: 3, column: 5)
            ]
        )
    }

    func testGenericEnumUsesComputedSchema() {
        assertExpansion(
            """
            @JSONModel(discriminator: "kind")
            enum Either<A: JSONModel, B: JSONModel> {
                case a(A), b(B)
            }
            """,
            expandedSource: """
            enum Either<A: JSONModel, B: JSONModel> {
                case a(A), b(B)
            }

            extension Either: YYModel.JSONModel, Codable {
                static var jsonSchema: YYModel.JSONModelSchema {
                    YYModel.JSONModelSchema.__specialized(Self.self) {
                        YYModel.JSONModelSchema.__schema(
                            typeName: "Either",
                            discriminator: "kind",
                            properties: []
                        )
                    }
                }

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    self = try context.__decodeDiscriminated(object, as: Self.self)
                }

                static func decodeJSON(from element: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Self? {
                    guard let tag = context.__discriminatorValue(of: element, key: "kind") else {
                        return nil
                    }
                    switch tag {
                    case "a":
                        return try context.__decodeCase(element, Self.a)
                    case "b":
                        return try context.__decodeCase(element, Self.b)
                    default:
                        return context.__unknownDiscriminator(tag, key: "kind", of: Self.self)
                    }
                }

                static func __decodeJSONDirectly(context: inout YYModel.JSONDecodingContext) throws -> Self {
                    try context.__readDirectEnum(Self.self) { tag, context in
                        switch tag.text {
                        case "a":
                            return try context.__readDirectCase(Self.a, tag)
                        case "b":
                            return try context.__readDirectCase(Self.b, tag)
                        default:
                            return nil
                        }
                    }
                }

                func encodeJSON(to writer: inout YYModel.JSONWriter) throws {
                    switch self {
                    case .a(let payload):
                        try writer.__writeDiscriminated(key: "kind", value: "a", payload: payload)
                    case .b(let payload):
                        try writer.__writeDiscriminated(key: "kind", value: "b", payload: payload)
                    }
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    false
                }

                var jsonCase: YYModel.JSONModelCase? {
                    switch self {
                    case .a(let payload):
                        return YYModel.JSONModelCase(name: "a", value: "a", payload: payload)
                    case .b(let payload):
                        return YYModel.JSONModelCase(name: "b", value: "b", payload: payload)
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

    // MARK: Diagnostics

    func testUnlabeledValuesBesideTheDiscriminatorAreAnError() {
        assertExpansion(
            """
            @JSONModel(discriminator: "type")
            enum Shape {
                case circle(Circle)
                case pair(Circle, Square)
            }
            """,
            expandedSource: """
            enum Shape {
                case circle(Circle)
                case pair(Circle, Square)
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'pair' has values without labels, which have no keys beside the discriminator; label them, or add 'content:' to write them as an array",
                    line: 4, column: 10)
            ]
        )
    }

    func testDuplicateDiscriminatorValueIsAnError() {
        assertExpansion(
            """
            @JSONModel(discriminator: "type")
            enum Shape {
                @JSONKey("round", "circle") case circle(Circle)
                @JSONKey("round") case disc(Circle)
            }
            """,
            expandedSource: """
            enum Shape {
                case circle(Circle)
                case disc(Circle)
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "discriminator value \"round\" of 'disc' is already used by 'circle'",
                    line: 4,
                    column: 28
                )
            ]
        )
    }

    func testKeyOnADeclarationOfSeveralCasesIsAnError() {
        assertExpansion(
            """
            @JSONModel(discriminator: "type")
            enum Shape {
                @JSONKey("c") case circle(Circle), disc(Circle)
            }
            """,
            expandedSource: """
            enum Shape {
                case circle(Circle), disc(Circle)
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@JSONKey' on a declaration of several cases is ambiguous; declare each case separately",
                    line: 3,
                    column: 5
                )
            ]
        )
    }

    func testCaseKeyMustBeAStringLiteral() {
        assertExpansion(
            """
            @JSONModel(discriminator: "type")
            enum Shape {
                @JSONKey(name) case circle(Circle)
            }
            """,
            expandedSource: """
            enum Shape {
                case circle(Circle)
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "'@JSONKey' keys must be string literals", line: 3, column: 14)
            ]
        )
    }

    func testPropertyArgumentsAndHooksOnEnumWarn() {
        assertExpansion(
            """
            @JSONModel(ignoring: ["a"], discriminator: "type")
            enum Shape {
                case circle(Circle)
                static func jsonWillDecode(_ json: JSON) -> JSON { json }
            }
            """,
            expandedSource: """
            enum Shape {
                case circle(Circle)
                static func jsonWillDecode(_ json: JSON) -> JSON { json }
            }
            """ + shapeExtension,
            diagnostics: [
                DiagnosticSpec(message: "'ignoring:' has no effect on an enum", line: 1, column: 12, severity: .warning),
                DiagnosticSpec(
                    message: "'jsonWillDecode' is not called on a discriminated enum; implement it on the case's model",
                    line: 4,
                    column: 17,
                    severity: .warning
                ),
            ]
        )
    }

    func testDiscriminatorMustBeAStringLiteral() {
        assertExpansion(
            """
            @JSONModel(discriminator: key)
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
                DiagnosticSpec(message: "'discriminator:' must be 'nil' or a string literal", line: 1, column: 27)
            ]
        )
    }
}

/// The extension of `enum Shape { case circle(Circle) }` with discriminator "type".
private let shapeExtension = """


    extension Shape: YYModel.JSONModel, Codable {
        static let jsonSchema = YYModel.JSONModelSchema.__schema(
            typeName: "Shape",
            discriminator: "type",
            properties: []
        )

        init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
            self = try context.__decodeDiscriminated(object, as: Self.self)
        }

        static func decodeJSON(from element: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Self? {
            guard let tag = context.__discriminatorValue(of: element, key: "type") else {
                return nil
            }
            switch tag {
            case "circle":
                return try context.__decodeCase(element, Self.circle)
            default:
                return context.__unknownDiscriminator(tag, key: "type", of: Self.self)
            }
        }

        static func __decodeJSONDirectly(context: inout YYModel.JSONDecodingContext) throws -> Self {
            try context.__readDirectEnum(Self.self) { tag, context in
                switch tag.text {
                case "circle":
                    return try context.__readDirectCase(Self.circle, tag)
                default:
                    return nil
                }
            }
        }

        func encodeJSON(to writer: inout YYModel.JSONWriter) throws {
            switch self {
            case .circle(let payload):
                try writer.__writeDiscriminated(key: "type", value: "circle", payload: payload)
            }
        }

        func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
            false
        }

        var jsonCase: YYModel.JSONModelCase? {
            switch self {
            case .circle(let payload):
                return YYModel.JSONModelCase(name: "circle", value: "circle", payload: payload)
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
