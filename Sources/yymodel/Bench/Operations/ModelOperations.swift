extension BenchmarkOperation {
    /// `decode`: bytes -> the corpus's `@JSONModel` types, against `JSONDecoder` on compiler-synthesized
    /// Codable twins. Both must decode the same values before anything is timed.
    static let decode = BenchmarkOperation(
        name: "decode",
        summary: "bytes -> typed models, Model(json:) vs JSONDecoder"
    ) { context in
        try CorpusModelPair.forCorpus(context.corpus.name).makeCases(context, .decode)
    }

    /// `encode`: typed models -> bytes, against `JSONEncoder` on the Codable twins.
    static let encode = BenchmarkOperation(
        name: "encode",
        summary: "typed models -> bytes, jsonData() vs JSONEncoder"
    ) { context in
        try CorpusModelPair.forCorpus(context.corpus.name).makeCases(context, .encode)
    }

    /// `codable-decode`: bytes -> the Codable twins, `YYJSONDecoder` against `JSONDecoder`.
    static let codableDecode = BenchmarkOperation(
        name: "codable-decode",
        summary: "bytes -> Codable twins, YYJSONDecoder vs JSONDecoder"
    ) { context in
        try CorpusModelPair.forCorpus(context.corpus.name).makeCases(context, .codableDecode)
    }

    /// `codable-encode`: the Codable twins -> bytes, `YYJSONEncoder` against `JSONEncoder`.
    static let codableEncode = BenchmarkOperation(
        name: "codable-encode",
        summary: "Codable twins -> bytes, YYJSONEncoder vs JSONEncoder"
    ) { context in
        try CorpusModelPair.forCorpus(context.corpus.name).makeCases(context, .codableEncode)
    }
}
