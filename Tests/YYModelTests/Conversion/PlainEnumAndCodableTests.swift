import Foundation
import Testing
import YYModel

/// Property types with none of the library's conformances: plain raw-value enums (read from their
/// raw values with YYModel's rules) and types that are only `Codable` (read from the same parsed
/// document by the Codable decoder, written into the same output by the Codable encoder), alone or
/// inside optionals, arrays, sets and dictionaries.
@Suite("Conversion: plain enums and Codable types")
struct PlainEnumAndCodableTests {
    enum Color: String, Codable, Hashable { case red, green, blue }
    enum Level: Int { case low = 1, high = 2 }

    /// A `Codable` type from elsewhere: no `@JSONModel`, no `JSONValueConvertible`.
    struct Coordinate: Codable, Equatable {
        var latitude: Double
        var longitude: Double
    }

    /// Custom Codable with a fallback case that the raw values alone do not reach.
    enum Status: String, Codable, Equatable {
        case active, closed, unknown
        init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            self = Status(rawValue: text) ?? .unknown
        }
    }

    @JSONModel struct Place {
        var color: Color = .red
        var level: Level = .low
        var optionalLevel: Level?
        var colors: [Color] = []
        var levels: [Level] = []
        var levelSet: Set<Color> = []
        var byName: [String: Level] = [:]
        var byColor: [Color: Color] = [:]
        var location: Coordinate?
        var route: [Coordinate] = []
        var stops: [String: Coordinate] = [:]
        var status: Status = .active
    }

    @JSONModel struct Pin {
        let id: Int
        let location: Coordinate
        let color: Color
    }

    static let json = """
        {"color": "green", "level": "2", "optionalLevel": 1, "colors": ["blue", "red"],
         "levels": [2, "1", 2.0], "levelSet": ["red", "red", "green"], "byName": {"a": 1, "b": "2"},
         "byColor": {"red": "blue"}, "location": {"latitude": 48.85, "longitude": 2.35},
         "route": [{"latitude": 1, "longitude": 2}, {"latitude": 3, "longitude": 4}],
         "stops": {"home": {"latitude": 5, "longitude": 6}}, "status": "archived"}
        """

    @Test func plainEnumsAndCodableTypesDecodeEverywhere() throws {
        var issues: [JSONDecodingIssue] = []
        let place = try Place(json: Self.json, issues: &issues)
        #expect(issues.isEmpty)
        #expect(place.color == .green)
        #expect(place.level == .high)
        #expect(place.optionalLevel == .low)
        #expect(place.colors == [.blue, .red])
        #expect(place.levels == [.high, .low, .high])
        #expect(place.levelSet == [.red, .green])
        #expect(place.byName == ["a": .low, "b": .high])
        #expect(place.byColor == [.red: .blue])
        #expect(place.location == Coordinate(latitude: 48.85, longitude: 2.35))
        #expect(place.route == [Coordinate(latitude: 1, longitude: 2), Coordinate(latitude: 3, longitude: 4)])
        #expect(place.stops == ["home": Coordinate(latitude: 5, longitude: 6)])
        #expect(place.status == .unknown)
    }

    @Test func theyEncodeAndReadBack() throws {
        let place = try Place(json: Self.json)
        let text = try place.jsonString(options: .sortedKeys)
        #expect(text.contains(#""location":{"latitude":48.85,"longitude":2.35}"#))
        #expect(text.contains(#""levels":[2,1,2]"#))
        #expect(text.contains(#""byName":{"a":1,"b":2}"#))
        #expect(text.contains(#""byColor":{"red":"blue"}"#))
        #expect(text.contains(#""status":"unknown""#))
        #expect(!text.contains("optional") || text.contains(#""optionalLevel":1"#))
        let again = try Place(json: text)
        #expect(again.route == place.route)
        #expect(again.levels == place.levels)
        #expect(again.byColor == place.byColor)
    }

    @Test func aNilOptionalIsOmittedUnlessNullsAreAsked() throws {
        let place = Place()
        #expect(try !place.jsonString().contains("location"))
        let options = JSONWritingOptions(includesNulls: true)
        #expect(try place.jsonString(options: options).contains(#""location":null"#))
        #expect(try place.jsonString(options: options).contains(#""optionalLevel":null"#))
    }

    @Test func prettyOutputKeepsTheWritersLayout() throws {
        let pin = Pin(id: 1, location: Coordinate(latitude: 1.5, longitude: 2), color: .blue)
        let text = try pin.jsonString(options: .prettyPrinted)
        #expect(text == """
            {
              "id": 1,
              "location": {
                "latitude": 1.5,
                "longitude": 2
              },
              "color": "blue"
            }
            """)
        #expect(try Pin(json: text).location == pin.location)
    }

    @Test func anUnknownRawValueIsAMismatchAtItsPath() throws {
        let json = #"{"color": "purple", "level": 3, "colors": ["red", "teal"], "byName": {"x": "9"}}"#
        var issues: [JSONDecodingIssue] = []
        let place = try Place(json: json, issues: &issues)
        #expect(place.color == .red)
        #expect(place.level == .low)
        #expect(place.colors == [.red])
        #expect(place.byName == [:])
        #expect(issues.map(\.path) == ["color", "level", "colors[1]", "byName.x"])
        #expect(issues.map(\.reason) == [
            #"cannot convert string "purple" to Color; left unchanged"#,
            "cannot convert number 3 to Level; left unchanged",
            #"cannot convert string "teal" to Color; dropped"#,
            #"cannot convert string "9" to Level; dropped"#,
        ])
    }

    @Test func aFailureInsideACodableValueNamesItsPath() throws {
        let json = #"{"location": {"latitude": "north", "longitude": 2}, "route": [{"latitude": 1}]}"#
        var issues: [JSONDecodingIssue] = []
        let place = try Place(json: json, issues: &issues)
        #expect(place.location == nil)
        #expect(place.route == [])
        #expect(issues.map(\.path) == ["location.latitude", "route[0].longitude"])
        #expect(issues.first?.reason.hasSuffix("; left unchanged") == true)
        #expect(issues.last?.reason == #"missing key "longitude"; dropped"#)

        var strict = JSONDecodingOptions()
        strict.strict = true
        let error = try #require(throws: JSONModelError.self) { try Place(json: json, options: strict) }
        #expect(error.path == "location.latitude")
    }

    @Test func lenientModeLetsCodableValuesReadNumbersFromText() throws {
        let json = #"{"location": {"latitude": "48.5", "longitude": 2}}"#
        #expect(try Place(json: json).location == Coordinate(latitude: 48.5, longitude: 2))
        var strict = JSONDecodingOptions()
        strict.strict = true
        #expect(throws: JSONModelError.self) { try Place(json: json, options: strict) }
    }

    @Test func requiredValuesAreReportedWhenMissing() throws {
        #expect(throws: JSONModelError.self) { try Pin(json: #"{"id": 1, "color": "red"}"#) }
        let error = try #require(throws: JSONModelError.self) { try Pin(json: #"{"id": 1, "location": {"latitude": 1, "longitude": 2}}"#) }
        #expect(error.path == "color")
        #expect(error.reason == "missing required value of type Color")
    }

    @Test func updateReplacesOnlyThePresentValues() throws {
        var place = try Place(json: Self.json)
        try place.update(withJSON: #"{"level": 1, "location": {"latitude": 0, "longitude": 0}}"#)
        #expect(place.level == .low)
        #expect(place.location == Coordinate(latitude: 0, longitude: 0))
        #expect(place.colors == [.blue, .red])
    }

    /// A class model writes through `__writeProperty`, not the member-key path of structs.
    @JSONModel final class Marker {
        var level: Level = .low
        var location: Coordinate?
        init() {}
    }

    @Test func classModelsUseThemToo() throws {
        let marker = try Marker(json: #"{"level": "2", "location": {"latitude": 1, "longitude": 2}}"#)
        #expect(marker.level == .high)
        #expect(try marker.jsonString() == #"{"level":2,"location":{"latitude":1,"longitude":2}}"#)
    }

    /// A generic envelope whose payload type needs no constraint.
    @JSONModel struct Envelope<Payload> {
        var code: Int = 0
        var data: Payload?
    }

    @Test func aGenericEnvelopeTakesAnyPayload() throws {
        let json = #"{"code": 0, "data": {"latitude": 1, "longitude": 2}}"#
        let envelope = try Envelope<Coordinate>(json: json)
        #expect(envelope.data == Coordinate(latitude: 1, longitude: 2))
        #expect(try envelope.jsonString() == #"{"code":0,"data":{"latitude":1,"longitude":2}}"#)
        #expect(try Envelope<[Level]>(json: #"{"data": [1, "2"]}"#).data == [.low, .high])
        #expect(try Envelope<Pin>(json: #"{"data": {"id": 3, "location": {"latitude": 1, "longitude": 2}, "color": "red"}}"#).data?.id == 3)
    }

    /// A type with no JSON form at all.
    struct Opaque: Equatable { var bits = 0 }

    @JSONModel struct Holder {
        var opaque: Opaque = Opaque()
    }

    @Test func aTypeWithNoJSONFormSaysWhatToConformItTo() throws {
        var issues: [JSONDecodingIssue] = []
        _ = try Holder(json: #"{"opaque": 1}"#, issues: &issues)
        #expect(issues.map(\.description) == [
            "opaque: Opaque cannot be read from JSON: make it Decodable or JSONValueDecodable; left unchanged",
        ])
        let error = try #require(throws: JSONWritingError.self) { try Holder().jsonString() }
        #expect(error.path == "opaque")
        #expect(error.reason.hasPrefix("Opaque cannot be written as JSON"))
    }

    /// An `init(from:)` that keeps its decoder past the call.
    struct Keeper: Codable {
        nonisolated(unsafe) static var kept: [any Decoder] = []
        init(from decoder: any Decoder) throws { Self.kept.append(decoder) }
        func encode(to encoder: any Encoder) throws {}
    }

    @JSONModel struct KeeperHolder {
        var keeper: Keeper?
    }

    @Test func aDecoderKeptPastItsCallIsRefused() throws {
        var issues: [JSONDecodingIssue] = []
        let holder = try KeeperHolder(json: #"{"keeper": {"a": 1}}"#, issues: &issues)
        #expect(holder.keeper == nil)
        #expect(issues.first?.reason.contains("kept its decoder") == true)
    }

    @Test func aCodableEncodeFailureNamesItsPath() throws {
        var pin = Pin(id: 1, location: Coordinate(latitude: .nan, longitude: 0), color: .red)
        let error = try #require(throws: JSONWritingError.self) { try pin.jsonString() }
        #expect(error.path == "location.latitude")
        pin = Pin(id: 2, location: Coordinate(latitude: 1, longitude: 0), color: .red)
        #expect(try pin.jsonString() == #"{"id":2,"location":{"latitude":1,"longitude":0},"color":"red"}"#)
    }

    @Test func everyTruncationIsAnErrorOrAValueNeverACrash() throws {
        let bytes = Array(Self.json.utf8)
        for end in 0..<bytes.count {
            var issues: [JSONDecodingIssue] = []
            _ = try? Place(json: Array(bytes[..<end]), issues: &issues)
        }
        let hostile = [
            #"{"location": [], "route": {}, "stops": [], "colors": "red", "levels": {"a": 1}}"#,
            #"{"location": {"latitude": [1e300], "longitude": {}}}"#,
            #"{"location": {"latitude": null, "longitude": true}, "route": [null, 1, "x"]}"#,
            #"{"color": null, "level": null, "byColor": {"": "", "red": null}}"#,
        ]
        for json in hostile {
            var issues: [JSONDecodingIssue] = []
            _ = try Place(json: json, issues: &issues)
            #expect(!issues.isEmpty)
        }
    }
}
