import Foundation
import Testing
import YYModel

/// `@JSONModel` on classes whose superclass is `NSObject`: the model API, and `description`,
/// `hash` and `isEqual(_:)` answered by the model utilities.
@Suite("Models: NSObject subclasses")
struct NSObjectModelTests {
    @JSONModel
    final class Person: NSObject {
        var name: String = ""
        var age: Int = 0
        var tags: [String] = []
    }

    @JSONModel
    class Animal: NSObject {
        var name: String = ""
        override var description: String { "Animal \(name)" }
    }

    @JSONModel
    final class Dog: Animal {
        var breed: String?
    }

    @Test func decodesEncodesAndUpdates() throws {
        let person = try Person(json: #"{"name": "Ann", "age": "31", "tags": ["a"]}"#)
        #expect(person.name == "Ann" && person.age == 31 && person.tags == ["a"])
        #expect(try person.jsonString() == #"{"name":"Ann","age":31,"tags":["a"]}"#)
        try person.update(withJSON: #"{"age": 32}"#)
        #expect(person.age == 32 && person.name == "Ann")
        let copy = person.modelCopy()
        #expect(copy !== person && copy.isEqual(person))
    }

    @Test func equalityAndHashFollowTheValues() throws {
        let first = try Person(json: #"{"name": "Ann", "age": 31}"#)
        let same = try Person(json: #"{"name": "Ann", "age": "31"}"#)
        let other = try Person(json: #"{"name": "Bob", "age": 31}"#)
        #expect(first.isEqual(same) && first == same && first.hash == same.hash)
        #expect(!first.isEqual(other) && first != other)
        #expect(!first.isEqual("Ann") && !first.isEqual(nil))
        let set: Set<Person> = [first, same, other]
        #expect(set.count == 2)
        #expect(NSArray(array: [first]).contains(same))
    }

    @Test func descriptionShowsTheValues() throws {
        let person = try Person(json: #"{"name": "Ann", "age": 31}"#)
        #expect(person.description == person.modelDescription)
        #expect(person.description.contains("Ann") && person.description.contains("31"))
        #expect("\(person)" == person.modelDescription)
    }

    @Test func subclassesInheritAndDeclaredMembersWin() throws {
        let dog = try Dog(json: #"{"name": "Rex", "breed": "collie"}"#)
        #expect(dog.name == "Rex" && dog.breed == "collie")
        #expect(dog.description == "Animal Rex")
        let animal = try Animal(json: #"{"name": "Rex", "breed": "collie"}"#)
        #expect(dog.isEqual(try Dog(json: #"{"name": "Rex", "breed": "collie"}"#)))
        #expect(!dog.isEqual(animal))
        #expect(try dog.jsonString() == #"{"name":"Rex","breed":"collie"}"#)
    }
}
