import SwiftSyntax
import YYModelNaming

/// The members of an enum whose cases hold values, all in the extension. Decoding reads the tag
/// (the discriminator member, or the only key of an externally tagged object), then the chosen
/// case's value: a model from the same object (internal tagging), or any value from the content
/// member (adjacent) or the tag's member (external). Encoding writes the same layout back. Payload
/// types are never named: `Self.text` gives the runtime the case's constructor, whose parameter
/// type is the value's type.
extension ModelCodeGenerator {
    /// The enum's members.
    func enumMembers() -> [DeclSyntax] {
        var members = [schema(), enumDecodingInitializer(), enumDecodeMethod()]
        if let method = enumDirectReadingMethod() { members.append(method) }
        members.append(enumEncodeMethod())
        members += [enumEncodePropertyMethod(), enumCaseProperty()]
        if model.generatesDecodableInit { members.append(decodableInitializer()) }
        if model.generatesEncodeMethod { members.append(encodeMethod()) }
        return members
    }

    /// `init(jsonElement:context:)`: the case the discriminator names, or a thrown error.
    private func enumDecodingInitializer() -> DeclSyntax {
        """
        \(raw: access)init(jsonElement object: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws {
            self = try context.__decodeDiscriminated(object, as: Self.self)
        }
        """
    }

    /// `decodeJSON(from:context:)`: the tag, then a `switch` over the case values. Without a tag,
    /// or with one no case names, the fallback case (if any) takes the element.
    private func enumDecodeMethod() -> DeclSyntax {
        let fallbackCase = model.cases.first(where: \.isFallback)
        let tag: (binding: String, lookup: String, subject: String, text: String)
        switch model.tagging {
        case .internal(let key), .adjacent(let key, _):
            let reader = model.hasIntegerTags ? "__integerDiscriminatorValue" : "__discriminatorValue"
            let text = model.hasIntegerTags ? "String(tag)" : "tag"
            tag = ("tag", "context.\(reader)(of: element, key: \(SwiftStringLiteral.quoted(key)))", "tag", text)
        case .external:
            tag = ("tagged", "context.__externalTag(of: element)", "tagged.tag", "tagged.tag")
        }
        let cases = model.cases.compactMap { modelCase -> String? in
            // In an enum of integer values, a fallback case's name is not one of them.
            let values = modelCase.values.filter { !model.hasIntegerTags || Int($0) != nil }
            guard !values.isEmpty else { return nil }
            let literals = values.map { model.hasIntegerTags ? $0 : SwiftStringLiteral.quoted($0) }
            return "case \(literals.joined(separator: ", ")): return \(decodeExpression(modelCase))"
        }
        let key = model.discriminator.map(SwiftStringLiteral.quoted) ?? "nil"
        let unknown = fallbackCase.map(fallbackExpression) ?? "context.__unknownDiscriminator(\(tag.text), key: \(key), of: Self.self)"
        let untagged = fallbackCase.map { "element.kind == .object ? \(fallbackExpression($0)) : nil" } ?? "nil"
        return """
            \(raw: access)static func decodeJSON(from element: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Self? {
                guard let \(raw: tag.binding) = \(raw: tag.lookup) else {
                    return \(raw: untagged)
                }
                switch \(raw: tag.subject) {
            \(raw: (cases + ["default: return \(unknown)"]).joined(separator: "\n"))
                }
            }
            """
    }

    /// `__decodeJSONDirectly(context:)` of an enum tagged by a string member of the object its
    /// cases' models are read from: the tag looked up ahead in the text, then the case's model
    /// read from the object (see `DirectDecoding`). Cases without one model, the fallback and
    /// unknown tags stop the read, and a tape decodes the object. `nil` for other taggings,
    /// which a direct decode leaves to the tape.
    private func enumDirectReadingMethod() -> DeclSyntax? {
        guard case .internal = model.tagging, !model.hasIntegerTags else { return nil }
        let cases = model.cases.compactMap { modelCase -> String? in
            guard modelCase.hasPayload, !modelCase.isFallback, modelCase.severalValues.isEmpty else { return nil }
            let literals = modelCase.values.map(SwiftStringLiteral.quoted)
            let constructor = "Self.\(constructorName(modelCase))"
            return "case \(literals.joined(separator: ", ")): return try context.__readDirectCase(\(constructor), tag)"
        }
        guard !cases.isEmpty else { return nil }
        return """
            \(raw: access)static func __decodeJSONDirectly(context: inout YYModel.JSONDecodingContext) throws -> Self {
                try context.__readDirectEnum(Self.self) { tag, context in
                    switch tag.text {
            \(raw: (cases + ["default: return nil"]).joined(separator: "\n"))
                    }
                }
            }
            """
    }

