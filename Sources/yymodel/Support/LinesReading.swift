import Foundation
import YYModel
import YYModelCLISupport

/// Reads an input as JSON Lines, a chunk at a time, so that `--lines` handles files of any size
/// in the memory of their longest line.
///
///     try LinesReading.forEachLine(in: source) { line, number in
///         print(number, line.count)
///     }
///
/// Lines follow ``JSONLinesDecoder``'s rules: `\r\n` ends a line as `\n` does, blank lines are
/// skipped (but counted), and a byte order mark at the start is skipped.
enum LinesReading {
    /// The bytes read at a time.
    static let chunkSize = 1 << 20

    /// Calls `body` with each line that holds something (without its line end) and its one-based
    /// number in the input.
    ///
    /// - Throws: ``LinesReadError`` when the input cannot be opened or read; what `body` throws.
    static func forEachLine(in source: InputSource, _ body: (_ line: ArraySlice<UInt8>, _ number: Int) throws -> Void) throws {
        let handle: FileHandle
        do {
            handle = source.isStandardInput ? FileHandle.standardInput : try FileHandle(forReadingFrom: URL(fileURLWithPath: source.argument))
        } catch {
            throw LinesReadError(reason: InputReadError.systemReason(for: error))
        }
        defer { if !source.isStandardInput { try? handle.close() } }
        var splitter = JSONLineSplitter()
        while true {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: chunkSize)
            } catch {
                throw LinesReadError(reason: InputReadError.systemReason(for: error))
            }
            guard let chunk, !chunk.isEmpty else { break }
            splitter.append(contentsOf: chunk)
            while let line = splitter.nextLine() { try body(line, splitter.lineNumber) }
        }
        splitter.finish()
        while let line = splitter.nextLine() { try body(line, splitter.lineNumber) }
    }
}

/// An input that could not be opened or read while reading it line by line.
struct LinesReadError: Error {
    /// What the system said, for example "No such file or directory".
    let reason: String
}
