import Foundation
@_exported import YYModelTestSupport

/// The JSON corpora in `Fixtures/` at the package root (see `Fixtures/README.md`).
let corpusNames = ["github_user", "weibo", "twitter", "citm_catalog", "canada"]


/// The URL of `Fixtures/<name>`; `name` may omit the `.json` extension.
func fixtureURL(_ name: String) throws -> URL {
    let fileName = name.contains(".") ? name : name + ".json"
    let url = try packageRoot().appendingPathComponent("Fixtures").appendingPathComponent(fileName)
    guard FileManager.default.fileExists(atPath: url.path) else {
        throw FixtureError(description: "fixture \(fileName) not found at \(url.path)")
    }
    return url
}

/// The bytes of `Fixtures/<name>` (`"twitter"` or `"twitter.json"`).
func fixtureData(_ name: String) throws -> Data {
    try Data(contentsOf: fixtureURL(name))
}
