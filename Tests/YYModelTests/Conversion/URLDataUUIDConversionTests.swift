import Foundation
import Testing
import YYModel

/// `URL`, `Data` and `UUID` targets: B2.4 (NSURL, NSData), B2.8 rows "NSURL", "NSData", A3.
@Suite("Conversion: URL, Data, UUID")
struct URLDataUUIDConversionTests {
    @JSONModel struct URLHolder {
        var value: URL = URL(string: "initial:")!
        var optional: URL?
    }

    @JSONModel struct DataHolder {
        var value: Data = Data([0xFF])
        var optional: Data?
    }

    @JSONModel struct UUIDHolder {
        var value: UUID = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
        var optional: UUID?
    }

    static let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    // MARK: URL

    @Test(
        "URL from a string, surrounding whitespace trimmed (B7.1: \" github.com\" -> URL(\"github.com\"))",
        arguments: [
            (#""https://github.com""#, "https://github.com"), (#"" github.com""#, "github.com"),
            (#""\n https://x.y/a?b=c#d \t""#, "https://x.y/a?b=c#d"), (#""mailto:a@b.c""#, "mailto:a@b.c"),
            (#""/relative/path""#, "/relative/path"),
        ])
    func urlFromString(json: String, expected: String) throws {
        let (model, issues) = try ConversionCheck.lenient(URLHolder.self, ConversionCheck.holder(json))
        #expect(model.value == URL(string: expected))
        #expect(model.optional == URL(string: expected))
        #expect(issues.isEmpty)
    }

    @Test(
        "an empty, blank or invalid string is a mismatch: unchanged, not cleared (YYModel clears)",
        arguments: [#""""#, #"" ""#, #""\n\t""#, #""http://[::1""#, #""http://%zz""#])
    func emptyOrInvalidURLIsMismatch_differsFromYYModel(json: String) throws {
        let (model, issues) = try ConversionCheck.lenient(URLHolder.self, ConversionCheck.holder(json))
        #expect(model.value == URL(string: "initial:"))
        #expect(model.optional == nil)
        #expect(ConversionCheck.paths(issues) == ["value", "optional"])
        #expect(ConversionCheck.allMismatches(issues))
    }

    @Test("numbers, booleans, objects and arrays are URL mismatches", arguments: ["1", "true", "{}", #"["https://x.y"]"#])
    func urlFromOtherKinds(json: String) throws {
        let (model, issues) = try ConversionCheck.lenient(URLHolder.self, ConversionCheck.holder(json))
        #expect(model.value == URL(string: "initial:") && model.optional == nil)
        #expect(ConversionCheck.paths(issues) == ["value", "optional"])
    }

    @Test("URL: null clears the optional; written as absoluteString")
    func urlNullAndOutput() throws {
        var holder = try URLHolder(json: #"{"value": " https://github.com/ibireme ", "optional": "https://x.y"}"#)
        #expect(try holder.jsonString(options: .withoutEscapingSlashes) == #"{"value":"https://github.com/ibireme","optional":"https://x.y"}"#)
        #expect(try holder.jsonString() == #"{"value":"https:\/\/github.com\/ibireme","optional":"https:\/\/x.y"}"#)
        var issues: [JSONDecodingIssue] = []
        holder = try URLHolder(json: #"{"value": null, "optional": null}"#, issues: &issues)
        #expect(holder.optional == nil)
        #expect(issues == [JSONDecodingIssue(path: "value", reason: "null for non-optional URL; left unchanged")])
    }

    // MARK: Data

    @Test("Data from a base64 string (YYModel: the string's UTF-8 bytes)")
    func dataFromBase64_differsFromYYModel() throws {
        let (model, issues) = try ConversionCheck.lenient(DataHolder.self, #"{"value": "aGFoYQ==", "optional": ""}"#)
        #expect(model.value == Data("haha".utf8))
        #expect(model.optional == Data())
        #expect(issues.isEmpty)
    }

    @Test("a string that is not base64, and any other kind, is a Data mismatch", arguments: [#""haha!""#, #""aGFoYQ""#, #"" aGFoYQ==""#, "1", "true", "[104, 97]", "{}"])
    func dataMismatches(json: String) throws {
        let (model, issues) = try ConversionCheck.lenient(DataHolder.self, ConversionCheck.holder(json))
        #expect(model.value == Data([0xFF]))
        #expect(model.optional == nil)
        #expect(ConversionCheck.paths(issues) == ["value", "optional"])
        #expect(ConversionCheck.allMismatches(issues))
    }

    @Test("Data and UUID: null clears the optional; the non-optional is unchanged and reported")
    func dataAndUUIDNull() throws {
        let (data, dataIssues) = try ConversionCheck.lenient(DataHolder.self, #"{"value": null, "optional": null}"#)
        #expect(data.value == Data([0xFF]) && data.optional == nil)
        #expect(dataIssues == [JSONDecodingIssue(path: "value", reason: "null for non-optional Data; left unchanged")])
        let (uuid, uuidIssues) = try ConversionCheck.lenient(UUIDHolder.self, #"{"value": null, "optional": null}"#)
        #expect(uuid.optional == nil)
        #expect(uuidIssues == [JSONDecodingIssue(path: "value", reason: "null for non-optional UUID; left unchanged")])
    }

    @Test("Data is written as base64 and reads back")
    func dataOutput() throws {
        let holder = try DataHolder(json: #"{"value": "AAEC/w==", "optional": null}"#)
        #expect(holder.value == Data([0, 1, 2, 255]))
        #expect(try holder.jsonString() == #"{"value":"AAEC\/w=="}"#)
        #expect(try DataHolder(json: holder.jsonString()).value == holder.value)
    }

    // MARK: UUID

    @Test(
        "UUID from its string form, any case, whitespace trimmed",
        arguments: [
            #""E621E1F8-C36C-495A-93FC-0C247A3E6E5F""#, #""e621e1f8-c36c-495a-93fc-0c247a3e6e5f""#,
            #"" E621E1F8-C36C-495A-93FC-0C247A3E6E5F ""#,
        ])
    func uuidFromString(json: String) throws {
        let (model, issues) = try ConversionCheck.lenient(UUIDHolder.self, ConversionCheck.holder(json))
        #expect(model.value == Self.uuid)
        #expect(model.optional == Self.uuid)
        #expect(issues.isEmpty)
    }

    @Test(
        "anything else is a UUID mismatch",
        arguments: [#""not-a-uuid""#, #""""#, #""E621E1F8C36C495A93FC0C247A3E6E5F""#, #""E621E1F8-C36C-495A-93FC-0C247A3E6E5""#, "1", "true", "{}", "[]"])
    func uuidMismatches(json: String) throws {
        let (model, issues) = try ConversionCheck.lenient(UUIDHolder.self, ConversionCheck.holder(json))
        #expect(model.value == UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
        #expect(model.optional == nil)
        #expect(ConversionCheck.paths(issues) == ["value", "optional"])
    }

    @Test("UUID is written in its uppercase string form")
    func uuidOutput() throws {
        let holder = try UUIDHolder(json: #"{"value": "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"}"#)
        #expect(try holder.jsonString() == #"{"value":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}"#)
    }

    @Test("strict mode throws JSONModelError with the path")
    func strict() {
        #expect(ConversionCheck.error(URLHolder.self, #"{"optional": " "}"#)?.path == "optional")
        #expect(ConversionCheck.error(DataHolder.self, #"{"value": "%%%"}"#)?.path == "value")
        #expect(
            ConversionCheck.error(UUIDHolder.self, #"{"value": 42}"#)
                == JSONModelError(path: "value", reason: "cannot convert number 42 to UUID; left unchanged"))
    }
}
