/// From samples to the list of declarations: summarize, find maps, unify similar places, name the
/// models and enums, type and name the models' properties.
struct ModelPlanner {
    let options: GeneratorOptions

    /// The declarations for `samples`, root model first, then in the order their keys first
    /// appear, and whether a sample was a top-level array.
    func declarations(for samples: [GeneratorSample]) throws(GeneratorError) -> (declarations: [GeneratedDeclaration], hasTopLevelArray: Bool) {
        var collection = try SampleCollection(samples, talliesStrings: options.infersEnums)
        let rootName = options.rootTypeName
        TypeUnifier.unify(&collection.root, rootName: rootName)
        let sites = ModelSite.sites(in: collection.root, rootName: rootName, infersEnums: options.infersEnums)
        let naming = TypeNaming(
            sites: sites, rootName: rootName, prefix: options.typePrefix, reserved: Set([options.namespace].compactMap { $0 })
        )
        let resolution = TypeResolution(nameByPath: naming.nameByPath)

        let models = naming.types.compactMap { type in type.site.object.map { (type, $0) } }
        let mappedFields = models.map { _, object in object.fields.filter { !$0.key.isEmpty } }
        let strategies = PropertyPlanning.strategies(forModelKeys: mappedFields.map { $0.map(\.key) }, choice: options.keyStrategy)
        var modelByName: [String: GeneratedModel] = [:]
        for ((type, object), (fields, strategy)) in zip(models, zip(mappedFields, strategies)) {
            let planning = PropertyPlanning(keys: fields.map(\.key), strategy: strategy)
            let properties = zip(fields, planning.properties).map { field, named in
                let propertyType = resolution.propertyType(of: field, in: type.site.path)
                return GeneratedProperty(
                    name: named.name,
                    key: field.key,
                    type: propertyType.spelling,
                    defaultValue: propertyType.defaultValue,
                    hasExplicitKey: named.hasExplicitKey
                )
            }
            modelByName[type.name] = GeneratedModel(
                name: type.name,
                keyStrategy: strategy,
                places: type.paths.map(\.displayText),
                properties: properties,
                unmappedKeys: object.keys.filter(\.isEmpty)
            )
        }

        let declarations = naming.types.compactMap { type -> GeneratedDeclaration? in
            switch type.site.content {
            case .object:
                return modelByName[type.name].map(GeneratedDeclaration.model)
            case .enumeration(let rawValues):
                let cases = zip(EnumCaseNaming.names(for: rawValues), rawValues).map(GeneratedEnum.Case.init)
                return .enumeration(GeneratedEnum(name: type.name, places: type.paths.map(\.displayText), cases: cases))
            }
        }
        return (declarations, collection.hasTopLevelArray)
    }
}
