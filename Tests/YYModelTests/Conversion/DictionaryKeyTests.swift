import Foundation
import Testing
import YYModel

/// Dictionaries keyed by integers, `UUID`, raw-value enums and other `LosslessStringConvertible`
/// types read and write JSON objects, their keys spelled as text.
@Suite("Conversion: dictionary keys")
struct DictionaryKeyTests {
    /// Plain enums, with no conformance beyond their raw values.
    enum Color: String, Hashable { case red, green }
    enum Level: Int, Hashable { case low = 1, high = 2 }

    @JSONModel struct Keyed {
        var byInt: [Int: String] = [:]
        var byUInt8: [UInt8: Int] = [:]
        var byInt64: [Int64: Double] = [:]
        var byUUID: [UUID: Int] = [:]
        var byColor: [Color: Int] = [:]
        var byLevel: [Level: [String]] = [:]
        var byBool: [Bool: Int]?
    }

    static let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    @Test func everyKeyTypeReadsItsTextForm() throws {
        let json = """
            {"byInt": {"1": "one", "-20": "minus twenty"}, "byUInt8": {"255": 1},
             "byInt64": {"9007199254740993": 0.5}, "byUUID": {"\(Self.uuid.uuidString)": 7},
             "byColor": {"red": 1, "green": 2}, "byLevel": {"2": ["a"]}, "byBool": {"true": 1}}
            """
        var issues: [JSONDecodingIssue] = []
        let model = try Keyed(json: json, issues: &issues)
        #expect(issues.isEmpty)
        #expect(model.byInt == [1: "one", -20: "minus twenty"])
        #expect(model.byUInt8 == [255: 1])
        #expect(model.byInt64 == [9_007_199_254_740_993: 0.5])
        #expect(model.byUUID == [Self.uuid: 7])
        #expect(model.byColor == [.red: 1, .green: 2])
        #expect(model.byLevel == [.high: ["a"]])
        #expect(model.byBool == [true: 1])
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @JSONModel struct WideKeys {
        var signed: [Int128: String] = [:]
        var unsigned: [UInt128: Int] = [:]
    }

    @Test func int128KeysReadAndWriteTheirFullRange() throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        let json = """
            {"signed": {"170141183460469231731687303715884105727": "max", "-170141183460469231731687303715884105728": "min"},
             "unsigned": {"340282366920938463463374607431768211455": 1, "-1": 2}}
            """
        var issues: [JSONDecodingIssue] = []
        let keys = try WideKeys(json: json, issues: &issues)
        #expect(keys.signed == [Int128.max: "max", Int128.min: "min"])
        #expect(keys.unsigned == [UInt128.max: 1])
        #expect(issues.map(\.path) == ["unsigned.-1"])
        let again = try WideKeys(json: keys.jsonString())
        #expect(again.signed == keys.signed)
        #expect(again.unsigned == keys.unsigned)
    }

    @Test func aKeyThatDoesNotConvertIsDroppedAndReported() throws {
        let json = #"{"byInt": {"1": "one", "x": "bad", "1.5": "bad"}, "byUInt8": {"256": 1}, "byColor": {"blue": 3, "red": 1}}"#
        var issues: [JSONDecodingIssue] = []
        let model = try Keyed(json: json, issues: &issues)
        #expect(model.byInt == [1: "one"])
        #expect(model.byUInt8 == [:])
        #expect(model.byColor == [.red: 1])
        #expect(issues.map(\.path) == ["byInt.x", "byInt[\"1.5\"]", "byUInt8.256", "byColor.blue"])
        #expect(issues.first?.reason == #"cannot convert key "x" to Int; dropped"#)
        var strict = JSONDecodingOptions()
        strict.strict = true
        #expect(throws: JSONModelError.self) { try Keyed(json: json, options: strict) }
    }

    @Test func keysAreWrittenAsTextInSortedOrder() throws {
        var model = Keyed()
        model.byInt = [10: "ten", 2: "two", -1: "minus one"]
        model.byUUID = [Self.uuid: 1]
        model.byColor = [.green: 2, .red: 1]
        model.byLevel = [.low: []]
        let text = try model.jsonString()
        #expect(text.contains(#""byInt":{"-1":"minus one","10":"ten","2":"two"}"#))
        #expect(text.contains(#""byUUID":{"\#(Self.uuid.uuidString)":1}"#))
        #expect(text.contains(#""byColor":{"green":2,"red":1}"#))
        #expect(text.contains(#""byLevel":{"1":[]}"#))
        #expect(try Keyed(json: text).byInt == model.byInt)
    }

    /// A key type without a text form.
    struct Point: Hashable { var x: Int }

    @JSONModel struct Unkeyable {
        var values: [Point: Int] = [:]
    }

    @Test func aKeyTypeWithoutTextIsAMismatchAndAnEncodingError() throws {
        var issues: [JSONDecodingIssue] = []
        let model = try Unkeyable(json: #"{"values": {"a": 1}}"#, issues: &issues)
        #expect(model.values.isEmpty)
        #expect(issues.map(\.path) == ["values"])
        var emptyIssues: [JSONDecodingIssue] = []
        _ = try Unkeyable(json: #"{"values": {}}"#, issues: &emptyIssues)
        #expect(emptyIssues.map(\.path) == ["values"])
        #expect(throws: JSONWritingError.self) { try Unkeyable(values: [Point(x: 1): 1]).jsonData() }
        #expect(try Unkeyable().jsonString() == #"{"values":{}}"#)
    }
}
