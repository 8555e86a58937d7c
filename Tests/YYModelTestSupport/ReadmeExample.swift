import Foundation
import Testing

/// Checks that README.md shows, line for line (indentation aside), the example that the test file
/// `file` compiles between its `// Begin README example` and `// End README example` lines.
public func expectExampleInReadme(compiledIn file: String = #filePath) throws {
    let readme = String(decoding: try Data(contentsOf: packageRoot().appendingPathComponent("README.md")), as: UTF8.self)
    let source = String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self)
    let lines = source.components(separatedBy: "\n")
    guard let start = lines.firstIndex(where: { $0.contains("// Begin README example") }),
          let end = lines.firstIndex(where: { $0.contains("// End README example") }) else {
        Issue.record("markers missing in \(file)")
        return
    }
    let example = lines[(start + 1)..<end].map { $0.trimmingCharacters(in: .whitespaces) }
    let readmeLines = readme.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let found = readmeLines.indices.contains { index in
        index + example.count <= readmeLines.count && Array(readmeLines[index..<(index + example.count)]) == example
    }
    #expect(found, "README.md does not contain the example as compiled in \(file)")
}
