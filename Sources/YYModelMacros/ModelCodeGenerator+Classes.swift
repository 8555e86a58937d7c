import SwiftSyntax
import YYModelNaming

/// The members of classes: the copy initializer, and for classes that can be subclassed (or are
/// subclasses) the overridable schema, hooks and per-level decoding.
///
/// Decoding a class hierarchy walks the object once: `init(jsonElement:context:)` (a convenience
/// initializer) matches the members against the schema of the class being made, which lists every
/// level's properties, then the designated `init(__jsonFrame:context:)` of each level assigns its own
/// properties from that frame and calls its superclass's. A subclass's own properties follow the
/// inherited ones, so its generated code adds `offset` (the inherited count) to their indices.
extension ModelCodeGenerator {
    /// `open ` for members that subclasses in other modules override, otherwise ``access``.
    private var overridableAccess: String { methodAccess }

    /// `override ` in a subclass.
    private var overrideKeyword: String { model.isSubclass ? "override " : "" }

    /// `let offset = T._$jsonSchema.inheritedPropertyCount` (subclasses with properties only).
    private func offsetLine(if needed: Bool) -> [String] {
        guard model.isSubclass, needed else { return [] }
        return ["let offset = \(ownSchemaReference).inheritedPropertyCount"]
    }

    /// The type's own schema, as its initializers can name it (no `Self` before `super.init`).
    private var ownSchemaReference: String {
        model.isGeneric
            ? "\(model.typeIdentifier).jsonSchema"
            : "\(model.typeIdentifier).\(ModelDescription.schemaStorage)"
    }

    // MARK: Schema and hooks

    /// `class var jsonSchema` backed by a private static constant (kept per specialization in
    /// generic classes).
    func overridableSchema() -> [DeclSyntax] {
        let header = "\(overridableAccess)\(overrideKeyword)class var jsonSchema: YYModel.JSONModelSchema"
        if model.isGeneric {
            return ["\(raw: header) {\n\(raw: Self.indented(specializedSchemaValue()))\n}"]
        }
        return [
            "\(raw: header) {\n    \(raw: ModelDescription.schemaStorage)\n}",
            "private static let \(raw: ModelDescription.schemaStorage) = \(raw: schemaValue())",
        ]
    }

    /// `class var jsonHooks` with stubs for the hooks the class does not declare, so that
    /// subclasses can override them; in a subclass, an override that adds its own hooks.
    func overridableHooks() -> [DeclSyntax] {
        let header = "\(overridableAccess)\(overrideKeyword)class var jsonHooks: YYModel.JSONModelHooks"
        if model.isSubclass {
            guard !model.implementedHooks.isEmpty else { return [] }
            return ["\(raw: header) {\n    super.jsonHooks.union(\(raw: hookList))\n}"]
        }
        let stubs: [(hook: String, declaration: String)] = [
            ("willDecode", "class func jsonWillDecode(_ json: YYModel.JSON) -> YYModel.JSON {\n    json\n}"),
            ("didDecode", "func jsonDidDecode(_ json: YYModel.JSON) throws {\n}"),
            ("willEncode", "func jsonWillEncode(_ json: inout YYModel.JSON) throws {\n}"),
            (
                "modelClass",
                "class func jsonModelClass(for json: YYModel.JSON) -> (any YYModel.JSONModel.Type)? {\n    nil\n}"
            ),
        ]
        let declared = Set(model.implementedHooks)
        return ["\(raw: header) {\n    \(raw: hookList)\n}"]
            + stubs.filter { !declared.contains($0.hook) }.map { DeclSyntax(stringLiteral: overridableAccess + $0.declaration) }
    }

    // MARK: Decoding

    /// `required convenience init(jsonElement:context:)`: one frame for every level, built from the
    /// schema of the class being made.
    func frameStartingInitializer() -> DeclSyntax {
        let lines = [
            "let frame = try context.__beginObject(object, schema: Self.jsonSchema)",
            "defer { context.__endObject(frame) }",
            "try self.init(__jsonFrame: frame, context: &context)",
        ]
        return """
            \(raw: access)required convenience init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
            \(raw: Self.indented(lines))
            }
            """
    }

    /// `required init(__jsonFrame:context:)`: this level's properties, then the superclass's.
    func frameInitializer() -> DeclSyntax {
        var lines = offsetLine(if: !decodedProperties.isEmpty) + propertyInitializationLines
        if model.isSubclass { lines.append("try super.init(__jsonFrame: frame, context: &context)") }
        return """
            \(raw: access)required init(__jsonFrame frame: YYModel.JSONDecodingContext.__ObjectFrame, context: inout YYModel.JSONDecodingContext) throws {\(raw: Self.block(lines))}
            """
    }