    /// The case made from the element: its value read as the tagging says.
    private func decodeExpression(_ modelCase: ModelCase) -> String {
        if modelCase.isFallback { return fallbackExpression(modelCase) }
        guard modelCase.hasPayload else { return "Self.\(modelCase.identifier)" }
        if !modelCase.severalValues.isEmpty { return severalValuesExpression(modelCase) }
        let constructor = "Self.\(constructorName(modelCase))"
        if case .internal = model.tagging { return "try context.__decodeCase(element, \(constructor))" }
        return "try context.__decodeCaseContent(\(valueContainer), \(constructor))"
    }

    /// The element that holds the case's value, or values: the enum's object itself, its content
    /// member, or the member the external tag names.
    private var valueContainer: String {
        switch model.tagging {
        case .internal: return "element"
        case .adjacent(_, let content): return "element[\(SwiftStringLiteral.quoted(content))]"
        case .external: return "tagged.content"
        }
    }

    /// A case of several values, each read in turn as the constructor's parameter type.
    private func severalValuesExpression(_ modelCase: ModelCase) -> String {
        let keys = modelCase.severalValues.compactMap(\.key).map(SwiftStringLiteral.quoted)
        let arguments = modelCase.severalValues.map { value in
            (value.label.map { "\($0): " } ?? "") + "try values.next(&context)"
        }
        let underKey: Bool
        if case .internal = model.tagging { underKey = false } else { underKey = true }
        return "try context.__decodeCaseValues(\(valueContainer), keys: [\(keys.joined(separator: ", "))], underKey: \(underKey)) { values, context in "
            + "Self.\(modelCase.identifier)(\(arguments.joined(separator: ", "))) }"
    }

    /// The fallback case made from the whole element.
    private func fallbackExpression(_ modelCase: ModelCase) -> String {
        modelCase.hasPayload
            ? "try context.__decodeFallback(element, Self.\(constructorName(modelCase)))"
            : "context.__fallback(Self.\(modelCase.identifier))"
    }

    /// `encodeJSON(to:)`: the layout decoding reads; a fallback case's payload as it is (a `JSON`
    /// payload holds the tag it was read with).
    private func enumEncodeMethod() -> DeclSyntax {
        let cases = model.cases.map { modelCase in
            let pattern =
                !modelCase.severalValues.isEmpty
                ? ".\(modelCase.identifier)(" + modelCase.severalValues.indices.map { "let value\($0)" }.joined(separator: ", ") + ")"
                : modelCase.hasPayload ? payloadPattern(modelCase) : ".\(modelCase.identifier)"
            return "case \(pattern): \(encodeStatement(modelCase))"
        }
        return """
            \(raw: access)func encodeJSON(to writer: inout YYModel.JSONWriter) throws {
                switch self {
            \(raw: cases.joined(separator: "\n"))
                }
            }
            """
    }

    /// The statements that write one case, one per line.
    private func encodeStatement(_ modelCase: ModelCase) -> String {
        if modelCase.isFallback && modelCase.hasPayload { return "try writer.write(value: payload)" }
        let value = tagLiteral(modelCase)
        if !modelCase.severalValues.isEmpty { return severalValuesStatements(modelCase, tag: value).joined(separator: "\n") }
        switch model.tagging {
        case .internal(let key), .adjacent(let key, _):
            let key = SwiftStringLiteral.quoted(key)
            guard modelCase.hasPayload else { return "try writer.__writeDiscriminated(key: \(key), value: \(value))" }
            guard case .adjacent(_, let content) = model.tagging else {
                return "try writer.__writeDiscriminated(key: \(key), value: \(value), payload: payload)"
            }
            return [
                "writer.beginObject()", "writer.writeKey(\(key))", "writer.write(\(value))",
                "try writer.__writeCaseContent(key: \(SwiftStringLiteral.quoted(content)), payload)", "writer.endObject()",
            ].joined(separator: "\n")
        case .external:
            guard modelCase.hasPayload else { return "writer.write(\(value))" }
            return ["writer.beginObject()", "try writer.__writeCaseContent(key: \(value), payload)", "writer.endObject()"]
                .joined(separator: "\n")
        }
    }

