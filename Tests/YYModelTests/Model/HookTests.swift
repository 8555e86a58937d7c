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

    /// Derives `doubled` from `value` after every mapping, as YYModel's
    /// `modelCustomTransformFromDictionary:` does after `yy_modelSetWithJSON:` too.
    @JSONModel
    struct Derived: Equatable {
        var value: Int = 0
        @JSONIgnore var doubled: Int = 0
        var renamed: Int = 0

        static func jsonWillDecode(_ json: JSON) -> JSON {
            guard var object = json.object, let old = object["old"] else { return json }
            object["renamed"] = old
            return .object(object)
        }

        mutating func jsonDidDecode(_ json: JSON) throws {
            guard value >= 0 else { throw InvalidTimestamp() }
            doubled = value * 2
        }
    }

    @JSONModel
    struct Holder {
        var child: Derived = Derived()
        var optionalChild: Derived?
        var children: [Derived] = []
        var named: [String: Derived] = [:]
    }

    @JSONModel
    final class ClassHolder {
        var child: Derived = Derived()
        init() {}
    }

    @Test func updateRunsTheHooksOfATopLevelModel() throws {
        var model = Derived()
        try model.update(withJSON: #"{"value":5,"old":3}"#)
        #expect(model == Derived(value: 5, doubled: 10, renamed: 3))
        #expect(throws: InvalidTimestamp.self) { try model.update(withJSON: #"{"value":-1}"#) }
    }

    @Test func updateRunsTheHooksOfNestedModels() throws {
        var holder = try Holder(json: #"{"child":{"value":1},"optionalChild":{"value":2}}"#)
        #expect(holder.child.doubled == 2)
        try holder.update(withJSON: #"{"child":{"value":5,"old":7},"optionalChild":{"value":6}}"#)
        #expect(holder.child == Derived(value: 5, doubled: 10, renamed: 7))
        #expect(holder.optionalChild == Derived(value: 6, doubled: 12, renamed: 0))

        var empty = Holder()
        try empty.update(withJSON: #"{"optionalChild":{"value":4,"old":1}}"#)
        #expect(empty.optionalChild == Derived(value: 4, doubled: 8, renamed: 1))

        let object = ClassHolder()
        try object.update(withJSON: #"{"child":{"value":3}}"#)
        #expect(object.child.doubled == 6)
    }

    @Test func updateRunsTheHooksOfCollectionElements() throws {
        var holder = Holder()
        try holder.update(withJSON: #"{"children":[{"value":1},{"value":2,"old":9}],"named":{"a":{"value":3}}}"#)
        #expect(holder.children.map(\.doubled) == [2, 4])
        #expect(holder.children.map(\.renamed) == [0, 9])
        #expect(holder.named["a"]?.doubled == 6)
    }

    @Test func aNestedModelRejectedDuringUpdateIsReportedAndKeepsItsValue() throws {
        var holder = try Holder(json: #"{"child":{"value":1}}"#)
        var issues: [JSONDecodingIssue] = []
        try holder.update(withJSON: #"{"child":{"value":-4}}"#, issues: &issues)
        #expect(holder.child == Derived(value: 1, doubled: 2, renamed: 0))
        #expect(issues.map(\.path) == ["child"])
        #expect(issues.first?.reason.contains("rejected by jsonDidDecode") == true)
        #expect(throws: JSONModelError.self) {
            try holder.update(withJSON: #"{"child":{"value":-4}}"#, options: JSONDecodingOptions(strict: true))
        }
    }

    @JSONModel
    struct Tagged: Equatable {
        var name: String = ""
        func jsonWillEncode(_ json: inout JSON) throws {
            if name.isEmpty { throw InvalidTimestamp() }
            json["tag"] = "t"
        }
    }

    @JSONModel
    struct TaggedContainers {
        var list: [Tagged] = []
        var map: [String: Tagged] = [:]
        var optionalMap: [String: Tagged?] = [:]
        var set: [[String: Tagged]] = []
    }

    @Test func willEncodeRejectionsLeaveOutOnlyTheElementInEveryContainer() throws {
        let containers = TaggedContainers(
            list: [Tagged(name: "a"), Tagged(), Tagged(name: "b")],
            map: ["a": Tagged(name: "a"), "b": Tagged(), "c": Tagged(name: "c")],
            optionalMap: ["x": Tagged(), "y": Tagged(name: "y")],
            set: [["k": Tagged()], ["k": Tagged(name: "k")]]
        )
        let output = try JSON(parsing: containers.jsonString())
        #expect(output["list"] == [["name": "a", "tag": "t"], ["name": "b", "tag": "t"]])
        #expect(output["map"] == ["a": ["name": "a", "tag": "t"], "c": ["name": "c", "tag": "t"]])
        #expect(output["optionalMap"] == ["y": ["name": "y", "tag": "t"]])
        #expect(output["set"] == [[:], ["k": ["name": "k", "tag": "t"]]])
    }

    @Test func willEncodeRejectionsAtTheTopLevelOfAContainer() throws {
        #expect(try ["a": Tagged(), "b": Tagged(name: "b")].jsonString() == #"{"b":{"name":"b","tag":"t"}}"#)
        #expect(try [Tagged(), Tagged(name: "b")].jsonString() == #"[{"name":"b","tag":"t"}]"#)
        #expect(throws: InvalidTimestamp.self) { try Tagged().jsonString() }
    }

    @JSONModel
    struct HookedWithDouble {
        var ratio: Double = 0
        func jsonWillEncode(_ json: inout JSON) throws { json["seen"] = true }
    }

    @Test func willEncodeSeesTheWriterOptions() throws {
        let model = HookedWithDouble(ratio: .nan)
        #expect(try model.jsonString() == #"{"seen":true}"#)
        #expect { try model.jsonString(options: JSONWritingOptions(strict: true)) } throws: { error in
            (error as? JSONWritingError)?.path == "ratio"
        }
    }

    @Test func willDecodeReturningANonObjectRejectsTheModel() {
        #expect(throws: JSONModelError.self) { try Refused(json: #"{"id": 1}"#) }
        #expect(Refused.model(withJSON: #"{"id": 1}"#) == nil)
    }
}

extension HookTests.Event: Equatable {}
