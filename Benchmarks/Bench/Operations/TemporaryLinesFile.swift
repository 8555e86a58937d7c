import Foundation

/// A JSON Lines file written into a directory of its own under the system's temporary directory,
/// and deleted, with the directory, when the last reference to it goes: the `lines` cases hold it,
/// so it lives until they have been measured, or until a failure drops them.
final class TemporaryLinesFile: Sendable {
    /// The file.
    let url: URL
    /// Its size.
    let bytes: Int
    /// How many lines it holds.
    let lineCount: Int
    /// The directory made for it.
    private let directory: URL

    /// Writes at least `bytes` bytes of `lines`' text, whole lines, to a new file.
    ///
    /// - Throws: The file system's error when the directory or the file cannot be made or written;
    ///   whatever was written is deleted first.
    init(_ lines: StatusLines, atLeast bytes: Int) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("yymodel-bench-lines-\(UUID().uuidString)")
        url = directory.appendingPathComponent("statuses.jsonl")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
            guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            (self.bytes, lineCount) = try lines.emit(atLeast: bytes) { try handle.write(contentsOf: $0) }
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }
}
