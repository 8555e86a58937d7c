import Foundation
import Testing
import YYModel

/// Real documents: parse, write, parse again, and agree with Foundation's `JSONSerialization`.
@Suite("Corpora")
struct CorpusTests {
    // MARK: - Round trips

    @Test("parse -> write -> parse gives an equal value, and writing again gives identical bytes", arguments: corpusNames)
    func roundTrip(name: String) throws {
        let data = try fixtureData(name)
        let value = try JSON(parsing: data)
        for options: JSONWritingOptions in [.compact, [.prettyPrinted, .sortedKeys], .withoutEscapingSlashes] {
            let written = try value.jsonData(options: options)
            let reparsed = try JSON(parsing: written)
            #expect(reparsed == value)
            #expect(try reparsed.jsonData(options: options) == written)
        }
        // Compact output keeps every key in document order.
        let reparsed = try JSON(parsing: value.jsonData())
        #expect(keyOrder(reparsed) == keyOrder(value))
    }

    /// Every object's keys, depth first, so that order changes show.
    private func keyOrder(_ value: JSON) -> [String] {
        var keys: [String] = []
        var stack = [value]
        while let next = stack.popLast() {
            switch next {
            case .array(let elements): stack += elements.reversed()
            case .object(let members):
                keys += members.keys
                stack += members.values.reversed()
            default: break
            }
        }
        return keys
    }

