import Testing
@testable import YYJSON
@testable import YYModel

/// `JSONTextCursor.stringMember(_:)`, `leadingStringMember(_:)` and its hinted forms: one member of
/// an object found ahead in its text, past strings, escapes and nested values, in whichever form this build scans (SSE2 on x86-64,
/// Swift's SIMD types on other processors and with `YYMODEL_PORTABLE`; CI runs both).
@Suite struct MemberLookAheadTests {
    /// What `look` finds with a cursor at the start of `text`.
    static func look(in text: String, _ look: (JSONTextCursor) -> String?) -> String? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in look(JSONTextCursor(start: buffer.baseAddress!, count: buffer.count)) }
    }

    static func member(_ key: String, of text: String) -> String? {
        look(in: text) { $0.stringMember(key) }
    }

    @Test(arguments: [
        (#"{"type": "a"}"#, "a"),
        (#"  {"type":"a"}  "#, "a"),
        (#"{"x": {"type": "inner"}, "type": "outer"}"#, "outer"),
        (#"{"x": [{"type": "inner"}, ["type"]], "type": "outer"}"#, "outer"),
        (#"{"url": "a{/b}[", "type": "t"}"#, "t"),
        (#"{"x": "{\"type\": \"s\"", "type": "t"}"#, "t"),
        (#"{"x": "\\", "type": "t"}"#, "t"),
        (#"{"x": "\\\"type\": ", "type": "t"}"#, "t"),
        (#"{"say \"type": "no", "type": "t"}"#, "t"),
        (#"{"types": "no", "typ": "no", "type": "t"}"#, "t"),
        (#"{"name": "type", "type" : "t"}"#, "t"),
        (#"{"type": "", "type": "second"}"#, ""),
        (#"{"type": "中文 é", "next": 1}"#, "中文 é"),
    ])
    func findsTheMemberOneLevelDeep(text: String, expected: String) {
        #expect(Self.member("type", of: text) == expected)
    }

    @Test(arguments: [
        #"{"x": 1}"#, #"{"x": {"type": "inner"}}"#, #"{"x": ["type", {"type": "a"}]}"#, #"[{"type": "a"}]"#,
        #""type""#, #"{"a": 1} {"type": "sibling"}"#, #"{"a": [1]}, {"type": "sibling"}"#, #"{"type": 3}"#,
        #"{"type": null}"#, #"{"type": "a\nb"}"#, #"{"type": "unterminated"#, #"{"type""#, #"{"type" "a"}"#, "",
        #"{"ty\u0070e": "escaped key"}"#,
    ])
    func answersNilWithoutAPlainStringMember(text: String) {
        #expect(Self.member("type", of: text) == nil)
    }

    static func leadingMember(_ key: String, of text: String) -> String? {
        look(in: text) { $0.leadingStringMember(key) }
    }

    @Test(arguments: [
        (#"{"type": "a"}"#, "a"),
        (#"  {"type":"a"}  "#, "a"),
        (#"{"url": "a{/b}[c]", "type": "t"}"#, "t"),
        (#"{"say \"type": "no", "type": "t"}"#, "t"),
        (#"{"x": "\\", "type": "t"}"#, "t"),
        (#"{"types": "no", "type" : "t"}"#, "t"),
        (#"{"type": "t", "x": {"type": "inner"}}"#, "t"),
        (#"{"type": "", "type": "second"}"#, ""),
    ])
    func findsTheMemberAheadOfNestedValues(text: String, expected: String) {
        #expect(Self.leadingMember("type", of: text) == expected)
        #expect(Self.member("type", of: text) == expected)
    }

    @Test(arguments: [
        #"{"x": {"type": "inner"}, "type": "outer"}"#,
        #"{"x": [1], "type": "outer"}"#,
        #"{"x" :\#n\#t {"type": "inner"}, "type": "outer"}"#,
        #"{"note": "a: {b", "type": "t"}"#,
        #"[{"type": "a"}]"#,
        #"{"type": 3}"#,
        #"{"ty\u0070e": "escaped key"}"#,
    ])
    func leavesAnythingElseToTheStructure(text: String) {
        #expect(Self.leadingMember("type", of: text) == nil)
    }

    @Test func looksOnlyNearTheObjectsStart() {
        let far = #"{"pad": ""# + String(repeating: "a", count: JSONTextCursor.leadingLookLimit) + #"", "type": "t"}"#
        #expect(Self.leadingMember("type", of: far) == nil)
        #expect(Self.member("type", of: far) == "t")
    }

    /// A closing quote may be followed by these bytes, so a key that begins with one is not
    /// looked for without the structure.
    @Test func leavesKeysThatMayFollowAStringToTheStructure() {
        #expect(Self.leadingMember(",b", of: #"{"a": "x",",b": "no"}"#) == nil)
        #expect(Self.leadingMember(":", of: #"{"a":":"}"#) == nil)
        #expect(Self.member(",b", of: #"{"a": "x",",b": "yes"}"#) == "yes")
    }

    /// The member after a string of every length from 0 to 200, so that every byte of it falls
    /// on every position of a 64-byte block, ending in each kind of escape.
    @Test(arguments: [#"x"#, #"\\"#, #"\""#, #"\\\""#, #"{["#, #"\u005c"#])
    func findsTheMemberAfterStringsAcrossBlocks(ending: String) {
        for length in 0...200 {
            let padding = String(repeating: "a", count: length) + ending
            let text = #"{"pad": ""# + padding + #"", "inner": {"type": "no"}, "type": "t\#(length)"}"#
            #expect(Self.member("type", of: text) == "t\(length)", "\(text)")
            let closed = #"{"pad": ""# + padding + #""} , {"type": "no"}"#
            #expect(Self.member("type", of: closed) == nil, "\(closed)")
        }
    }

    /// What `leadingStringMember(_:hint:)` finds with `hint`, and the hint it leaves.
    static func hintedLeadingMember(_ key: String, of text: String, hint: Int) -> (value: String?, hint: Int) {
        var hint = hint
        let value = look(in: text) { $0.leadingStringMember(key, hint: &hint) }
        return (value, hint)
    }

    /// Where the hint says, the member is taken when no value nested in the object opens before
    /// it; anywhere else, the look goes on as without a hint and says where it found the member.
    @Test func aHintIsTakenOnlyForTheObjectsOwnMember() {
        let text = #"{"a": "x", "type": "t"}"#
        #expect(Self.hintedLeadingMember("type", of: text, hint: 11) == ("t", 11))
        #expect(Self.hintedLeadingMember("type", of: text, hint: 0) == ("t", 11))
        #expect(Self.hintedLeadingMember("type", of: text, hint: 3) == ("t", 11))
        #expect(Self.hintedLeadingMember("type", of: "  " + text, hint: 11) == ("t", 11))
        // A nested object's member there: the object's own comes later, past a nested value.
        #expect(Self.hintedLeadingMember("type", of: #"{"a": {"type": "inner"}, "type": "t"}"#, hint: 7).value == nil)
        #expect(Self.hintedLeadingMember("type", of: #"{"a": ["type", {"type": "i"}], "type": "t"}"#, hint: 16).value == nil)
        // Quoted inside a string, or another key that begins alike.
        #expect(Self.hintedLeadingMember("type", of: #"{"a": "\"type\": \"s\"", "type": "t"}"#, hint: 8) == ("t", 25))
        #expect(Self.hintedLeadingMember("type", of: #"{"types": "s", "type": "t"}"#, hint: 1) == ("t", 15))
        // Brackets inside strings open nothing.
        #expect(Self.hintedLeadingMember("type", of: #"{"url": "a{/b}[", "type": "t"}"#, hint: 18) == ("t", 18))
    }

    /// For every hint, in objects whose keys do not repeat, the hinted look answers what the look
    /// without a hint answers, with the member and the brackets before it falling on every place
    /// of a 64-byte block.
    @Test func everyHintGivesTheAnswerOfTheLookWithout() {
        for length in stride(from: 0, through: 140, by: 7) {
            let padding = String(repeating: "a", count: length)
            let texts = [
                #"{"pad": ""# + padding + #"", "url": "{/x}[", "type": "t"}"#,
                #"{"pad": ""# + padding + #"", "inner": {"type": "no"}, "type": "t"}"#,
                #"{"inner": {"pad": ""# + padding + #"", "type": "no"}, "type": "t"}"#,
                #"{"list": [""# + padding + #"", "type"], "type": "t"}"#,
            ]
            for text in texts {
                let expected = Self.leadingMember("type", of: text)
                for hint in 0...text.utf8.count + 1 {
                    #expect(Self.hintedLeadingMember("type", of: text, hint: hint).value == expected, "\(hint): \(text)")
                }
            }
        }
    }

    /// The unchecked form finds a key where the hint says, nested or not, and says where its quote
    /// is; the caller makes sure it is the object's own.
    @Test func theUncheckedHintFindsAnyKeyThere() {
        func hinted(_ text: String, _ distance: Int) -> (value: String?, quote: Int)? {
            Array(text.utf8).withUnsafeBufferPointer { buffer in
                JSONTextCursor(start: buffer.baseAddress!, count: buffer.count).hintedStringMember("type", at: distance)
            }
        }
        #expect(hinted(#" {"a": {"type": "inner"}}"#, 7).map { [$0.value ?? "nil", "\($0.quote)"] } == ["inner", "8"])
        #expect(hinted(#"{"type": 3}"#, 1).map { $0.value == nil && $0.quote == 1 } == true)
        #expect(hinted(#"{"a": "\"type\": \"s\""}"#, 8) == nil)
        #expect(hinted(#"{"type": "t"}"#, 0) == nil)
        #expect(hinted(#"{"type": "t"}"#, 40) == nil)
        #expect(hinted(#"["type", "t"]"#, 1) == nil)
    }

    /// Random objects with the member at a random place and random members around it, some of
    /// them holding the key deeper down: the member's value is found every time.
    @Test func findsTheMemberInRandomObjects() throws {
        var random = RandomJSON(seed: 0x7A6)
        for round in 0..<2000 {
            var object = JSONObject()
            let count = random.below(12)
            let position = random.below(count + 1)
            for index in 0...count {
                if index == position { object.append(key: "type", value: .string("tag\(round)")) }
                guard index < count else { break }
                var key = random.string(maxLength: 8)
                while key == "type" { key = random.string(maxLength: 8) }
                let value = random.chance(20) ? JSON.object(["type": .string(random.string())]) : random.value(depth: 2)
                object.append(key: key, value: value)
            }
            let text = try JSON.object(object).jsonString()
            #expect(Self.member("type", of: text) == "tag\(round)", "\(text)")
            let leading = Self.leadingMember("type", of: text)
            #expect(leading == nil || leading == "tag\(round)", "\(text)")
        }
    }
}
