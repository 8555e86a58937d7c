import Foundation
import Testing
import YYModel

/// Members of a flat model (one property per plain key) are written from precomputed `,"key":`
/// prefixes in compact output: the comma must appear exactly between written members, whichever
/// members are omitted, and pretty output must not be affected.
@Suite("Member encoding")
struct MemberEncodingTests {
    @JSONModel(keyStrategy: .snakeCase)
    struct Reading {
        var sensorID: Int?
        var value: Double
        var unit: String?
        var note: String?
    }

    @JSONModel
    struct Station {
        var name: String
        var readings: [Reading]
        var latest: Reading?
    }

    @Test("omitting the first, a middle, the last or every member leaves commas only between members", arguments: [
        (Reading(sensorID: nil, value: 1.5, unit: "C", note: nil), #"{"value":1.5,"unit":"C"}"#),
        (Reading(sensorID: 7, value: 2, unit: nil, note: "x"), #"{"sensor_id":7,"value":2.0,"note":"x"}"#),
        (Reading(sensorID: 7, value: 2, unit: "K", note: nil), #"{"sensor_id":7,"value":2.0,"unit":"K"}"#),
        (Reading(sensorID: nil, value: .nan, unit: nil, note: nil), "{}"),
        (Reading(sensorID: nil, value: .infinity, unit: nil, note: "n"), #"{"note":"n"}"#),
    ])
    func omittedMembers(reading: Reading, expected: String) throws {
        #expect(try reading.jsonString() == expected)
    }

    @Test("nested models and arrays of models separate their members independently")
    func nested() throws {
        let station = Station(name: "s", readings: [
            Reading(sensorID: nil, value: 1, unit: nil, note: nil),
            Reading(sensorID: 2, value: .nan, unit: nil, note: nil),
        ], latest: Reading(sensorID: nil, value: .nan, unit: nil, note: nil))
        let text = try station.jsonString()
        #expect(text == #"{"name":"s","readings":[{"value":1.0},{"sensor_id":2}],"latest":{}}"#)
        #expect(try Station(json: text).readings.map(\.sensorID) == [nil, 2])
    }

    @Test("includesNulls writes every nil member, comma-separated")
    func includesNulls() throws {
        let reading = Reading(sensorID: nil, value: 3, unit: nil, note: nil)
        #expect(try reading.jsonString(options: JSONWritingOptions(includesNulls: true))
            == #"{"sensor_id":null,"value":3.0,"unit":null,"note":null}"#)
    }

    @Test("pretty output of a flat model puts each member on its own line")
    func pretty() throws {
        let reading = Reading(sensorID: nil, value: 3, unit: "C", note: nil)
        #expect(try reading.jsonString(options: .prettyPrinted) == "{\n  \"value\": 3.0,\n  \"unit\": \"C\"\n}")
    }
}
