#if canImport(Glibc)
import Glibc

/// Runs the benchmark with address-space randomization turned off for its own process, so that
/// every run of the same build places the code and the libraries at the same addresses.
///
/// On the 2-core AMD EPYC machines this project is measured on, where the Swift runtime library
/// is loaded decides the speed of every string and array the process allocates: in one placement
/// out of eight (the runtime at an address whose bits 21-23 are `110`), creating a string takes
/// twice as long. A decode of github_user then runs 20% slower, Foundation's a few percent, and
/// the ratio drops from 9x to 7.5x for that process. Reproduced outside this project with a
/// ten-line loop of `String(decoding:as:)`, with randomization off and the libraries shifted by
/// `LD_PRELOAD` padding. Disabling randomization for benchmarks is the usual cure for such
/// placement effects; the `setarch -R` of the fixed layout measured fast in every run.
///
/// The switch is Linux's `personality(ADDR_NO_RANDOMIZE)` followed by executing the same program
/// again with the same arguments. Where either is refused (a sandbox), the benchmark runs as it
/// is; `YYMODEL_BENCH_ASLR=keep` skips the switch.
enum FixedAddressLayout {
    /// The flag of `<sys/personality.h>`.
    private static let addrNoRandomize: UInt = 0x0040000
    /// Set in the environment of the executed copy, so that it never tries again.
    private static let markerVariable = "YYMODEL_BENCH_ASLR"

    /// Whether this process runs with randomization off.
    static var isFixed: Bool {
        guard let personality = personalityFunction() else { return false }
        return UInt(truncatingIfNeeded: personality(0xFFFF_FFFF)) & addrNoRandomize != 0
    }

    /// Executes this program again with randomization off, unless it already runs so; returns
    /// (to go on as is) when that is not possible or not wanted.
    static func enter() {
        guard getenv(markerVariable) == nil, let personality = personalityFunction() else { return }
        let current = personality(0xFFFF_FFFF)
        guard current != -1, UInt(truncatingIfNeeded: current) & addrNoRandomize == 0 else { return }
        guard personality(UInt(truncatingIfNeeded: current) | addrNoRandomize) != -1 else { return }
        setenv(markerVariable, "fixed", 1)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        // Still here: the program could not be executed again. Undo both and go on.
        _ = personality(UInt(truncatingIfNeeded: current))
        unsetenv(markerVariable)
    }

    /// `personality(2)`, which the Glibc module does not import, looked up at run time.
    private static func personalityFunction() -> (@convention(c) (UInt) -> Int32)? {
        guard let symbol = dlsym(nil, "personality") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UInt) -> Int32).self)
    }
}
#else
/// Elsewhere the benchmark runs in whatever layout the system gives it.
enum FixedAddressLayout {
    static var isFixed: Bool { false }
    static func enter() {}
}
#endif
