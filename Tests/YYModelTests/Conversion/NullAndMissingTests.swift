import Foundation
import Testing
import YYModel

/// SPEC A2, row by row: key absent / `null` / null words / converts / does not convert, for
/// optional and non-optional properties, with defaults and without (required), lenient and strict.
@Suite("Conversion: null and missing values (A2)")
struct NullAndMissingTests {
    enum Level: Int, JSONValueConvertible {
        case low = 1
        case high = 2
    }

    @JSONModel struct Inner {
        var id: Int = 5
    }

    @JSONModel struct Defaults {
        var int: Int = 7
        var optionalInt: Int? = 8
        var bareOptionalInt: Int?
        var double: Double = 1.5
        var optionalDouble: Double? = 2.5
        var decimal: Decimal = 3
        var optionalDecimal: Decimal? = 4
        var string: String = "s"
        var optionalString: String? = "t"
        var bool: Bool = true
        var optionalBool: Bool? = false
        var date: Date = Date(timeIntervalSince1970: 1)
        var optionalDate: Date? = Date(timeIntervalSince1970: 2)
        var list: [Int] = [1]
        var optionalList: [Int]? = [2]
        var nested: Inner = Inner.seven
        var optionalNested: Inner? = Inner.seven
        var level: Level = .high
        var optionalLevel: Level? = .high
    }