    /// The statements that write a case of several values: its members beside the tag, or an
    /// object (labelled values) or array under the content key or the tag.
    private func severalValuesStatements(_ modelCase: ModelCase, tag: String) -> [String] {
        let values = modelCase.severalValues.enumerated().map { index, value in
            value.key.map { "try writer.__writeCaseContent(key: \(SwiftStringLiteral.quoted($0)), value\(index))" }
                ?? "try writer.__writeCaseElement(value\(index))"
        }
        let isArray = modelCase.severalValues.first?.key == nil
        let container = isArray ? ["writer.beginArray()"] + values + ["writer.endArray()"] : ["writer.beginObject()"] + values + ["writer.endObject()"]
        switch model.tagging {
        case .internal(let key):
            return ["writer.beginObject()", "writer.writeKey(\(SwiftStringLiteral.quoted(key)))", "writer.write(\(tag))"] + values + ["writer.endObject()"]
        case .adjacent(let key, let content):
            return ["writer.beginObject()", "writer.writeKey(\(SwiftStringLiteral.quoted(key)))", "writer.write(\(tag))",
                    "writer.writeKey(\(SwiftStringLiteral.quoted(content)))"] + container + ["writer.endObject()"]
        case .external:
            return ["writer.beginObject()", "writer.writeKey(\(tag))"] + container + ["writer.endObject()"]
        }
    }

    /// The case's first value as a literal: a string, or an integer in an enum of integer values.
    private func tagLiteral(_ modelCase: ModelCase) -> String {
        let value = modelCase.values[0]
        return model.hasIntegerTags && Int(value) != nil ? value : SwiftStringLiteral.quoted(value)
    }

    /// `__encodeJSONProperty(_:to:)`: an enum has no properties of its own.
    private func enumEncodePropertyMethod() -> DeclSyntax {
        """
        \(raw: access)func __encodeJSONProperty(_ index: Int, to writer: inout YYModel.JSONWriter) throws -> Bool {
            false
        }
        """
    }

    /// `jsonCase`: the case's name, discriminator value and model.
    private func enumCaseProperty() -> DeclSyntax {
        let cases = model.cases.map { modelCase in
            let name = SwiftStringLiteral.quoted(modelCase.name)
            let value = SwiftStringLiteral.quoted(modelCase.values[0])
            guard modelCase.hasPayload, modelCase.severalValues.isEmpty else {
                return "case .\(modelCase.identifier): return YYModel.JSONModelCase(name: \(name), value: \(value))"
            }
            if modelCase.isFallback {
                let key = model.discriminator.map(SwiftStringLiteral.quoted) ?? "nil"
                return "case \(payloadPattern(modelCase)): return YYModel.JSONModelCase.__fallback(name: \(name), "
                    + "key: \(key), value: \(value), payload: payload)"
            }
            guard case .internal = model.tagging else {
                return "case \(payloadPattern(modelCase)): return YYModel.JSONModelCase.__case(name: \(name), value: \(value), payload: payload)"
            }
            return "case \(payloadPattern(modelCase)): return YYModel.JSONModelCase(name: \(name), value: \(value), payload: payload)"
        }
        return """
            \(raw: access)var jsonCase: YYModel.JSONModelCase? {
                switch self {
            \(raw: cases.joined(separator: "\n"))
                }
            }
            """
    }

    /// `text` or `text(message:)`: the case constructor as a function value.
    private func constructorName(_ modelCase: ModelCase) -> String {
        modelCase.payloadLabel.map { "\(modelCase.identifier)(\($0):)" } ?? modelCase.identifier
    }

    /// `.text(let payload)` or `.text(message: let payload)`.
    private func payloadPattern(_ modelCase: ModelCase) -> String {
        let label = modelCase.payloadLabel.map { "\($0): " } ?? ""
        return ".\(modelCase.identifier)(\(label)let payload)"
    }
}
