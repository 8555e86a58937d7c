import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Reads a `@JSONModel` type into a ``ModelDescription``, collecting every problem on the way.
///
/// Both roles of `@JSONModel` run the analyzer; only the extension role reports its diagnostics,
/// so each problem appears once. Any error (including one that a `@JSONKey` reports itself) means
/// no description, and so no generated code that could add follow-on errors.
struct ModelAnalyzer {
    var diagnostics: [Diagnostic] = []
    /// Errors already reported by a marker attribute's own expansion.
    var hasMarkerErrors = false

    /// Analyzes `declaration` annotated with `attribute`.
    ///
    /// - Parameter missingConformances: The protocols the compiler says the type does not conform
    ///   to yet; a class that already conforms to `JSONModel` without saying so inherits it.
    static func analyze(
        _ declaration: some DeclGroupSyntax,
        attribute: AttributeSyntax,
        missingConformances: [TypeSyntax],
        in context: some MacroExpansionContext
    ) -> (description: ModelDescription?, diagnostics: [Diagnostic]) {
        var analyzer = ModelAnalyzer()
        let description: ModelDescription?
        if let enumDecl = declaration.as(EnumDeclSyntax.self) {
            description = analyzer.describeEnum(enumDecl, attribute: attribute, in: context)
        } else {
            let superclass = Self.modelSuperclass(of: declaration, missingConformances: missingConformances)
            description = analyzer.describe(declaration, attribute: attribute, superclass: superclass, in: context)
        }
        let failed = analyzer.hasMarkerErrors || analyzer.diagnostics.contains { $0.diagMessage.severity == .error }
        return (failed ? nil : description, analyzer.diagnostics)
    }

    private mutating func describe(
        _ declaration: some DeclGroupSyntax,
        attribute: AttributeSyntax,
        superclass: String?,
        in context: some MacroExpansionContext
    ) -> ModelDescription? {
        guard let (kind, typeName) = Self.kindAndName(of: declaration) else {
            diagnostics.append(Diagnostic(node: attribute, message: YYModelDiagnostic.unsupportedDeclaration))
            return nil
        }
        let arguments = JSONModelArguments(parsing: attribute, diagnostics: &diagnostics)
        if let discriminator = arguments.discriminator {
            diagnostics.append(Diagnostic(node: discriminator, message: YYModelDiagnostic.discriminatorOnNonEnum))
        }
        let (infos, unnamed) = PropertyInfo.collect(from: declaration.memberBlock.members)
        for binding in unnamed {
            diagnostics.append(Diagnostic(node: binding.pattern, message: YYModelDiagnostic.unsupportedPattern))
        }
        let ownNames = checkListedNames(arguments, against: infos, typeName: typeName, isSubclass: superclass != nil)
        let derivesKeys = kind == .nonFinalClass || superclass != nil
        if derivesKeys { checkStaticHooks(declaration) }
        // A custom rule runs when the schema is built, so its keys are derived there too.
        let marksDerivedKeys = derivesKeys || arguments.customKeyStrategy != nil

        var properties: [MappedProperty] = []
        for info in infos {
            if let property = map(info, index: properties.count, arguments: arguments, marksDerivedKeys: marksDerivedKeys) {
                properties.append(property)
            }
        }
        // A class hierarchy decodes each level from a frame, without the object a flattened
        // model is read from.
        if derivesKeys {
            for info in infos where info.flattenAttribute != nil {
                diagnostics.append(Diagnostic(node: info.flattenAttribute!, message: YYModelDiagnostic.flattenedInClassHierarchy(property: info.name)))
            }
        }
        var model = ModelDescription(
            typeName: typeName,
            typeIdentifier: Self.identifier(of: declaration) ?? typeName,
            kind: kind,
            accessModifier: Self.accessModifier(of: declaration),
            isOpen: declaration.modifiers.contains { $0.name.tokenKind == .keyword(.open) },
            isGeneric: Self.isGeneric(declaration, in: context),
            isNested: context.lexicalContext.contains { $0.isProtocol(DeclGroupSyntax.self) },
            superclass: superclass,
            explicitKeyStrategy: arguments.explicitKeyStrategy,
            rootPath: arguments.rootPath,
            inheritedIgnoring: superclass == nil ? [] : arguments.ignoring.map(\.name).filter { !ownNames.contains($0) },
            inheritedOnly: superclass == nil ? nil : arguments.only?.map(\.name),
            properties: properties,
            decodesThroughMemberwiseInitializer: kind == .structure && Self.hasPlainMemberwiseInitializer(declaration, infos),
            generatesDecodableInit: !Self.declaresDecodableInit(declaration),
            generatesEncodeMethod: !Self.declaresEncodeMethod(declaration),
            implementedHooks: Self.implementedHooks(declaration),
            discriminator: nil,
            cases: []
        )
        model.objectiveCOverrides = Self.objectiveCOverrides(of: declaration, superclass: superclass)
        model.customKeyStrategy = arguments.customKeyStrategy
        return model
    }

    // MARK: Properties

