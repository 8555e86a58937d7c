/// A protocol the generated types can declare, beyond the `JSONModel` conformance `@JSONModel`
/// adds.
///
/// Every property type the generator writes (numbers, `Bool`, `String`, `Date`, `URL`, `JSON`,
/// arrays, `[String: T]`, optionals, and the other generated models and enums) is `Sendable` and
/// `Hashable`, so any of these conformances holds for every generated type.
package enum Conformance: String, Hashable, Sendable, CaseIterable {
    case sendable = "Sendable"
    case equatable = "Equatable"
    case hashable = "Hashable"

    /// The command-line flag that asks for it: `--sendable`.
    package var flag: String { "--" + rawValue.lowercased() }

    /// The protocols to write for `conformances`, in a fixed order; `Equatable` is left out when
    /// `Hashable` is there, which refines it.
    static func declared(_ conformances: Set<Conformance>) -> [Conformance] {
        allCases.filter { conformances.contains($0) && !($0 == .equatable && conformances.contains(.hashable)) }
    }
}
