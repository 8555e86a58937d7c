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

    /// Writes a finite `Double` as text and refuses a negative one, with a JSONWritingError.
    enum SignedText: JSONTransformer {
        static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Double? {
            element.string.flatMap(Double.init)
        }

        static func encodeJSON(_ value: Double, to writer: inout JSONWriter) throws {
            guard value >= 0 else { throw JSONWritingError(reason: "negative \(value)") }
            writer.write(String(value))
        }
    }

    @JSONModel
    final class Gauge {
        var label: String?
        @JSONTransform(SignedText.self) var level: Double = 0
        @JSONTransform(SignedText.self) var limit: Double?
        var unit: String = "C"
    }

    @JSONModel
    class Meter {
        var label: String?
        @JSONTransform(SignedText.self) var level: Double = 0
    }

    @JSONModel
    final class TankMeter: Meter {
        @JSONTransform(SignedText.self) var limit: Double?
        var unit: String = "C"
    }

    /// A final class writes its members in generated straight-line code, a class hierarchy through
    /// the library's loop over property indices: the output must not tell them apart.
    @Test("a final class and a class hierarchy write the same members, transformed, omitted and failing alike")
    func classes() throws {
        let gauge = try Gauge(json: "{}")
        let meter = try TankMeter(json: "{}")
        #expect(try gauge.jsonString() == #"{"level":"0.0","unit":"C"}"#)
        #expect(try meter.jsonString() == gauge.jsonString())
        gauge.label = "g"
        gauge.limit = 2
        meter.label = "g"
        meter.limit = 2
        #expect(try gauge.jsonString() == #"{"label":"g","level":"0.0","limit":"2.0","unit":"C"}"#)
        #expect(try meter.jsonString() == gauge.jsonString())
        #expect(try meter.jsonString(options: .prettyPrinted) == gauge.jsonString(options: .prettyPrinted))
        gauge.limit = -1
        meter.limit = -1
        #expect(throws: JSONWritingError(reason: "negative -1.0", path: "limit")) { try gauge.jsonData() }
        #expect(throws: JSONWritingError(reason: "negative -1.0", path: "limit")) { try meter.jsonData() }
        #expect(throws: JSONWritingError(reason: "negative -1.0", path: "limit")) { try gauge.jsonData(options: .prettyPrinted) }
    }

    @Test("pretty output of a flat model puts each member on its own line")
    func pretty() throws {
        let reading = Reading(sensorID: nil, value: 3, unit: "C", note: nil)
        #expect(try reading.jsonString(options: .prettyPrinted) == "{\n  \"value\": 3.0,\n  \"unit\": \"C\"\n}")
    }
}
