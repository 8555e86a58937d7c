/// A place in the documents where objects become a model, with the name it asks for.
struct ModelSite {
    /// Where the objects are.
    let path: ShapePath
    /// The type name the place suggests before any clash is resolved: the key in UpperCamelCase,
    /// singular for the elements of an array and the values of a map (`statuses[]` -> `Status`).
    let baseName: String
    /// The objects there.
    let object: ObjectSummary
    /// The index of the enclosing site (`nil` for the top level).
    let parent: Int?

    /// Every place below `root` (included) that becomes a model, in the order the keys first
    /// appear (depth first), the top level first.
    ///
    /// Places under a value that must be `JSON` (more than one kind of value was seen) are not
    /// visited: nothing there is modelled.
    static func sites(in root: ValueSummary, rootName: String) -> [ModelSite] {
        var sites: [ModelSite] = []
        visit(root, path: [], parent: nil, rootName: rootName, into: &sites)
        return sites
    }

    private static func visit(_ summary: ValueSummary, path: ShapePath, parent: Int?, rootName: String, into sites: inout [ModelSite]) {
        guard summary.kindCount == 1 else { return }
        if let object = summary.object {
            let index = sites.count
            sites.append(ModelSite(path: path, baseName: path.isEmpty ? rootName : baseName(for: path), object: object, parent: parent))
            for field in object.fields {
                visit(field.value, path: path + [.key(field.key)], parent: index, rootName: rootName, into: &sites)
            }
        }
        if let element = summary.array?.element {
            visit(element, path: path + [.element], parent: parent, rootName: rootName, into: &sites)
        }
        if let map = summary.map {
            visit(map.values, path: path + [.mapValue], parent: parent, rootName: rootName, into: &sites)
        }
    }

    /// The suggested name for the place at `path`: from its last key, singular when the place is
    /// inside an array or map.
    static func baseName(for path: ShapePath) -> String {
        guard let keyIndex = path.lastIndex(where: { if case .key = $0 { true } else { false } }),
            case .key(let key) = path[keyIndex]
        else { return "Element" }
        var words = KeyWords.split(key)
        if keyIndex < path.count - 1, let last = words.popLast() {
            words.append(Singular.of(last))
        }
        return SwiftNames.typeName(words: words)
    }
}
