import Foundation
import Testing
import YYModel

/// SPEC A6 and B7.3: `modelCopy()`, `modelIsEqual(_:)` and `modelHash(into:)` on model classes.
@Suite struct CopyEqualHashTests {
    /// A struct model without `Equatable`: compared property by property.
    @JSONModel
    struct Point {
        var a: Int = 0
        var b: Double = 0
    }

    @JSONModel
    class HashModel {
        var intValue: Int = 0
        var floatValue: Float = 0
        var string: String?
        var string2: String?
        var number: Decimal?
        var date: Date?
        var data: Data?
        var url: URL?
        var array: [Int] = []
        var dict: [String: String] = [:]
        var set: Set<String> = []
        var json: JSON = .null
        var point: Point = Point()
        var child: HashModel?
        var children: [HashModel] = []
        var named: [String: HashModel] = [:]
    }

    @JSONModel
    final class SubModel: HashModel {}

    static func make() -> HashModel { try! HashModel(json: "{}") }

    static func hash(_ model: HashModel) -> Int {
        var hasher = Hasher()
        model.modelHash(into: &hasher)
        return hasher.finalize()
    }

    @Test func equalityFollowsEveryProperty() {
        let (m1, m2) = (Self.make(), Self.make())
        #expect(m1.modelIsEqual(m2) && Self.hash(m1) == Self.hash(m2))
        m1.intValue = 1
        #expect(!m1.modelIsEqual(m2))
        m2.intValue = 1
        #expect(m1.modelIsEqual(m2))
        m1.string = "Apple"
        #expect(!m1.modelIsEqual(m2))
        m2.string = "Apple"
        #expect(m1.modelIsEqual(m2))
        m1.point.b = 12.34
        #expect(!m1.modelIsEqual(m2))
        m2.point.b = 12.34
        #expect(m1.modelIsEqual(m2) && Self.hash(m1) == Self.hash(m2))
        m1.set = ["x", "y"]
        m2.set = ["y", "x"]
        m1.dict = ["k": "v", "l": "w"]
        m2.dict = ["l": "w", "k": "v"]
        m1.json = ["a": [1, 2]]
        m2.json = ["a": [1, 2]]
        #expect(m1.modelIsEqual(m2) && Self.hash(m1) == Self.hash(m2))
        m2.json = ["a": [1, 3]]
        #expect(!m1.modelIsEqual(m2))
    }

    @Test func hashHasNoXORCancellation() {
        let (m1, m2) = (Self.make(), Self.make())
        m1.string = "Apple"
        m1.string2 = "Apple"
        m2.string = "Steve Jobs"
        m2.string2 = "Steve Jobs"
        #expect(!m1.modelIsEqual(m2))
        #expect(Self.hash(m1) != Self.hash(m2))
        // Ordered combining: swapping two values changes the hash.
        m1.string2 = "Steve Jobs"
        m2.string = "Apple"
        m2.string2 = "Steve Jobs"
        #expect(m1.modelIsEqual(m2))
        m2.string = "Steve Jobs"
        m2.string2 = "Apple"
        #expect(!m1.modelIsEqual(m2) && Self.hash(m1) != Self.hash(m2))
    }

    @Test func nestedModelsCompareByValueAndClassesExactly() throws {
        let (m1, m2) = (Self.make(), Self.make())
        m1.child = Self.make()
        m2.child = Self.make()
        #expect(m1.modelIsEqual(m2))
        m2.child?.string = "x"
        #expect(!m1.modelIsEqual(m2))
        m2.child = try SubModel(json: "{}")
        #expect(!m1.modelIsEqual(m2))   // a subclass instance is never equal
        #expect(!m1.modelIsEqual(try SubModel(json: "{}")))
    }

    @Test func copyIsDeep() throws {
        let original = try HashModel(json: #"""
            {"intValue": 1, "floatValue": 12.34, "string": "Apple", "point": {"b": 56.78},
             "child": {"string": "kid"}, "children": [{"intValue": 2}], "named": {"x": {"intValue": 3}},
             "data": "AAEC", "url": "https://x.y", "date": 0, "number": "1.5", "set": ["s"]}
            """#)
        let copy = original.modelCopy()
        #expect(copy !== original)
        #expect(copy.modelIsEqual(original))
        #expect(copy.intValue == 1 && copy.floatValue == 12.34 && copy.point.b == 56.78 && copy.string == "Apple")
        #expect(copy.child !== original.child && copy.child?.string == "kid")
        #expect(copy.children[0] !== original.children[0])
        #expect(copy.named["x"] !== original.named["x"] && copy.named["x"]?.intValue == 3)
        copy.child?.string = "changed"
        #expect(original.child?.string == "kid")
        let sub = try SubModel(json: #"{"intValue": 9}"#)
        let subCopy: HashModel = (sub as HashModel).modelCopy()
        #expect(type(of: subCopy) == SubModel.self && subCopy.intValue == 9)
    }

    @Test func copyKeepsSharedReferencesShared() {
        let shared = Self.make()
        let original = Self.make()
        original.children = [shared, shared]
        original.child = shared
        let copy = original.modelCopy()
        #expect(copy.children[0] === copy.children[1])
        #expect(copy.child === copy.children[0])
        #expect(copy.child !== shared)
    }

    @Test func cyclesTerminate() {
        let a = Self.make()
        let b = Self.make()
        a.child = b
        b.child = a
        a.intValue = 1
        #expect(a.modelIsEqual(a.modelCopy()))
        #expect(!a.modelIsEqual(b))
        _ = Self.hash(a)
        #expect(a.modelDescription.contains("child = <cycle>"))
        let copy = a.modelCopy()
        #expect(copy.child !== b && copy.child?.child === a)   // the back reference keeps the original
        a.child = nil   // break the cycle so both are freed
    }
}
