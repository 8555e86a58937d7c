import Foundation
import Testing
import YYModel

/// Edge cases where a drop-in coder must do exactly what Foundation's does, each checked against
/// Foundation's coder in the same test.
@Suite struct YYJSONCoderParityTests {
    class Person: Codable {
        var name = ""
        init() {}
    }

    final class Employee: Person {
        var badge = 0
        private enum CodingKeys: String, CodingKey { case badge }

        override init() { super.init() }

        required init(from decoder: any Decoder) throws {
            badge = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .badge)
            try super.init(from: decoder)
        }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(badge, forKey: .badge)
            try super.encode(to: encoder)
        }
    }

    @Test func decodesTheMetatypeGivenNotTheStaticType() throws {
        let data = Data(#"{"name": "Ann", "badge": 7}"#.utf8)
        let metatype: Person.Type = Employee.self
        let foundation = try JSONDecoder().decode(metatype, from: data)
        let ours = try YYJSONDecoder().decode(metatype, from: data)
        #expect(foundation is Employee)
        #expect(ours is Employee)
        #expect((ours as? Employee)?.badge == 7)
        #expect(ours.name == "Ann")
    }

    @Test("integers beyond Int64 are not representable, never rounded into range",
          arguments: ["-9223372036854775809", "-9223372036854775810", "-18446744073709551616", "18446744073709551616"])
    func integersBeyondSixtyFourBits(_ text: String) {
        let data = Data("[\(text)]".utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Int64].self, from: data) }
        #expect(throws: DecodingError.self) { try YYJSONDecoder().decode([Int64].self, from: data) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([UInt64].self, from: data) }
        #expect(throws: DecodingError.self) { try YYJSONDecoder().decode([UInt64].self, from: data) }
        #expect(throws: DecodingError.self) { try YYJSONDecoder().decode(Int64.self, from: Data(text.utf8)) }
    }

    @Test("integral values with a fraction or an exponent still decode", arguments: ["1.0", "1e2", "-9.2233720368547758e18"])
    func integralDoubles(_ text: String) throws {
        let data = Data("[\(text)]".utf8)
        #expect(try YYJSONDecoder().decode([Int64].self, from: data) == JSONDecoder().decode([Int64].self, from: data))
    }

    @Test func aNestedCustomStrategyThatWritesNothingGivesAnEmptyObject() throws {
        let foundation = JSONEncoder()
        foundation.dateEncodingStrategy = .custom { _, _ in }
        foundation.dataEncodingStrategy = .custom { _, _ in }
        let ours = YYJSONEncoder()
        ours.dateEncodingStrategy = .custom { _, _ in }
        ours.dataEncodingStrategy = .custom { _, _ in }
        #expect(try ours.encode(["a": Date()]) == foundation.encode(["a": Date()]))
        #expect(try ours.encode([Data([1])]) == foundation.encode([Data([1])]))
    }

    @Test("integers read from their digits, as Foundation reads them",
          arguments: ["-9.2233720368547758e18", "9.2233720368547758e18", "1.0", "1e2", "-0.0", "12.50e1", "1.000000000000000000000000",
                      "100000000000000000000e-5", "1.5", "1e-400", "0e400", "-9223372036854775808", "18446744073709551615",
                      "9007199254740993.5", "-9007199254740993.9", "1.0000000000000001", "18446744073709551615.0", "1e19", "1e20"])
    func integersFromDigits(_ text: String) {
        let data = Data("[\(text)]".utf8)
        for type in [Int64.self, UInt64.self, Int8.self] as [any (FixedWidthInteger & Codable).Type] {
            func check<I: FixedWidthInteger & Codable>(_: I.Type) {
                let foundation = Result { try JSONDecoder().decode([I].self, from: data) }
                let ours = Result { try YYJSONDecoder().decode([I].self, from: data) }
                switch (foundation, ours) {
                case (.success(let expected), .success(let found)): #expect(found == expected, "\(text) as \(I.self)")
                case (.failure, .failure): break
                default: Issue.record("\(text) as \(I.self): Foundation \(foundation), ours \(ours)")
                }
            }
            check(type)
        }
    }

    @Test("a comma before a closing bracket, as Foundation's decoder accepts it",
          arguments: ["[1,]", "[1, ]", "[\n1,\n]", "[[1,],]", "[,]", "[1,,]", "[1,]  ,", "[1 2]", "{\"a\":[1],}", "{\"a\":[1] , }",
                      "{\"a\":[],}", "{,}", "{\"a\":[1],,}", "{\"a\":[1],\"b\"}", "{\"a\":[1,],\"b\":[2,3,],}"])
    func trailingCommas(_ text: String) {
        let data = Data(text.utf8)
        if text.hasPrefix("[") {
            let foundation = try? JSONDecoder().decode([[Int]].self, from: data)
            let flat = try? JSONDecoder().decode([Int].self, from: data)
            #expect((try? YYJSONDecoder().decode([[Int]].self, from: data)) == foundation, "\(text)")
            #expect((try? YYJSONDecoder().decode([Int].self, from: data)) == flat, "\(text)")
        } else {
            let foundation = try? JSONDecoder().decode([String: [Int]].self, from: data)
            #expect((try? YYJSONDecoder().decode([String: [Int]].self, from: data)) == foundation, "\(text)")
        }
        // The library's own parser stays strict.
        if text.contains(",]") || text.contains(",}") || text.contains(", ]") || text.contains(", }") || text.contains(",\n]") {
            #expect(throws: JSONParseError.self) { try JSONDocument(parsing: Array(text.utf8)) }
        }
    }

    @Test("snake_case keys never split a grapheme cluster", arguments: ["aB\u{301}c", "myURLValue", "oneTwo", "a\u{301}B"])
    func snakeCaseGraphemes(_ key: String) throws {
        let foundation = JSONEncoder()
        foundation.keyEncodingStrategy = .convertToSnakeCase
        let ours = YYJSONEncoder()
        ours.keyEncodingStrategy = .convertToSnakeCase
        let value = [key: 1]
        #expect(String(decoding: try ours.encode(value), as: UTF8.self) == String(decoding: try foundation.encode(value), as: UTF8.self))
    }
}
