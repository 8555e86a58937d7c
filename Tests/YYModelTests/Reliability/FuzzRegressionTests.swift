import Foundation
import Testing
import YYModel
import YYModelCorpusModels

/// Replays `Reliability/FuzzCorpus/*.json` — inputs kept from the libFuzzer runs of `Scripts/fuzz.sh`
/// (crashes that were fixed, and a minimised sample of the corpus that reaches different paths) —
/// through the checks of all three fuzz targets (`Fuzz/parser.swift`, `Fuzz/roundtrip.swift`,
/// `Fuzz/twitter.swift`).
///
/// To add an input: copy it (for example `fuzz-out/parser/artifacts/crash-…`) to the corpus folder
/// with a name that says what it exercises. The files are raw bytes, often not valid JSON or UTF-8.
@Suite("Reliability: fuzz regressions")
struct FuzzRegressionTests {
    /// The corpus files, sorted by name.
    static func corpus() throws -> [URL] {
        let folder = try packageRoot().appendingPathComponent("Tests/YYModelTests/Reliability/FuzzCorpus")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test("the corpus is there and varied")
    func corpusPresent() throws {
        let files = try Self.corpus()
        #expect(files.count >= 20)
        var parsed = 0
        for file in files where Reliability.parse(Array(try Data(contentsOf: file))).failure == nil { parsed += 1 }
        #expect(parsed >= 5 && parsed <= files.count - 5, "\(parsed) of \(files.count) parse: keep both kinds")
    }

    @Test("parser: a value or a JSONParseError inside the input; tree and document agree",
          arguments: try FuzzRegressionTests.corpus().map(\.lastPathComponent))
    func parser(name: String) throws {
        let bytes = try Self.bytes(name)
        switch Reliability.parse(bytes) {
        case .success(let document):
            #expect(String(validating: bytes, as: UTF8.self) != nil, "accepted invalid UTF-8")
            let tree = try JSON(parsing: bytes)
            #expect(tree == document.root)
            #expect(try JSON(parsing: Data(bytes)) == tree)
        case .failure(let error):
            #expect(error.offset >= 0 && error.offset <= bytes.count && error.line >= 1 && error.column >= 1)
            #expect(error.description == "\(error.line):\(error.column): \(error.reason)")
            if let (line, column) = expectedPosition(of: error.offset, in: bytes) {
                #expect(error.line == line && error.column == column)
            }
            #expect(throws: error) { try JSON(parsing: bytes) }
        }
        // A tight limit only adds depth errors.
        switch (Reliability.parse(bytes, maxDepth: 3), Reliability.parse(bytes)) {
        case (.success, .failure): Issue.record("accepted at depth 3, rejected at the default depth")
        case (.failure(let shallow), .success): #expect(shallow.reason.hasPrefix("nesting too deep"))
        case (.failure(let shallow), .failure(let error)): #expect(shallow == error || shallow.reason.hasPrefix("nesting too deep"))
        case (.success, .success): break
        }
    }

    @Test("round trip: parse -> write (four layouts) -> parse gives an equal value and the same text again",
          arguments: try FuzzRegressionTests.corpus().map(\.lastPathComponent))
    func roundTrip(name: String) throws {
        guard let value = try? JSON(parsing: Self.bytes(name)) else { return }
        for options in PropertyTests.layouts {
            let written = try value.jsonData(options: options)
            let again = try JSON(parsing: written)
            #expect(again == value)
            #expect(again.hashValue == value.hashValue)
            #expect(try again.jsonData(options: options) == written)
        }
    }

    @Test("twitter models: a model or a documented error, lenient and strict; encoding is stable",
          arguments: try FuzzRegressionTests.corpus().map(\.lastPathComponent))
    func twitterModels(name: String) throws {
        let bytes = try Self.bytes(name)
        var issues: [JSONDecodingIssue] = []
        let lenient = Reliability.expectValueOrDocumentedError("lenient") { try TwitterModels.Root(json: bytes, issues: &issues) }
        let strict = Reliability.expectValueOrDocumentedError("strict") {
            try TwitterModels.Root(json: Data(bytes), options: JSONDecodingOptions(strict: true))
        }
        if let strict {
            #expect(lenient != nil && issues.isEmpty)
            #expect(try lenient?.jsonData() == strict.jsonData())
        }
        if let lenient {
            let encoded = try lenient.jsonData()
            #expect(try TwitterModels.Root(json: encoded).jsonData() == encoded)
        }
        Reliability.expectValueOrDocumentedError("statuses") { try [TwitterModels.Status](json: bytes) }
        Reliability.expectValueOrDocumentedError("status") { try TwitterModels.Status(json: bytes, options: JSONDecodingOptions(strict: true)) }
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        let folder = try packageRoot().appendingPathComponent("Tests/YYModelTests/Reliability/FuzzCorpus")
        return Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }
}
