import Testing
import YYModel

/// Object keys are matched against a model's keys by length and leading bytes compared as whole
/// words (the first sixteen bytes masked, any later ones a word at a time): keys of every length
/// around those boundaries must find their property, and keys that differ only in their last
/// byte must not.
@Suite("Key matching")
struct KeyMatchingTests {
    @JSONModel
    struct Lengths: Equatable {
        @JSONKey("a") var one: Int?
        @JSONKey("abcdefg") var seven: Int?
        @JSONKey("abcdefgh") var eight: Int?
        @JSONKey("abcdefghi") var nine: Int?
        @JSONKey("abcdefghijklmno") var fifteen: Int?
        @JSONKey("abcdefghijklmnop") var sixteen: Int?
        @JSONKey("abcdefghijklmnopq") var seventeen: Int?
        @JSONKey("abcdefghijklmnopqrstuvwx") var twentyFour: Int?
        @JSONKey("abcdefghijklmnopqrstuvwxy") var twentyFive: Int?
        @JSONKey("abcdefghijklmnopqrstuvwxyz0123456789ABCD") var forty: Int?
    }

    private static let keys = [
        "a", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghijklmno", "abcdefghijklmnop",
        "abcdefghijklmnopq", "abcdefghijklmnopqrstuvwx", "abcdefghijklmnopqrstuvwxy",
        "abcdefghijklmnopqrstuvwxyz0123456789ABCD",
    ]

    private static let all = Lengths(
        one: 1, seven: 7, eight: 8, nine: 9, fifteen: 15, sixteen: 16, seventeen: 17,
        twentyFour: 24, twentyFive: 25, forty: 40)

    @Test("keys of 1 to 40 bytes find their properties, in order and reversed")
    func everyLength() throws {
        let members = Self.keys.map { #""\#($0)": \#($0.utf8.count)"# }
        #expect(try Lengths(json: "{" + members.joined(separator: ", ") + "}") == Self.all)
        #expect(try Lengths(json: "{" + members.reversed().joined(separator: ", ") + "}") == Self.all)
    }

    @Test("keys of 1 to 40 bytes are written whole, compact and pretty, and read back")
    func encodedKeys() throws {
        let compact = "{" + Self.keys.map { #""\#($0)":\#($0.utf8.count)"# }.joined(separator: ",") + "}"
        #expect(try Self.all.jsonString() == compact)
        let pretty = try Self.all.jsonString(options: .prettyPrinted)
        #expect(pretty.contains(#""abcdefghijklmnopqrstuvwxyz0123456789ABCD": 40"#))
        #expect(try Lengths(json: pretty) == Self.all)
    }

    @Test("keys written with escapes (unescaped into the arena) match too")
    func escapedKeys() throws {
        // `\u0061` is `a`, which every key starts with.
        let members = Self.keys.map { #""\u0061\#($0.dropFirst())": \#($0.utf8.count)"# }
        #expect(try Lengths(json: "{" + members.joined(separator: ", ") + "}") == Self.all)
    }

    @Test("a key that differs from a model key in its last byte, or is one byte shorter or longer, is ignored")
    func nearMisses() throws {
        // Each near miss follows the key before its model key, so that the model key is the
        // first one tried (keys are expected in declaration order): only the comparison of the
        // bytes themselves can turn it down.
        for (previous, key) in zip(Self.keys, Self.keys.dropFirst()) {
            let expected = try Lengths(json: #"{"\#(previous)": 1}"#)
            for miss in [key.dropLast() + "Z", key + "Z", key.dropLast(2) + "Z"] {
                #expect(try Lengths(json: #"{"\#(previous)": 1, "\#(miss)": 99}"#) == expected, "\(miss)")
            }
        }
    }

    @JSONModel
    struct Candidates: Equatable {
        @JSONKey("a", "b") var x: Int?
        var s: Int?
    }

    @Test("between candidates and duplicates: a non-null value beats null, then the earlier candidate, then the last duplicate", arguments: [
        (#"{"a": 1, "b": 2}"#, 1), (#"{"b": 2, "a": 1}"#, 1),
        (#"{"a": null, "b": 2}"#, 2), (#"{"b": 2, "a": null}"#, 2),
        (#"{"a": 1, "a": 3}"#, 3), (#"{"a": 1, "a": null}"#, 1), (#"{"a": null, "a": 4}"#, 4),
        (#"{"b": 5, "b": 6, "a": null}"#, 6),
    ] as [(String, Int)])
    func candidatePriority(json: String, expected: Int) throws {
        #expect(try Candidates(json: json).x == expected)
    }

    @Test("both candidates null, and a plain key's duplicates")
    func nullsAndPlainDuplicates() throws {
        #expect(try Candidates(json: #"{"a": null, "b": null, "x": 1}"#) == Candidates())
        #expect(try Candidates(json: #"{"s": 1, "s": 2}"#).s == 2)
        #expect(try Candidates(json: #"{"s": 1, "s": null}"#).s == 1)
        #expect(try Candidates(json: #"{"s": null, "s": 3}"#).s == 3)
    }
}
