import ArgumentParser
import Foundation
import YYModelCLISupport

/// A JSON document the bench measures, read from the fixtures folder.
struct BenchmarkCorpus: Sendable {
    /// The corpora the bench knows; each is `<fixtures>/<rawValue>.json`.
    enum Name: String, CaseIterable, ExpressibleByArgument, Sendable {
        case githubUser = "github_user"
        case weibo
        case twitter
        case citmCatalog = "citm_catalog"
        case canada
    }

    /// Which corpus this is.
    let name: Name
    /// Its bytes, exactly as stored.
    let data: Data

    /// Reads the corpus `name` from `directory`.
    ///
    /// - Throws: ``BenchmarkError/corpusNotFound(path:)`` or ``BenchmarkError/corpusUnreadable(path:reason:)``.
    static func load(_ name: Name, from directory: String) throws(BenchmarkError) -> BenchmarkCorpus {
        let path = URL(fileURLWithPath: directory).appendingPathComponent("\(name.rawValue).json").path
        guard FileManager.default.fileExists(atPath: path) else {
            throw .corpusNotFound(path: path)
        }
        do {
            return BenchmarkCorpus(name: name, data: try InputSource(argument: path).readBytes())
        } catch {
            throw .corpusUnreadable(path: path, reason: error.reason)
        }
    }
}
