import Foundation
import Testing
import YYModel

/// A `DecodingError` reduced to what both coders must agree on: the case, the coding path (each
/// key's `stringValue` and `intValue`) and, for `keyNotFound`, the missing key.
struct DecodingErrorSignature: Equatable, CustomStringConvertible {
    var kind: String
    var path: [PathElement]

    struct PathElement: Equatable, CustomStringConvertible {
        var stringValue: String
        var intValue: Int?
        var description: String { intValue.map { "[\($0)]" } ?? stringValue }
    }

    init(kind: String, path: [any CodingKey]) {
        self.kind = kind
        self.path = path.map { PathElement(stringValue: $0.stringValue, intValue: $0.intValue) }
    }

    init?(_ error: any Error) {
        switch error {
        case DecodingError.typeMismatch(let type, let context):
            self.init(kind: "typeMismatch(\(type))", path: context.codingPath)
        case DecodingError.valueNotFound(let type, let context):
            self.init(kind: "valueNotFound(\(type))", path: context.codingPath)
        case DecodingError.keyNotFound(let key, let context):
            self.init(kind: "keyNotFound(\(key.stringValue))", path: context.codingPath)
        case DecodingError.dataCorrupted(let context):
            self.init(kind: "dataCorrupted", path: context.codingPath)
        default:
            return nil
        }
    }

    var description: String { "\(kind) at \(path.map(\.description).joined(separator: "."))" }
}

/// The error `body` throws, or `nil`.
func caughtError<T>(_ body: () throws -> T) -> (any Error)? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}

/// Decodes `json` with Foundation's `JSONDecoder` and ours, configured alike by `configure`.
struct DecoderPair {
    let foundation = JSONDecoder()
    let ours = YYJSONDecoder()

    init(_ configure: (JSONDecoder, YYJSONDecoder) -> Void = { _, _ in }) {
        configure(foundation, ours)
    }

    /// Expects both to decode equal values; returns ours.
    @discardableResult
    func expectSameValue<T: Decodable & Equatable>(
        _ type: T.Type, _ json: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> T {
        let expected = try foundation.decode(T.self, from: Data(json.utf8))
        let actual = try ours.decode(T.self, from: Data(json.utf8))
        #expect(actual == expected, "\(json)", sourceLocation: sourceLocation)
        return actual
    }

    /// Expects both to fail with the same error case and coding path.
    func expectSameError<T: Decodable>(_ type: T.Type, _ json: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = caughtError { try foundation.decode(T.self, from: Data(json.utf8)) }
        let actual = caughtError { try ours.decode(T.self, from: Data(json.utf8)) }
        guard let expected else {
            Issue.record("Foundation decoded \(json) without error", sourceLocation: sourceLocation)
            return
        }
        guard let actual else {
            Issue.record("YYJSONDecoder decoded \(json) without error; Foundation threw \(expected)", sourceLocation: sourceLocation)
            return
        }
        #expect(DecodingErrorSignature(actual) == DecodingErrorSignature(expected), "\(json)", sourceLocation: sourceLocation)
    }
}

/// Encodes with Foundation's `JSONEncoder` and ours, configured alike.
struct EncoderPair {
    let foundation = JSONEncoder()
    let ours = YYJSONEncoder()

    init(_ configure: (JSONEncoder, YYJSONEncoder) -> Void = { _, _ in }) {
        configure(foundation, ours)
    }

    /// Expects byte-identical output (use only where Foundation's key order is deterministic:
    /// one key per object, or `.sortedKeys`); returns ours as text.
    @discardableResult
    func expectSameText<T: Encodable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let expected = String(decoding: try foundation.encode(value), as: UTF8.self)
        let actual = String(decoding: try ours.encode(value), as: UTF8.self)
        #expect(actual == expected, sourceLocation: sourceLocation)
        return actual
    }
}

/// A key made from any string, for hand-written containers in tests.
struct TestKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int?
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