    /// The mapped property for `info`, or `nil` when it does not take part (reporting why when it
    /// matters).
    private mutating func map(
        _ info: PropertyInfo,
        index: Int,
        arguments: JSONModelArguments,
        marksDerivedKeys: Bool
    ) -> MappedProperty? {
        if info.isComputed { return nil }  // a marker on it reports itself
        // A malformed `@JSONIgnore` argument reports itself; the model is not expanded around it.
        if let ignoreAttribute = info.ignoreAttribute, IgnoredSide(attribute: ignoreAttribute) == nil { hasMarkerErrors = true }
        if let reason = Self.reasonNotDecoded(info) {
            warnMarkersHaveNoEffect(info, reason: reason)
            return nil
        }
        if let ignoreAttribute = info.ignoreAttribute, info.ignoredSide == .both, !info.markers.isEmpty {
            for marker in info.markers {
                diagnostics.append(
                    Diagnostic(
                        node: marker,
                        message: YYModelDiagnostic.ignoredAndMarked(property: info.name, attribute: marker.spelling),
                        fixIts: [.removing(marker, from: info.declaration), .removing(ignoreAttribute, from: info.declaration)]
                    )
                )
            }
            return nil
        }
        if let exclusion = Self.exclusion(of: info, arguments: arguments) {
            checkExcluded(info, excludedBy: exclusion)
            return nil
        }
        // Only properties that take part need a type: the generated code names it.
        guard let type = info.decodedType else {
            diagnostics.append(TypeAnnotationFixIt.missingTypeDiagnostic(for: info))
            return nil
        }
        let assignment = Self.initialAssignment(of: info)
        let transform = transform(of: info)
        let isFlattened = info.flattenAttribute != nil
        if isFlattened { checkFlattened(info) }
        let isDecoded = info.ignoredSide != .decoding
        if !isDecoded && assignment != .ifPresent {
            reportExcludedWithoutDefault(info, excludedBy: "'@JSONIgnore(.decoding)'")
        }
        if isDecoded && assignment == .required { checkEmptyValue(info, type: type, transformed: transform != nil) }
        return MappedProperty(
            index: index,
            name: info.name,
            identifier: info.identifier,
            type: type,
            keyPaths: isFlattened ? [] : keyPaths(of: info, strategy: arguments.keyStrategy),
            isKeyDerived: marksDerivedKeys && info.keyAttribute == nil && !isFlattened,
            initialAssignment: assignment,
            initialValue: info.initializer?.value.trimmedDescription,
            transform: transform,
            isFlattened: isFlattened,
            isMutable: !info.isLet,
            isDecoded: isDecoded,
            isEncoded: info.ignoredSide != .encoding
        )
    }

    /// Whether the struct has the synthesized memberwise initializer (it declares no initializer of
    /// its own) and every stored property is a plain parameter of it (no `lazy` one either, to
    /// keep clear of how those take part). Members under `#if` may hide either, so they opt out.
    private static func hasPlainMemberwiseInitializer(_ declaration: some DeclGroupSyntax, _ infos: [PropertyInfo]) -> Bool {
        let members = declaration.memberBlock.members
        let mayDeclareInitializer = members.contains { $0.decl.is(InitializerDeclSyntax.self) || $0.decl.is(IfConfigDeclSyntax.self) }
        let stored = infos.filter { !$0.isStatic && !$0.isComputed }
        return !mayDeclareInitializer && stored.allSatisfy { !$0.isLazy && $0.isPlainMemberwiseParameter }
    }

    private static func reasonNotDecoded(_ info: PropertyInfo) -> String? {
        if info.isStatic { return "static properties are not decoded" }
        if info.isOverride { return "an overriding property is mapped by the superclass" }
        if info.isLazy { return "lazy properties are not decoded" }
        if info.isConstant { return "a 'let' with an initial value is never decoded" }
        return nil
    }

    /// How the property was excluded (`'@JSONIgnore'`, `'ignoring:'`, `'only:'`), if it was.
    private static func exclusion(of info: PropertyInfo, arguments: JSONModelArguments) -> String? {
        if info.ignoredSide == .both { return "'@JSONIgnore'" }
        if arguments.ignoring.contains(where: { $0.name == info.name }) { return "'ignoring:'" }
        if let only = arguments.only, !only.contains(where: { $0.name == info.name }) { return "'only:'" }
        return nil
    }

    private mutating func checkExcluded(_ info: PropertyInfo, excludedBy exclusion: String) {
        // Markers on an `@JSONIgnore`d property are errors, reported before this point.
        let reason = exclusion == "'only:'" ? "it is not listed in 'only:'" : "it is excluded by \(exclusion)"
        warnMarkersHaveNoEffect(info, reason: reason)
        guard !info.hasDefaultValue else { return }
        reportExcludedWithoutDefault(info, excludedBy: exclusion)
    }

    private mutating func reportExcludedWithoutDefault(_ info: PropertyInfo, excludedBy exclusion: String) {
        let fixIts = info.ignoreAttribute.map { [FixIt.removing($0, from: info.declaration)] } ?? []
        diagnostics.append(
            Diagnostic(
                node: info.binding.pattern,
                message: YYModelDiagnostic.excludedWithoutDefault(property: info.name, excludedBy: exclusion),
                fixIts: fixIts
            )
        )
    }

