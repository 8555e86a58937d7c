import Foundation

/// The directory `yymodel generate --output-directory` writes one file per type into.
///
///     let written = try OutputDirectory(path: "Sources/Models", replacesExistingFiles: false).write(files)
///     // ["Sources/Models/User.swift", "Sources/Models/Owner.swift"]
package struct OutputDirectory: Sendable {
    /// Why the files were not written, or not all of them.
    package enum Failure: Error {
        /// These files exist and replacing them was not asked for; nothing was written.
        case filesExist([String])
        /// The directory, or a directory above it, is a file (or a link to one); nothing was written.
        case notADirectory(path: String)
        /// The directory could not be created; nothing was written.
        case cannotCreateDirectory(path: String, underlying: any Error)
        /// Writing this file failed; the files before it in the list were written.
        case cannotWrite(path: String, underlying: any Error)
    }

    /// The directory as the user gave it: written paths start with it.
    package let path: String
    /// Whether existing files of the same names are replaced (`--force`).
    package let replacesExistingFiles: Bool

    package init(path: String, replacesExistingFiles: Bool) {
        self.path = path
        self.replacesExistingFiles = replacesExistingFiles
    }

    /// The path of the file named `name` in the directory, spelt from ``path`` as given (not made
    /// absolute), so the paths printed read like the command line.
    package func filePath(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// Creates the directory if needed and writes `files` into it, each atomically.
    ///
    /// Existing files are checked first, all of them, so a refusal writes nothing. Other files in
    /// the directory are left alone, including files of types an earlier run generated.
    ///
    /// - Returns: The paths written, in the order of `files`.
    /// - Throws: ``Failure``.
    package func write(_ files: [GeneratedFile]) throws(Failure) -> [String] {
        let paths = files.map { filePath($0.name) }
        if !replacesExistingFiles {
            let existing = paths.filter { FileManager.default.fileExists(atPath: $0) }
            if !existing.isEmpty { throw .filesExist(existing) }
        }
        // Foundation's error for this case names no reason on Linux: find the file in the way.
        if let file = firstFileInPath() { throw .notADirectory(path: file) }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateDirectory(path: path, underlying: error)
        }
        for (file, filePath) in zip(files, paths) {
            do {
                try Data(file.contents.utf8).write(to: URL(fileURLWithPath: filePath), options: .atomic)
            } catch {
                throw .cannotWrite(path: filePath, underlying: error)
            }
        }
        return paths
    }

    /// The first of ``path``'s leading parts (`a`, `a/b`, `a/b/c`) that exists and is not a
    /// directory, if any.
    private func firstFileInPath() -> String? {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: prefix, isDirectory: &isDirectory) else { return nil }
            if !isDirectory.boolValue { return prefix }
        }
        return nil
    }
}
