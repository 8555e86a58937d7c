// libFuzzer target: JSON5 and brace-less objects in YYJSONDecoder. Build and run with
// `Scripts/fuzz.sh json5 SECONDS`.
//
// Every input must either decode or throw `DecodingError.dataCorrupted` whose underlying
// `JSONParseError` names a position inside the input. JSON5 extends JSON, so whatever the decoder
// accepts as JSON must decode to the same value with `allowsJSON5`; and text read as a brace-less
// object must be an object.
import Foundation
import YYModel

/// The libFuzzer entry point: one input per call; a crash or trap is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON5(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    let json5 = FuzzJSON5.decode(bytes, json5: true, braceless: false)
    if case .success(let strict) = FuzzJSON5.decode(bytes, json5: false, braceless: false) {
        guard case .success(let value) = json5 else { fatalError("JSON5 rejected valid JSON") }
        guard value == strict else { fatalError("JSON5 read valid JSON as \(value), not \(strict)") }
    }
    for json5 in [true, false] {
        if case .success(let value) = FuzzJSON5.decode(bytes, json5: json5, braceless: true) {
            guard case .object = value else { fatalError("a brace-less read gave \(value)") }
        }
    }
    return 0
}

enum FuzzJSON5 {
    /// Decodes `bytes` into a `JSON` value; any error other than a parse error with a valid
    /// position (or a depth or type error from decoding the value) is a finding.
    static func decode(_ bytes: Data, json5: Bool, braceless: Bool) -> Result<JSON, DecodingError> {
        let decoder = YYJSONDecoder()
        decoder.allowsJSON5 = json5
        decoder.assumesTopLevelDictionary = braceless
        do {
            return .success(try decoder.decode(JSON.self, from: bytes))
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, let parseError = context.underlyingError as? JSONParseError {
                guard parseError.offset >= 0, parseError.offset <= bytes.count, parseError.line >= 1, parseError.column >= 1,
                    !parseError.reason.isEmpty
                else { fatalError("bad error position: \(parseError) at offset \(parseError.offset) of \(bytes.count)") }
            }
            return .failure(error)
        } catch {
            fatalError("decoding threw \(type(of: error))")
        }
    }

}
