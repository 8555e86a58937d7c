// libFuzzer target: decoding `TwitterModels.Root` (Benchmarks/CorpusModels/Twitter.swift), lenient
// and strict. Build and run with `Scripts/fuzz.sh twitter SECONDS`.
//
// Every input must give a model or a `JSONParseError`/`JSONModelError`. Strict success implies
// lenient success with no issues; a decoded model must encode, and decoding its encoding must give
// the same encoding again. Statuses and single statuses are decoded from the same input too.
import Foundation
import YYModel

/// The libFuzzer entry point: one input per call; a crash or trap is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTwitter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var issues: [JSONDecodingIssue] = []
    let lenient = FuzzDecode.attempt { try TwitterModels.Root(json: bytes, issues: &issues) }
    let strict = FuzzDecode.attempt { try TwitterModels.Root(json: Data(bytes), options: JSONDecodingOptions(strict: true)) }
    if let strictRoot = strict {
        guard let lenientRoot = lenient else { fatalError("strict decoding succeeded where lenient failed") }
        guard issues.isEmpty else { fatalError("strict decoding succeeded but lenient reported \(issues)") }
        guard FuzzDecode.encoding(of: strictRoot) == FuzzDecode.encoding(of: lenientRoot) else {
            fatalError("strict and lenient models differ")
        }
    }
    if let root = lenient {
        for issue in issues { _ = issue.description }
        let first = FuzzDecode.encoding(of: root)
        guard let decodedAgain = FuzzDecode.attempt({ try TwitterModels.Root(json: first) }) else {
            fatalError("a decoded model's encoding does not decode:\n\(String(decoding: first, as: UTF8.self))")
        }
        guard FuzzDecode.encoding(of: decodedAgain) == first else {
            fatalError("encode -> decode -> encode changed the text:\n\(String(decoding: first, as: UTF8.self))")
        }
        _ = TwitterModels.CorpusCheck.checkValue(root)
    }
    // The nested types, from the same bytes and from a JSON value.
    _ = FuzzDecode.attempt { try [TwitterModels.Status](json: bytes) }.map { FuzzDecode.encoding(of: $0) }
    _ = FuzzDecode.attempt { try TwitterModels.Status(json: bytes, options: JSONDecodingOptions(strict: true)) }
    if let value = try? JSON(parsing: bytes) {
        _ = FuzzDecode.attempt { try TwitterModels.Root(json: value) }
        _ = TwitterModels.Status.model(withJSON: value)
    }
    return 0
}

enum FuzzDecode {
    /// Runs a decode; a value, or `nil` for the two documented errors; anything else is a finding.
    static func attempt<Value>(_ body: () throws -> Value) -> Value? {
        do {
            return try body()
        } catch let error as JSONParseError {
            guard !error.reason.isEmpty, error.line >= 1, error.column >= 1 else { fatalError("bad parse error \(error)") }
            return nil
        } catch let error as JSONModelError {
            guard !error.description.isEmpty else { fatalError("empty model error") }
            return nil
        } catch {
            fatalError("decoding threw \(type(of: error)): \(error)")
        }
    }

    /// The compact encoding of a model; encoding a decoded model must not fail.
    static func encoding(of model: some JSONModel) -> Data {
        do {
            return try model.jsonData()
        } catch {
            fatalError("encoding a decoded model failed: \(error)")
        }
    }

    /// The compact encoding of an array of models.
    static func encoding(of models: [TwitterModels.Status]) -> Data {
        do {
            return try models.jsonData()
        } catch {
            fatalError("encoding decoded models failed: \(error)")
        }
    }
}
