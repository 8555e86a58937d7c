import Foundation

/// An error finding or reading a file of the package.
public struct FixtureError: Error, CustomStringConvertible {
    public let description: String

    public init(description: String) {
        self.description = description
    }
}

/// The package root: the nearest directory above `file` that holds `Package.swift`.
public func packageRoot(from file: String = #filePath) throws -> URL {
    var directory = URL(fileURLWithPath: file).deletingLastPathComponent()
    while directory.path != "/" {
        if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
            return directory
        }
        directory = directory.deletingLastPathComponent()
    }
    throw FixtureError(description: "no Package.swift above \(file)")
}
