import Foundation
import Testing
import YYModel

/// SPEC A1: non-finite doubles are omitted when encoding, and an error in strict mode; an encoding
/// error names the JSON path of the value, however deep, in the same spelling as decoding errors.
@Suite("Strict encoding and error paths")
struct StrictEncodingTests {
    @JSONModel(keyStrategy: .snakeCase)
    struct Sample {
        var sensorID: Int = 0
        var value: Double = 0
        var spare: Double?
    }

    @JSONModel
    struct Station {
        var name: String = ""
        var samples: [Sample] = []
        var gains: [Float] = []
        var readings: [Double] = []
        var byName: [String: Sample] = [:]
        @JSONKey("calibration.offset") var offset: Double = 0
        @JSONKey("odd key") var odd: CGFloat = 0
    }

    static let strict = JSONWritingOptions(strict: true)

    static func station(_ change: (inout Station) -> Void = { _ in }) -> Station {
        var station = Station(name: "s", samples: [Sample(sensorID: 1, value: 1), Sample(sensorID: 2, value: 2)],
                              gains: [1, 2, 3], readings: [0.5, -2.25, 3], byName: ["a": Sample(sensorID: 3, value: 3)], offset: 0.5, odd: 1)
        change(&station)
        return station
    }

    @Test("by default non-finite numbers are left out of objects and null in arrays")
    func lenientByDefault() throws {
        let station = Self.station {
            $0.samples[1].value = .nan
            $0.gains[2] = .infinity
            $0.readings[0] = .nan
            $0.offset = -.infinity
        }
        let text = try station.jsonString()
        #expect(text.contains(#"{"sensor_id":2}"#))
        #expect(text.contains(#""gains":[1.0,2.0,null]"#))
        #expect(text.contains(#""readings":[null,-2.25,3.0]"#))
        let pretty = try station.jsonString(options: .prettyPrinted)
        #expect(pretty.contains("\"readings\": [\n    null,\n    -2.25,\n    3.0\n  ]"))
        #expect(!text.contains("calibration"))
    }

    /// The station with one non-finite number, at `path`.
    static func station(brokenAt path: String) -> Station {
        station {
            switch path {
            case "samples[1].value": $0.samples[1].value = .nan
            case "gains[2]": $0.gains[2] = .infinity
            case "readings[1]": $0.readings[1] = -.infinity
            case "byName.a.value": $0.byName["a"]?.value = -.infinity
            case "calibration.offset": $0.offset = .nan
            case #"["odd key"]"#: $0.odd = .infinity
            default: $0.samples[0].spare = .nan
            }
        }
    }

    @Test("strict mode names the value's path", arguments: [
        ("samples[1].value", "non-finite number nan"),
        ("gains[2]", "non-finite number inf"),
        ("readings[1]", "non-finite number -inf"),
        ("byName.a.value", "non-finite number -inf"),
        ("calibration.offset", "non-finite number nan"),
        (#"["odd key"]"#, "non-finite number inf"),
        ("samples[0].spare", "non-finite number nan"),
    ])
    func strictPaths(path: String, reason: String) throws {
        let station = Self.station(brokenAt: path)
        #expect(throws: JSONWritingError(reason: reason, path: path)) { try station.jsonData(options: Self.strict) }
        #expect(throws: JSONWritingError(reason: reason, path: path)) {
            try station.jsonString(options: JSONWritingOptions(formatting: [.prettyPrinted, .sortedKeys], strict: true))
        }
    }

    @Test("strict mode writes finite values and nil optionals as usual")
    func strictFinite() throws {
        let station = Self.station()
        #expect(try station.jsonString(options: Self.strict) == station.jsonString())
        #expect(try Station(json: station.jsonData(options: Self.strict)).samples[1].value == 2)
    }

    @Test("a top-level collection's error path starts with the element")
    func topLevelCollections() throws {
        let samples = [Sample(sensorID: 1, value: 1), Sample(sensorID: 2, value: .nan)]
        #expect(throws: JSONWritingError(reason: "non-finite number nan", path: "[1].value")) {
            try samples.jsonString(options: Self.strict)
        }
        #expect(try samples.jsonString() == #"[{"sensor_id":1,"value":1.0},{"sensor_id":2}]"#)
        let keyed = ["x y": [Sample(sensorID: 1, value: .infinity)]]
        #expect(throws: JSONWritingError(reason: "non-finite number inf", path: #"["x y"][0].value"#)) {
            try keyed.jsonData(options: Self.strict)
        }
    }
}
