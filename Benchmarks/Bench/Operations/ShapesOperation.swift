import Foundation
import YYModel
import YYModelCorpusModels

extension BenchmarkOperation {
    /// `shapes`: the shapes real APIs have, each against the corpus's plain model on the same
    /// document (all rows ours; ``ShapesClaim`` reports the ratios):
    /// - `shape-plain`, `shape-plain-encode`: the reference, `<Corpus>Models.Root` decoded and encoded;
    /// - `shape-envelope` (twitter, weibo): ``Envelope`` around the plain model, over the
    ///   document wrapped in `{"code":0,"message":"ok","data":…}`;
    /// - `shape-hooks`, `shape-hooks-encode` (github_user, twitter): models with every hook, each
    ///   empty, so that only the mechanism is measured;
    /// - `shape-polymorphic` (github_user): a class whose `jsonModelClass(for:)` picks a subclass;
    /// - `shape-enum` (github_user): an enum picked by its `type` key;
    /// - `shape-key-paths` (twitter): statuses that also read key paths and candidate keys;
    /// - `shape-update` (github_user, twitter): `update(withJSON:)` of a decoded model.
    ///
    /// Every shape must decode the values the plain model decodes before anything is timed.
    static let shapes = BenchmarkOperation(
        name: "shapes",
        summary: "envelope, hooks, polymorphism, enum, key paths, update vs the plain model"
    ) { context in
        switch context.corpus.name {
        case .githubUser: return try githubUserShapes(context)
        case .twitter: return try twitterShapes(context)
        case .weibo: return try weiboShapes(context)
        case .citmCatalog, .canada: return []
        }
    }

    /// The reference rows: the plain model decoded and, when `encoding`, encoded.
    private static func plainRows<Model: JSONModel>(_ model: Model, _ context: BenchmarkContext, encoding: Bool) -> [BenchmarkCase] {
        let bytes = context.data
        var rows = [context.measure(.yymodel, row: ShapesClaim.plainRow, bytes: bytes.count) { _ = try Model(json: bytes); return 1 }]
        if encoding {
            rows.append(context.measure(.yymodel, row: ShapesClaim.plainEncodeRow, bytes: bytes.count) { try model.jsonData().count })
        }
        return rows
    }

    /// The `update` row: `update(withJSON:)` of a fresh copy of `model` with the corpus.
    private static func updateRow<Model: JSONModel>(_ model: Model, _ context: BenchmarkContext) -> BenchmarkCase {
        let bytes = context.data
        return context.measure(.yymodel, row: "shape-update", bytes: bytes.count) {
            var updated = model
            try updated.update(withJSON: bytes)
            return 1
        }
    }

    /// The `envelope` row of a corpus whose plain model is `Model`.
    private static func envelopeRow<Model: JSONModel & Sendable>(
        _ model: Model.Type, _ context: BenchmarkContext, check: @escaping (Model) -> String
    ) throws -> BenchmarkCase {
        let wrapped = Envelope<Model>.wrapping(context.data)
        try expectSame(check(Envelope<Model>(json: wrapped).data), check(Model(json: context.data)), "envelope", context)
        return context.measure(.yymodel, row: "shape-envelope", bytes: wrapped.count) { _ = try Envelope<Model>(json: wrapped); return 1 }
    }

