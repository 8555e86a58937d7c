// yymodel-hummingbird-bench: request/response round trips through a Hummingbird router, each body
// decoded and the result encoded back, with YYModel's coders against Hummingbird's default ones
// (Foundation's `JSONDecoder` and `JSONEncoder`).
//
//   swift run -c release --traits Hummingbird yymodel-hummingbird-bench [--quick]
//
// For each corpus, rows `codable` (the Codable twins through YYJSONDecoder/YYJSONEncoder) and
// `model` (the `@JSONModel` types through their model path) against the Codable twins through
// Foundation. Batches of the two libraries alternate; the figures are medians of the batches in
// MB/s of request body, and the ratio is the median of the batch-by-batch ratios. Run from the
// repository root (it reads Fixtures/).
#if Hummingbird
import Foundation
import HummingbirdTesting
import YYModelCorpusModels
import YYModelHummingbird

/// Hummingbird's default coders: Foundation's.
struct FoundationContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    init(source: Source) { coreContext = .init(source: source) }
    /// Room for the largest corpus (canada, 2.2 MB).
    var maxUploadSize: Int { 16 << 20 }
}

/// YYModel's coders.
struct YYModelContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    init(source: Source) { coreContext = .init(source: source) }
    var requestDecoder: YYJSONDecoder { YYJSONDecoder() }
    var responseEncoder: YYJSONEncoder { YYJSONEncoder() }
    var maxUploadSize: Int { 16 << 20 }
}

/// One round-trip route: `POST /` decodes a `Body` and answers with it.
func application<Context: RequestContext, Body: Codable & Sendable>(_ context: Context.Type, _ body: Body.Type) -> some ApplicationProtocol
where Context.Source == ApplicationRequestContextSource {
    let router = Router(context: Context.self)
    router.post("/") { request, context in
        let value = try await request.decode(as: Body.self, context: context)
        return try context.responseEncoder.encode(value, from: request, context: context)
    }
    return Application(router: router)
}

/// Seconds for `count` round trips of `body` through `app`'s router; checks every answer.
func time(_ app: some ApplicationProtocol, body: ByteBuffer, count: Int) async throws -> Double {
    try await app.test(.router) { client in
        let start = ContinuousClock.now
        for _ in 0..<count {
            try await client.execute(uri: "/", method: .post, body: body) { response in
                guard response.status == .ok, response.body.readableBytes > 0 else {
                    throw BenchFailure(description: "round trip answered \(response.status)")
                }
            }
        }
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}

struct BenchFailure: Error, CustomStringConvertible {
    let description: String
}

/// `text` padded to `width`, then two spaces.
func column(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return (right ? padding + text : text + padding) + "  "
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// A row: `ours` against `reference`, batch by batch.
func measure(
    corpus: String, row: String, data: Data, batches: Int, ours: some ApplicationProtocol, reference: some ApplicationProtocol
) async throws {
    let body = ByteBuffer(bytes: data)
    // About 20 ms per batch of the reference, found from one warm-up batch.
    let warmUp = try await time(reference, body: body, count: 3) / 3
    _ = try await time(ours, body: body, count: 3)
    let count = max(1, Int(0.02 / max(warmUp, 1e-9)))
    var oursRates: [Double] = [], referenceRates: [Double] = [], ratios: [Double] = []
    for _ in 0..<batches {
        let oursSeconds = try await time(ours, body: body, count: count)
        let referenceSeconds = try await time(reference, body: body, count: count)
        let megabytes = Double(data.count * count) / 1e6
        oursRates.append(megabytes / oursSeconds)
        referenceRates.append(megabytes / referenceSeconds)
        ratios.append(referenceSeconds / oursSeconds)
    }
    print(column(corpus, 14) + column(row, 10) + column(String(format: "%.1f", median(oursRates)), 14, right: true)
        + column(String(format: "%.1f", median(referenceRates)), 17, right: true) + column(String(format: "%.1fx", median(ratios)), 7, right: true))
}

func run(quick: Bool) async throws {
    let batches = quick ? 1 : 9
    print(column("corpus", 14) + column("row", 10) + column("yymodel MB/s", 14, right: true)
        + column("foundation MB/s", 17, right: true) + column("ratio", 7, right: true))
    func data(_ name: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: "Fixtures/\(name).json")) }
    let corpora: [(String, any ApplicationProtocol, any ApplicationProtocol, any ApplicationProtocol)] = [
        ("github_user", application(YYModelContext.self, GithubUserCodable.Root.self), application(YYModelContext.self, GithubUserModels.Root.self),
         application(FoundationContext.self, GithubUserCodable.Root.self)),
        ("weibo", application(YYModelContext.self, WeiboCodable.Root.self), application(YYModelContext.self, WeiboModels.Root.self),
         application(FoundationContext.self, WeiboCodable.Root.self)),
        ("twitter", application(YYModelContext.self, TwitterCodable.Root.self), application(YYModelContext.self, TwitterModels.Root.self),
         application(FoundationContext.self, TwitterCodable.Root.self)),
        ("citm_catalog", application(YYModelContext.self, CitmCatalogCodable.Root.self), application(YYModelContext.self, CitmCatalogModels.Root.self),
         application(FoundationContext.self, CitmCatalogCodable.Root.self)),
        ("canada", application(YYModelContext.self, CanadaCodable.Root.self), application(YYModelContext.self, CanadaModels.Root.self),
         application(FoundationContext.self, CanadaCodable.Root.self)),
    ]
    for (name, codable, model, reference) in corpora {
        let input = try data(name)
        try await measure(corpus: name, row: "codable", data: input, batches: batches, ours: codable, reference: reference)
        try await measure(corpus: name, row: "model", data: input, batches: batches, ours: model, reference: reference)
    }
}

do {
    try await run(quick: CommandLine.arguments.contains("--quick"))
} catch {
    print("yymodel-hummingbird-bench: \(error)")
    exit(1)
}
#else
print("yymodel-hummingbird-bench needs the Hummingbird trait: swift run -c release --traits Hummingbird yymodel-hummingbird-bench")
#endif
