/// A place in the documents that becomes a generated type, with the name it asks for: objects
/// become a model, strings that pass ``EnumInference`` an enum.
struct ModelSite {
    /// What the type is made of.
    enum Content: Hashable {
        /// The objects there: a model.
        case object(ObjectSummary)
        /// The distinct strings there, in the order they first occurred: an enum.
        case enumeration(rawValues: [String])
    }

    /// Where the values are.
    let path: ShapePath
    /// The type name the place suggests before any clash is resolved: the key in UpperCamelCase,
    /// singular for the elements of an array and the values of a map (`statuses[]` -> `Status`).
    let baseName: String
    let content: Content
    /// The index of the enclosing model's site (`nil` for the top level).
    let parent: Int?

    /// The objects, for a model's site.
    var object: ObjectSummary? {
        if case .object(let object) = content { object } else { nil }
    }

    /// Every place below `root` (included) that becomes a type, in the order the keys first
    /// appear (depth first), the top level first. Enum sites are included only when
    /// `infersEnums`.
    ///
    /// Places under a value that must be `JSON` (more than one kind of value was seen) are not
    /// visited: nothing there is modelled.
    static func sites(in root: ValueSummary, rootName: String, infersEnums: Bool = false) -> [ModelSite] {
        var visitor = Visitor(rootName: rootName, infersEnums: infersEnums)
        visitor.visit(root, path: [], parent: nil)
        return visitor.sites
    }

    private struct Visitor {
        let rootName: String
        let infersEnums: Bool
        var sites: [ModelSite] = []

        mutating func visit(_ summary: ValueSummary, path: ShapePath, parent: Int?) {
            guard summary.kindCount == 1 else { return }
            if let object = summary.object {
                let index = sites.count
                sites.append(ModelSite(path: path, baseName: path.isEmpty ? rootName : ModelSite.baseName(for: path), content: .object(object), parent: parent))
                for field in object.fields {
                    visit(field.value, path: path + [.key(field.key)], parent: index)
                }
            }
            if infersEnums, let key = path.lastKey, let string = summary.string, let rawValues = EnumInference.rawValues(for: string, key: key) {
                sites.append(ModelSite(path: path, baseName: ModelSite.baseName(for: path), content: .enumeration(rawValues: rawValues), parent: parent))
            }
            if let element = summary.array?.element {
                visit(element, path: path + [.element], parent: parent)
            }
            if let map = summary.map {
                visit(map.values, path: path + [.mapValue], parent: parent)
            }
        }
    }

    /// The suggested name for the place at `path`: from its last key, singular when the place is
    /// inside an array or map.
    static func baseName(for path: ShapePath) -> String {
        guard let keyIndex = path.lastKeyIndex, case .key(let key) = path[keyIndex] else { return "Element" }
        var words = KeyWords.split(key)
        if keyIndex < path.count - 1, let last = words.popLast() {
            words.append(Singular.of(last))
        }
        return SwiftNames.typeName(words: words)
    }
}
