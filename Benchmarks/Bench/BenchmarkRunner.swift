import Foundation
import YYJSON

/// Times the cases of one corpus and operation so that the libraries compare fairly.
///
/// For a group of cases (one per library) the runner
/// 1. runs every case once and stops the bench if one throws (a broken run is never reported);
/// 2. warms each case up, then calibrates how many iterations fill one batch of
///    ``BenchmarkSettings/batchDuration``;
/// 3. counts the heap allocations of one more iteration of each case, untimed (``AllocationCounter``);
/// 4. times `runs` batches of every case, alternating libraries run by run (ours, Foundation,
///    ours, ...) so that drift of the machine affects both alike. With
///    ``BenchmarkSettings/threads`` above 1, each timed batch runs on that many threads at once.
///
/// Every iteration's result is added to ``checksum``, which the command prints, so that the
/// optimizer cannot discard the work.
struct BenchmarkRunner {
    /// The timing parameters.
    let settings: BenchmarkSettings
    /// The sum of every result returned by every iteration run so far.
    private(set) var checksum = 0
    private let clock = ContinuousClock()

    /// Creates a runner.
    init(settings: BenchmarkSettings) {
        self.settings = settings
    }

    /// Checks, calibrates and times `cases`, and returns one measurement per case in the same order.
    ///
    /// - Throws: ``BenchmarkError/caseFailed(label:underlying:)`` for the first case that throws.
    mutating func measure(_ cases: [BenchmarkCase]) throws(BenchmarkError) -> [BenchmarkMeasurement] {
        for benchmark in cases {
            _ = try timeBatch(of: benchmark, iterations: 1)
        }
        var iterations: [Int] = []
        var allocations: [Int?] = []
        for benchmark in cases {
            try warmUp(benchmark)
            iterations.append(try calibrate(benchmark))
            allocations.append(try countAllocations(of: benchmark))
        }
        var batchSeconds = Array(repeating: [Double](), count: cases.count)
        for _ in 0..<settings.runs {
            for (index, benchmark) in cases.enumerated() {
                batchSeconds[index].append(try timeBatch(of: benchmark, iterations: iterations[index], threads: settings.threads).seconds)
            }
        }
        return cases.indices.map { index in
            BenchmarkMeasurement(
                dataset: cases[index].dataset,
                operation: cases[index].operation,
                library: cases[index].library,
                bytes: cases[index].bytes,
                iterationsPerBatch: iterations[index] * settings.threads,
                batchSeconds: batchSeconds[index],
                allocations: allocations[index],
                peakResidentBytes: cases[index].peakResidentBytes
            )
        }
    }

    /// Runs `benchmark` untimed for the warm-up duration (at least once).
    private mutating func warmUp(_ benchmark: BenchmarkCase) throws(BenchmarkError) {
        let deadline = clock.now.advanced(by: settings.warmUpDuration)
        repeat {
            _ = try timeBatch(of: benchmark, iterations: 1)
        } while clock.now < deadline
    }

    /// The iteration count whose batch takes about ``BenchmarkSettings/batchDuration`` (at least 1).
    ///
    /// Doubles a trial batch until it lasts long enough to time reliably, then scales it.
    private mutating func calibrate(_ benchmark: BenchmarkCase) throws(BenchmarkError) -> Int {
        var iterations = 1
        while true {
            let elapsed = try timeBatch(of: benchmark, iterations: iterations)
            if elapsed >= settings.calibrationThreshold || iterations >= 1 << 40 {
                let scaled = Double(iterations) * settings.batchDuration.seconds / max(elapsed.seconds, 1e-9)
                return max(1, Int(scaled.rounded()))
            }
            iterations *= 2
        }
    }

    /// Runs one iteration of `benchmark` untimed with allocation counting on, and returns the count
    /// (`nil` when this build cannot count). Warmed up first, so one-time setup is not counted.
    private mutating func countAllocations(of benchmark: BenchmarkCase) throws(BenchmarkError) -> Int? {
        do {
            let (result, count) = try AllocationCounter.counting(benchmark.body)
            checksum &+= result
            return count?.allocations
        } catch {
            throw .caseFailed(label: benchmark.label, underlying: error)
        }
    }

    /// Runs `iterations` iterations of `benchmark` on each of `threads` threads at once and
    /// returns the time until the last one finished.
    private mutating func timeBatch(of benchmark: BenchmarkCase, iterations: Int, threads: Int) throws(BenchmarkError) -> Duration {
        guard threads > 1 else { return try timeBatch(of: benchmark, iterations: iterations) }
        // Shared by the threads without a lock: a body only reads what its operation prepared
        // (decoders and encoders are thread-safe), and each thread writes its own sum.
        let bodies: [() throws -> Int]
        do {
            bodies = try (0..<threads).map { _ in try benchmark.makeThreadBody?() ?? benchmark.body }
        } catch {
            throw .caseFailed(label: benchmark.label, underlying: error)
        }
        nonisolated(unsafe) let threadBodies = bodies
        nonisolated(unsafe) let sums = UnsafeMutableBufferPointer<Int>.allocate(capacity: threads)
        sums.initialize(repeating: 0)
        defer { sums.deallocate() }
        let failures = LockedValue<[any Error]>([])
        let start = clock.now
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var sum = 0
            do {
                let body = threadBodies[thread]
                for _ in 0..<iterations { sum &+= try body() }
            } catch {
                failures.withLock { $0.append(error) }
            }
            sums[thread] = sum
        }
        let elapsed = start.duration(to: clock.now)
        if let failure = failures.withLock({ $0.first }) { throw .caseFailed(label: benchmark.label, underlying: failure) }
        checksum = sums.reduce(checksum, &+)
        return elapsed
    }

    /// Runs `iterations` iterations of `benchmark` back to back and returns the elapsed time.
    private mutating func timeBatch(of benchmark: BenchmarkCase, iterations: Int) throws(BenchmarkError) -> Duration {
        var sum = 0
        let start = clock.now
        do {
            for _ in 0..<iterations { sum &+= try benchmark.body() }
        } catch {
            throw .caseFailed(label: benchmark.label, underlying: error)
        }
        let elapsed = start.duration(to: clock.now)
        checksum &+= sum
        return elapsed
    }
}