    @Test("the document and the value tree see the same values", arguments: corpusNames)
    func documentMatchesTree(name: String) throws {
        let document = try JSONDocument(parsing: fixtureData(name))
        let tree = document.root
        let mismatch = document.withRoot { compare($0, tree, path: "$") }
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    /// The first difference between a document element and a value tree, or `nil`.
    private func compare(_ element: JSONElement, _ value: JSON, path: String) -> String? {
        switch (element.kind, value) {
        case (.null, .null): return nil
        case (.bool, .bool(let b)): return element.bool == b ? nil : "\(path): bool"
        case (.number, .number(let n)):
            if let integer = element.int64 { return n.int64 == integer && n.isInteger ? nil : "\(path): int" }
            if let integer = element.uint64 { return n.uint64 == integer && n.isInteger ? nil : "\(path): uint" }
            return element.double?.bitPattern == n.double.bitPattern ? nil : "\(path): double"
        case (.string, .string(let s)): return element.withUTF8({ Array($0) }) == Array(s.utf8) ? nil : "\(path): string"
        case (.array, .array(let elements)):
            guard element.count == elements.count else { return "\(path): count" }
            for (index, (child, expected)) in zip(element.elements, elements).enumerated() {
                if let mismatch = compare(child, expected, path: "\(path)[\(index)]") { return mismatch }
            }
            return nil
        case (.object, .object(let members)):
            guard element.count == members.count else { return "\(path): count" }
            for (index, (member, key)) in zip(element.members, members.keys).enumerated() {
                guard Array(member.key) == Array(key.utf8) else { return "\(path): key \(index)" }
                if let mismatch = compare(member.value, members.values[index], path: "\(path).\(key)") { return mismatch }
            }
            return nil
        default:
            return "\(path): kind \(element.kind) vs \(value)"
        }
    }

    // MARK: - Agreement with Foundation

    @Test("values agree with JSONSerialization's", arguments: corpusNames)
    func agreesWithFoundation(name: String) throws {
        let data = try fixtureData(name)
        let ours = try JSON(parsing: data)
        let theirs = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        var differences: [String] = []
        FoundationComparison.compare(ours, theirs, path: "$", into: &differences)
        #expect(differences.isEmpty, "\(differences.count) differences, first: \(differences.prefix(5))")
    }

    @Test("what we write, JSONSerialization reads to the same values", arguments: corpusNames)
    func foundationReadsOurOutput(name: String) throws {
        let ours = try JSON(parsing: fixtureData(name))
        for options: JSONWritingOptions in [.compact, .prettyPrinted] {
            let theirs = try JSONSerialization.jsonObject(with: ours.jsonData(options: options), options: [.fragmentsAllowed])
            var differences: [String] = []
            FoundationComparison.compare(ours, theirs, path: "$", into: &differences)
            #expect(differences.isEmpty, "\(differences.prefix(5))")
        }
    }

    @Test("the comparison itself tells kinds, booleans and numbers apart")
    func comparisonIsStrict() throws {
        let cases: [(String, String)] = [
            ("true", "1"), ("1", "true"), ("false", "0"), ("1", "1.5"), ("\"a\"", "\"b\""), ("null", "0"),
            ("[1]", "[1,2]"), (#"{"a":1}"#, #"{"b":1}"#), (#"{"a":1}"#, #"{"a":1,"b":2}"#), ("9007199254740993", "9007199254740992"),
            ("[1.0]", "[1]"), ("\"e\u{301}\"", "\"\u{E9}\""),
        ]
        for (ourText, theirText) in cases {
            let ours = try JSON(parsing: ourText)
            let theirs = try JSONSerialization.jsonObject(with: Data(theirText.utf8), options: [.fragmentsAllowed])
            var differences: [String] = []
            FoundationComparison.compare(ours, theirs, path: "$", into: &differences)
            #expect(!differences.isEmpty, "\(ourText) should differ from \(theirText)")
        }
        let same = #"{"a":[1,2.5,"x",null,true,false,{"b":18446744073709551615,"c":-9223372036854775807}]}"#
        var differences: [String] = []
        FoundationComparison.compare(try JSON(parsing: same),
                                     try JSONSerialization.jsonObject(with: Data(same.utf8)), path: "$", into: &differences)
        #expect(differences.isEmpty, "\(differences)")
    }

    // MARK: - Known values

    @Test("known values in each corpus")
    func knownValues() throws {
        let github = try JSON(parsing: fixtureData("github_user"))
        #expect(github["login"] == "facebook")
        #expect(github["id"]?.int64 == 69631)
        #expect(github["public_repos"] == 147)
        #expect(github["hireable"] == .null)
        #expect(github.object?.count == 28)
        #expect(github.object?.keys.first == "login")
        #expect(github.object?.keys.last == "following")

        let weibo = try JSON(parsing: fixtureData("weibo"))
        #expect(weibo["id"]?.int64 == 3_887_674_148_022_737)
        #expect(weibo[path: "user.screen_name"] == "范冰冰")
        #expect(weibo["text"] == "感谢你们的一路陪伴，我很幸福，你们也要和我一样幸福❤️——致冰邦")
        #expect(weibo["favorited"] == true)

        let twitter = try JSON(parsing: fixtureData("twitter"))
        #expect(twitter["statuses"]?.array?.count == 100)
        #expect(twitter[path: "statuses.0.id"]?.int64 == 505_874_924_095_815_700)
        #expect(twitter[path: "statuses.0.id_str"] == "505874924095815681")
        #expect(twitter[path: "statuses.0.user.screen_name"] == "ayuu0123")
        #expect(twitter[path: "statuses.0.text"]?.string?.hasPrefix("@aym0566x \n\n名前:前田あゆみ\n") == true)
        #expect(twitter[path: "search_metadata.completed_in"] == 0.087)
        #expect(twitter[path: "search_metadata.count"] == 100)

        let citm = try JSON(parsing: fixtureData("citm_catalog"))
        #expect(citm.object?.keys.count == 11)
        #expect(citm[path: "areaNames.205705993"] == "Arrière-scène central")
        #expect(citm["events"]?.object?.count == 184)

        let canada = try JSON(parsing: fixtureData("canada"))
        let rings = try #require(canada[path: "features.0.geometry.coordinates"]?.array)
        #expect(rings.count == 480)
        #expect(rings.reduce(0) { $0 + ($1.array?.count ?? 0) } == 55_563)
        #expect(rings[0][0] == [-65.613616999999977, 43.420273000000009])
        #expect(rings[0][0]?[0]?.double == -65.61361699999998)
    }
}

/// Compares a `JSON` value with what `JSONSerialization` produced for the same text.
///
/// On swift-corelibs-foundation, booleans and numbers both come back as `NSNumber`; booleans are the
/// shared `true`/`false` instances (`objCType` "c"), integers have an integer `objCType` (or are an
/// `NSDecimalNumber` beyond 64 bits), doubles have "d". Integers must match exactly, doubles bit for
/// bit; strings must match scalar for scalar (not by Swift's canonical equivalence).
enum FoundationComparison {
    static func isBoolean(_ number: NSNumber) -> Bool {
        number === NSNumber(value: true) || number === NSNumber(value: false)
            || String(describing: type(of: number)).contains("Boolean")
    }

    static func compare(_ ours: JSON, _ theirs: Any, path: String, into differences: inout [String]) {
        func differ(_ what: String) { differences.append("\(path): \(what)") }
        switch ours {
        case .null:
            if !(theirs is NSNull) { differ("null vs \(type(of: theirs))") }
        case .bool(let value):
            guard let number = theirs as? NSNumber, isBoolean(number) else { return differ("bool vs \(type(of: theirs))") }
            if number.boolValue != value { differ("\(value) vs \(number)") }
        case .number(let value):
            guard let number = theirs as? NSNumber, !isBoolean(number) else { return differ("number vs \(type(of: theirs))") }
            compareNumber(value, number, differ: differ)
        case .string(let value):
            guard let string = theirs as? String else { return differ("string vs \(type(of: theirs))") }
            if !value.unicodeScalars.elementsEqual(string.unicodeScalars) { differ("\(value.debugDescription) vs \(string.debugDescription)") }
        case .array(let elements):
            guard let array = theirs as? [Any] else { return differ("array vs \(type(of: theirs))") }
            guard array.count == elements.count else { return differ("\(elements.count) elements vs \(array.count)") }
            for (index, element) in elements.enumerated() {
                compare(element, array[index], path: "\(path)[\(index)]", into: &differences)
            }
        case .object(let members):
            guard let dictionary = theirs as? [String: Any] else { return differ("object vs \(type(of: theirs))") }
            // Lookups see the last of duplicated keys, so compare the distinct keys.
            let keys = Set(members.keys)
            guard keys.count == dictionary.count else { return differ("\(keys.count) keys vs \(dictionary.count)") }
            for key in keys {
                guard let other = dictionary[key] else {
                    differ("missing key \(key.debugDescription)")
                    continue
                }
                compare(members[key]!, other, path: "\(path).\(key)", into: &differences)
            }
        }
    }

    private static func compareNumber(_ value: JSONNumber, _ number: NSNumber, differ: (String) -> Void) {
        if let decimal = number as? NSDecimalNumber {
            // Beyond 64 bits (or Int64.min): compare through the decimal text.
            if let expected = Double(decimal.stringValue), expected == value.double { return }
            if let expected = Int64(decimal.stringValue), expected == value.int64 { return }
            return differ("\(value) vs decimal \(decimal)")
        }
        switch String(cString: number.objCType) {
        case "d", "f":
            if value.isInteger { return differ("integer \(value) vs double \(number)") }
            if value.double.bitPattern != number.doubleValue.bitPattern && !(value.double == 0 && number.doubleValue == 0) {
                differ("\(value) vs \(number.doubleValue)")
            }
        case "Q", "L", "I", "S", "C":
            if !value.isInteger || value.uint64 != number.uint64Value { differ("\(value) vs unsigned \(number)") }
        default:
            if !value.isInteger || value.int64 != number.int64Value { differ("\(value) vs integer \(number)") }
        }
    }
}
