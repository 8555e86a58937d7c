import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Reading an enum whose cases hold values: `@JSONModel(discriminator: "type") enum Message {
/// case text(Text) }`, with `content:` (adjacent tagging), or without a discriminator (external
/// tagging).
extension ModelAnalyzer {
    /// The description of an enum whose cases hold values, or `nil` when it is not one.
    ///
    /// Each case's discriminator values come from `@JSONKey` on the case (strings, or integers for
    /// every case), else from its name through the key strategy; a case holds one value or nothing,
    /// and one case may be the `@JSONFallback` for the other values.
    mutating func describeEnum(
        _ declaration: EnumDeclSyntax,
        attribute: AttributeSyntax,
        in context: some MacroExpansionContext
    ) -> ModelDescription? {
        let arguments = JSONModelArguments(parsing: attribute, diagnostics: &diagnostics)
        let key = arguments.discriminator?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        let content = arguments.content?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        if key == nil, let contentArgument = arguments.content {
            diagnostics.append(Diagnostic(node: contentArgument, message: YYModelDiagnostic.contentNeedsDiscriminator))
        }
        warnArgumentsWithoutEffect(attribute)
        if arguments.customKeyStrategy != nil {
            diagnostics.append(Diagnostic(node: attribute, message: YYModelDiagnostic.customKeyStrategyOnEnum))
        }
        for hook in Self.implementedHookMethods(declaration) {
            diagnostics.append(Diagnostic(node: hook.name, message: YYModelDiagnostic.hookHasNoEffectOnEnum(hook: hook.name.text)))
        }
        let (cases, hasIntegerTags) = enumCases(of: declaration, strategy: arguments.keyStrategy, sharesObject: key != nil && content == nil)
        if hasIntegerTags && key == nil {
            diagnostics.append(Diagnostic(node: attribute, message: YYModelDiagnostic.integerTagsNeedDiscriminator))
        }
        var model = ModelDescription(
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
        model.content = content
        model.hasIntegerTags = hasIntegerTags
        return model
    }

    /// `ignoring:` and `only:` select properties, which an enum does not have.
    private mutating func warnArgumentsWithoutEffect(_ attribute: AttributeSyntax) {
        guard case .argumentList(let arguments) = attribute.arguments else { return }
        for argument in arguments {
            guard let label = argument.label?.text, label == "ignoring" || label == "only" else { continue }
            diagnostics.append(Diagnostic(node: argument, message: YYModelDiagnostic.argumentHasNoEffectOnEnum(label: label)))
        }
    }

    /// The cases in declaration order, checking payloads and discriminator values, and whether
    /// the values are integers.
    private mutating func enumCases(
        of declaration: EnumDeclSyntax, strategy: JSONModelArguments.KeyStrategy, sharesObject: Bool
    ) -> (cases: [ModelCase], hasIntegerTags: Bool) {
        var cases: [ModelCase] = []
        var caseOfValue: [String: String] = [:]
        var integerCases: Set<String> = []
        var caseElements: [EnumCaseElementSyntax] = []
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
                let (values, areIntegers, problems) = JSONKeyMacro.caseValues(of: keyAttribute)
                if !problems.isEmpty || caseDecl.elements.count > 1 { hasMarkerErrors = true }
                explicitValues = caseDecl.elements.count > 1 ? nil : values
                if areIntegers { integerCases.formUnion(caseDecl.elements.map { KeyNaming.unescaped($0.name.text) }) }
            }
            for element in caseDecl.elements {
                let name = KeyNaming.unescaped(element.name.text)
                let parameters = element.parameterClause?.parameters ?? []
                let labels = parameters.map { $0.firstName.flatMap { $0.text == "_" ? nil : $0.text } }
                if parameters.count > 1 {
                    checkSeveralValues(labels, of: name, at: element, isFallback: isFallback, sharesObject: sharesObject)
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
                caseElements.append(element)
                var modelCase = ModelCase(
                    identifier: element.name.text,
                    name: name,
                    values: values,
                    payloadLabel: labels.first ?? nil,
                    hasPayload: !parameters.isEmpty,
                    isFallback: isFallback
                )
                if labels.count > 1 { modelCase.severalValues = labels.map { ($0.map(strategy.key(for:)), $0) } }
                cases.append(modelCase)
            }
        }
        // Integer values come only from `@JSONKey`: a name would be a string. (A fallback case
        // needs none: it takes whatever no other case names.)
        if !integerCases.isEmpty {
            for (modelCase, element) in zip(cases, caseElements) where !integerCases.contains(modelCase.name) && !modelCase.isFallback {
                diagnostics.append(Diagnostic(node: element, message: YYModelDiagnostic.mixedDiscriminatorKinds(case: modelCase.name)))
            }
        }
        return (cases, !integerCases.isEmpty)
    }

    /// A case of several values is an object of its labelled values, or (with its own container)
    /// an array of unlabelled ones; a fallback case holds one value.
    private mutating func checkSeveralValues(
        _ labels: [String?], of name: String, at element: EnumCaseElementSyntax, isFallback: Bool, sharesObject: Bool
    ) {
        let unlabeled = labels.filter { $0 == nil }.count
        if isFallback {
            diagnostics.append(Diagnostic(node: element, message: YYModelDiagnostic.fallbackWithSeveralValues(case: name)))
        } else if sharesObject && unlabeled > 0 {
            diagnostics.append(Diagnostic(node: element, message: YYModelDiagnostic.unlabeledValuesBesideDiscriminator(case: name)))
        } else if unlabeled > 0 && unlabeled < labels.count {
            diagnostics.append(Diagnostic(node: element, message: YYModelDiagnostic.partlyLabeledValues(case: name)))
        }
    }
}
