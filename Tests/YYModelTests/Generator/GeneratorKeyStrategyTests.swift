import Testing
import YYModel
@testable import YYModelGenerator

/// Key strategies: the generator's snake_case rule is the macro's, and the choice per model.
@Suite("Generator: key strategies")
struct GeneratorKeyStrategyTests {
    /// Names whose keys the macro derives with the snake_case strategy, compiled for real.
    @JSONModel(keyStrategy: .snakeCase)
    struct SnakeNames {
        var followersCount: Int = 0
        var avatarURLString: Int = 0
        var userID: Int = 0
        var picIDs: Int = 0
        var a1b: Int = 0
        var utf8Name: Int = 0
        var profileImageURLHttps: Int = 0
        var iOSVersion: Int = 0
        var inReplyToStatusIDStr: Int = 0
        var x: Int = 0
        var already_snake: Int = 0
        var _leading: Int = 0
        var level2: Int = 0
        var HTTPProxy: Int = 0
        var étéCount: Int = 0
    }

    @Test("the generator's snake_case rule gives the keys the macro compiled")
    func snakeCaseRuleMatchesTheMacro() {
        let properties = SnakeNames.jsonSchema.properties
        #expect(properties.count == 15)
        for property in properties {
            #expect([JSONKeyStrategy.snakeCase.key(forPropertyNamed: property.name)] == property.keyPaths.first, "\(property.name)")
        }
    }

    @Test("every name chosen for a corpus key derives the key, or has @JSONKey", arguments: corpusNames)
    func corpusKeysRoundTrip(_ corpus: String) throws {
        let value = try JSON(parsing: fixtureData(corpus))
        let models = try ModelGenerator().models(for: [GeneratorSample(name: corpus, value: value)])
        for model in models {
            for property in model.properties where !property.hasExplicitKey {
                #expect(model.keyStrategy.key(for: property.name) == property.key, "\(model.name).\(property.name)")
            }
        }
    }

    @Test("auto: a snake_case document uses .snakeCase, with no @JSONKey for ordinary keys")
    func autoPicksSnakeCase() throws {
        let models = try GeneratorHarness.models(#"{"id": 1, "avatar_url": "x", "followers_count": 2, "name": "a"}"#)
        #expect(models["Root"]?.keyStrategy == .snakeCase)
        #expect(models["Root"]?.properties.map(\.hasExplicitKey) == [false, false, false, false])
        #expect(try GeneratorHarness.source(#"{"avatar_url": "x"}"#).contains("@JSONModel(keyStrategy: .snakeCase)\nstruct Root {"))
    }

    @Test("auto: a camelCase document uses names")
    func autoPicksNames() throws {
        let models = try GeneratorHarness.models(#"{"eventId": 1, "seatMapImage": null, "name": "a", "topicIds": [1]}"#)
        #expect(models["Root"]?.keyStrategy == .useNames)
        #expect(models["Root"]?.properties.map(\.name) == ["eventId", "seatMapImage", "name", "topicIds"])
        #expect(models["Root"]?.properties.allSatisfy { !$0.hasExplicitKey } == true)
    }

    @Test("auto: models follow the document's strategy unless the other needs fewer @JSONKeys")
    func autoPerModel() throws {
        let models = try GeneratorHarness.models(#"{"user_name": "a", "created_at": "x", "last_seen": 1, "inner": {"name": "b"}, "camel": {"fooBar": 1, "bazQux": 2}}"#)
        #expect(models["Root"]?.keyStrategy == .snakeCase)
        #expect(models["Inner"]?.keyStrategy == .snakeCase)  // a tie: the document's strategy
        #expect(models["Camel"]?.keyStrategy == .useNames)  // strictly fewer @JSONKeys
    }

    @Test("a forced strategy applies to every model, with @JSONKey where it does not fit")
    func forcedStrategies() throws {
        let snake = try GeneratorHarness.models(#"{"eventId": 1, "user_name": "a"}"#, options: GeneratorOptions(keyStrategy: .snakeCase))
        #expect(snake["Root"]?.properties.map(\.declaration) == [#"@JSONKey("eventId") var eventID: Int = 0"#, #"var userName: String = """#])
        let names = try GeneratorHarness.models(#"{"eventId": 1, "user_name": "a"}"#, options: GeneratorOptions(keyStrategy: .useNames))
        #expect(names["Root"]?.properties.map(\.declaration) == [#"var eventId: Int = 0"#, #"@JSONKey("user_name") var userName: String = """#])
        #expect(try GeneratorHarness.source(#"{"a": 1}"#, options: GeneratorOptions(keyStrategy: .useNames)).contains("@JSONModel\nstruct Root {"))
    }
}
