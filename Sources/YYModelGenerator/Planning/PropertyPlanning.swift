/// Names the properties of one model under a key strategy, and counts the `@JSONKey`s needed.
///
/// Names come from ``PropertyNaming``; when two keys of a model give the same name
/// (`user_id` and `userId`), the later one gets a number (`userID2`) and, as its key is no longer
/// derived from its name, `@JSONKey`.
struct PropertyPlanning {
    /// One property: the key it reads, its name, and whether it needs `@JSONKey`.
    struct Named: Hashable {
        let key: String
        let name: String
        let hasExplicitKey: Bool
    }

    let properties: [Named]

    /// How many properties need `@JSONKey`.
    var explicitKeyCount: Int { properties.count { $0.hasExplicitKey } }

    init(keys: [String], strategy: GeneratedKeyStrategy) {
        var used = Set<String>()
        var properties: [Named] = []
        for key in keys {
            var (name, hasExplicitKey) = PropertyNaming.name(for: key, strategy: strategy)
            if used.contains(name) {
                var number = 2
                while used.contains(name + String(number)) { number += 1 }
                name += String(number)
                hasExplicitKey = strategy.key(for: name) != key
            }
            used.insert(name)
            properties.append(Named(key: key, name: name, hasExplicitKey: hasExplicitKey))
        }
        self.properties = properties
    }

    /// The key strategy of each model (given by its keys), as `choice` asks.
    ///
    /// `.automatic` first finds the file's strategy: the one needing fewer `@JSONKey`s over all
    /// models (`useNames` on a tie). Each model then uses it unless the other strategy needs
    /// strictly fewer for that model, so a file reads consistently and no model pays for it.
    static func strategies(forModelKeys modelKeys: [[String]], choice: GeneratorOptions.KeyStrategy) -> [GeneratedKeyStrategy] {
        switch choice {
        case .snakeCase: return modelKeys.map { _ in .snakeCase }
        case .useNames: return modelKeys.map { _ in .useNames }
        case .automatic:
            let costs = modelKeys.map { keys in
                (names: PropertyPlanning(keys: keys, strategy: .useNames).explicitKeyCount,
                 snake: PropertyPlanning(keys: keys, strategy: .snakeCase).explicitKeyCount)
            }
            let fileStrategy: GeneratedKeyStrategy =
                costs.map(\.snake).reduce(0, +) < costs.map(\.names).reduce(0, +) ? .snakeCase : .useNames
            return costs.map { cost in
                switch fileStrategy {
                case .useNames: cost.snake < cost.names ? .snakeCase : .useNames
                case .snakeCase: cost.names < cost.snake ? .useNames : .snakeCase
                }
            }
        }
    }
}
