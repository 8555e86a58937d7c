import Foundation
import Testing
import YYModel

/// The dynamic `JSON` value: literals, accessors, subscripts, equality, hashing, Codable.
@Suite("JSON value")
struct JSONValueTests {
    static let sample: JSON = [
        "user": ["tags": ["a", "b"], "name": "Ann", "1": "one", "nested": ["deep": [true]]],
        "list": [["id": 1], ["id": 2]],
        "count": 3,
        "ratio": 0.5,
        "none": nil,
    ]

    // MARK: - Literals

    @Test("literals build the matching cases")
    func literals() {
        let null: JSON = nil
        let yes: JSON = true
        let integer: JSON = 7
        let double: JSON = 1.5
        let string: JSON = "s"
        let array: JSON = [1, "a", nil]
        let object: JSON = ["k": 1, "j": [false]]
        #expect(null == .null)
        #expect(yes == .bool(true))
        #expect(integer == .number(JSONNumber(7 as Int64)))
        #expect(integer.number?.isInteger == true)
        #expect(double == .number(JSONNumber(1.5)))
        #expect(double.number?.isInteger == false)
        #expect(string == .string("s"))
        #expect(array == .array([.number(1), .string("a"), .null]))
        #expect(object == .object(JSONObject([("k", .number(1)), ("j", .array([.bool(false)]))])))
        #expect(object.object?.keys == ["k", "j"])
    }

    // MARK: - Accessors

    @Test("typed accessors convert scalars by the model rules; containers and null give nil")
    func accessors() {
        let values: [JSON] = [nil, true, 7, 2.5, "s", [1], ["k": 1]]
        #expect(values.map(\.isNull) == [true, false, false, false, false, false, false])
        #expect(values.map(\.bool) == [nil, true, true, true, nil, nil, nil])
        #expect(values.map(\.int) == [nil, 1, 7, 2, nil, nil, nil])
        #expect(values.map(\.int64) == [nil, 1, 7, 2, nil, nil, nil])
        #expect(values.map(\.uint64) == [nil, 1, 7, 2, nil, nil, nil])
        #expect(values.map(\.double) == [nil, 1.0, 7.0, 2.5, nil, nil, nil])
        #expect(values.map(\.string) == [nil, "true", "7", "2.5", "s", nil, nil])
        // These three still read only their own kind.
        #expect(values.map { $0.array != nil } == [false, false, false, false, false, true, false])
        #expect(values.map { $0.object != nil } == [false, false, false, false, false, false, true])
        #expect(values.map { $0.number != nil } == [false, false, true, true, false, false, false])
    }

    @Test("integer accessors truncate fractions and refuse what does not fit")
    func integerAccessors() {
        let whole: JSON = 7.0
        #expect(whole.int == 7)
        #expect(whole.int64 == 7)
        #expect(whole.uint64 == 7)
        let fraction: JSON = 7.5
        #expect(fraction.int == 7)
        #expect(fraction.uint64 == 7)
        let negative: JSON = -1
        #expect(negative.uint64 == nil)
        #expect(negative.int == -1)
        let huge = JSON.number(JSONNumber(UInt64.max))
        #expect(huge.uint64 == .max)
        #expect(huge.int64 == nil)
        #expect(huge.int == nil)
        #expect(huge.double == 18_446_744_073_709_551_616.0)
        let minimum = JSON.number(JSONNumber(Int64.min))
        #expect(minimum.int64 == .min)
        #expect(minimum.uint64 == nil)
        let big: JSON = 1e19
        #expect(big.int64 == nil)
        #expect(big.uint64 == 10_000_000_000_000_000_000)
        let exact = JSON.number(JSONNumber(9_007_199_254_740_993 as Int64))
        #expect(exact.int64 == 9_007_199_254_740_993)
        #expect(exact.double == 9_007_199_254_740_992.0)
        // A boolean reads as 1 or 0, a numeric string as its number.
        #expect(JSON.bool(true).int == 1)
        #expect(JSON.string("7").int == 7)
    }

    // MARK: - Subscripts

    @Test("subscripts by key and index")
    func keyAndIndex() {
        let json = Self.sample
        #expect(json["count"] == 3)
        #expect(json["missing"] == nil)
        #expect(json["none"] == .null)
        #expect(json["list"]?[1]?["id"] == 2)
        #expect(json["list"]?[2] == nil)
        #expect(json["list"]?[-1] == nil)
        // Wrong kinds give nil rather than trapping.
        #expect(json[0] == nil)
        #expect(json["count"]?["x"] == nil)
        #expect(json["user"]?["tags"]?["0"] == nil)
        #expect(JSON.string("abc")[0] == nil)
    }

    @Test("key paths", arguments: [
        ("user.tags.1", "b"),
        ("user.tags.0", "a"),
        ("list.1.id", 2),
        ("user.1", "one"),
        ("user.nested.deep.0", true),
        ("user..name", "Ann"),
        (".count.", 3),
        ("none", nil),
    ] as [(String, JSON)])
    func keyPath(path: String, expected: JSON) {
        #expect(Self.sample[path: path] == expected)
    }

