import Foundation
import YYModel
import YYModelCorpusModels

/// A corpus's `@JSONModel` root type and its compiler-synthesized Codable twin, with the check that
/// both decoded the same values.
struct CorpusModelPair {
    /// Runs one body per library over the pair's types; returns the cases.
    let makeCases: (BenchmarkContext, Direction) throws -> [BenchmarkCase]
    /// Decodes the bytes once the way `decode` times it for the library (`Model(json:)` or
    /// `JSONDecoder`), and calls the closure while the decoded value is still alive.
    let decodeOnce: (BenchmarkLibrary, Data, _ whileAlive: () -> Void) throws -> Void

    /// What is timed: our generated model code, the hand-written decoder over our document, or our
    /// Codable drop-in coders, against Foundation; or the Codable protocol's own cost
    /// (``DiscardingEncoder``), which bounds what any Codable encoder can gain on Foundation.
    enum Direction { case decode, handwritten, encode, codableDecode, codableEncode, codableEncodeFloor }

    /// The pair for `model` and `twin`, compared through their check strings.
    init<Model: JSONModel & HandwrittenDecodable, Twin: Codable>(
        _ model: Model.Type, _ twin: Twin.Type,
        check: @escaping (Model) -> String, twinCheck: @escaping (Twin) -> String
    ) {
        // What `decode` times, and what `--memory` measures: one definition for both.
        func decodeModel(_ bytes: Data) throws -> Model { try Model(json: bytes) }
        func decodeTwin(_ bytes: Data) throws -> Twin { try JSONDecoder().decode(Twin.self, from: bytes) }

        makeCases = { context, direction in
            let ours = try Model(json: context.data, options: JSONDecodingOptions(strict: true))
            let theirs = try JSONDecoder().decode(Twin.self, from: context.data)
            guard check(ours) == twinCheck(theirs) else {
                throw BenchmarkError.roundTripMismatch(
                    dataset: context.corpus.name.rawValue,
                    detail: "decoded values differ: yymodel \(check(ours)), foundation \(twinCheck(theirs))")
            }
            let bytes = context.data
            // The Foundation side of every decode direction: JSONDecoder on the Codable twin; of
            // every encode direction, JSONEncoder on it.
            let foundationDecode = context.measure(.foundation) { _ = try decodeTwin(bytes); return 1 }
            // Encodes of several threads each encode a twin or model of their own, decoded for the
            // thread, as threads serving different requests do: one shared value would have every
            // thread change the reference counts of the same strings.
            func encodeTwin(_ encode: @escaping (Twin) throws -> Int) -> () throws -> () throws -> Int {
                { let twin = try decodeTwin(bytes); return { try encode(twin) } }
            }
            let foundationEncoder = JSONEncoder()
            let foundationEncode = context.measure(
                .foundation, { try foundationEncoder.encode(theirs).count }, makeThreadBody: encodeTwin { try foundationEncoder.encode($0).count })
            // Both libraries' decode bodies drop the result and return 1, so that the loop around
            // them costs both the same. (The decoded value cannot be optimized away: a decode
            // allocates and may throw.)
            switch direction {
            case .decode:
                return [
                    context.measure(.yymodel) { _ = try decodeModel(bytes); return 1 },
                    foundationDecode,
                ]
            case .handwritten:
                let handwritten = try Model(handwrittenJSON: bytes)
                guard check(handwritten) == check(ours) else {
                    throw BenchmarkError.roundTripMismatch(
                        dataset: context.corpus.name.rawValue,
                        detail: "decoded values differ: hand-written \(check(handwritten)), generated \(check(ours))")
                }
                return [
                    context.measure(.yymodel) { _ = try Model(handwrittenJSON: bytes); return 1 },
                    foundationDecode,
                ]
            case .codableDecode:
                let decoder = YYJSONDecoder()
                guard try twinCheck(decoder.decode(Twin.self, from: bytes)) == twinCheck(theirs) else {
                    throw BenchmarkError.roundTripMismatch(
                        dataset: context.corpus.name.rawValue, detail: "YYJSONDecoder and JSONDecoder decoded different values")
                }
                return [
                    context.measure(.yymodel) { _ = try decoder.decode(Twin.self, from: bytes); return 1 },
                    foundationDecode,
                ]
            case .codableEncode:
                let encoder = YYJSONEncoder()
                guard try twinCheck(JSONDecoder().decode(Twin.self, from: encoder.encode(theirs))) == twinCheck(theirs) else {
                    throw BenchmarkError.roundTripMismatch(
                        dataset: context.corpus.name.rawValue, detail: "YYJSONEncoder output does not decode back to the same values")
                }
                return [
                    context.measure(.yymodel, { try encoder.encode(theirs).count }, makeThreadBody: encodeTwin { try encoder.encode($0).count }),
                    foundationEncode,
                ]
            case .codableEncodeFloor:
                guard try DiscardingEncoder.count(theirs) > 0 else {
                    throw BenchmarkError.roundTripMismatch(
                        dataset: context.corpus.name.rawValue, detail: "the Codable twin gave the discarding encoder no values")
                }
                return [
                    context.measure(.yymodel, { try DiscardingEncoder.count(theirs) }, makeThreadBody: encodeTwin { try DiscardingEncoder.count($0) }),
                    foundationEncode,
                ]
            case .encode:
                guard try check(Model(json: ours.jsonData())) == check(ours) else {
                    throw BenchmarkError.roundTripMismatch(
                        dataset: context.corpus.name.rawValue, detail: "jsonData() output does not decode back to the same model")
                }
                return [
                    context.measure(.yymodel, { try ours.jsonData().count }, makeThreadBody: {
                        let model = try decodeModel(bytes)
                        return { try model.jsonData().count }
                    }),
                    foundationEncode,
                ]
            }
        }
        decodeOnce = { library, bytes, whileAlive in
            switch library {
            case .yymodel:
                let model = try decodeModel(bytes)
                withExtendedLifetime(model) { whileAlive() }
            case .foundation:
                let twin = try decodeTwin(bytes)
                withExtendedLifetime(twin) { whileAlive() }
            }
        }
    }

    /// The pair for a corpus.
    static func forCorpus(_ name: BenchmarkCorpus.Name) -> CorpusModelPair {
        switch name {
        case .githubUser:
            return CorpusModelPair(GithubUserModels.Root.self, GithubUserCodable.Root.self,
                check: GithubUserModels.CorpusCheck.checkValue, twinCheck: GithubUserCodable.CorpusCheck.checkValue)
        case .weibo:
            return CorpusModelPair(WeiboModels.Root.self, WeiboCodable.Root.self,
                check: WeiboModels.CorpusCheck.checkValue, twinCheck: WeiboCodable.CorpusCheck.checkValue)
        case .twitter:
            return CorpusModelPair(TwitterModels.Root.self, TwitterCodable.Root.self,
                check: TwitterModels.CorpusCheck.checkValue, twinCheck: TwitterCodable.CorpusCheck.checkValue)
        case .citmCatalog:
            return CorpusModelPair(CitmCatalogModels.Root.self, CitmCatalogCodable.Root.self,
                check: CitmCatalogModels.CorpusCheck.checkValue, twinCheck: CitmCatalogCodable.CorpusCheck.checkValue)
        case .canada:
            return CorpusModelPair(CanadaModels.Root.self, CanadaCodable.Root.self,
                check: CanadaModels.CorpusCheck.checkValue, twinCheck: CanadaCodable.CorpusCheck.checkValue)
        }
    }
}
