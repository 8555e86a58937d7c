import Testing
import YYModel
@testable import YYModelGenerator

/// `--infer-enums`: which string fields become enums, their names and cases.
@Suite("Generator: inferred enums")
struct GeneratorEnumTests {
    static let inferring = GeneratorOptions(infersEnums: true)

    /// The type of `key` in the root model, with enums inferred.
    private func type(of key: String, _ samples: String...) throws -> String? {
        let models = try ModelGenerator(options: Self.inferring).models(for: samples.enumerated().map { index, text in
            GeneratorSample(name: "sample\(index + 1).json", value: try JSON(parsing: text))
        })
        return models["Root"]?.property(forKey: key)?.type
    }

    @Test("the shop samples: the fields with a few repeated values become enums, in document order")
    func shopSamples() throws {
        let declarations = try ModelGenerator(options: GeneratorOptions(rootName: "Order", infersEnums: true))
            .declarations(for: GeneratorHarness.samples(atPaths: GeneratorHarness.shopSamplePaths))
        #expect(declarations.map(\.name) == [
            "Order", "Status", "Currency", "TypeEnum", "Customer", "Tier", "LocaleEnum", "Item", "Kind", "Tag", "Shipping", "Speed",
        ])
        #expect(declarations.enumeration("Status")?.cases.map(\.declaration) == [
            #"case pending = "pending""#, #"case inProgress = "in_progress""#, #"case inProgress2 = "IN-PROGRESS""#,
        ])
        #expect(declarations.enumeration("Kind")?.cases.map(\.declaration) == [
            #"case `default` = "default""#, #"case `self` = "self""#, #"case empty = """#,
        ])
        let order = try #require(declarations.model("Order"))
        #expect(order.property(forKey: "status")?.declaration == "var status: Status?")
        #expect(order.property(forKey: "tags")?.declaration == "var tags: [Tag] = []")
        // One value everywhere, free text, and a date: not enums.
        #expect(order.property(forKey: "channel")?.type == "String")
        #expect(order.property(forKey: "note")?.type == "String?")
        #expect(order.property(forKey: "placed_at")?.type == "Date?")
        // Repeated, but a name: never an enum.
        #expect(declarations.model("Customer")?.property(forKey: "name")?.type == "String")
        // "ups" and "dhl" repeat, "fedex" is seen once.
        #expect(declarations.model("Shipping")?.property(forKey: "carrier")?.type == "String")
    }

    @Test("one sample of the shop orders is not enough: no value there repeats often enough")
    func oneShopSample() throws {
        let declarations = try ModelGenerator(options: Self.inferring)
            .declarations(for: GeneratorHarness.samples(atPaths: [GeneratorHarness.shopSamplePaths[0]]))
        #expect(declarations.enumNames.isEmpty)
    }

    @Test("twitter.json: the language codes become enums, the rest stays String")
    func twitter() throws {
        let samples = [GeneratorSample(name: "twitter.json", value: try JSON(parsing: fixtureData("twitter")))]
        let declarations = try ModelGenerator(options: Self.inferring).declarations(for: samples)
        #expect(declarations.enumNames == ["IsoLanguageCode", "Lang"])
        #expect(declarations.enumeration("IsoLanguageCode")?.places == ["statuses[].metadata.iso_language_code", "statuses[].retweeted_status.metadata.iso_language_code"])
        #expect(declarations.enumeration("Lang")?.cases.map(\.rawValue) == ["ja", "zh"])
    }

    @Test("without --infer-enums, the same strings are String")
    func offByDefault() throws {
        #expect(try GeneratorHarness.type(of: "s", #"[{"s": "a"}, {"s": "b"}, {"s": "a"}, {"s": "b"}]"#) == "String")
        #expect(try GeneratorHarness.declarations(#"[{"s": "a"}, {"s": "b"}, {"s": "a"}, {"s": "b"}]"#).enumNames.isEmpty)
    }

    @Test("2 to 8 distinct strings, each seen twice or more")
    func counts() throws {
        let twice = { (values: [String]) in "[" + (values + values).map { #"{"s": "\#($0)"}"# }.joined(separator: ", ") + "]" }
        #expect(try type(of: "s", twice(["a", "b"])) == "S?")
        #expect(try type(of: "s", twice((1...8).map { "v\($0)" })) == "S?")
        #expect(try type(of: "s", twice((1...9).map { "v\($0)" })) == "String")  // too many
        #expect(try type(of: "s", twice(["a"])) == "String")  // never varied
        #expect(try type(of: "s", #"[{"s": "a"}, {"s": "b"}, {"s": "a"}]"#) == "String")  // "b" once
        #expect(try type(of: "s", twice(["a", String(repeating: "x", count: 33)])) == "String")  // text
        #expect(try type(of: "s", twice(["a", String(repeating: "x", count: 32)])) == "S?")
    }

    @Test("occurrences add up across samples, array elements and places that become one model")
    func occurrencesAcrossSamples() throws {
        #expect(try type(of: "s", #"{"s": "a"}"#, #"{"s": "b"}"#, #"{"s": "a"}"#, #"{"s": "b"}"#) == "S?")
        #expect(try type(of: "tags", #"{"tags": ["a", "b", "a", "b"]}"#) == "[Tag]")
        // `user` at two places is one model: its `role` values are counted over both.
        let declarations = try GeneratorHarness.declarations(
            #"{"user": {"id": 1, "role": "admin"}, "post": {"user": {"id": 2, "role": "guest"}}}"#,
            #"{"user": {"id": 3, "role": "guest"}, "post": {"user": {"id": 4, "role": "admin"}}}"#,
            options: Self.inferring
        )
        #expect(declarations.model("User")?.places == ["user", "post.user"])
        #expect(declarations.enumeration("Role")?.cases.map(\.rawValue) == ["admin", "guest"])
    }

    @Test("nulls and missing keys make an optional enum; other kinds of value make JSON")
    func optionalityAndMixedKinds() throws {
        #expect(try type(of: "s", #"[{"s": "a"}, {"s": "b"}, {"s": null}, {"s": "a"}, {"s": "b"}, {}]"#) == "S?")
        #expect(try type(of: "s", #"[{"s": "a"}, {"s": "b"}, {"s": 1}, {"s": "a"}, {"s": "b"}]"#) == "JSON")
        #expect(try type(of: "s", #"{"s": ["a", null, "b", "a", "b"]}"#) == "[S?]")
    }

    @Test("keys that name text or identifiers never become enums", arguments: ["name", "screen_name", "title", "user_id", "email", "avatar_url", "message"])
    func textKeys(_ key: String) throws {
        let sample = "[" + ["x", "y", "x", "y"].map { #"{"\#(key)": "\#($0)"}"# }.joined(separator: ", ") + "]"
        #expect(try type(of: key, sample) == "String")
    }

    @Test("dates and URLs stay Date and URL")
    func datesAndURLs() throws {
        #expect(try type(of: "d", #"[{"d": "2024-01-01"}, {"d": "2024-01-02"}, {"d": "2024-01-01"}, {"d": "2024-01-02"}]"#) == "Date?")
        #expect(try type(of: "u", #"[{"u": "https://a.b"}, {"u": "https://c.d"}, {"u": "https://a.b"}, {"u": "https://c.d"}]"#) == "URL?")
    }

    @Test("case names: lowerCamelCase, keywords in backticks, digits after _, duplicates numbered")
    func caseNames() {
        #expect(EnumCaseNaming.names(for: ["in_progress", "DONE", "2-day", "", "default", "In Progress", "+", "-", "self"])
            == ["inProgress", "done", "_2Day", "empty", "default", "inProgress2", "value", "value2", "self"])
        let cases = zip(["default", "self"], ["default", "self"]).map(GeneratedEnum.Case.init)
        #expect(cases.map(\.declaration) == [#"case `default` = "default""#, #"case `self` = "self""#])
        #expect(GeneratedEnum.Case(name: "quote", rawValue: #"a "b" \c"#).declaration == #"case quote = "a \"b\" \\c""#)
    }

    @Test("enum names: singular in arrays, Enum after a reserved name, the parent's name on a clash")
    func enumNames() throws {
        let object = { (value: String) in
            #"{"type": "\#(value)", "data": "\#(value)", "statuses": ["on", "off"], "status": {"code": 1}, "meta": [{"type": "p"}, {"type": "q"}]}"#
        }
        let sample = "[\(object("a")), \(object("b"))]"
        let declarations = try GeneratorHarness.declarations(sample, sample, options: Self.inferring)
        // Shallowest first, then in document order: the enum of `statuses[]` is named before the
        // model of `status`, which asks for the same name.
        #expect(declarations.map(\.name) == ["Root", "TypeEnum", "DataEnum", "Status", "RootStatus", "Meta", "MetaTypeEnum"])
        #expect(declarations.model("Root")?.properties.map(\.type) == ["TypeEnum?", "DataEnum?", "[Status]", "RootStatus", "[Meta]"])
    }

    @Test("the same values under the same name are one enum; other values another one")
    func sharedEnums() throws {
        let declarations = try GeneratorHarness.declarations(
            #"{"a": {"lang": "en"}, "b": {"lang": "en"}, "c": {"x": {"lang": "de"}}}"#,
            #"{"a": {"lang": "fr"}, "b": {"lang": "fr"}, "c": {"x": {"lang": "it"}}}"#,
            #"{"a": {"lang": "en"}, "b": {"lang": "fr"}, "c": {"x": {"lang": "de"}}}"#,
            #"{"a": {"lang": "fr"}, "b": {"lang": "en"}, "c": {"x": {"lang": "it"}}}"#,
            options: Self.inferring
        )
        #expect(declarations.enumeration("Lang")?.places == ["a.lang", "b.lang"])
        #expect(declarations.enumeration("XLang")?.cases.map(\.rawValue) == ["de", "it"])
    }

    @Test("the rendered enum: raw values exactly the JSON strings, and the protocol raw-value enums decode through")
    func rendering() throws {
        let source = try GeneratorHarness.source(#"{"s": "a.b"}"#, #"{"s": "A B"}"#, #"{"s": "a.b"}"#, #"{"s": "A B"}"#, options: Self.inferring)
        #expect(source.contains("""
            /// The strings seen at `s`.
            ///
            /// Decoding another string is a mismatch: reported, and an error in strict mode.
            enum S: String, JSONValueConvertible {
                case aB = "a.b"
                case aB2 = "A B"
            }
            """))
        #expect(source.contains("// Command: yymodel generate sample1.json sample2.json sample3.json sample4.json --name Root --infer-enums\n"))
    }

    @Test("a tally merged with itself is unchanged; tallies of different places add up")
    func tallyMerging() {
        var first = StringValueTally()
        first.add("a", occurrence: 0)
        first.add("b", occurrence: 1)
        var merged = first
        merged.merge(first)
        #expect(merged == first)
        #expect(merged.values.map(\.occurrenceCount) == [1, 1])
        var second = StringValueTally()
        second.add("b", occurrence: 2)
        second.add("a", occurrence: 3)
        merged.merge(second)
        #expect(merged.values.map(\.text) == ["a", "b"] && merged.values.map(\.occurrenceCount) == [2, 2])
        for index in 0..<StringValueTally.capacity { merged.add("v\(index)", occurrence: 10 + index) }
        #expect(merged.isOverflowing && merged.values.isEmpty)
    }
}
