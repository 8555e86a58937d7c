// libFuzzer target: parse -> write -> parse. Build and run with `Scripts/fuzz.sh roundtrip SECONDS`.
//
// Whatever parses must write (compact, pretty, sorted, unescaped slashes) into text that parses
// back to an equal value, and writing that value again must give the same bytes. The writer must
// never produce text the parser rejects.
import Foundation
import YYModel

/// The writing options every parsed value goes through.
private let optionSets: [JSONWritingOptions] = [
    .compact,
    .prettyPrinted,
    .sortedKeys,
    JSONWritingOptions(formatting: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes], indentWidth: 3),
]

/// The libFuzzer entry point: one input per call; a crash or trap is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRoundTrip(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let value: JSON
    do {
        value = try JSON(parsing: bytes)
    } catch is JSONParseError {
        return 0
    } catch {
        fatalError("parsing threw \(type(of: error)), not JSONParseError")
    }
    for options in optionSets {
        let written: Data
        do {
            written = try value.jsonData(options: options)
        } catch {
            fatalError("writing a parsed value failed: \(error)")
        }
        let again: JSON
        do {
            again = try JSON(parsing: written)
        } catch {
            fatalError("the writer produced text the parser rejects: \(error)\n\(String(decoding: written, as: UTF8.self))")
        }
        guard again == value else {
            fatalError("round trip changed the value:\n\(String(decoding: bytes, as: UTF8.self))\n->\n\(String(decoding: written, as: UTF8.self))")
        }
        guard again.hashValue == value.hashValue else { fatalError("equal values hash differently") }
        guard let rewritten = try? again.jsonData(options: options), rewritten == written else {
            fatalError("writing is not idempotent:\n\(String(decoding: written, as: UTF8.self))")
        }
    }
    // The string form and the model-input path (a JSON value is written and parsed again) agree.
    guard let text = try? value.jsonString(), (try? JSON(parsing: text)) == value else {
        fatalError("jsonString() does not round-trip")
    }
    return 0
}
