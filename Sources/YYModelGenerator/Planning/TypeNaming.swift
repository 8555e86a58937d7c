/// Gives every model a unique type name.
///
/// A site asks for its ``ModelSite/baseName``; sites with the same name and the same objects are
/// one model. Names are handed out shallowest site first (then in document order), so the plain
/// name goes to the outermost place that asks for it: `statuses[].entities` is `Entities` and
/// `statuses[].user.entities` is `UserEntities`. A model that asks for a taken name gets the name
/// of its enclosing model in front, then a number (`UserEntities2`). Names that would hide a type
/// the generated code uses (`URL`, `Date`, `JSON`, `String`...) get `Model` appended first:
/// `urls[]` becomes `URLModel`.
///
/// The models are listed in document order (depth first), whatever order they were named in.
struct TypeNaming {
    /// One named model and the sites it stands for.
    struct Model {
        let name: String
        /// The first site in document order; its object summary is the model's.
        let site: ModelSite
        /// Every place of the model, in document order.
        let paths: [ShapePath]
    }

    /// The models, in the order of their first site.
    let models: [Model]
    /// The model name of each site's path.
    let nameByPath: [ShapePath: String]

    /// Names the models of `sites` (the first site is the top level and gets `rootName`).
    ///
    /// - Parameter reserved: Names no model may take besides the built-in ones (the namespace).
    init(sites: [ModelSite], rootName: String, reserved: Set<String>) {
        struct Identity: Hashable {
            let baseName: String
            let object: ObjectSummary
        }
        var depths: [Int] = []
        for site in sites { depths.append(site.parent.map { depths[$0] + 1 } ?? 0) }
        let namingOrder = sites.indices.sorted { (depths[$0], $0) < (depths[$1], $1) }

        var taken = reserved.union(SwiftNames.reservedTypeNames)
        var nameByIdentity: [Identity: String] = [:]
        var siteNames = [String](repeating: "", count: sites.count)
        for index in namingOrder {
            let site = sites[index]
            let identity = Identity(baseName: site.baseName, object: site.object)
            if index > 0, let existing = nameByIdentity[identity] {
                siteNames[index] = existing
                continue
            }
            let parentName = site.parent.map { siteNames[$0] } ?? rootName
            let name = index == 0 ? rootName : Self.uniqueName(site.baseName, parent: parentName, taken: taken)
            taken.insert(name)
            nameByIdentity[identity] = name
            siteNames[index] = name
        }

        var models: [Model] = []
        var modelIndexByName: [String: Int] = [:]
        var pathsByName: [String: [ShapePath]] = [:]
        for (index, site) in sites.enumerated() {
            let name = siteNames[index]
            pathsByName[name, default: []].append(site.path)
            if modelIndexByName[name] == nil {
                modelIndexByName[name] = models.count
                models.append(Model(name: name, site: site, paths: []))
            }
        }
        self.models = models.map { Model(name: $0.name, site: $0.site, paths: pathsByName[$0.name] ?? []) }
        self.nameByPath = Dictionary(uniqueKeysWithValues: zip(sites.map(\.path), siteNames))
    }

    /// The first free name of: `base` (`base + "Model"` when `base` is reserved), the same with
    /// `parent` in front, then that with a number from 2.
    static func uniqueName(_ base: String, parent: String, taken: Set<String>) -> String {
        let isReserved = SwiftNames.reservedTypeNames.contains(base) || SwiftNames.keywords.contains(base)
        let plain = isReserved ? base + "Model" : base
        if !taken.contains(plain) { return plain }
        let prefixed = parent + plain
        if !taken.contains(prefixed) { return prefixed }
        var number = 2
        while taken.contains(prefixed + String(number)) { number += 1 }
        return prefixed + String(number)
    }
}
