/// Gives every generated type (model or enum) a unique type name.
///
/// A site asks for its ``ModelSite/baseName``; sites with the same name and the same content are
/// one type. Names are handed out shallowest site first (then in document order), so the plain
/// name goes to the outermost place that asks for it: `statuses[].entities` is `Entities` and
/// `statuses[].user.entities` is `UserEntities`. A type that asks for a taken name gets the name
/// of its enclosing model in front, then a number (`UserEntities2`). Names that would hide a type
/// the generated code uses (`URL`, `Date`, `JSON`, `String`...) get `Model` appended first
/// (`Enum` for an enum): `urls[]` becomes `URLModel`, an enum at `type` `TypeEnum`.
///
/// With a type prefix every name starts with it (`GHOwner`); a parent's name is put in front
/// without its prefix (`GHUserEntities`, not `GHGHUserEntities`), and a name is reserved only
/// when the prefixed name is (`GHURL` hides nothing).
///
/// The types are listed in document order (depth first), whatever order they were named in.
struct TypeNaming {
    /// One named type and the sites it stands for.
    struct NamedType {
        let name: String
        /// The first site in document order; its content is the type's.
        let site: ModelSite
        /// Every place of the type, in document order.
        let paths: [ShapePath]
    }

    /// The types, in the order of their first site.
    let types: [NamedType]
    /// The type name of each site's path.
    let nameByPath: [ShapePath: String]

    /// Names the types of `sites` (the first site is the top level and gets `rootName`, which
    /// starts with `prefix`).
    ///
    /// - Parameter reserved: Names no type may take besides the built-in ones (the namespace).
    init(sites: [ModelSite], rootName: String, prefix: String = "", reserved: Set<String>) {
        struct Identity: Hashable {
            let baseName: String
            let content: ModelSite.Content
        }
        var depths: [Int] = []
        for site in sites { depths.append(site.parent.map { depths[$0] + 1 } ?? 0) }
        let namingOrder = sites.indices.sorted { (depths[$0], $0) < (depths[$1], $1) }

        var taken = reserved.union(SwiftNames.reservedTypeNames)
        var nameByIdentity: [Identity: String] = [:]
        var siteNames = [String](repeating: "", count: sites.count)
        for index in namingOrder {
            let site = sites[index]
            let identity = Identity(baseName: site.baseName, content: site.content)
            if index > 0, let existing = nameByIdentity[identity] {
                siteNames[index] = existing
                continue
            }
            // The enclosing model's name as it was asked for, before the prefix.
            let parentName = String((site.parent.map { siteNames[$0] } ?? rootName).dropFirst(prefix.count))
            let name = index == 0
                ? rootName
                : Self.uniqueName(
                    site.baseName, parent: parentName, taken: taken, prefix: prefix,
                    reservedSuffix: site.object == nil ? "Enum" : "Model"
                )
            taken.insert(name)
            nameByIdentity[identity] = name
            siteNames[index] = name
        }

        var types: [NamedType] = []
        var typeIndexByName: [String: Int] = [:]
        var pathsByName: [String: [ShapePath]] = [:]
        for (index, site) in sites.enumerated() {
            let name = siteNames[index]
            pathsByName[name, default: []].append(site.path)
            if typeIndexByName[name] == nil {
                typeIndexByName[name] = types.count
                types.append(NamedType(name: name, site: site, paths: []))
            }
        }
        self.types = types.map { NamedType(name: $0.name, site: $0.site, paths: pathsByName[$0.name] ?? []) }
        self.nameByPath = Dictionary(uniqueKeysWithValues: zip(sites.map(\.path), siteNames))
    }

    /// The first free name of: `prefix + base` (`base + reservedSuffix` when that is reserved),
    /// the same with `parent` after the prefix, then that with a number from 2.
    static func uniqueName(_ base: String, parent: String, taken: Set<String>, prefix: String = "", reservedSuffix: String = "Model") -> String {
        let isReserved = SwiftNames.reservedTypeNames.contains(prefix + base) || SwiftNames.keywords.contains(prefix + base)
        let plain = prefix + (isReserved ? base + reservedSuffix : base)
        if !taken.contains(plain) { return plain }
        let withParent = prefix + parent + plain.dropFirst(prefix.count)
        if !taken.contains(withParent) { return withParent }
        var number = 2
        while taken.contains(withParent + String(number)) { number += 1 }
        return withParent + String(number)
    }
}