    /// `__updateJSONMembers(from:context:)` of the root class: one frame, then every level's properties.
    func frameStartingUpdateMethod() -> DeclSyntax {
        let lines = [
            "let frame = try context.__beginObject(object, schema: Swift.type(of: self).jsonSchema)",
            "defer { context.__endObject(frame) }",
            "try self.__updateJSONProperties(frame, context: &context)",
            "return frame.isObject",
        ]
        return """
            \(raw: access)func __updateJSONMembers(from object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Bool {
            \(raw: Self.indented(lines))
            }
            """
    }

    /// `__updateJSONProperties(_:context:)`: the superclass's properties, then this level's.
    func frameUpdateMethod() -> DeclSyntax {
        let updates = updateLines
        let lines = (model.isSubclass ? ["try super.__updateJSONProperties(frame, context: &context)"] : [])
            + offsetLine(if: !updates.isEmpty) + updates
        return """
            \(raw: overridableAccess)\(raw: overrideKeyword)func __updateJSONProperties(_ frame: YYModel.JSONDecodingContext.__ObjectFrame, context: inout YYModel.JSONDecodingContext) throws {\(raw: Self.block(lines))}
            """
    }

    // MARK: Encoding and values

    /// `__encodeJSONProperty(_:to:)` of a subclass: its own indices, the rest by the superclass.
    func overridingEncodePropertyMethod() -> DeclSyntax {
        let cases = encodedProperties.map { property in
            "case \(property.index): return try writer.__writeProperty(self.\(property.identifier.text)\(using(property)))"
        }
        return """
            \(raw: overridableAccess)override func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
                switch index - \(raw: ownSchemaReference).inheritedPropertyCount {
            \(raw: (cases + ["default: return try super.__encodeJSONProperty(index, to: &writer)"]).joined(separator: "\n"))
                }
            }
            """
    }

    /// `__jsonPropertyValue(_:)` of a subclass: its own indices, the rest by the superclass.
    func overridingPropertyValueMethod() -> DeclSyntax {
        let cases = model.properties.map { property in
            "case \(property.index): return self.\(property.identifier.text)"
        }
        return """
            \(raw: overridableAccess)override func __jsonPropertyValue(_ index: Int) -> Any? {
                switch index - \(raw: ownSchemaReference).inheritedPropertyCount {
            \(raw: (cases + ["default: return super.__jsonPropertyValue(index)"]).joined(separator: "\n"))
                }
            }
            """
    }

    // MARK: Copying

    /// `init(__jsonCopying:copier:)`: each mapped property from `source` through the copier (then
    /// the superclass's, in a subclass).
    func copyingInitializer() -> DeclSyntax {
        var lines: [String] = []
        if !model.properties.isEmpty {
            lines.append("let model = source as! \(model.typeIdentifier)")
            lines += model.properties.map { property in
                let name = property.identifier.text
                return "self.\(name) = copier.copy(model.\(name))"
            }
        }
        if model.isSubclass { lines.append("super.init(__jsonCopying: source, copier: &copier)") }
        let required = model.kind == .nonFinalClass || model.isSubclass ? "required " : ""
        return """
            \(raw: access)\(raw: required)init(__jsonCopying source: any YYModel.JSONModel, copier: inout YYModel.__JSONModelCopier) {\(raw: Self.block(lines))}
            """
    }

    // MARK: NSObject

    /// `description`, `hash` and `isEqual(_:)` of a direct `NSObject` subclass, answered by
    /// `modelDescription`, `modelHash(into:)` and `modelIsEqual(_:)`.
    func objectiveCOverrides() -> [DeclSyntax] {
        model.objectiveCOverrides.map { member in
            switch member {
            case .description:
                return "\(raw: methodAccess)override var description: String {\n    modelDescription\n}"
            case .hash:
                return """
                    \(raw: methodAccess)override var hash: Int {
                        var hasher = Hasher()
                        modelHash(into: &hasher)
                        return hasher.finalize()
                    }
                    """
            case .isEqual:
                return """
                    \(raw: methodAccess)override func isEqual(_ object: Any?) -> Bool {
                        guard let other = object as? Self else {
                            return false
                        }
                        return modelIsEqual(other)
                    }
                    """
            }
        }
    }
}