    /// A flattened property reads no key of its own and holds a model that is always there.
    private mutating func checkFlattened(_ info: PropertyInfo) {
        for marker in [info.keyAttribute, info.transformAttribute].compactMap({ $0 }) {
            diagnostics.append(
                Diagnostic(
                    node: marker,
                    message: YYModelDiagnostic.flattenedAndMarked(property: info.name, attribute: marker.spelling),
                    fixIts: [.removing(marker, from: info.declaration)]
                )
            )
        }
        if info.optionality != .none, let attribute = info.flattenAttribute {
            diagnostics.append(Diagnostic(node: attribute, message: YYModelDiagnostic.flattenedOptional(property: info.name)))
        }
    }

    /// Warns that `@JSONKey`/`@JSONTransform` on a property that does not take part do nothing.
    private mutating func warnMarkersHaveNoEffect(_ info: PropertyInfo, reason: String) {
        for marker in info.markers {
            let message = YYModelDiagnostic.markerHasNoEffect(attribute: marker.spelling, property: info.name, reason: reason)
            diagnostics.append(
                Diagnostic(node: marker, message: message, fixIts: [.removing(marker, from: info.declaration)])
            )
        }
    }

    private static func initialAssignment(of info: PropertyInfo) -> MappedProperty.InitialAssignment {
        if info.hasDefaultValue { return .ifPresent }
        return info.optionality == .none ? .required : .optionalConstant
    }

    /// Warns about a required property whose type has no empty value for lenient decoding
    /// (transformers have none).
    private mutating func checkEmptyValue(_ info: PropertyInfo, type: TypeSyntax, transformed: Bool) {
        guard transformed || TypeAnnotationFixIt.hasNoEmptyValue(type) else { return }
        diagnostics.append(
            Diagnostic(
                node: info.binding.pattern,
                message: YYModelDiagnostic.noEmptyValue(property: info.name),
                fixIts: TypeAnnotationFixIt.emptyValueFixIts(for: info)
            )
        )
    }

    /// The property's key paths: from `@JSONKey` as written, otherwise its name (transformed by
    /// the key strategy).
    private mutating func keyPaths(
        of info: PropertyInfo,
        strategy: JSONModelArguments.KeyStrategy
    ) -> [[String]] {
        if let keyAttribute = info.keyAttribute {
            if let ownStrategy = JSONKeyMacro.strategy(of: keyAttribute) { return [[ownStrategy.key(for: info.name)]] }
            let (keyPaths, problems) = JSONKeyMacro.keyPaths(of: keyAttribute)
            if !problems.isEmpty { hasMarkerErrors = true }
            return keyPaths
        }
        return [[strategy.key(for: info.name)]]
    }

    /// The `@JSONTransform` transform; a malformed attribute reports itself.
    private mutating func transform(of info: PropertyInfo) -> TransformReference? {
        guard let attribute = info.transformAttribute else { return nil }
        let (transform, problems) = JSONTransformMacro.transform(of: attribute)
        if !problems.isEmpty { hasMarkerErrors = true }
        return transform
    }

    /// Warns about `ignoring:`/`only:` names that are not stored instance properties, and returns
    /// the names of those properties. A subclass may name inherited properties, which the macro
    /// cannot see: they go to the runtime unchecked.
    private mutating func checkListedNames(
        _ arguments: JSONModelArguments,
        against infos: [PropertyInfo],
        typeName: String,
        isSubclass: Bool
    ) -> Set<String> {
        let storedNames = Set(infos.filter { !$0.isStatic && !$0.isComputed && !$0.isOverride }.map(\.name))
        guard !isSubclass else { return storedNames }
        let listed = arguments.ignoring.map { ("ignoring", $0) } + (arguments.only ?? []).map { ("only", $0) }
        for (label, entry) in listed where !storedNames.contains(entry.name) {
            diagnostics.append(
                Diagnostic(
                    node: entry.element.expression,
                    message: YYModelDiagnostic.unknownPropertyName(entry.name, argument: label, type: typeName),
                    fixIts: FixIt.removing(entry.element, message: YYModelFixIt.removeName(entry.name)).map { [$0] } ?? []
                )
            )
        }
        return storedNames
    }

    /// Warns about `static` hooks in a class that can be subclassed: a subclass could not override
    /// them. The fix-it makes them `class` methods.
    private mutating func checkStaticHooks(_ declaration: some DeclGroupSyntax) {
        for member in declaration.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                ["jsonWillDecode", "jsonModelClass"].contains(function.name.text),
                let staticModifier = function.modifiers.first(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            let replacement = staticModifier.with(\.name, .keyword(.class, leadingTrivia: staticModifier.name.leadingTrivia, trailingTrivia: staticModifier.name.trailingTrivia))
            diagnostics.append(
                Diagnostic(
                    node: staticModifier,
                    message: YYModelDiagnostic.staticHookInOverridableClass(hook: function.name.text),
                    fixIts: [FixIt.replace(message: YYModelFixIt.makeClassMethod(function.name.text), oldNode: staticModifier, newNode: replacement)]
                )
            )
        }
    }
}
