import SwiftDiagnostics
import SwiftSyntax

/// Every diagnostic the YYModel macros emit, with a stable id (`YYModelMacros.<case>`).
///
/// Messages are lowercase, quote the attribute, and say what to do.
enum YYModelDiagnostic: DiagnosticMessage {
    // MARK: @JSONModel
    case unsupportedDeclaration
    case contentNeedsDiscriminator
    case mixedDiscriminatorKinds(case: String)
    case integerTagsNeedDiscriminator
    case customKeyStrategyOnEnum
    case fallbackWithSeveralValues(case: String)
    case unlabeledValuesBesideDiscriminator(case: String)
    case partlyLabeledValues(case: String)
    case duplicateDiscriminatorValue(String, case: String, otherCase: String)
    case argumentHasNoEffectOnEnum(label: String)
    case hookHasNoEffectOnEnum(hook: String)
    case staticHookInOverridableClass(hook: String)
    case missingTypeAnnotation(property: String)
    case unsupportedPattern
    case ignoredAndMarked(property: String, attribute: String)
    case excludedWithoutDefault(property: String, excludedBy: String)
    case unknownPropertyName(String, argument: String, type: String)
    case noEmptyValue(property: String)
    case invalidArgument(label: String, expected: String)
    case discriminatorOnNonEnum
    case markerHasNoEffect(attribute: String, property: String, reason: String)

    // MARK: @JSONKey, @JSONIgnore, @JSONTransform
    case missingKeys
    case emptyKey
    case keyNotStringLiteral
    case transformArgument
    case invalidIgnoredSide
    case fallbackNotOnOneCase
    case severalFallbacks(case: String, otherCase: String)
    case markerOnComputedProperty(attribute: String, property: String)
    case markerOnNonProperty(attribute: String)
    case keyOnCaseList
    case markerOutsideModel(attribute: String)
    case flattenedAndMarked(property: String, attribute: String)
    case flattenedOptional(property: String)
    case flattenedInClassHierarchy(property: String)

    var message: String {
        switch self {
        case .unsupportedDeclaration:
            "'@JSONModel' applies to structs, classes and enums"
        case .contentNeedsDiscriminator:
            "'content:' needs 'discriminator:', the key beside it whose value selects the case"
        case .mixedDiscriminatorKinds(let name):
            "discriminator values are integers in other cases; give '\(name)' integer values with '@JSONKey'"
        case .customKeyStrategyOnEnum:
            "a custom key rule runs when the program does, but case values are fixed when it compiles; give cases '@JSONKey' values"
        case .integerTagsNeedDiscriminator:
            "integer discriminator values need 'discriminator:', the key that holds them"
        case .fallbackWithSeveralValues(let name):
            "'@JSONFallback' case '\(name)' holds the whole object as one value; give it one"
        case .unlabeledValuesBesideDiscriminator(let name):
            "'\(name)' has values without labels, which have no keys beside the discriminator; label them, or add 'content:' to write them as an array"
        case .partlyLabeledValues(let name):
            "'\(name)' labels some of its values; label all (an object) or none (an array)"
        case .duplicateDiscriminatorValue(let value, let name, let otherCase):
            "discriminator value \"\(value)\" of '\(name)' is already used by '\(otherCase)'"
        case .argumentHasNoEffectOnEnum(let label):
            "'\(label):' has no effect on an enum"
        case .hookHasNoEffectOnEnum(let hook):
            "'\(hook)' is not called on a discriminated enum; implement it on the case's model"
        case .staticHookInOverridableClass(let hook):
            "a 'static' '\(hook)' cannot be overridden by subclasses; make it a 'class' method"
        case .missingTypeAnnotation(let property):
            "'@JSONModel' needs the type of '\(property)'; add an explicit type"
        case .unsupportedPattern:
            "'@JSONModel' needs one named property per binding; declare these properties separately"
        case .ignoredAndMarked(let property, let attribute):
            "'\(property)' is marked both '@JSONIgnore' and '\(attribute)'; remove one"
        case .excludedWithoutDefault(let property, let excludedBy):
            "'\(property)' is excluded by \(excludedBy) but has no default value; give it one"
        case .unknownPropertyName(let name, let argument, let type):
            "'\(name)' in '\(argument):' is not a stored property of '\(type)'"
        case .noEmptyValue(let property):
            "'\(property)' has no empty value; make it optional or give it a default"
        case .invalidArgument(let label, let expected):
            "'\(label):' must be \(expected)"
        case .discriminatorOnNonEnum:
            "'discriminator:' applies only to enums; it has no effect here"
        case .markerHasNoEffect(let attribute, let property, let reason):
            "'\(attribute)' has no effect on '\(property)': \(reason)"
        case .missingKeys:
            "'@JSONKey' needs at least one key"
        case .emptyKey:
            "'@JSONKey' key names no key; write a key such as \"id\" or a key path such as \"ext.desc\""
        case .keyNotStringLiteral:
            "'@JSONKey' keys must be string literals"
        case .transformArgument:
            "'@JSONTransform' needs one argument: a transformer type, written 'T.self', or a transform such as '.dateFormat(\"yyyy-MM-dd\")'"
        case .invalidIgnoredSide:
            "'@JSONIgnore' takes no argument, '.decoding' or '.encoding'"
        case .fallbackNotOnOneCase:
            "'@JSONFallback' applies to a single enum case"
        case .severalFallbacks(let name, let otherCase):
            "'\(name)' and '\(otherCase)' are both marked '@JSONFallback'; keep one"
        case .markerOnComputedProperty(let attribute, let property):
            "'\(attribute)' applies to stored properties; '\(property)' is computed"
        case .markerOnNonProperty(let attribute):
            "'\(attribute)' applies to stored properties"
        case .keyOnCaseList:
            "'@JSONKey' on a declaration of several cases is ambiguous; declare each case separately"
        case .markerOutsideModel(let attribute):
            "'\(attribute)' has no effect outside a '@JSONModel' type"
        case .flattenedAndMarked(let property, let attribute):
            "'\(property)' is flattened: its model reads its own keys from this object; remove '\(attribute)'"
        case .flattenedOptional(let property):
            "'@JSONFlatten' needs a non-optional model; '\(property)' is optional"
        case .flattenedInClassHierarchy(let property):
            "'@JSONFlatten' on '\(property)' needs a struct or a final class that is not a subclass"
        }
    }

