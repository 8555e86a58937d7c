internal import YYModelNaming

extension JSONModelSchema {
    /// The schema of a subclass of a `@JSONModel` class, as `@JSONModel` expansions write it.
    ///
    /// The subclass has its superclass's properties first, at the same indices, then its own:
    ///
    ///     @JSONModel(keyStrategy: .snakeCase) class User { var userID: Int = 0 }
    ///     @JSONModel(ignoring: ["userID"]) class Guest: User { var nickName = "" }
    ///     // Guest.jsonSchema.properties: userID (excluded), nickName (key "nick_name")
    ///
    /// The subclass's configuration adds to the superclass's, and wins where they differ:
    /// - `keyStrategy`: the subclass's own, or else the superclass's; it derives every key that no
    ///   `@JSONKey` names, inherited ones included.
    /// - `ignoring`/`only`: names of inherited properties to leave out. An excluded property keeps its
    ///   index but reads and writes no key, and copy, equality, hash and description skip it.
    ///   Names that match no inherited property are ignored.
    ///
    /// - Parameters:
    ///   - superclass: The superclass's `jsonSchema`.
    ///   - keyStrategy: The strategy written on the subclass, or `nil` to inherit it.
    ///   - properties: The subclass's own properties; keys marked derived are derived again with the
    ///     effective strategy.
    ///   - rootPath: The subclass's own root path, or `nil` to inherit the superclass's.
    @_documentation(visibility: private)
    public static func __schema(
        typeName: String,
        superclass: JSONModelSchema,
        keyStrategy: JSONKeyStrategy?,
        properties: [JSONPropertySchema],
        ignoring: [String] = [],
        only: [String]? = nil,
        rootPath: String? = nil
    ) -> JSONModelSchema {
        let strategy = keyStrategy ?? superclass.keyStrategy
        let inherited = superclass.properties.map { property -> JSONPropertySchema in
            if property.isExcluded { return property }
            if ignoring.contains(property.name) || only.map({ !$0.contains(property.name) }) == true {
                return JSONPropertySchema(excluding: property)
            }
            return property.rederivingKey(with: strategy)
        }
        return JSONModelSchema(
            typeName: typeName,
            properties: inherited + properties.map { $0.rederivingKey(with: strategy) },
            keyStrategy: strategy,
            superclass: superclass,
            inheritedPropertyCount: inherited.count,
            discriminator: nil,
            rootPath: rootPath.map(JSONPathText.components(of:)) ?? superclass.rootPath
        )
    }
}

extension JSONPropertySchema {
    /// The property with its key derived from its name by `strategy`, when the key is derived.
    func rederivingKey(with strategy: JSONKeyStrategy) -> JSONPropertySchema {
        guard isKeyDerived else { return self }
        let key = strategy.key(forPropertyNamed: name)
        if keyPaths == [[key]] { return self }
        return JSONPropertySchema(name: name, keyPaths: [[key]], isKeyDerived: true)
    }
}

extension JSONKeyStrategy {
    /// The key this strategy gives a property.
    ///
    ///     JSONKeyStrategy.snakeCase.key(forPropertyNamed: "avatarURLString")   // "avatar_url_string"
    ///     JSONKeyStrategy.kebabCase.key(forPropertyNamed: "avatarURLString")   // "avatar-url-string"
    ///
    /// The same rule the `@JSONModel` macro applies at compile time: a word starts at an uppercase
    /// letter after a lowercase letter or digit, and at the last capital of an acronym followed by a
    /// lowercase letter.
    public func key(forPropertyNamed name: String) -> String {
        switch self {
        case .useNames: name
        case .snakeCase: KeyStyle.snakeCase.key(forPropertyNamed: name)
        case .kebabCase: KeyStyle.kebabCase.key(forPropertyNamed: name)
        case .screamingSnakeCase: KeyStyle.screamingSnakeCase.key(forPropertyNamed: name)
        case .pascalCase: KeyStyle.pascalCase.key(forPropertyNamed: name)
        case .custom(let custom): custom.rule.key(forPropertyNamed: name)
        }
    }
}
