// libFuzzer target: the Codable drop-in coders on `TwitterCodable.Root` (Benchmarks/CorpusModels/
// Twitter.swift) and on `[String: [Int]]`. Build and run with `Scripts/fuzz.sh codable SECONDS`.
//
// Every input must give a value or a `DecodingError` whose coding path and description can be read
// (the path's keys are rebuilt from the decoder's compact key forms); a decoded value must encode,
// and decoding its encoding must give the same encoding again. The lenient decoder
// (`allowsLenientConversions`) must succeed wherever the strict one does.
import Foundation
import YYModel

/// The libFuzzer entry point: one input per call; a crash or trap is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCodable(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    FuzzCodable.check(TwitterCodable.Root.self, bytes)
    FuzzCodable.check([String: [Int]].self, bytes)
    return 0
}

enum FuzzCodable {
    static func check<Value: Codable>(_: Value.Type, _ bytes: Data) {
        let strict = decode(Value.self, bytes, with: YYJSONDecoder())
        let lenientDecoder = YYJSONDecoder()
        lenientDecoder.allowsLenientConversions = true
        let lenient = decode(Value.self, bytes, with: lenientDecoder)
        if strict != nil && lenient == nil { fatalError("lenient decoding failed where strict decoding succeeded") }
        for value in [strict, lenient].compactMap({ $0 }) {
            // Written as it streams, then with sorted keys for the comparison (a dictionary's
            // order may differ between two equal dictionaries).
            let streamed = encode(value, sorted: false)
            guard decode(Value.self, streamed, with: YYJSONDecoder()) != nil else {
                fatalError("an encoding does not decode:\n\(String(decoding: streamed, as: UTF8.self))")
            }
            let first = encode(value, sorted: true)
            guard let again = decode(Value.self, first, with: YYJSONDecoder()), encode(again, sorted: true) == first else {
                fatalError("encode -> decode -> encode changed the text:\n\(String(decoding: first, as: UTF8.self))")
            }
        }
    }

    /// A value, or `nil` for a `DecodingError` (whose path and description are read); anything
    /// else is a finding.
    static func decode<Value: Decodable>(_: Value.Type, _ bytes: Data, with decoder: YYJSONDecoder) -> Value? {
        do {
            return try decoder.decode(Value.self, from: bytes)
        } catch let error as DecodingError {
            let context: DecodingError.Context
            switch error {
            case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c): context = c
            @unknown default: fatalError("unknown DecodingError \(error)")
            }
            for key in context.codingPath { _ = (key.stringValue, key.intValue) }
            guard !context.debugDescription.isEmpty else { fatalError("DecodingError without a description") }
            return nil
        } catch {
            fatalError("decoding threw \(type(of: error)): \(error)")
        }
    }

    /// The compact encoding of a decoded value, which must not fail.
    static func encode<Value: Encodable>(_ value: Value, sorted: Bool) -> Data {
        let encoder = YYJSONEncoder()
        if sorted { encoder.outputFormatting = .sortedKeys }
        do {
            return try encoder.encode(value)
        } catch {
            fatalError("encoding a decoded value failed: \(error)")
        }
    }
}
