import SwiftSyntaxMacrosTestSupport
import XCTest

/// `@JSONFlatten`: the nested model is read from and written into the holder's object.
final class JSONFlattenMacroTests: XCTestCase {
    func testFlattenedPropertyUsesTheHoldersObject() {
        assertExpansion(
            """
            @JSONModel
            struct Customer {
                var id: Int = 0
                @JSONFlatten var address: Address = Address()
            }
            """,
            expandedSource: """
            struct Customer {
                var id: Int = 0
                var address: Address = Address()
            }

            extension Customer: YYModel.JSONModel, Codable {
                static let jsonSchema = YYModel.JSONModelSchema.__schema(
                    typeName: "Customer",
                    properties: [
                        YYModel.JSONPropertySchema.__property(name: "id", keyPaths: [["id"]]),
                        YYModel.JSONPropertySchema.__flattened(name: "address")
                    ]
                )

                init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    let decoded0 = try context.__decodeProperty(frame, 0, as: Int.self)
                    let decoded1 = try context.__decodeFlattened(object, as: Address.self)
                    self.init(id: decoded0 ?? 0, address: decoded1 ?? Address())
                }

                mutating func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
                    let frame = try context.__beginObject(object, schema: Self.jsonSchema)
                    defer {
                        context.__endObject(frame)
                    }
                    try context.__updateProperty(&self.id, frame, 0)
                    try context.__updateFlattened(&self.address, object)
                    return frame.isObject
                }

                func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                    switch index {
                    case 0:
                        return try writer.__writeProperty(self.id)
                    case 1:
                        return try writer.__writeFlattened(self.address)
                    default:
                        return false
                    }
                }

                func __encodeJSONMembers(_ keys: YYModel.__JSONMemberKeys, to writer: inout YYModel.JSONWriter) throws {
                    try writer.__writeMember(0, self.id, keys: keys)
                    _ = try writer.__writeFlattened(self.address)
                }

                func __jsonPropertyValue(_ index: Int) -> Any? {
                    switch index {
                    case 0:
                        return self.id
                    case 1:
                        return self.address
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

    func testFlattenedPropertyTakesNoKeyOrTransformAndIsNotOptional() {
        assertExpansion(
            """
            @JSONModel
            struct Customer {
                @JSONFlatten @JSONKey("addr") var address: Address = Address()
                @JSONFlatten var billing: Address?
            }
            """,
            expandedSource: """
            struct Customer {
                var address: Address = Address()
                var billing: Address?
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'address' is flattened: its model reads its own keys from this object; remove '@JSONKey'",
                    line: 3, column: 18,
                    fixIts: [FixItSpec(message: "remove '@JSONKey'")]),
                DiagnosticSpec(message: "'@JSONFlatten' needs a non-optional model; 'billing' is optional", line: 4, column: 5),
            ]
        )
    }

    func testFlattenedPropertyNeedsAModelOutsideClassHierarchies() {
        assertExpansion(
            """
            @JSONModel
            class Customer {
                @JSONFlatten var address: Address = Address()
            }
            """,
            expandedSource: """
            class Customer {
                var address: Address = Address()
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@JSONFlatten' on 'address' needs a struct or a final class that is not a subclass", line: 3, column: 5)
            ]
        )
    }
}