    /// Every property of ``Defaults`` set to `fragment`.
    static func everyProperty(_ fragment: String) -> String {
        let keys = [
            "int", "optionalInt", "bareOptionalInt", "double", "optionalDouble", "decimal", "optionalDecimal", "string",
            "optionalString", "bool", "optionalBool", "date", "optionalDate", "list", "optionalList", "nested",
            "optionalNested", "level", "optionalLevel",
        ]
        return "{" + keys.map { #""\#($0)": \#(fragment)"# }.joined(separator: ", ") + "}"
    }

    static let nonOptionalKeys = ["int", "double", "decimal", "string", "bool", "date", "list", "nested", "level"]

    /// Expects every non-optional property of `model` at its default.
    static func expectNonOptionalsUnchanged(_ model: Defaults, _ comment: Comment? = nil) {
        #expect(model.int == 7, comment)
        #expect(model.double == 1.5, comment)
        #expect(model.decimal == 3, comment)
        #expect(model.string == "s", comment)
        #expect(model.bool == true, comment)
        #expect(model.date == Date(timeIntervalSince1970: 1), comment)
        #expect(model.list == [1], comment)
        #expect(model.nested.id == 7, comment)
        #expect(model.level == .high, comment)
    }

    // MARK: row 1: key absent

    @Test("key absent: every property keeps its default (or nil); nothing is reported")
    func keyAbsent() throws {
        let (model, issues) = try ConversionCheck.lenient(Defaults.self, #"{"unrelated": 1}"#)
        Self.expectNonOptionalsUnchanged(model)
        #expect(model.optionalInt == 8)
        #expect(model.bareOptionalInt == nil)
        #expect(model.optionalDouble == 2.5)
        #expect(model.optionalDecimal == 4)
        #expect(model.optionalString == "t")
        #expect(model.optionalBool == false)
        #expect(model.optionalDate == Date(timeIntervalSince1970: 2))
        #expect(model.optionalList == [2])
        #expect(model.optionalNested?.id == 7)
        #expect(model.optionalLevel == .high)
        #expect(issues.isEmpty)
        #expect(ConversionCheck.error(Defaults.self, "{}") == nil)  // strict mode too
    }

    // MARK: row 2: null

    @Test("null: optionals become nil (defaults or not); non-optionals are unchanged and reported (YYModel clears them)")
    func null_differsFromYYModel() throws {
        let (model, issues) = try ConversionCheck.lenient(Defaults.self, Self.everyProperty("null"))
        Self.expectNonOptionalsUnchanged(model)
        #expect(model.optionalInt == nil)
        #expect(model.bareOptionalInt == nil)
        #expect(model.optionalDouble == nil)
        #expect(model.optionalDecimal == nil)
        #expect(model.optionalString == nil)
        #expect(model.optionalBool == nil)
        #expect(model.optionalDate == nil)
        #expect(model.optionalList == nil)
        #expect(model.optionalNested == nil)
        #expect(model.optionalLevel == nil)
        #expect(ConversionCheck.paths(issues) == Self.nonOptionalKeys)
        #expect(issues.first == JSONDecodingIssue(path: "int", reason: "null for non-optional Int; left unchanged"))
        #expect(issues.allSatisfy { $0.reason.hasPrefix("null for non-optional ") && $0.reason.hasSuffix("; left unchanged") })
    }

    @Test("null in strict mode: fine for an optional, JSONModelError naming the path for a non-optional")
    func nullStrict() throws {
        let model = try Defaults(json: #"{"optionalInt": null, "optionalNested": null}"#, options: JSONDecodingOptions(strict: true))
        #expect(model.optionalInt == nil && model.optionalNested == nil)
        #expect(
            ConversionCheck.error(Defaults.self, #"{"optionalInt": null, "bool": null}"#)
                == JSONModelError(path: "bool", reason: "null for non-optional Bool; left unchanged"))
    }

    // MARK: row 2b: null words

    static let allNullWords = ["NIL", "Nil", "nil", "NULL", "Null", "null", "(NULL)", "(Null)", "(null)", "<NULL>", "<Null>", "<null>"]

    @Test("null words: nil for optional number and Bool targets; text for a String; unchanged and reported for non-optionals", arguments: allNullWords)
    func nullWords(word: String) throws {
        let (model, issues) = try ConversionCheck.lenient(Defaults.self, Self.everyProperty(#""\#(word)""#))
        #expect(model.optionalInt == nil)
        #expect(model.bareOptionalInt == nil)
        #expect(model.optionalDouble == nil)
        #expect(model.optionalDecimal == nil)
        #expect(model.optionalBool == nil)
        #expect(model.optionalString == word)
        #expect(model.string == word)
        // Not number or Bool targets: a string that does not convert, so unchanged and reported.
        #expect(model.optionalDate == Date(timeIntervalSince1970: 2))
        #expect(model.optionalList == [2])
        #expect(model.optionalNested?.id == 7)
        #expect(model.optionalLevel == .high)
        #expect(model.int == 7 && model.double == 1.5 && model.decimal == 3 && model.bool == true)
        #expect(
            ConversionCheck.paths(issues) == [
                "int", "double", "decimal", "bool", "date", "optionalDate", "list", "optionalList", "nested", "optionalNested",
                "level", "optionalLevel",
            ])
        #expect(ConversionCheck.allMismatches(issues))
    }

    @Test("null words are exact: other spellings are ordinary strings", arguments: ["nUll", " nil", "None", "undefined", "NaN"])
    func otherSpellingsAreNotNull(word: String) throws {
        let (model, issues) = try ConversionCheck.lenient(Defaults.self, #"{"optionalInt": "\#(word)", "optionalBool": "\#(word)"}"#)
        #expect(model.optionalInt == 8)
        #expect(model.optionalBool == false)
        #expect(ConversionCheck.paths(issues) == ["optionalInt", "optionalBool"])
    }

    // MARK: row 3: converts

    @Test("a value that converts replaces the default, optional or not")
    func converts() throws {
        let json = #"""
            {"int": "1", "optionalInt": 2.5, "bareOptionalInt": true, "double": "-1", "optionalDouble": 3, "decimal": "0.1",
             "optionalDecimal": 1e2, "string": 5, "optionalString": false, "bool": "NO", "optionalBool": 1,
             "date": "2014-05-06", "optionalDate": 0, "list": ["3"], "optionalList": [], "nested": {"id": "9"},
             "optionalNested": {}, "level": "1", "optionalLevel": 1.0}
            """#
        let (model, issues) = try ConversionCheck.lenient(Defaults.self, json)
        #expect(model.int == 1 && model.optionalInt == 2 && model.bareOptionalInt == 1)
        #expect(model.double == -1 && model.optionalDouble == 3)
        #expect(model.decimal == Decimal(string: "0.1") && model.optionalDecimal == 100)
        #expect(model.string == "5" && model.optionalString == "false")
        #expect(model.bool == false && model.optionalBool == true)
        #expect(model.date == Date(timeIntervalSince1970: 1_399_334_400) && model.optionalDate == Date(timeIntervalSince1970: 0))
        #expect(model.list == [3] && model.optionalList == [])
        #expect(model.nested.id == 9)
        #expect(model.optionalNested?.id == 5)  // a new Inner from {}: its own default
        #expect(model.level == .low && model.optionalLevel == .low)
        #expect(issues.isEmpty)
    }

    // MARK: row 4: does not convert

    @Test("a value that does not convert: unchanged (an optional keeps its default, not nil) and reported")
    func doesNotConvert() throws {
        let json = #"""
            {"int": "x", "optionalInt": {}, "bareOptionalInt": [], "double": "1.5abc", "optionalDouble": {}, "decimal": "abc",
             "optionalDecimal": [], "string": [], "optionalString": {}, "bool": "maybe", "optionalBool": "on",
             "date": "2014-02-30", "optionalDate": true, "list": "1,2", "optionalList": {}, "nested": 5,
             "optionalNested": "x", "level": 3, "optionalLevel": "high"}
            """#
        let (model, issues) = try ConversionCheck.lenient(Defaults.self, json)
        Self.expectNonOptionalsUnchanged(model)
        #expect(model.optionalInt == 8)
        #expect(model.bareOptionalInt == nil)
        #expect(model.optionalDouble == 2.5)
        #expect(model.optionalDecimal == 4)
        #expect(model.optionalString == "t")
        #expect(model.optionalBool == false)
        #expect(model.optionalDate == Date(timeIntervalSince1970: 2))
        #expect(model.optionalList == [2])
        #expect(model.optionalNested?.id == 7)
        #expect(model.optionalLevel == .high)
        #expect(
            ConversionCheck.paths(issues) == [
                "int", "optionalInt", "bareOptionalInt", "double", "optionalDouble", "decimal", "optionalDecimal", "string",
                "optionalString", "bool", "optionalBool", "date", "optionalDate", "list", "optionalList", "nested",
                "optionalNested", "level", "optionalLevel",
            ])
        #expect(ConversionCheck.allMismatches(issues))
        #expect(issues[1] == JSONDecodingIssue(path: "optionalInt", reason: "cannot convert object {…} to Optional<Int>; left unchanged"))
    }

    @Test("does not convert, strict mode: JSONModelError naming the path")
    func doesNotConvertStrict() {
        #expect(
            ConversionCheck.error(Defaults.self, #"{"int": 1, "optionalDate": "2014-02-30"}"#)
                == JSONModelError(path: "optionalDate", reason: #"cannot convert string "2014-02-30" to Optional<Date>; left unchanged"#))
        #expect(ConversionCheck.error(Defaults.self, #"{"nested": {"id": "x"}}"#)?.path == "nested.id")
    }

    @Test("update(withJSON:) follows the same table: absent unchanged, null clears optionals, mismatches unchanged")
    func update() throws {
        var model = try Defaults(json: #"{"int": 1, "optionalInt": 2}"#)
        try model.update(withJSON: #"{"optionalInt": null, "int": "x", "string": null, "optionalString": "u"}"#)
        #expect(model.int == 1)
        #expect(model.optionalInt == nil)
        #expect(model.string == "s")
        #expect(model.optionalString == "u")
        #expect(model.double == 1.5)
    }

    // MARK: required properties (no default value)

    @JSONModel struct Required {
        var int: Int
        var string: String
        var bool: Bool
        var double: Double
        var decimal: Decimal
        var data: Data
        var list: [Int]
        var map: [String: Int]
        var nested: Inner
        var optional: Int?
    }

    static let requiredKeys = ["int", "string", "bool", "double", "decimal", "data", "list", "map", "nested"]

    @Test("required and missing: the type's empty value, reported")
    func requiredMissing() throws {
        let (model, issues) = try ConversionCheck.lenient(Required.self, "{}")
        #expect(model.int == 0 && model.string == "" && model.bool == false && model.double == 0 && model.decimal == 0)
        #expect(model.data == Data() && model.list == [] && model.map == [:])
        #expect(model.nested.id == 5)  // an empty nested model: its defaults
        #expect(model.optional == nil)
        #expect(ConversionCheck.paths(issues) == Self.requiredKeys)
        #expect(issues.first == JSONDecodingIssue(path: "int", reason: "missing required value; used the empty value of Int"))
        #expect(issues.allSatisfy { $0.reason.hasPrefix("missing required value; used the empty value of ") })
    }

    @Test("required and null or not converting: the empty value, reported once")
    func requiredNullOrMismatch() throws {
        let json = #"{"int": null, "string": {}, "bool": "maybe", "double": [], "decimal": "x", "data": "%", "list": 1, "map": [], "nested": 3}"#
        let (model, issues) = try ConversionCheck.lenient(Required.self, json)
        #expect(model.int == 0 && model.string == "" && model.bool == false && model.double == 0 && model.decimal == 0)
        #expect(model.data == Data() && model.list == [] && model.map == [:] && model.nested.id == 5)
        #expect(ConversionCheck.paths(issues) == Self.requiredKeys)
        #expect(issues.first == JSONDecodingIssue(path: "int", reason: "null for non-optional Int; left unchanged"))
        #expect(issues.dropFirst().allSatisfy { $0.reason.hasPrefix("cannot convert ") })
    }

    @Test("required and present: converted, nothing reported")
    func requiredPresent() throws {
        let json = #"{"int": "1", "string": 2, "bool": "yes", "double": "1.5", "decimal": 0.1, "data": "AA==", "list": [1], "map": {"a": "1"}, "nested": {"id": 8}}"#
        let (model, issues) = try ConversionCheck.lenient(Required.self, json)
        #expect(model.int == 1 && model.string == "2" && model.bool && model.double == 1.5 && model.decimal == Decimal(string: "0.1"))
        #expect(model.data == Data([0]) && model.list == [1] && model.map == ["a": 1] && model.nested.id == 8)
        #expect(issues.isEmpty)
    }

    @Test("required and missing in strict mode: JSONModelError naming the path")
    func requiredMissingStrict() {
        #expect(
            ConversionCheck.error(Required.self, #"{"int": 1}"#)
                == JSONModelError(path: "string", reason: "missing required value of type String"))
    }

    // Declared through typealiases: the macro's compile-time warning for `Date`/`URL`/`UUID` required
    // properties (A2) looks at the spelled type name, and this suite must build without warnings.
    typealias Timestamp = Date
    typealias Link = URL
    typealias Identifier = UUID

    @JSONModel struct RequiredWithoutEmptyValue {
        var id: Int = 0
        var when: Timestamp
        var link: Link
        var uuid: Identifier
        var level: Level
    }

    static let complete = #"{"when": "2014-05-06", "link": "https://x.y", "uuid": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "level": 2}"#

    @Test("required types without an empty value decode when present")
    func noEmptyValuePresent() throws {
        let (model, issues) = try ConversionCheck.lenient(RequiredWithoutEmptyValue.self, Self.complete)
        #expect(model.when == Date(timeIntervalSince1970: 1_399_334_400))
        #expect(model.link == URL(string: "https://x.y"))
        #expect(model.uuid == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(model.level == .high)
        #expect(issues.isEmpty)
    }

    @Test(
        "required types without an empty value (Date, URL, UUID, enum): missing, null or not converting throws JSONModelError naming the path, also when lenient",
        arguments: [
            ("when", "Date"), ("link", "URL"), ("uuid", "UUID"), ("level", "Level"),
        ])
    func noEmptyValueThrows(key: String, type: String) throws {
        let lenient = JSONDecodingOptions()
        let complete = try JSON(parsing: Self.complete)
        for replacement: JSON? in [nil, .null, .array([]), .object([:])] {
            var json = complete
            json[key] = replacement
            if replacement == nil, case .object(var object) = json {
                object[key] = nil
                json = .object(object)
            }
            let error = ConversionCheck.error(RequiredWithoutEmptyValue.self, json.description, options: lenient)
            #expect(error == JSONModelError(path: key, reason: "missing required value of type \(type)"), "\(json)")
        }
    }

    @Test(
        "required types without an empty value: a string that does not convert throws too",
        arguments: [("when", #""2014-02-30""#, "Date"), ("link", #""http://[::1""#, "URL"), ("uuid", #""not-a-uuid""#, "UUID"), ("level", #""3""#, "Level")])
    func noEmptyValueInvalidString(key: String, fragment: String, type: String) throws {
        var json = try JSON(parsing: Self.complete)
        json[key] = try JSON(parsing: fragment)
        let error = ConversionCheck.error(RequiredWithoutEmptyValue.self, json.description, options: JSONDecodingOptions())
        #expect(error == JSONModelError(path: key, reason: "missing required value of type \(type)"))
    }

    @JSONModel struct Outer {
        var items: [RequiredWithoutEmptyValue] = []
        var single: RequiredWithoutEmptyValue?
    }

    @Test("a nested required value without an empty value names the full path")
    func nestedPath() {
        let item = Self.complete
        #expect(ConversionCheck.error(Outer.self, #"{"single": {"id": 1}}"#, options: JSONDecodingOptions())?.path == "single.when")
        #expect(
            ConversionCheck.error(Outer.self, #"{"items": [\#(item), {"when": 0, "link": "x:", "uuid": 1}]}"#, options: JSONDecodingOptions())
                == JSONModelError(path: "items[1].uuid", reason: "missing required value of type UUID"))
    }
}

extension NullAndMissingTests.Inner {
    /// An `Inner` whose `id` is 7.
    static var seven: Self {
        var inner = try! Self(json: "{}")
        inner.id = 7
        return inner
    }
}
