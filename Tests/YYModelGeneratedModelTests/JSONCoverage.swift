import Foundation
import YYModel

/// Compares a re-encoded model with the JSON it was decoded from.
enum JSONCoverage {
    /// The places where `original` has a non-null value that `encoded` lacks or changed, as
    /// `path: what` lines (at most `limit`).
    ///
    /// Objects compare by key (order and extra keys in `encoded` do not matter), arrays element
    /// by element, numbers by value (`1` equals `1.0`). Strings that are dates compare as
    /// instants, since `Date` properties are written in RFC 3339 (`Wed Sep 16 12:20:09 +0800 2015`
    /// equals `2015-09-16T04:20:09Z`). A missing key means the model does not map it; keys in
    /// `unmappedKeys` are known to be left out and not reported.
    static func missing(from encoded: JSON, original: JSON, unmappedKeys: Set<String> = [], limit: Int = 20) -> [String] {
        var result: [String] = []
        collect(original, encoded, path: "$", unmappedKeys: unmappedKeys, into: &result, limit: limit)
        return result
    }

    private static func collect(
        _ original: JSON, _ encoded: JSON, path: String, unmappedKeys: Set<String>, into result: inout [String], limit: Int
    ) {
        guard result.count < limit else { return }
        switch (original, encoded) {
        case (.null, _):
            return
        case (.object(let members), .object(let encodedMembers)):
            for (key, value) in members where !value.isNull && !unmappedKeys.contains(key) {
                guard let encodedValue = encodedMembers[key] else {
                    result.append("\(path).\(key): missing")
                    continue
                }
                collect(value, encodedValue, path: "\(path).\(key)", unmappedKeys: unmappedKeys, into: &result, limit: limit)
            }
        case (.array(let elements), .array(let encodedElements)):
            guard elements.count == encodedElements.count else {
                result.append("\(path): \(elements.count) elements, encoded \(encodedElements.count)")
                return
            }
            for (index, (element, encodedElement)) in zip(elements, encodedElements).enumerated() {
                collect(element, encodedElement, path: "\(path)[\(index)]", unmappedKeys: unmappedKeys, into: &result, limit: limit)
            }
        case (.string(let text), .string(let encodedText)) where text != encodedText:
            if let date = JSONDate.parse(text), let encodedDate = JSONDate.parse(encodedText), date == encodedDate { return }
            result.append("\(path): \(original) became \(encoded)")
        default:
            if original != encoded { result.append("\(path): \(original) became \(encoded)") }
        }
    }
}