    @Test("key paths that lead nowhere", arguments: ["user.missing", "list.5", "list.x", "list.-1", "list.+1", "list. 1", "list.1x", "count.0", "user.tags.1.x", "nope.nope"])
    func missingKeyPath(path: String) {
        #expect(Self.sample[path: path] == nil)
    }

    @Test("an empty key path is the value itself")
    func emptyKeyPath() {
        #expect(Self.sample[path: ""] == Self.sample)
    }

    @Test("setting through the key subscript replaces, appends and removes")
    func keySetter() throws {
        var json: JSON = ["a": 1, "b": 2]
        json["a"] = "x"
        #expect(json.object?.keys == ["a", "b"])
        #expect(json["a"] == "x")
        json["c"] = [1]
        #expect(json.object?.keys == ["a", "b", "c"])
        json["b"] = nil
        #expect(json.object?.keys == ["a", "c"])
        #expect(try json.jsonString() == #"{"a":"x","c":[1]}"#)
        // Nested, through optional chaining.
        json["c"] = ["inner": 1]
        json["c"]?["inner"] = 2
        #expect(json[path: "c.inner"] == 2)
        // Removing a duplicated key removes every copy.
        var duplicated = try JSON(parsing: #"{"k":1,"x":0,"k":2}"#)
        duplicated["k"] = 3
        #expect(duplicated.object?.keys == ["k", "x", "k"])
        #expect(duplicated.object?.values == [1, 0, 3])
        duplicated["k"] = nil
        #expect(duplicated.object?.keys == ["x"])
        // Setting on something that is not an object does nothing.
        var array: JSON = [1]
        array["k"] = 1
        #expect(array == [1])
    }

    // MARK: - JSONObject

    @Test("JSONObject keeps order and acts as a collection of members")
    func jsonObject() {
        var object = JSONObject()
        #expect(object.isEmpty)
        object.reserveCapacity(4)
        object["z"] = 1
        object["a"] = 2
        object.append(key: "z", value: 3)
        #expect(object.count == 3)
        #expect(object.keys == ["z", "a", "z"])
        #expect(object.values == [1, 2, 3])
        #expect(object["z"] == 3)
        #expect(object[0].key == "z")
        #expect(object[0].value == 1)
        #expect(object.map(\.key) == ["z", "a", "z"])
        #expect(object.startIndex == 0)
        #expect(object.endIndex == 3)
        let literal: JSONObject = ["b": 1, "a": 2]
        #expect(literal.keys == ["b", "a"])
        #expect(JSONObject([("x", 1), ("y", 2)]).keys == ["x", "y"])
    }

    // MARK: - Equality and hashing

    @Test("numbers are equal when their values are exactly equal")
    func numberEquality() {
        #expect(JSONNumber(1 as Int64) == JSONNumber(1.0))
        #expect(JSONNumber(UInt64(1) << 63) == JSONNumber(9_223_372_036_854_775_808.0))
        #expect(JSONNumber(-0.0) == JSONNumber(0 as Int64))
        #expect(JSONNumber(9_007_199_254_740_993 as Int64) != JSONNumber(9_007_199_254_740_992.0))
        #expect(JSONNumber(Int64.max) != JSONNumber(9_223_372_036_854_775_808.0))
        #expect(JSONNumber(1.5) != JSONNumber(1 as Int64))
        #expect(JSONNumber(UInt64.max) != JSONNumber(-1 as Int64))
        #expect(JSONNumber(5 as UInt64) == JSONNumber(5 as Int64))
        #expect(JSONNumber(5 as Int) == JSONNumber(5 as Int64))
    }

    @Test("equal numbers hash alike, whatever their storage")
    func numberHashing() {
        let pairs: [(JSONNumber, JSONNumber)] = [
            (JSONNumber(1 as Int64), JSONNumber(1.0)),
            (JSONNumber(-0.0), JSONNumber(0 as Int64)),
            (JSONNumber(UInt64(1) << 63), JSONNumber(9_223_372_036_854_775_808.0)),
            (JSONNumber(UInt64.max - 2047), JSONNumber(18_446_744_073_709_549_568.0)),
        ]
        for (a, b) in pairs {
            #expect(a == b)
            #expect(a.hashValue == b.hashValue)
        }
    }

    @Test("objects compare as objects: order does not matter, shadowed duplicates do not count")
    func objectEquality() throws {
        let a: JSON = ["x": 1, "y": [1, 2]]
        let b: JSON = ["y": [1, 2], "x": 1.0]
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != ["x": 1, "y": [2, 1]])
        #expect(a != ["x": 1])
        #expect(a != ["x": 1, "y": [1, 2], "z": nil])
        let duplicated = try JSON(parsing: #"{"x":0,"y":[1,2],"x":1}"#)
        #expect(duplicated == a)
        #expect(duplicated.hashValue == a.hashValue)
    }

    @Test("values of different kinds are never equal")
    func kindsDiffer() {
        let values: [JSON] = [nil, false, 0, "", [], [:], "0", "null", [nil], ["": nil]]
        for (i, x) in values.enumerated() {
            for (j, y) in values.enumerated() {
                #expect((x == y) == (i == j), "\(x) vs \(y)")
            }
        }
    }

    @Test("JSON values work as Set elements and dictionary keys")
    func hashable() {
        let set: Set<JSON> = [1, 1.0, "1", true, nil, [1], [1.0], ["a": 1], ["a": 1.0]]
        #expect(set.count == 6)
        var counts: [JSON: Int] = [:]
        for value: JSON in [["b": 2, "a": 1], ["a": 1, "b": 2], ["a": 1]] { counts[value, default: 0] += 1 }
        #expect(counts[["a": 1, "b": 2]] == 2)
        #expect(counts[["a": 1]] == 1)
    }

    // MARK: - Text

    @Test("description is the compact JSON text; debugDescription wraps it")
    func descriptions() {
        let value: JSON = ["a": [1, "x", 2.5, nil, true]]
        #expect(value.description == #"{"a":[1,"x",2.5,null,true]}"#)
        #expect(value.debugDescription == #"JSON({"a":[1,"x",2.5,null,true]})"#)
        #expect(JSONNumber(1e-7).description == "1e-07")
        #expect(JSONNumber(UInt64.max).description == "18446744073709551615")
        #expect(JSONNumber(Double.nan).description == "nan")
    }

    @Test("JSON(parsing:) accepts String, Data and bytes alike")
    func parsingEntryPoints() throws {
        let text = try Self.sample.jsonString()
        #expect(try JSON(parsing: text) == Self.sample)
        #expect(try JSON(parsing: Data(text.utf8)) == Self.sample)
        #expect(try JSON(parsing: Array(text.utf8)) == Self.sample)
        #expect(try JSON(parsing: text).object?.keys == Self.sample.object?.keys)
    }

    // MARK: - Sendable

    @Test("a value crosses into a task and back")
    func sendable() async {
        let value = Self.sample
        let echoed = await Task.detached { value }.value
        #expect(echoed == value)
        let viaGroup = await withTaskGroup(of: JSON?.self) { group in
            group.addTask { value["list"] }
            return await group.next() ?? nil
        }
        #expect(viaGroup == value["list"])
    }

    // MARK: - Codable

    struct Envelope: Codable, Equatable {
        var id: Int
        var payload: JSON
        var extra: JSON?
    }

    @Test("Codable through Foundation's encoder and decoder")
    func codableRoundTrip() throws {
        let value: JSON = [
            "null": nil, "true": true, "false": false, "int": -42, "min": .number(JSONNumber(Int64.min)),
            "max": .number(JSONNumber(UInt64.max)), "exact": .number(JSONNumber(9_007_199_254_740_993 as Int64)),
            "double": 0.1, "tiny": .number(JSONNumber(Double.leastNonzeroMagnitude)), "string": "名前 \"q\" \\ /", "array": [1, [2, []], [:]],
            "object": ["k": ["j": "v"]],
        ]
        let data = try JSONEncoder().encode(value)
        // What Foundation wrote is the same JSON for our parser...
        #expect(try JSON(parsing: data) == value)
        // ...and decoding it back through Codable gives the same value, integers exact.
        let decoded = try JSONDecoder().decode(JSON.self, from: data)
        #expect(decoded == value)
        #expect(decoded["max"]?.uint64 == .max)
        #expect(decoded["min"]?.int64 == .min)
        #expect(decoded["exact"]?.int64 == 9_007_199_254_740_993)
        #expect(decoded["tiny"]?.double == .leastNonzeroMagnitude)
        #expect(decoded["int"]?.number?.isInteger == true)
        #expect(decoded["double"]?.number?.isInteger == false)

        let envelope = Envelope(id: 1, payload: value, extra: nil)
        let back = try JSONDecoder().decode(Envelope.self, from: JSONEncoder().encode(envelope))
        #expect(back == envelope)
    }

    @Test("decoding JSON with Foundation's decoder agrees with our parser")
    func decodeAgreesWithParser() throws {
        let text = #"{"a":[1,2.5,"x",null,true,{"b":-0.0}],"c":18446744073709551615,"d":"\u00e9\ud83d\ude00"}"#
        let decoded = try JSONDecoder().decode(JSON.self, from: Data(text.utf8))
        #expect(decoded == (try JSON(parsing: text)))
        // Top-level scalars too.
        for scalar in ["1", "\"s\"", "null", "false", "2.5"] {
            #expect(try JSONDecoder().decode(JSON.self, from: Data(scalar.utf8)) == (try JSON(parsing: scalar)))
        }
    }

    @Test("encoding a non-finite number fails instead of writing invalid JSON")
    func codableNonFinite() {
        let value: JSON = ["bad": .number(JSONNumber(Double.infinity))]
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(value) }
    }
}
