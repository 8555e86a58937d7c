import Foundation

/// Raw writes to standard output, for output that must not pass through `print`'s text buffering.
public enum StandardOutput {
    /// Writes `bytes` followed by a newline, in a single write.
    ///
    /// - Throws: The system's error when standard output is closed or full.
    public static func writeLine(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        var data = Data(capacity: bytes.count + 1)
        data.append(bytes)
        data.append(UInt8(ascii: "\n"))
        try FileHandle.standardOutput.write(contentsOf: data)
    }
}

/// Progress and side notes that must stay out of standard output (which may be piped or parsed).
public enum StandardError {
    /// Writes `text` and a newline to standard error, ignoring failures.
    ///
    /// Standard output is flushed first: when both go to one file, what `print` buffered lands
    /// before this line instead of around it.
    public static func writeLine(_ text: String) {
        fflush(nil)  // every C output stream, `print`'s included
        try? FileHandle.standardError.write(contentsOf: Data((text + "\n").utf8))
    }
}
