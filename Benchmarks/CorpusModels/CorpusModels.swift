// Models of the benchmark corpora in `Fixtures/`, one file per corpus:
//
//   GithubUser.swift   GithubUserModels / GithubUserCodable    github_user.json
//   Weibo.swift        WeiboModels      / WeiboCodable         weibo.json
//   Twitter.swift      TwitterModels    / TwitterCodable       twitter.json
//   CitmCatalog.swift  CitmCatalogModels / CitmCatalogCodable  citm_catalog.json
//   Canada.swift       CanadaModels     / CanadaCodable        canada.json ([[[Double]]] and [[Point]])
//
// `<Corpus>Models.Root` is the `@JSONModel` model of the whole document, `<Corpus>Codable.Root` its
// Foundation `Codable` twin (synthesized conformances, explicit `CodingKeys`, no key strategy).
// `<Corpus>Models.CorpusCheck.checkValue(_:)` and `<Corpus>Codable.CorpusCheck.checkValue(_:)` return
// the same text for the same document, so a benchmark can check that both decoders agree.
import YYModel
