/// Chooses the Swift type of each place from its summary.
///
/// | seen at the place | type |
/// | --- | --- |
/// | only `true`/`false` | `Bool` |
/// | only integers that fit `Int` | `Int` |
/// | integers above `Int64.max`, none negative | `UInt64` |
/// | a fraction or exponent, or an integer no 64-bit type holds | `Double` |
/// | only strings that are dates / absolute URLs | `Date` / `URL` |
/// | other strings | `String`, or the enum named for the place (``EnumInference``) |
/// | arrays | `[Element]`; `[JSON]` when every array was empty |
/// | objects | the model named for the place |
/// | maps | `[String: Value]`; `[String: JSON]` when every map was empty |
/// | two kinds or more (say numbers and strings), or only `null` | `JSON` |
///
/// A `null` among array elements or map values makes them optional (`[Int?]`), except for
/// `JSON`, which holds `null` itself.
struct TypeResolution {
    /// The type name of every place that is a model or an enum.
    let nameByPath: [ShapePath: String]

    /// The type of the values summarized by `summary`, found at `path`; never optional.
    func type(of summary: ValueSummary, at path: ShapePath) -> TypeReference {
        guard summary.kindCount == 1 else { return .json }
        if summary.sawBool { return .bool }
        if let number = summary.number { return number.type }
        if let string = summary.string {
            // Only enum sites name a place of strings.
            if let name = nameByPath[path] { return .enumeration(name) }
            return string.type
        }
        if let array = summary.array {
            guard let element = array.element else { return .array(.json) }
            return .array(containedType(of: element, at: path + [.element]))
        }
        if let map = summary.map {
            return .map(containedType(of: map.values, at: path + [.mapValue]))
        }
        if summary.object != nil, let name = nameByPath[path] { return .model(name) }
        return .json
    }

    /// The type of an array element or map value: optional when a `null` was among them.
    private func containedType(of summary: ValueSummary, at path: ShapePath) -> TypeReference {
        let type = type(of: summary, at: path)
        return summary.sawNull && type != .json ? type.optional : type
    }

    /// The type of a model's property for `field`, optional when the key was sometimes missing,
    /// sometimes `null`, or when the type has no empty value to start from (`Date`, `URL`, enums).
    func propertyType(of field: ObjectSummary.Field, in modelPath: ShapePath) -> TypeReference {
        let type = type(of: field.value, at: modelPath + [.key(field.key)])
        let isOptional = field.isSometimesMissing || field.value.sawNull || type.defaultValue == nil
        return isOptional ? type.optional : type
    }
}
