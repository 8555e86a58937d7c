import SwiftDiagnostics
import SwiftSyntax
import YYModelNaming

/// The arguments of `@JSONModel(keyStrategy:ignoring:only:discriminator:content:rootPath:)`, read from the
/// attribute. Every argument must be written literally so the macro can read it.
struct JSONModelArguments {
    /// Mirrors the runtime's `JSONKeyStrategy`.
    enum KeyStrategy: String, CaseIterable {
        case useNames, snakeCase, kebabCase, screamingSnakeCase, pascalCase

        /// The key of the property or case named `name`.
        func key(for name: String) -> String {
            KeyStyle(rawValue: rawValue)?.key(forPropertyNamed: name) ?? name
        }

        /// `'.useNames', '.snakeCase', …` for diagnostics.
        static var listed: String {
            let names = allCases.map { "'.\($0.rawValue)'" }
            return names.dropLast().joined(separator: ", ") + " or " + names.last!
        }
    }

    /// A property name listed in `ignoring:` or `only:`, with its array element for fix-its.
    struct ListedName {
        let name: String
        let element: ArrayElementSyntax
    }

    /// The strategy written in the attribute, if any.
    var explicitKeyStrategy: KeyStrategy?
    /// `keyStrategy: .custom(Rule.self)` as written: a rule the runtime applies when it builds the
    /// schema (``explicitKeyStrategy`` is then `nil`).
    var customKeyStrategy: String?
    var keyStrategy: KeyStrategy { explicitKeyStrategy ?? .useNames }
    var ignoring: [ListedName] = []
    /// `nil` when `only:` is absent or `nil`: every property takes part.
    var only: [ListedName]?
    var discriminator: LabeledExprSyntax?
    /// `content:`, the key of an adjacently tagged enum's value.
    var content: LabeledExprSyntax?
    /// The `rootPath:` string, as the literal's value.
    var rootPath: String?

    /// Reads the arguments of `attribute`; malformed ones are reported in `diagnostics` and left at
    /// their defaults.
    init(parsing attribute: AttributeSyntax, diagnostics: inout [Diagnostic]) {
        guard case .argumentList(let arguments) = attribute.arguments else { return }
        for argument in arguments {
            switch argument.label?.text {
            case "keyStrategy":
                if let strategy = Self.keyStrategy(argument.expression) {
                    explicitKeyStrategy = strategy
                } else if Self.isCustomKeyStrategy(argument.expression) {
                    customKeyStrategy = argument.expression.trimmedDescription
                } else {
                    diagnostics.append(Self.invalid(argument, expected: KeyStrategy.listed))
                }
            case "ignoring":
                if let names = Self.names(argument.expression) {
                    ignoring = names
                } else {
                    diagnostics.append(Self.invalid(argument, expected: "an array of string literals"))
                }
            case "only":
                if argument.expression.is(NilLiteralExprSyntax.self) {
                    only = nil
                } else if let names = Self.names(argument.expression) {
                    only = names
                } else {
                    diagnostics.append(Self.invalid(argument, expected: "'nil' or an array of string literals"))
                }
            case "discriminator":
                discriminator = Self.optionalString(argument, diagnostics: &diagnostics) == nil ? nil : argument
            case "content":
                content = Self.optionalString(argument, diagnostics: &diagnostics) == nil ? nil : argument
            case "rootPath":
                rootPath = Self.optionalString(argument, diagnostics: &diagnostics)
            default:
                continue  // the compiler rejects unknown labels before expanding
            }
        }
    }

    /// The value of a `nil`-or-string-literal argument (`nil` for `nil`, reported when neither).
    private static func optionalString(_ argument: LabeledExprSyntax, diagnostics: inout [Diagnostic]) -> String? {
        if argument.expression.is(NilLiteralExprSyntax.self) { return nil }
        guard let text = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue else {
            diagnostics.append(invalid(argument, expected: "'nil' or a string literal"))
            return nil
        }
        return text
    }

    /// `.custom(...)` or `JSONKeyStrategy.custom(...)`: checked by the compiler, applied at run time.
    private static func isCustomKeyStrategy(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let access = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        if let base = access.base, !base.trimmedDescription.hasSuffix("JSONKeyStrategy") { return false }
        return access.declName.baseName.text == "custom"
    }

    /// `.snakeCase`, `JSONKeyStrategy.snakeCase` or `YYModel.JSONKeyStrategy.snakeCase` (and the
    /// other strategies alike).
    static func keyStrategy(_ expression: ExprSyntax) -> KeyStrategy? {
        guard let access = expression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = access.base, !base.trimmedDescription.hasSuffix("JSONKeyStrategy") { return nil }
        return KeyStrategy(rawValue: access.declName.baseName.text)
    }

    private static func names(_ expression: ExprSyntax) -> [ListedName]? {
        guard let array = expression.as(ArrayExprSyntax.self) else { return nil }
        var names: [ListedName] = []
        for element in array.elements {
            guard let literal = element.expression.as(StringLiteralExprSyntax.self),
                let name = literal.representedLiteralValue
            else { return nil }
            names.append(ListedName(name: name, element: element))
        }
        return names
    }

    static func invalid(_ argument: LabeledExprSyntax, expected: String) -> Diagnostic {
        Diagnostic(
            node: argument.expression,
            message: YYModelDiagnostic.invalidArgument(label: argument.label?.text ?? "", expected: expected)
        )
    }
}
