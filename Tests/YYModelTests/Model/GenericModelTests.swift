import Testing
import YYModel

/// Generic models: envelopes such as `Page<Item>` and `Response<Payload>`, the most common shape of
/// real API responses. Their schema is built once per specialization and lives for the program, so
/// that decoding reports name the right path and never read a schema that no longer exists.
@Suite struct GenericModelTests {
    @JSONModel struct Profile: Equatable {
        var name: String = ""
        var age: Int = 0
    }

    @JSONModel struct Page<Item: JSONModel> {
        var items: [Item] = []
        var total: Int = 0
    }

    @JSONModel struct Response<Payload: JSONModel> {
        var code: Int = 0
        var data: Payload?
    }

    @JSONModel final class Box<Content: JSONModel> {
        var content: Content?
        var label: String = ""
        init() {}
    }

    @Test func lenientIssuesNameThePathsOfTheGenericSchema() throws {
        var issues: [JSONDecodingIssue] = []
        let page = try Page<Profile>(json: #"{"items":[1,{"name":"a","age":"x"}],"total":"7"}"#, issues: &issues)
        #expect(page.items == [Profile(name: "a", age: 0)])
        #expect(page.total == 7)
        #expect(issues.map(\.path) == ["items[0]", "items[1].age"])
    }

    @Test func strictErrorsNameThePathsOfTheGenericSchema() {
        let strict = JSONDecodingOptions(strict: true)
        #expect { try Page<Profile>(json: #"{"items":[{"age":"x"}]}"#, options: strict) } throws: { error in
            (error as? JSONModelError)?.path == "items[0].age"
        }
        #expect { try Response<Page<Profile>>(json: #"{"data":{"items":[{"name":[]}]}}"#, options: strict) } throws: { error in
            (error as? JSONModelError)?.path == "data.items[0].name"
        }
    }

    @Test func nestedEnvelopesReportEveryLevel() throws {
        var issues: [JSONDecodingIssue] = []
        let json = #"{"code":"1","data":{"items":[{"name":"a","age":"1"},{"name":2,"age":{}}],"total":null}}"#
        let response = try Response<Page<Profile>>(json: json, issues: &issues)
        #expect(response.code == 1)
        #expect(response.data?.items == [Profile(name: "a", age: 1), Profile(name: "2", age: 0)])
        #expect(issues.map(\.path) == ["data.items[1].age", "data.total"])
    }

    @Test func genericClassesReportThroughTheirSchema() throws {
        var issues: [JSONDecodingIssue] = []
        let box = try Box<Profile>(json: #"{"content":{"age":[]},"label":{}}"#, issues: &issues)
        #expect(box.content == Profile(name: "", age: 0))
        #expect(issues.map(\.path) == ["content.age", "label"])
    }

    @Test func aSpecializationHasOneSchemaForTheProgram() {
        #expect(Page<Profile>.jsonSchema === Page<Profile>.jsonSchema)
        #expect(Response<Profile>.jsonSchema === Response<Profile>.jsonSchema)
        #expect(Box<Profile>.jsonSchema === Box<Profile>.jsonSchema)
        #expect(Page<Profile>.jsonSchema !== Page<Response<Profile>>.jsonSchema)
    }

    @Test func reportsSurviveManyDecodesAcrossThreads() async throws {
        let json = #"{"code":0,"data":{"items":[{"name":"a","age":"x"},7],"total":"many"}}"#
        try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var paths: [String] = []
                    for _ in 0..<200 {
                        var issues: [JSONDecodingIssue] = []
                        _ = try Response<Page<Profile>>(json: json, issues: &issues)
                        paths = issues.map(\.path)
                    }
                    return paths
                }
            }
            for try await paths in group {
                #expect(paths == ["data.items[0].age", "data.items[1]", "data.total"])
            }
        }
    }

    @Test func collectionsOfGenericModelsReportTheirIssues() throws {
        var issues: [JSONDecodingIssue] = []
        let pages = try [Page<Profile>](json: #"[{"items":[{"age":"x"}]}, 3]"#, issues: &issues)
        #expect(pages.count == 1)
        #expect(issues.map(\.path) == ["[0].items[0].age", "[1]"])
        let named = try [String: Page<Profile>](json: #"{"a":{"total":"many"},"b":[]}"#, issues: &issues)
        #expect(named.keys.sorted() == ["a"])
        #expect(issues.map(\.path) == ["a.total", "b"])
        #expect(throws: JSONModelError.self) {
            try [Page<Profile>](json: #"[{"total":"many"}]"#, options: JSONDecodingOptions(strict: true), issues: &issues)
        }
    }

    @Test func encodesAndUpdatesLikeAnyModel() throws {
        var page = try Page<Profile>(json: #"{"items":[{"name":"a","age":1}],"total":1}"#)
        #expect(try page.jsonString() == #"{"items":[{"name":"a","age":1}],"total":1}"#)
        try page.update(withJSON: #"{"total":2}"#)
        #expect(page.total == 2)
        #expect(page.items.count == 1)
    }
}
