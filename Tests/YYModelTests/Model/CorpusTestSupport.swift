import Foundation
import Testing
import YYModel

/// Helpers for the real-data tests of the corpus models (`Fixtures/*.json`).
enum CorpusSupport {
    /// Decodes `Fixtures/<name>` leniently (expecting no issues) and strictly, and returns the strict
    /// result with the raw bytes.
    static func decode<Model: JSONModel>(
        _ type: Model.Type, from name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (model: Model, data: Data) {
        let data = try fixtureData(name)
        var issues: [JSONDecodingIssue] = [JSONDecodingIssue(path: "sentinel", reason: "replaced by the decode")]
        _ = try Model(json: data, issues: &issues)
        #expect(issues.isEmpty, "lenient decode of \(name) reported \(issues)", sourceLocation: sourceLocation)
        let model = try Model(json: data, options: JSONDecodingOptions(strict: true))
        return (model, data)
    }

    /// Re-encodes `model` and parses the output back into a ``JSON`` value.
    static func reencoded<Model: JSONModel>(_ model: Model, includesNulls: Bool) throws -> JSON {
        try JSON(parsing: model.jsonData(options: JSONWritingOptions(includesNulls: includesNulls)))
    }

    /// The places where `reencoded` differs from `original`, as `path: what` lines (at most `limit`).
    ///
    /// Objects compare as sets of members (order does not matter), arrays element by element,
    /// numbers by value (an integer equals the same double). Every member of `original` must be in
    /// `reencoded` (a missing one means the model does not map that key). With
    /// `allowingAddedNulls`, `reencoded` may have extra members whose value is `null`: an optional
    /// property whose key the original lacks, written because the encode asked for nulls.
    static func differences(
        original: JSON, reencoded: JSON, allowingAddedNulls: Bool = false, limit: Int = 20
    ) -> [String] {
        var result: [String] = []
        collectDifferences(original, reencoded, path: "$", allowingAddedNulls: allowingAddedNulls, into: &result, limit: limit)
        return result
    }

    private static func collectDifferences(
        _ original: JSON, _ reencoded: JSON, path: String, allowingAddedNulls: Bool,
        into result: inout [String], limit: Int
    ) {
        guard result.count < limit else { return }
        switch (original, reencoded) {
        case (.object(let left), .object(let right)):
            for key in Set(left.keys).sorted() {
                guard let value = right[key] else {
                    result.append("\(path).\(key): missing from the output (not mapped)")
                    continue
                }
                collectDifferences(left[key]!, value, path: "\(path).\(key)", allowingAddedNulls: allowingAddedNulls, into: &result, limit: limit)
            }
            for key in Set(right.keys).subtracting(left.keys).sorted() {
                if allowingAddedNulls && right[key] == .null { continue }
                result.append("\(path).\(key): not in the input, output \(right[key]!)")
            }
        case (.array(let left), .array(let right)):
            guard left.count == right.count else {
                result.append("\(path): \(left.count) elements in the input, \(right.count) in the output")
                return
            }
            for (index, (leftValue, rightValue)) in zip(left, right).enumerated() {
                collectDifferences(leftValue, rightValue, path: "\(path)[\(index)]", allowingAddedNulls: allowingAddedNulls, into: &result, limit: limit)
            }
        default:
            if original != reencoded {
                result.append("\(path): input \(original), output \(reencoded)")
            }
        }
    }

    /// `json` with every `null` object member removed, recursively (array elements stay).
    static func removingNullMembers(_ json: JSON) -> JSON {
        switch json {
        case .object(let object):
            var result = JSONObject()
            for (key, value) in object where value != .null {
                result.append(key: key, value: removingNullMembers(value))
            }
            return .object(result)
        case .array(let elements):
            return .array(elements.map(removingNullMembers))
        default:
            return json
        }
    }

    /// `json` with `transform` applied to the value of every object member named in `keys`, recursively.
    static func mappingMembers(named keys: Set<String>, in json: JSON, _ transform: (JSON) -> JSON) -> JSON {
        switch json {
        case .object(let object):
            var result = JSONObject()
            for (key, value) in object {
                let mapped = mappingMembers(named: keys, in: value, transform)
                result.append(key: key, value: keys.contains(key) ? transform(mapped) : mapped)
            }
            return .object(result)
        case .array(let elements):
            return .array(elements.map { mappingMembers(named: keys, in: $0, transform) })
        default:
            return json
        }
    }
}

@Suite("Corpus: comparison helper")
struct CorpusSupportTests {
    @Test("reports missing members, changed values, non-null extras and array lengths")
    func differences() {
        let original: JSON = ["a": 1, "b": ["c": "x", "d": [1, 2]], "e": nil]
        #expect(CorpusSupport.differences(original: original, reencoded: ["b": ["d": [1, 2], "c": "x"], "e": nil, "a": 1.0]) == [])
        #expect(CorpusSupport.differences(original: original, reencoded: ["a": 1, "b": ["c": "y", "d": [1]], "e": nil]) == [
            #"$.b.c: input "x", output "y""#,
            "$.b.d: 2 elements in the input, 1 in the output",
        ])
        #expect(CorpusSupport.differences(original: original, reencoded: ["a": 1, "b": ["c": "x", "d": [1, 2]]]) == [
            "$.e: missing from the output (not mapped)",
        ])
        let withExtras: JSON = ["a": 1, "b": ["c": "x", "d": [1, 2], "f": nil], "e": nil, "g": 0]
        #expect(CorpusSupport.differences(original: original, reencoded: withExtras) == [
            "$.b.f: not in the input, output null",
            "$.g: not in the input, output 0",
        ])
        #expect(CorpusSupport.differences(original: original, reencoded: withExtras, allowingAddedNulls: true) == [
            "$.g: not in the input, output 0",
        ])
    }

    @Test("removes null members and maps named members")
    func transforms() {
        let json: JSON = ["a": nil, "b": [nil, ["c": nil, "d": "7"]], "d": "8"]
        #expect(CorpusSupport.removingNullMembers(json) == ["b": [nil, ["d": "7"]], "d": "8"])
        let mapped = CorpusSupport.mappingMembers(named: ["d"], in: json) { .number(JSONNumber(Int64($0.string ?? "") ?? -1)) }
        #expect(mapped == ["a": nil, "b": [nil, ["c": nil, "d": 7]], "d": 8])
    }
}