    private static func githubUserShapes(_ context: BenchmarkContext) throws -> [BenchmarkCase] {
        typealias Shapes = GithubUserShapes
        let bytes = context.data
        let plain = try GithubUserModels.Root(json: bytes)
        let expected = GithubUserModels.CorpusCheck.checkValue(plain)
        func check(_ login: String, _ id: UInt64, _ repos: Int) -> String { "\(login)/\(id)/\(repos)" }

        let hooked = try Shapes.HookedUser(json: bytes)
        try expectSame(check(hooked.login, hooked.id, hooked.publicRepos), expected, "hooks", context)
        try expectSame(check(Shapes.HookedUser(json: hooked.jsonData()).login, hooked.id, hooked.publicRepos), expected, "hooks-encode", context)
        let account = try Shapes.Account(json: bytes)
        guard account is Shapes.Organization else {
            throw BenchmarkError.roundTripMismatch(dataset: context.corpus.name.rawValue, detail: "polymorphic: not an Organization")
        }
        try expectSame(check(account.login, account.id, account.publicRepos), expected, "polymorphic", context)
        guard case .organization(let organization) = try Shapes.AccountKind(json: bytes) else {
            throw BenchmarkError.roundTripMismatch(dataset: context.corpus.name.rawValue, detail: "enum: not the organization case")
        }
        try expectSame(GithubUserModels.CorpusCheck.checkValue(organization), expected, "enum", context)

        return plainRows(plain, context, encoding: true) + [
            context.measure(.yymodel, row: "shape-hooks", bytes: bytes.count) { _ = try Shapes.HookedUser(json: bytes); return 1 },
            context.measure(.yymodel, row: "shape-hooks-encode", bytes: bytes.count) { try hooked.jsonData().count },
            context.measure(.yymodel, row: "shape-polymorphic", bytes: bytes.count) { _ = try Shapes.Account(json: bytes); return 1 },
            context.measure(.yymodel, row: "shape-enum", bytes: bytes.count) { _ = try Shapes.AccountKind(json: bytes); return 1 },
            updateRow(plain, context),
        ]
    }

    private static func twitterShapes(_ context: BenchmarkContext) throws -> [BenchmarkCase] {
        typealias Shapes = TwitterShapes
        let bytes = context.data
        let plain = try TwitterModels.Root(json: bytes)
        let expected = TwitterModels.CorpusCheck.checkValue(plain)
        func check(_ statuses: [(id: UInt64, screenName: String)]) -> String {
            "\(statuses.count)/\(statuses.first?.id ?? 0)/\(statuses.last?.screenName ?? "")"
        }

        let hooked = try Shapes.HookedRoot(json: bytes)
        try expectSame(check(hooked.statuses.map { ($0.id, $0.user.screenName) }), expected, "hooks", context)
        let reencoded = try Shapes.HookedRoot(json: hooked.jsonData())
        try expectSame(check(reencoded.statuses.map { ($0.id, $0.user.screenName) }), expected, "hooks-encode", context)
        let keyPaths = try Shapes.KeyPathRoot(json: bytes)
        try expectSame(check(keyPaths.statuses.map { ($0.id, $0.authorScreenName) }), expected, "key-paths", context)
        guard keyPaths.count == plain.searchMetadata.count, keyPaths.statuses.map(\.favourites) == plain.statuses.map(\.favoriteCount) else {
            throw BenchmarkError.roundTripMismatch(dataset: context.corpus.name.rawValue, detail: "key-paths: values differ from the plain model's")
        }

        return plainRows(plain, context, encoding: true) + [
            try envelopeRow(TwitterModels.Root.self, context, check: TwitterModels.CorpusCheck.checkValue),
            context.measure(.yymodel, row: "shape-hooks", bytes: bytes.count) { _ = try Shapes.HookedRoot(json: bytes); return 1 },
            context.measure(.yymodel, row: "shape-hooks-encode", bytes: bytes.count) { try hooked.jsonData().count },
            context.measure(.yymodel, row: "shape-key-paths", bytes: bytes.count) { _ = try Shapes.KeyPathRoot(json: bytes); return 1 },
            updateRow(plain, context),
        ]
    }

    private static func weiboShapes(_ context: BenchmarkContext) throws -> [BenchmarkCase] {
        let plain = try WeiboModels.Root(json: context.data)
        return plainRows(plain, context, encoding: false) + [
            try envelopeRow(WeiboModels.Root.self, context, check: WeiboModels.CorpusCheck.checkValue)
        ]
    }

    /// Stops the bench when a shape decoded other values than the plain model.
    private static func expectSame(_ shape: String, _ plain: String, _ row: String, _ context: BenchmarkContext) throws {
        guard shape == plain else {
            throw BenchmarkError.roundTripMismatch(
                dataset: context.corpus.name.rawValue, detail: "\(row): decoded \(shape), the plain model \(plain)")
        }
    }
}
