import Foundation
import Testing
import YYModel

/// SPEC A5 and B7.5: the decode and encode hooks, with the rules for nested values.
@Suite struct HookTests {
    struct InvalidTimestamp: Error {}

    /// YYModel's "validate & custom transform" example: `timestamp` becomes `createdAt`.
    @JSONModel
    struct Event {
        var name: String = ""
        @JSONIgnore var createdAt: Date?

        mutating func jsonDidDecode(_ json: JSON) throws {
            guard let stamp = json["timestamp"]?.number?.int64 else { throw InvalidTimestamp() }
            createdAt = Date(timeIntervalSince1970: Double(stamp))
        }

        func jsonWillEncode(_ json: inout JSON) throws {
            guard let createdAt else { throw InvalidTimestamp() }
            json["timestamp"] = .number(JSONNumber(Int64(createdAt.timeIntervalSince1970)))
        }
    }

    @JSONModel
    struct Calendar {
        var events: [Event] = []
        var main: Event?
    }

    @JSONModel
    struct Renamed {
        var id: Int = 0

        static func jsonWillDecode(_ json: JSON) -> JSON {
            guard var object = json.object else { return json }
            if object["id"] == nil { object["id"] = object["ID"] }
            return .object(object)
        }
    }

    @JSONModel
    struct Refused {
        var id: Int = 0
        static func jsonWillDecode(_ json: JSON) -> JSON { [1, 2] }
    }

    @Test func didDecodeDerivesAValueFromTheInput() throws {
        let event = try Event(json: #"{"name": "Harry", "timestamp": 1445534567}"#)
        #expect(event.name == "Harry")
        #expect(event.createdAt == Date(timeIntervalSince1970: 1_445_534_567))
    }

    @Test func didDecodeThrowingRejectsTheTopLevelModel() {
        #expect(throws: InvalidTimestamp.self) { try Event(json: #"{"name": "Harry", "timestamp": "soon"}"#) }
        #expect(Event.model(withJSON: #"{"name": "Harry"}"#) == nil)
    }

    @Test func didDecodeThrowingDropsArrayElementsAndKeepsNestedProperties() throws {
        let json = #"{"events": [{"name": "a", "timestamp": 1}, {"name": "b"}], "main": {"name": "c"}}"#
        var issues: [JSONDecodingIssue] = []
        let calendar = try Calendar(json: json, issues: &issues)
        #expect(calendar.events.map(\.name) == ["a"])
        #expect(calendar.main == nil)
        #expect(issues.map(\.path) == ["events[1]", "main"])
        #expect(issues.allSatisfy { $0.reason.contains("rejected by jsonDidDecode") })
        #expect(throws: JSONModelError.self) { try Calendar(json: json, options: JSONDecodingOptions(strict: true)) }
    }

    @Test func willEncodeEditsTheOutputObject() throws {
        let event = try Event(json: #"{"name": "Harry", "timestamp": 1445534567}"#)
        let output = try JSON(parsing: event.jsonString())
        #expect(output == ["name": "Harry", "timestamp": 1_445_534_567])
    }

    @Test func willEncodeThrowingOmitsNestedModelsAndFailsAtTopLevel() throws {
        var calendar = try Calendar(json: #"{"events": [{"name": "a", "timestamp": 1}], "main": {"name": "c", "timestamp": 2}}"#)
        calendar.events.append(Event(name: "no date"))
        calendar.main?.createdAt = nil
        let output = try JSON(parsing: calendar.jsonString())
        #expect(output == ["events": [["name": "a", "timestamp": 1]]])
        #expect(throws: InvalidTimestamp.self) { try Event(name: "x").jsonData() }
    }

    @Test func willDecodeReplacesTheInput() throws {
        #expect(try Renamed(json: #"{"ID": 7}"#).id == 7)
        var model = Renamed()
        try model.update(withJSON: #"{"ID": 9}"#)
        #expect(model.id == 9)
    }

    @Test func willDecodeReturningANonObjectRejectsTheModel() {
        #expect(throws: JSONModelError.self) { try Refused(json: #"{"id": 1}"#) }
        #expect(Refused.model(withJSON: #"{"id": 1}"#) == nil)
    }
}

extension HookTests.Event: Equatable {}
