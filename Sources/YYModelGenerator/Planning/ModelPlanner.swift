/// From samples to the list of models: summarize, find maps, unify similar places, name the
/// models, type and name their properties.
struct ModelPlanner {
    let options: GeneratorOptions

    /// The models for `samples`, root first, then in the order their keys first appear.
    func models(for samples: [GeneratorSample]) throws(GeneratorError) -> (models: [GeneratedModel], hasTopLevelArray: Bool) {
        var collection = try SampleCollection(samples)
        TypeUnifier.unify(&collection.root, rootName: options.rootName)
        let sites = ModelSite.sites(in: collection.root, rootName: options.rootName)
        let naming = TypeNaming(sites: sites, rootName: options.rootName, reserved: Set([options.namespace].compactMap { $0 }))
        let resolution = TypeResolution(nameByPath: naming.nameByPath)

        let mappedFields = naming.models.map { model in model.site.object.fields.filter { !$0.key.isEmpty } }
        let strategies = PropertyPlanning.strategies(forModelKeys: mappedFields.map { $0.map(\.key) }, choice: options.keyStrategy)
        return (zip(naming.models, zip(mappedFields, strategies)).map { model, pair in
            let (fields, strategy) = pair
            let planning = PropertyPlanning(keys: fields.map(\.key), strategy: strategy)
            let properties = zip(fields, planning.properties).map { field, named in
                let type = resolution.propertyType(of: field, in: model.site.path)
                return GeneratedProperty(
                    name: named.name,
                    key: field.key,
                    type: type.spelling,
                    defaultValue: type.defaultValue,
                    hasExplicitKey: named.hasExplicitKey
                )
            }
            return GeneratedModel(
                name: model.name,
                keyStrategy: strategy,
                places: model.paths.map(\.displayText),
                properties: properties,
                unmappedKeys: model.site.object.keys.filter(\.isEmpty)
            )
        }, collection.hasTopLevelArray)
    }
}