    var severity: DiagnosticSeverity {
        switch self {
        case .unknownPropertyName, .noEmptyValue, .discriminatorOnNonEnum, .markerHasNoEffect,
            .markerOutsideModel, .argumentHasNoEffectOnEnum, .hookHasNoEffectOnEnum, .staticHookInOverridableClass:
            .warning
        default:
            .error
        }
    }

    var diagnosticID: MessageID {
        MessageID(domain: "YYModelMacros", id: caseName)
    }

    private var caseName: String {
        let mirrored = String(describing: self)
        return String(mirrored.prefix { $0 != "(" })
    }
}

/// The fix-its offered with ``YYModelDiagnostic``.
enum YYModelFixIt: FixItMessage {
    case addTypeAnnotation(String)
    case removeAttribute(String)
    case removeName(String)
    case makeOptional(property: String)
    case addDefaultValue(property: String)
    case makeClassMethod(String)

    var message: String {
        switch self {
        case .addTypeAnnotation(let type): "add explicit type ': \(type)'"
        case .removeAttribute(let attribute): "remove '\(attribute)'"
        case .removeName(let name): "remove '\(name)'"
        case .makeOptional(let property): "make '\(property)' optional"
        case .addDefaultValue(let property): "give '\(property)' a default value"
        case .makeClassMethod(let name): "make '\(name)' a 'class' method"
        }
    }

    var fixItID: MessageID {
        MessageID(domain: "YYModelMacros", id: "fixIt." + String(String(describing: self).prefix { $0 != "(" }))
    }
}

extension FixIt {
    /// A fix-it that deletes `attribute` from the attributes of `declaration`, keeping the
    /// declaration's indentation.
    static func removing(
        _ attribute: AttributeSyntax,
        from declaration: VariableDeclSyntax
    ) -> FixIt {
        let remaining = declaration.attributes.filter { element in
            element.as(AttributeSyntax.self).map { $0.id != attribute.id } ?? true
        }
        let edited = declaration
            .with(\.attributes, remaining)
            .with(\.leadingTrivia, declaration.leadingTrivia)
        return FixIt.replace(
            message: YYModelFixIt.removeAttribute(attribute.spelling),
            oldNode: declaration,
            newNode: edited
        )
    }
}

extension FixIt {
    /// A fix-it that deletes `element` from its array literal, dropping a trailing comma that
    /// would be left behind.
    static func removing(_ element: ArrayElementSyntax, message: YYModelFixIt) -> FixIt? {
        guard let list = element.parent?.as(ArrayElementListSyntax.self) else { return nil }
        var remaining = list.filter { $0.id != element.id }
        if element.trailingComma == nil, let last = remaining.last {
            remaining[remaining.index(before: remaining.endIndex)] = last.with(\.trailingComma, nil)
        }
        return FixIt.replace(message: message, oldNode: list, newNode: remaining)
    }
}
