import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@JSONKey("key", "ext.desc", ...)`: the JSON keys or key paths of one stored property, or the
/// discriminator values of one case of a discriminated enum. `@JSONKey(strategy: .snakeCase)`:
/// the key strategy of one property.
///
/// Expands to nothing. It checks its own arguments and placement; `@JSONModel` reads the keys with
/// ``keyPaths(of:)`` and the case values with ``caseValues(of:)``.
public struct JSONKeyMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        if let caseDecl = declaration.as(EnumCaseDeclSyntax.self) {
            var problems = caseValues(of: node).diagnostics
            if caseDecl.elements.count > 1 {
                problems.append(Diagnostic(node: node, message: YYModelDiagnostic.keyOnCaseList))
            }
            (problems + MarkerPlacement.outsideModelDiagnostics(for: node, in: context)).forEach(context.diagnose)
            return []
        }
        let placement = MarkerPlacement.diagnostics(for: node, on: declaration, in: context)
        let arguments = keyPaths(of: node).diagnostics
        (arguments + placement).forEach(context.diagnose)
        return []
    }

    /// The discriminator values an attribute on an enum case lists, as written (dots are not key
    /// path separators here): string literals, or integer literals (`areIntegers`), and the
    /// problems with them.
    static func caseValues(of attribute: AttributeSyntax) -> (values: [String], areIntegers: Bool, diagnostics: [Diagnostic]) {
        guard case .argumentList(let arguments) = attribute.arguments, !arguments.isEmpty else {
            return ([], false, [Diagnostic(node: attribute, message: YYModelDiagnostic.missingKeys)])
        }
        if let problems = strategyProblems(of: attribute, arguments) { return ([], false, problems) }
        var values: [String] = []
        var diagnostics: [Diagnostic] = []
        let areIntegers = arguments.first.map { integerLiteral($0.expression) != nil } ?? false
        for argument in arguments {
            let value = areIntegers
                ? integerLiteral(argument.expression)
                : argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            guard let value else {
                diagnostics.append(Diagnostic(node: argument.expression, message: YYModelDiagnostic.keyNotStringLiteral))
                continue
            }
            values.append(value)
        }
        return (values, areIntegers, diagnostics)
    }

    /// The decimal text of an integer literal (`7`, `-2`, `0x10` gives `"16"`), if `expression` is one.
    private static func integerLiteral(_ expression: ExprSyntax) -> String? {
        var sign = ""
        var expression = expression
        if let prefixed = expression.as(PrefixOperatorExprSyntax.self), prefixed.operator.text == "-" {
            sign = "-"
            expression = prefixed.expression
        }
        guard let literal = expression.as(IntegerLiteralExprSyntax.self) else { return nil }
        let digits = literal.literal.text.filter { $0 != "_" }
        let radixes: [(prefix: String, radix: Int)] = [("0x", 16), ("0o", 8), ("0b", 2)]
        let (prefix, radix) = radixes.first { digits.hasPrefix($0.prefix) } ?? ("", 10)
        guard let value = Int(digits.dropFirst(prefix.count), radix: radix) else { return nil }
        return sign + String(value)
    }

    /// The key strategy of `@JSONKey(strategy: .kebabCase)`, which derives one property's key
    /// from its name whatever the type's strategy; `nil` for an attribute that lists keys.
    static func strategy(of attribute: AttributeSyntax) -> JSONModelArguments.KeyStrategy? {
        guard case .argumentList(let arguments) = attribute.arguments, arguments.count == 1,
            let argument = arguments.first, argument.label?.text == "strategy"
        else { return nil }
        return JSONModelArguments.keyStrategy(argument.expression)
    }

    /// For an attribute with a `strategy:` argument, its problems (none when it is the only
    /// argument and names a strategy); `nil` for an attribute that lists keys.
    private static func strategyProblems(of attribute: AttributeSyntax, _ arguments: LabeledExprListSyntax) -> [Diagnostic]? {
        guard let argument = arguments.first(where: { $0.label?.text == "strategy" }) else { return nil }
        if strategy(of: attribute) != nil { return [] }
        return [JSONModelArguments.invalid(argument, expected: "the only argument, one of " + JSONModelArguments.KeyStrategy.listed)]
    }

    /// The key paths an attribute lists, one per argument, in order, and the problems with them.
    ///
    /// `@JSONKey("html_url", "ext.url")` gives `[["html_url"], ["ext", "url"]]`. A key path is
    /// reported and left out when its argument is not a string literal or names no key.
    static func keyPaths(of attribute: AttributeSyntax) -> (keyPaths: [[String]], diagnostics: [Diagnostic]) {
        guard case .argumentList(let arguments) = attribute.arguments, !arguments.isEmpty else {
            return ([], [Diagnostic(node: attribute, message: YYModelDiagnostic.missingKeys)])
        }
        if let problems = strategyProblems(of: attribute, arguments) { return ([], problems) }
        var keyPaths: [[String]] = []
        var diagnostics: [Diagnostic] = []
        for argument in arguments {
            guard let literal = argument.expression.as(StringLiteralExprSyntax.self),
                let text = literal.representedLiteralValue
            else {
                diagnostics.append(Diagnostic(node: argument.expression, message: YYModelDiagnostic.keyNotStringLiteral))
                continue
            }
            let keyPath = KeyNaming.keyPath(text)
            if keyPath.isEmpty {
                diagnostics.append(Diagnostic(node: argument.expression, message: YYModelDiagnostic.emptyKey))
            } else {
                keyPaths.append(keyPath)
            }
        }
        return (keyPaths, diagnostics)
    }
}
