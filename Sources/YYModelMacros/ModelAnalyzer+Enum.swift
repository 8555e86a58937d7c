import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Reading a discriminated enum: `@JSONModel(discriminator: "type") enum Message { case text(Text) }`.
extension ModelAnalyzer {
    /// The description of an enum whose cases hold models, or `nil` when it is not one.
    ///
    /// Each case's discriminator values come from `@JSONKey` on the case, else from its name
    /// through the key strategy; a case holds one model or nothing, and one case may be the
    /// `@JSONFallback` for the other values.
    mutating func describeEnum(
        _ declaration: EnumDeclSyntax,
        attribute: AttributeSyntax,
        in context: some MacroExpansionContext
    ) -> ModelDescription? {
        let arguments = JSONModelArguments(parsing: attribute, diagnostics: &diagnostics)
        guard let discriminator = arguments.discriminator,
            let key = discriminator.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        else {
            if !diagnostics.contains(where: { $0.diagMessage.severity == .error }) {
                diagnostics.append(Diagnostic(node: attribute, message: YYModelDiagnostic.enumNeedsDiscriminator))
            }
            return nil
        }
        warnArgumentsWithoutEffect(attribute)
        for hook in Self.implementedHookMethods(declaration) {
            diagnostics.append(Diagnostic(node: hook.name, message: YYModelDiagnostic.hookHasNoEffectOnEnum(hook: hook.name.text)))
        }
        let cases = enumCases(of: declaration, strategy: arguments.keyStrategy)
        return ModelDescription(
            typeName: KeyNaming.unescaped(declaration.name.text),
            typeIdentifier: declaration.name.text,
            kind: .enumeration,
            accessModifier: Self.accessModifier(of: declaration),
            isOpen: false,
            isGeneric: Self.isGeneric(declaration, in: context),
            isNested: context.lexicalContext.contains { $0.isProtocol(DeclGroupSyntax.self) },
            superclass: nil,
            explicitKeyStrategy: arguments.explicitKeyStrategy,
            rootPath: arguments.rootPath,
            inheritedIgnoring: [],
            inheritedOnly: nil,
            properties: [],
            decodesThroughMemberwiseInitializer: false,
            generatesDecodableInit: !Self.declaresDecodableInit(declaration),
            generatesEncodeMethod: !Self.declaresEncodeMethod(declaration),
            implementedHooks: [],
            discriminator: key,
            cases: cases
        )
    }

    /// `ignoring:` and `only:` select properties, which an enum does not have.
    private mutating func warnArgumentsWithoutEffect(_ attribute: AttributeSyntax) {
        guard case .argumentList(let arguments) = attribute.arguments else { return }
        for argument in arguments {
            guard let label = argument.label?.text, label == "ignoring" || label == "only" else { continue }
            diagnostics.append(Diagnostic(node: argument, message: YYModelDiagnostic.argumentHasNoEffectOnEnum(label: label)))
        }
    }

    /// The cases in declaration order, checking payloads and discriminator values.
    private mutating func enumCases(of declaration: EnumDeclSyntax, strategy: JSONModelArguments.KeyStrategy) -> [ModelCase] {
        var cases: [ModelCase] = []
        var caseOfValue: [String: String] = [:]
        for member in declaration.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            let keyAttribute = caseDecl.attributes.attribute(named: "JSONKey")
            let isMarkedFallback = caseDecl.attributes.attribute(named: "JSONFallback") != nil
            // The marker reports a case list itself.
            if isMarkedFallback && caseDecl.elements.count > 1 { hasMarkerErrors = true }
            let isFallback = isMarkedFallback && caseDecl.elements.count == 1
            var explicitValues: [String]?
            let caseStrategy = keyAttribute.flatMap(JSONKeyMacro.strategy(of:))
            if let keyAttribute, caseStrategy == nil {
                // The marker reports its own problems (a list of cases among them).
                let (values, problems) = JSONKeyMacro.caseValues(of: keyAttribute)
                if !problems.isEmpty || caseDecl.elements.count > 1 { hasMarkerErrors = true }
                explicitValues = caseDecl.elements.count > 1 ? nil : values
            }
            for element in caseDecl.elements {
                let name = KeyNaming.unescaped(element.name.text)
                let parameters = element.parameterClause?.parameters ?? []
                if parameters.count > 1 {
                    diagnostics.append(
                        Diagnostic(node: element, message: YYModelDiagnostic.caseWithSeveralValues(case: name, count: parameters.count))
                    )
                }
                let values = explicitValues ?? [(caseStrategy ?? strategy).key(for: name)]
                for value in values {
                    if let other = caseOfValue[value] {
                        let message = YYModelDiagnostic.duplicateDiscriminatorValue(value, case: name, otherCase: other)
                        diagnostics.append(Diagnostic(node: element, message: message))
                    } else {
                        caseOfValue[value] = name
                    }
                }
                if isFallback, let other = cases.first(where: \.isFallback) {
                    let message = YYModelDiagnostic.severalFallbacks(case: name, otherCase: other.name)
                    diagnostics.append(Diagnostic(node: element, message: message))
                }
                cases.append(
                    ModelCase(
                        identifier: element.name.text,
                        name: name,
                        values: values,
                        payloadLabel: parameters.first?.firstName.flatMap { $0.text == "_" ? nil : $0.text },
                        hasPayload: !parameters.isEmpty,
                        isFallback: isFallback
                    )
                )
            }
        }
        return cases
    }
}
