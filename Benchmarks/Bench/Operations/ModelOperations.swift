extension BenchmarkOperation {
    /// `decode`: bytes -> the corpus's `@JSONModel` types, against `JSONDecoder` on compiler-synthesized
    /// Codable twins. Both must decode the same values before anything is timed.
    static let decode = BenchmarkOperation(
        name: "decode",
        summary: "bytes -> typed models, Model(json:) vs JSONDecoder"
    ) { context in
        try CorpusModelPair.forCorpus(context.corpus.name).makeCases(context, .decode)
    }

    /// `handwritten`: bytes -> the same `@JSONModel` types through hand-written decoders over our
    /// ``JSONDocument`` (YYModel's "Manually" row), against `JSONDecoder` as in `decode`. The
    /// hand-written result must equal the generated decoder's, and Foundation's, before anything is timed.
    static let handwritten = BenchmarkOperation(
        name: "handwritten",
        summary: "bytes -> typed models, hand-written over JSONDocument vs JSONDecoder"
    ) { context in
        try CorpusModelPair.forCorpus(context.corpus.name).makeCases(context, .handwritten)
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

    /// `codable-encode-floor`: the Codable twins through ``DiscardingEncoder``, which writes nothing,
    /// against `JSONEncoder`. Its ratio is the most any Codable encoder could gain on Foundation.
    static let codableEncodeFloor = BenchmarkOperation(
        name: "codable-encode-floor",
        summary: "Codable twins -> nothing (the protocol's own cost) vs JSONEncoder"
    ) { context in
        try CorpusModelPair.forCorpus(context.corpus.name).makeCases(context, .codableEncodeFloor)
    }
}
