import Foundation
import Testing
import YYModel

/// Arrays, sets and `[String: T]`: A3 "Arrays / sets" (elements converted by the same rules; bad
/// ones dropped and reported with index or key paths), B2.4 (NSArray/NSSet/NSDictionary), B2.8.
@Suite("Conversion: collections")
struct CollectionConversionTests {
    @JSONModel struct IntList {
        var values: [Int] = [-99]
        var optional: [Int]?
    }

    @JSONModel struct OptionalIntList {
        var values: [Int?] = []
    }

    @JSONModel struct StringList {
        var values: [String] = []
    }

    @JSONModel struct IntSet {
        var values: Set<Int> = [-99]
        var optional: Set<String>?
    }

    @JSONModel struct IntMap {
        var values: [String: Int] = ["initial": -99]
        var optional: [String: Int?]?
    }

    @JSONModel struct Matrix {
        var values: [[Double]] = []
    }

    @JSONModel struct Item {
        var id: Int = 0
        var name: String?
    }

    @JSONModel struct Catalog {
        var values: [String: [Item]] = [:]
    }

    @JSONModel struct DoubleList {
        var values: [Double] = []
    }

    // MARK: arrays

    @Test("[Int]: each element converted by Int's rules; elements that do not convert are dropped and reported by index")
    func intArray() throws {
        let (model, issues) = try ConversionCheck.lenient(IntList.self, #"{"values": [1, "2", "x", 3.7, null, true, {}, [4], 300, "1e3"]}"#)
        #expect(model.values == [1, 2, 3, 1, 300, 1000])
        #expect(ConversionCheck.paths(issues) == ["values[2]", "values[4]", "values[6]", "values[7]"])
        #expect(
            issues == [
                JSONDecodingIssue(path: "values[2]", reason: #"cannot convert string "x" to Int; dropped"#),
                JSONDecodingIssue(path: "values[4]", reason: "cannot convert null to Int; dropped"),
                JSONDecodingIssue(path: "values[6]", reason: "cannot convert object {…} to Int; dropped"),
                JSONDecodingIssue(path: "values[7]", reason: "cannot convert array […] to Int; dropped"),
            ])
    }

    @Test("empty arrays stay empty; an array replaces the initial value")
    func emptyArray() throws {
        let (model, issues) = try ConversionCheck.lenient(IntList.self, #"{"values": [], "optional": []}"#)
        #expect(model.values == [])
        #expect(model.optional == [])
        #expect(issues.isEmpty)
    }

    @Test(
        "anything but an array is a mismatch for an array (YYModel ignores it too); a string is not split",
        arguments: ["1", #""1,2""#, "true", "{}", #"{"0": 1}"#])
    func nonArrayIsMismatch(json: String) throws {
        let (model, issues) = try ConversionCheck.lenient(IntList.self, #"{"values": \#(json), "optional": \#(json)}"#)
        #expect(model.values == [-99])
        #expect(model.optional == nil)
        #expect(ConversionCheck.paths(issues) == ["values", "optional"])
        #expect(ConversionCheck.allMismatches(issues))
    }

    @Test("null: an optional array becomes nil; a non-optional one is unchanged and reported")
    func nullArray() throws {
        let (model, issues) = try ConversionCheck.lenient(IntList.self, #"{"values": null, "optional": null}"#)
        #expect(model.values == [-99])
        #expect(model.optional == nil)
        #expect(issues == [JSONDecodingIssue(path: "values", reason: "null for non-optional Array<Int>; left unchanged")])
    }

    @Test("[Int?] keeps nulls (and null words) as nil; still drops what does not convert")
    func optionalElements() throws {
        let (model, issues) = try ConversionCheck.lenient(OptionalIntList.self, #"{"values": [1, null, "nil", "x", "<null>", 2]}"#)
        #expect(model.values == [1, nil, nil, nil, 2])
        #expect(ConversionCheck.paths(issues) == ["values[3]"])
    }

    @Test("[String]: numbers and booleans become text; objects are dropped (YYModel #301: numbers dropped)")
    func stringArray_differsFromYYModel() throws {
        let (model, issues) = try ConversionCheck.lenient(StringList.self, #"{"values": [1, "a", true, null, 1.50, {"b": 1}]}"#)
        #expect(model.values == ["1", "a", "true", "1.50"])
        #expect(ConversionCheck.paths(issues) == ["values[3]", "values[5]"])
    }

    // MARK: sets

    @Test("Set<Int> from an array: converted, duplicates collapse, bad elements dropped and reported")
    func set() throws {
        let (model, issues) = try ConversionCheck.lenient(IntSet.self, #"{"values": [1, 2, 2, "3", "x", 1.5], "optional": ["a", "a", 1]}"#)
        #expect(model.values == [1, 2, 3])
        #expect(model.optional == ["a", "1"])
        #expect(ConversionCheck.paths(issues) == ["values[4]"])
    }

    @Test("a set from anything but an array is a mismatch, not nil or empty (YYModel quirk)", arguments: ["1", #""a""#, "{}", "true"])
    func setFromNonArrayIsMismatch_differsFromYYModel(json: String) throws {
        let (model, issues) = try ConversionCheck.lenient(IntSet.self, #"{"values": \#(json), "optional": \#(json)}"#)
        #expect(model.values == [-99])
        #expect(model.optional == nil)
        #expect(ConversionCheck.paths(issues) == ["values", "optional"])
    }

    // MARK: dictionaries

    @Test("[String: Int]: values converted; those that do not convert are dropped and reported by key path")
    func dictionary() throws {
        let json = #"{"values": {"a": 1, "b": "2", "c": "x", "d": null, "e e": [], "f": 2.9}}"#
        let (model, issues) = try ConversionCheck.lenient(IntMap.self, json)
        #expect(model.values == ["a": 1, "b": 2, "f": 2])
        #expect(ConversionCheck.paths(issues) == ["values.c", "values.d", #"values["e e"]"#])
        #expect(issues.allSatisfy { $0.reason.hasSuffix("; dropped") })
    }

    @Test("an empty object replaces the initial dictionary with an empty one")
    func emptyDictionary() throws {
        let (model, issues) = try ConversionCheck.lenient(IntMap.self, #"{"values": {}, "optional": {}}"#)
        #expect(model.values == [:])
        #expect(model.optional == [:])
        #expect(issues.isEmpty)
    }

    @Test("[String: Int?] keeps null values as nil entries")
    func dictionaryWithOptionalValues() throws {
        let (model, issues) = try ConversionCheck.lenient(IntMap.self, #"{"optional": {"a": null, "b": "NULL", "c": 3}}"#)
        let expected: [String: Int?] = ["a": nil, "b": nil, "c": 3]
        #expect(model.optional == expected)
        #expect(model.optional?.keys.sorted() == ["a", "b", "c"])
        #expect(issues.isEmpty)
    }

    @Test("a duplicate key: the last value wins")
    func duplicateKeys() throws {
        let (model, _) = try ConversionCheck.lenient(IntMap.self, #"{"values": {"a": 1, "a": 2}}"#)
        #expect(model.values == ["a": 2])
    }

    @Test("a dictionary from anything but an object is a mismatch", arguments: ["[]", "[1]", #""a""#, "1", "true"])
    func nonObjectIsMismatch(json: String) throws {
        let (model, issues) = try ConversionCheck.lenient(IntMap.self, #"{"values": \#(json), "optional": \#(json)}"#)
        #expect(model.values == ["initial": -99])
        #expect(model.optional == nil)
        #expect(ConversionCheck.paths(issues) == ["values", "optional"])
    }

    @Test("null: optional sets and dictionaries become nil; non-optional ones are unchanged and reported")
    func nullSetAndDictionary() throws {
        let (set, setIssues) = try ConversionCheck.lenient(IntSet.self, #"{"values": null, "optional": null}"#)
        #expect(set.values == [-99] && set.optional == nil)
        #expect(setIssues == [JSONDecodingIssue(path: "values", reason: "null for non-optional Set<Int>; left unchanged")])
        let (map, mapIssues) = try ConversionCheck.lenient(IntMap.self, #"{"values": null, "optional": null}"#)
        #expect(map.values == ["initial": -99] && map.optional == nil)
        #expect(ConversionCheck.paths(mapIssues) == ["values"])
    }

    // MARK: nested models

    @JSONModel struct Owner {
        var item: Item = Item.initial
        var optional: Item?
    }

    @Test("a nested model from an object: a new model, keys absent from the object at their defaults")
    func nestedModelFromObject() throws {
        let (owner, issues) = try ConversionCheck.lenient(Owner.self, #"{"item": {"name": "n"}, "optional": {"id": "4"}}"#)
        #expect(owner.item.id == 0 && owner.item.name == "n")
        #expect(owner.optional?.id == 4 && owner.optional?.name == nil)
        #expect(issues.isEmpty)
    }

    @Test("a nested model from anything but an object is a mismatch", arguments: ["1", "true", #""{}""#, "[]", #"[{"id": 1}]"#])
    func nestedModelFromOtherKinds(json: String) throws {
        let (owner, issues) = try ConversionCheck.lenient(Owner.self, #"{"item": \#(json), "optional": \#(json)}"#)
        #expect(owner.item.id == 99 && owner.item.name == "initial")
        #expect(owner.optional == nil)
        #expect(ConversionCheck.paths(issues) == ["item", "optional"])
        #expect(ConversionCheck.allMismatches(issues))
    }

    @Test("update(withJSON:) updates a nested model in place (B7.9): keys absent from the object keep their values")
    func nestedModelUpdatesInPlace() throws {
        var owner = try Owner(json: #"{"item": {"id": 1, "name": "a"}, "optional": {"id": 2, "name": "b"}}"#)
        try owner.update(withJSON: #"{"item": {"name": "c"}, "optional": {"id": "3"}}"#)
        #expect(owner.item.id == 1 && owner.item.name == "c")
        #expect(owner.optional?.id == 3 && owner.optional?.name == "b")
    }

    @Test("[Double] of numbers only (the one-pass path) equals the element-by-element rules", arguments: [
        (#"[1, -2, 2.5, 18446744073709551615, -9223372036854775808, 1e300, -0.0, 0]"#,
         [1, -2, 2.5, Double(UInt64.max), Double(Int64.min), 1e300, -0.0, 0], []),
        (#"[]"#, [], []),
        (#"[-65.613616999999977, 43.420273000000009]"#, [-65.613616999999977, 43.420273000000009], []),
        // Not numbers only: converted element by element, the bad ones dropped and reported.
        (#"[1, "2", true, 3.5]"#, [1, 2, 1, 3.5], []),
        (#"[1.5, "x", null, [1], 2]"#, [1.5, 2], ["values[1]", "values[2]", "values[3]"]),
    ] as [(String, [Double], [String])])
    func numericDoubleArrays(json: String, expected: [Double], dropped: [String]) throws {
        let (model, issues) = try ConversionCheck.lenient(DoubleList.self, #"{"values": "# + json + "}")
        #expect(model.values.map(\.bitPattern) == expected.map(\.bitPattern))
        #expect(ConversionCheck.paths(issues) == dropped)
    }

    @Test("[[Double]] of number rows only (the one-pass path) equals the element-by-element rules", arguments: [
        (#"[[-65.613616999999977, 43.420273000000009], [1, 2, 3], [], [18446744073709551615]]"#,
         [[-65.613616999999977, 43.420273000000009], [1, 2, 3], [], [Double(UInt64.max)]], []),
        (#"[]"#, [], []),
        // A row that is not numbers only sends the whole array through the rules.
        (#"[[1, 2], [3, "4"], [5, 6]]"#, [[1, 2], [3, 4], [5, 6]], []),
        (#"[[1, 2], [3, "x"], 7, [8]]"#, [[1, 2], [3], [8]], ["values[1][1]", "values[2]"]),
        (#"[[1, 2], null, {"a": 1}]"#, [[1, 2]], ["values[1]", "values[2]"]),
    ] as [(String, [[Double]], [String])])
    func numericDoubleRows(json: String, expected: [[Double]], dropped: [String]) throws {
        let (model, issues) = try ConversionCheck.lenient(Matrix.self, #"{"values": "# + json + "}")
        #expect(model.values.map { $0.map(\.bitPattern) } == expected.map { $0.map(\.bitPattern) })
        #expect(ConversionCheck.paths(issues) == dropped)
    }

    // MARK: nesting

    @Test("nested [[Double]] (YYModel: unsupported): inner elements converted, paths with both indexes")
    func nestedArrays_differsFromYYModel() throws {
        let (model, issues) = try ConversionCheck.lenient(Matrix.self, #"{"values": [[1, 2.5], [3, "x", "4"], "bad", [], null]}"#)
        #expect(model.values == [[1, 2.5], [3, 4], []])
        #expect(ConversionCheck.paths(issues) == ["values[1][1]", "values[2]", "values[4]"])
    }

    @Test("[String: [Model]]: models built from objects; paths through keys, indexes and properties")
    func dictionaryOfModelArrays() throws {
        let json = #"{"values": {"a": [{"id": 1, "name": "x"}, 5, {"id": "2"}], "b": "x", "c b": [{"id": "bad"}]}}"#
        let (model, issues) = try ConversionCheck.lenient(Catalog.self, json)
        #expect(model.values.keys.sorted() == ["a", "c b"])
        #expect(model.values["a"]?.map(\.id) == [1, 2])
        #expect(model.values["a"]?.map(\.name) == ["x", nil])
        #expect(model.values["c b"]?.map(\.id) == [0])
        #expect(ConversionCheck.paths(issues) == ["values.a[1]", "values.b", #"values["c b"][0].id"#])
    }

    @Test("top-level [Model] and [String: Model] (B7.1 testArrayAndDic)")
    func topLevelCollections() throws {
        let items = try [Item](json: #"[{"id": 1}, {"id": "2"}, {"id": 3}]"#)
        #expect(items.map(\.id) == [1, 2, 3])
        let map = try [String: Item](json: #"{"a": {"id": 1}, "b": {"id": 2}, "c": {"id": 3}}"#)
        #expect(map.count == 3 && map["a"]?.id == 1)
        let dropped = try [Int](json: #"[1, "x", 3]"#)
        #expect(dropped == [1, 3])
        #expect(throws: JSONModelError.self) { try [Item](json: #"{"a": {"id": 1}}"#) }
    }

    // MARK: strict mode and output

    @Test("strict mode throws at the first element that does not convert, naming its path")
    func strict() {
        #expect(
            ConversionCheck.error(IntList.self, #"{"values": [1, "x"]}"#)
                == JSONModelError(path: "values[1]", reason: #"cannot convert string "x" to Int; dropped"#))
        #expect(ConversionCheck.error(IntMap.self, #"{"values": {"a": 1, "b": {}}}"#)?.path == "values.b")
        #expect(ConversionCheck.error(Catalog.self, #"{"values": {"a": [{"id": []}]}}"#)?.path == "values.a[0].id")
        #expect(ConversionCheck.error(OptionalIntList.self, #"{"values": [null, 1]}"#) == nil)
    }

    @Test("output: arrays in order, nil elements as null, dictionaries with sorted keys, non-finite elements as null")
    func output() throws {
        #expect(try IntList(json: #"{"values": ["3", 1, 2]}"#).jsonString() == #"{"values":[3,1,2]}"#)
        #expect(try OptionalIntList(json: #"{"values": [1, null]}"#).jsonString() == #"{"values":[1,null]}"#)
        let map = try IntMap(json: #"{"values": {"b": 1, "a": 2}, "optional": {"z": null, "y": 1}}"#)
        #expect(try map.jsonString() == #"{"values":{"a":2,"b":1},"optional":{"y":1}}"#)
        #expect(try Matrix(json: #"{"values": [[1.5], []]}"#).jsonString() == #"{"values":[[1.5],[]]}"#)
        var doubles = try DoubleList(json: #"{"values": [1.5]}"#)
        doubles.values.append(.nan)
        #expect(try doubles.jsonString() == #"{"values":[1.5,null]}"#)
        let set = try IntSet(json: #"{"values": [7, 7]}"#)
        #expect(try set.jsonString() == #"{"values":[7]}"#)
    }

    @Test("[Double] and [[Double]] are written as each element alone would be, compact and pretty", arguments: [
        [], [[]], [[], []], [[1.5]], [[-65.613616999999977, 43.420273000000009], [0, -0.0], []],
        [[1e300, .leastNonzeroMagnitude, .nan], [.infinity, 2], [-.infinity]],
    ] as [[[Double]]])
    func doubleRowsOutput(rows: [[Double]]) throws {
        // The same text built one element at a time, through JSON values.
        func element(_ value: Double) -> JSON { value.isFinite ? .number(JSONNumber(value)) : .null }
        let expected = JSON.object(["values": .array(rows.map { .array($0.map(element)) })])
        let matrix = Matrix(values: rows)
        #expect(try matrix.jsonString() == expected.jsonString())
        #expect(try matrix.jsonString(options: .prettyPrinted) == expected.jsonString(options: .prettyPrinted))
        for row in rows {
            let list = DoubleList(values: row)
            #expect(try list.jsonString() == JSON.object(["values": .array(row.map(element))]).jsonString())
        }
    }

    @Test("long rows of doubles grow the output as they are written", arguments: [1, 64, 1_000, 20_000])
    func longDoubleRows(count: Int) throws {
        var generator = SystemRandomNumberGenerator()
        let row = (0..<count).map { _ in Double(bitPattern: generator.next() & 0x7FEF_FFFF_FFFF_FFFF | (generator.next() & 1) << 63) }
        let text = try Matrix(values: [row, row.reversed()]).jsonString()
        #expect(text == "{\"values\":[[\(row.map(\.description).joined(separator: ","))],[\(row.reversed().map(\.description).joined(separator: ","))]]}")
        #expect(try Matrix(json: text).values == [row, row.reversed()])
    }

    @Test("strict mode names a non-finite double's row and column", arguments: [
        ([[1, 2], [3, .nan]], "values[1][1]", "non-finite number nan"),
        ([[-.infinity]], "values[0][0]", "non-finite number -inf"),
    ] as [([[Double]], String, String)])
    func strictDoubleRows(rows: [[Double]], path: String, reason: String) {
        let options = JSONWritingOptions(strict: true)
        #expect(throws: JSONWritingError(reason: reason, path: path)) { try Matrix(values: rows).jsonData(options: options) }
        #expect(throws: JSONWritingError(reason: reason, path: path)) {
            try Matrix(values: rows).jsonData(options: JSONWritingOptions(formatting: .prettyPrinted, strict: true))
        }
    }
}

extension CollectionConversionTests.Item {
    /// An item with id 99 and name "initial".
    static var initial: Self {
        var item = try! Self(json: #"{"id": 99, "name": "initial"}"#)
        item.name = "initial"
        return item
    }
}
