import SwiftSyntax
import YYModelNaming

/// The members of a discriminated enum, all in the extension: it decodes by reading the
/// discriminator and decoding the chosen case's model from the same object, and encodes the
/// discriminator followed by the model's members. Payload types are never named: `Self.text` gives
/// the runtime the case's constructor, whose parameter type is the model type.
extension ModelCodeGenerator {
    private var discriminatorLiteral: String { SwiftStringLiteral.quoted(model.discriminator ?? "") }

    /// The enum's members.
    func enumMembers() -> [DeclSyntax] {
        var members = [schema(), enumDecodingInitializer(), enumDecodeMethod(), enumEncodeMethod()]
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

    /// `decodeJSON(from:context:)`: a `switch` over the discriminator values.
    private func enumDecodeMethod() -> DeclSyntax {
        let cases = model.cases.map { modelCase in
            let values = modelCase.values.map(SwiftStringLiteral.quoted).joined(separator: ", ")
            let result =
                modelCase.isFallback
                ? fallbackExpression(modelCase)
                : modelCase.hasPayload
                ? "try context.__decodeCase(element, Self.\(constructorName(modelCase)))"
                : "Self.\(modelCase.identifier)"
            return "case \(values): return \(result)"
        }
        guard let fallbackCase = model.cases.first(where: \.isFallback) else {
            let unknown = "default: return context.__unknownDiscriminator(value, key: \(discriminatorLiteral), of: Self.self)"
            return """
                \(raw: access)static func decodeJSON(from element: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Self? {
                    guard let value = context.__discriminatorValue(of: element, key: \(raw: discriminatorLiteral)) else { return nil }
                    switch value {
                \(raw: (cases + [unknown]).joined(separator: "\n"))
                    }
                }
                """
        }
        let fallback = fallbackExpression(fallbackCase)
        return """
            \(raw: access)static func decodeJSON(from element: YYModel.JSONElement, context: inout YYModel.JSONDecodingContext) throws -> Self? {
                guard let value = context.__discriminatorValue(of: element, key: \(raw: discriminatorLiteral)) else {
                    return element.kind == .object ? \(raw: fallback) : nil
                }
                switch value {
            \(raw: (cases + ["default: return \(fallback)"]).joined(separator: "\n"))
                }
            }
            """
    }

    /// The fallback case made from the whole object.
    private func fallbackExpression(_ modelCase: ModelCase) -> String {
        modelCase.hasPayload
            ? "try context.__decodeFallback(element, Self.\(constructorName(modelCase)))"
            : "context.__fallback(Self.\(modelCase.identifier))"
    }

    /// `encodeJSON(to:)`: the discriminator, then the case's model; a fallback case's payload as
    /// it is (a `JSON` payload holds the discriminator it was read with).
    private func enumEncodeMethod() -> DeclSyntax {
        let cases = model.cases.map { modelCase in
            let value = SwiftStringLiteral.quoted(modelCase.values[0])
            guard modelCase.hasPayload else {
                return "case .\(modelCase.identifier): writer.__writeDiscriminated(key: \(discriminatorLiteral), value: \(value))"
            }
            if modelCase.isFallback {
                return "case \(payloadPattern(modelCase)): try writer.write(value: payload)"
            }
            return "case \(payloadPattern(modelCase)): "
                + "try writer.__writeDiscriminated(key: \(discriminatorLiteral), value: \(value), payload: payload)"
        }
        return """
            \(raw: access)func encodeJSON(to writer: inout YYModel.JSONWriter) throws {
                switch self {
            \(raw: cases.joined(separator: "\n"))
                }
            }
            """
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
            guard modelCase.hasPayload else {
                return "case .\(modelCase.identifier): return YYModel.JSONModelCase(name: \(name), value: \(value))"
            }
            if modelCase.isFallback {
                return "case \(payloadPattern(modelCase)): return YYModel.JSONModelCase.__fallback(name: \(name), "
                    + "key: \(discriminatorLiteral), value: \(value), payload: payload)"
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
