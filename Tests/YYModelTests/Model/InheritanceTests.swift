import Foundation
import Testing
import YYModel

/// SPEC A5: a `@JSONModel` subclass inherits its superclass's properties, keys and strategy; its
/// own configuration adds to (and on conflict overrides) the superclass's.
@Suite struct InheritanceTests {
    @JSONModel(keyStrategy: .snakeCase)
    class Animal {
        var animalID: Int = 0
        @JSONKey("display_name") var name: String = ""
        var tags: [String] = []
        var birthDate: Date?
    }

    /// Inherits the snake_case strategy for its own property.
    @JSONModel
    class Dog: Animal {
        var barkVolume: Int = 0
        let breed: String?
    }

    /// Overrides the strategy (re-keying every derived key, inherited ones too) and excludes an
    /// inherited property.
    @JSONModel(keyStrategy: .useNames, ignoring: ["tags"])
    final class Puppy: Dog {
        var ageInWeeks: Int = 0
    }

    /// `only:` selects among own and inherited properties.
    @JSONModel(only: ["name", "lives"])
    final class Cat: Animal {
        var lives: Int = 9
        var mood: String = "calm"
    }

    static let dogJSON = #"""
        {"animal_id": 7, "display_name": "Rex", "tags": ["good"], "birth_date": "2020-01-02T03:04:05Z",
         "bark_volume": 11, "breed": "collie"}
        """#

    @Test func subclassDecodesInheritedAndOwnPropertiesWithTheInheritedStrategy() throws {
        let dog = try Dog(json: Self.dogJSON)
        #expect(dog.animalID == 7)
        #expect(dog.name == "Rex")
        #expect(dog.tags == ["good"])
        #expect(dog.birthDate == Date(timeIntervalSince1970: 1_577_934_245))
        #expect(dog.barkVolume == 11)
        #expect(dog.breed == "collie")
    }

    @Test func schemaListsInheritedPropertiesFirst() {
        let schema = Dog.jsonSchema
        #expect(schema.properties.map(\.name) == ["animalID", "name", "tags", "birthDate", "barkVolume", "breed"])
        #expect(schema.properties.map(\.keyDescription) == ["animal_id", "display_name", "tags", "birth_date", "bark_volume", "breed"])
        #expect(schema.inheritedPropertyCount == 4)
        #expect(schema.superclass === Animal.jsonSchema)
        #expect(schema.keyStrategy == .snakeCase)
        #expect(Animal.jsonSchema.properties.count == 4)
    }

    @Test func subclassEncodesEveryLevelInDeclarationOrder() throws {
        let dog = try Dog(json: Self.dogJSON)
        #expect(try dog.jsonString() == #"{"animal_id":7,"display_name":"Rex","tags":["good"],"birth_date":"2020-01-02T03:04:05Z","bark_volume":11,"breed":"collie"}"#)
        // Held as its superclass, it still writes all of itself.
        let animal: Animal = dog
        #expect(try animal.jsonValue()["bark_volume"] == 11)
    }

    @Test func subclassUpdatesEveryLevel() throws {
        let dog = try Dog(json: Self.dogJSON)
        let animal: Animal = dog  // a class instance updates through a `let`
        try animal.update(withJSON: #"{"display_name": "Max", "bark_volume": 3}"#)
        #expect(animal === dog)
        #expect(dog.name == "Max" && dog.barkVolume == 3 && dog.animalID == 7)
    }

    @Test func ownStrategyRekeysDerivedKeysAndIgnoringExcludesInheritedProperties() throws {
        let puppy = try Puppy(json: #"""
            {"animalID": 1, "animal_id": 2, "display_name": "Bit", "tags": ["x"], "barkVolume": 4, "ageInWeeks": 9}
            """#)
        #expect(puppy.animalID == 1)
        #expect(puppy.name == "Bit")      // @JSONKey keys are never re-derived
        #expect(puppy.tags == [])          // excluded from decoding
        #expect(puppy.barkVolume == 4)
        #expect(puppy.ageInWeeks == 9)
        puppy.tags = ["set in code"]
        #expect(try puppy.jsonString() == #"{"animalID":1,"display_name":"Bit","barkVolume":4,"ageInWeeks":9}"#)
        #expect(Puppy.jsonSchema.properties.filter(\.isExcluded).map(\.name) == ["tags"])
        #expect(!puppy.modelDescription.contains("tags"))
    }

    @Test func onlySelectsAmongOwnAndInheritedProperties() throws {
        let cat = try Cat(json: #"{"animal_id": 3, "display_name": "Tom", "lives": 7, "mood": "grumpy"}"#)
        #expect(cat.animalID == 0 && cat.name == "Tom" && cat.lives == 7 && cat.mood == "calm")
        #expect(try cat.jsonString() == #"{"display_name":"Tom","lives":7}"#)
    }

    @Test func codableUsesTheSameKeysAtEveryLevel() throws {
        let dog = try Dog(json: Self.dogJSON)
        let data = try JSONEncoder().encode(dog)
        let decoded = try JSONDecoder().decode(Dog.self, from: data)
        #expect(decoded.modelIsEqual(dog))
        #expect(try JSON(parsing: data)["bark_volume"] == 11)
    }

    /// The runtime strategy (used when a subclass inherits or changes one) matches the macro's
    /// compile-time rule, case for case (`KeyNamingTests.testSnakeCase`).
    @Test(arguments: [
        ("followersCount", "followers_count"), ("htmlURL", "html_url"), ("userID", "user_id"),
        ("avatarURLString", "avatar_url_string"), ("a1b", "a1b"), ("a1B", "a1_b"), ("URL", "url"),
        ("id", "id"), ("_private", "_private"), ("already_snake", "already_snake"), ("", ""),
    ])
    func runtimeSnakeCaseMatchesTheMacro(name: String, key: String) {
        #expect(JSONKeyStrategy.snakeCase.key(forPropertyNamed: name) == key)
        #expect(JSONKeyStrategy.useNames.key(forPropertyNamed: name) == name)
    }

    @Test func descriptionCopyAndEqualityCoverEveryLevel() throws {
        let dog = try Dog(json: Self.dogJSON)
        let text = dog.modelDescription
        #expect(text.contains("    barkVolume = 11;"))
        #expect(text.contains("    animalID = 7;"))
        let copy = dog.modelCopy()
        #expect(copy !== dog && type(of: copy) == Dog.self)
        #expect(copy.modelIsEqual(dog))
        copy.barkVolume = 0
        #expect(!copy.modelIsEqual(dog))
        let animal = try Animal(json: Self.dogJSON)
        #expect(!animal.modelIsEqual(dog))   // not exactly the same class
    }
}

/// Hooks are class members: a subclass overrides them and adds its own.
@Suite struct InheritedHookTests {
    struct Invalid: Error {}

    @JSONModel
    class Shape {
        var sides: Int = 0
        @JSONIgnore var checks: [String] = []

        func jsonDidDecode(_ json: JSON) throws {
            checks.append("Shape")
            if sides < 0 { throw Invalid() }
        }
    }

    @JSONModel
    final class Square: Shape {
        var size: Double = 0

        override func jsonDidDecode(_ json: JSON) throws {
            try super.jsonDidDecode(json)
            checks.append("Square")
            if size < 0 { throw Invalid() }
        }

        /// Overrides the stub the macro gives `Shape`.
        override func jsonWillEncode(_ json: inout JSON) throws {
            json["kind"] = "square"
        }
    }

    @Test func subclassHooksOverrideAndCallTheSuperclass() throws {
        let square = try Square(json: #"{"sides": 4, "size": 2.5}"#)
        #expect(square.checks == ["Shape", "Square"])
        #expect(throws: Invalid.self) { try Square(json: #"{"sides": 4, "size": -1}"#) }
        #expect(throws: Invalid.self) { try Square(json: #"{"sides": -4, "size": 1}"#) }
        #expect(Square.jsonHooks == [.didDecode, .willEncode])
        #expect(Shape.jsonHooks == [.didDecode])
    }

    @Test func subclassWillEncodeRunsWhenHeldAsTheSuperclass() throws {
        let shape: Shape = try Square(json: #"{"sides": 4, "size": 2.5}"#)
        #expect(try JSON(parsing: shape.jsonString()) == ["sides": 4, "size": 2.5, "kind": "square"])
    }
}
