import SwiftDiagnostics
import SwiftSyntax

/// Diagnostics and fix-its about a property's spelled type.
///
/// A macro sees types only as written, so `@JSONModel` asks for explicit types and judges
/// "empty values" by name.
enum TypeAnnotationFixIt {
    /// Types that have no empty value to fall back on when a required value is missing.
    private static let typesWithoutEmptyValue: Set<String> = ["Date", "URL", "UUID"]

    /// The error for a stored property without a type annotation, with a fix-it that adds the
    /// type when the initial value is a plain literal.
    static func missingTypeDiagnostic(for info: PropertyInfo) -> Diagnostic {
        var fixIts: [FixIt] = []
        if let value = info.initializer?.value, let type = literalType(of: value) {
            let annotated = info.binding
                .with(\.pattern, info.binding.pattern.with(\.trailingTrivia, []))
                .with(
                    \.typeAnnotation,
                    TypeAnnotationSyntax(
                        colon: .colonToken(trailingTrivia: .space),
                        type: IdentifierTypeSyntax(name: .identifier(type), trailingTrivia: .space)
                    )
                )
            fixIts.append(
                FixIt.replace(message: YYModelFixIt.addTypeAnnotation(type), oldNode: info.binding, newNode: annotated)
            )
        }
        return Diagnostic(
            node: info.binding.pattern,
            message: YYModelDiagnostic.missingTypeAnnotation(property: info.name),
            fixIts: fixIts
        )
    }

    /// `Int`, `Double`, `String` or `Bool` for a literal (optionally negated); `nil` otherwise.
    static func literalType(of expression: ExprSyntax) -> String? {
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            let operand = prefix.expression
            if operand.is(IntegerLiteralExprSyntax.self) { return "Int" }
            if operand.is(FloatLiteralExprSyntax.self) { return "Double" }
        }
        return nil
    }

    /// Whether the type is spelled `Date`, `URL` or `UUID` (optionally `Foundation.`-qualified).
    static func hasNoEmptyValue(_ type: TypeSyntax) -> Bool {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return identifier.genericArgumentClause == nil && typesWithoutEmptyValue.contains(identifier.name.text)
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return member.baseType.trimmedDescription == "Foundation" && typesWithoutEmptyValue.contains(member.name.text)
        }
        return false
    }

    /// "Make optional" (always) and "give a default value" (for a `var` with its own annotation:
    /// a `let` with a value would no longer be decoded).
    static func emptyValueFixIts(for info: PropertyInfo) -> [FixIt] {
        guard let type = info.type else { return [] }
        var fixIts = [
            FixIt.replace(
                message: YYModelFixIt.makeOptional(property: info.name),
                oldNode: type,
                newNode: OptionalTypeSyntax(wrappedType: type.trimmed).with(\.trailingTrivia, type.trailingTrivia)
            )
        ]
        if !info.isLet, let annotation = info.binding.typeAnnotation {
            let placeholder = ExprSyntax("<#\(raw: annotation.type.trimmedDescription)#>")
            let withDefault = info.binding
                .with(\.typeAnnotation, annotation.with(\.type, annotation.type.trimmed.with(\.trailingTrivia, .space)))
                .with(\.initializer, InitializerClauseSyntax(equal: .equalToken(trailingTrivia: .space), value: placeholder))
            fixIts.append(
                FixIt.replace(
                    message: YYModelFixIt.addDefaultValue(property: info.name),
                    oldNode: info.binding,
                    newNode: withDefault
                )
            )
        }
        return fixIts
    }
}
