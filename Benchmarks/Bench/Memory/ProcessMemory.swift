import Foundation
#if canImport(Darwin)
import Darwin
#endif

/// This process's resident memory, as Linux reports it in `/proc/self/status`.
///
///     let before = ProcessMemory.current()
///     print(before?.residentBytes as Any)   // Prints "Optional(13496320)"
struct ProcessMemory: Sendable {
    /// `VmRSS`: the bytes resident now.
    let residentBytes: Int
    /// `VmHWM`: the most bytes resident at once since the process started or ``resetPeak()`` ran.
    let peakResidentBytes: Int

    /// The current figures, or `nil` where `/proc/self/status` cannot be read (not Linux).
    static func current() -> ProcessMemory? {
        guard let data = try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/status")).readToEnd() else { return nil }
        let status = String(decoding: data, as: UTF8.self)
        guard let resident = kilobytes(of: "VmRSS", in: status), let peak = kilobytes(of: "VmHWM", in: status) else { return nil }
        return ProcessMemory(residentBytes: resident * 1024, peakResidentBytes: peak * 1024)
    }

    /// The most bytes resident at once since the process started: `VmHWM` on Linux, `getrusage`
    /// elsewhere. Not `getrusage` on Linux: there a child made by fork and exec starts its
    /// `ru_maxrss` at the peak its parent had when it forked, the bench's own.
    static func peakSinceStart() -> Int? {
        #if os(Linux)
        return current()?.peakResidentBytes
        #else
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss)  // bytes on Apple platforms
        #endif
    }

    /// Lowers the peak (`VmHWM`) to the current resident size, so that the next reading shows the
    /// peak of what runs from now on, not of what ran before (reading the corpus, say).
    ///
    /// Writes `5` to `/proc/self/clear_refs` (Linux 4.0 and later).
    ///
    /// - Returns: Whether the kernel accepted the reset.
    static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
    }

    /// The number of a `Name:   11520 kB` line of `status`, in kilobytes (KiB, as the kernel means them).
    private static func kilobytes(of field: String, in status: String) -> Int? {
        let prefix = field + ":"
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) else { return nil }
        return Int(line.dropFirst(prefix.count).filter(\.isNumber))
    }
}
