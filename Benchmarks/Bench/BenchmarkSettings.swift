/// How long and how often the bench times each case.
struct BenchmarkSettings: Sendable {
    /// Timed batches per case; the reported throughput is their median.
    var runs: Int
    /// The wall time one batch should take; the iteration count is calibrated per case to match it.
    var batchDuration: Duration
    /// How long each case runs untimed first (caches, allocator, lazy initialization).
    var warmUpDuration: Duration
    /// The shortest calibration batch trusted for scaling (shorter ones are doubled and retried).
    var calibrationThreshold: Duration
    /// The size the `lines` operation's generated JSON Lines file reaches (it ends at a whole line).
    var linesFileBytes: Int
    /// Threads that run each timed batch at once, each its whole iteration count; the reported
    /// throughput is theirs together.
    var threads = 1

    /// The default: 15 runs of ~30 ms batches after 100 ms of warm-up; a 1 GiB JSON Lines file.
    static func standard(runs: Int = 15) -> BenchmarkSettings {
        BenchmarkSettings(
            runs: runs, batchDuration: .milliseconds(30), warmUpDuration: .milliseconds(100), calibrationThreshold: .milliseconds(5),
            linesFileBytes: 1 << 30)
    }

    /// A smoke run: 3 runs of ~20 ms batches after 20 ms of warm-up; a 64 MiB JSON Lines file, so
    /// that the `lines` operation stays a matter of seconds. Numbers are rough.
    static func quick(runs: Int = 3) -> BenchmarkSettings {
        BenchmarkSettings(
            runs: runs, batchDuration: .milliseconds(20), warmUpDuration: .milliseconds(20), calibrationThreshold: .milliseconds(2),
            linesFileBytes: 64 << 20)
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
