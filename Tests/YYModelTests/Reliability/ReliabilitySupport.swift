import Foundation
import Testing
import YYModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shared pieces of the reliability suite: sanitizer detection, time and memory bounds, random JSON
/// and byte mutations. Everything random is seeded (``SplitMix64``), so a failure reproduces.
enum Reliability {
    /// Which sanitizer the test binary runs under, found by its runtime's symbols.
    enum Sanitizer {
        case none, address, thread
    }

    static let sanitizer: Sanitizer = {
        #if canImport(Glibc) || canImport(Darwin)
        let handle = dlopen(nil, RTLD_NOW)
        defer { if let handle { dlclose(handle) } }
        if dlsym(handle, "__tsan_init") != nil { return .thread }
        if dlsym(handle, "__asan_init") != nil { return .address }
        #endif
        return .none
    }()

    /// Whether the library was compiled without optimisation (`swift test`'s default).
    static let isDebugBuild: Bool = {
        #if DEBUG
        return true
        #else
        return false
        #endif
    }()

    /// Time limits are written for a debug build on a loaded machine; sanitizers slow code further.
    static var slowdown: Double {
        switch sanitizer {
        case .none: return 1
        case .address: return 4
        case .thread: return 15
        }
    }

    /// `size` in a plain or ASan build, `small` under ThreadSanitizer (whose slowdown would make the
    /// large shapes take minutes; the shapes stay the same).
    static func size(_ size: Int, underThreadSanitizer small: Int) -> Int {
        sanitizer == .thread ? small : size
    }

    /// Runs `body` and returns its result and the time it took.
    static func timed<R>(_ body: () throws -> R) rethrows -> (result: R, seconds: Double) {
        let clock = ContinuousClock()
        var result: R?
        let duration = try clock.measure { result = try body() }
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return (result!, seconds)
    }

    /// The fastest of `runs` timings of `body`, in seconds: less noise from other work on the machine.
    static func fastest(of runs: Int = 3, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<runs { best = min(best, try timed(body).seconds) }
        return best
    }

    /// Expects `body` to finish within `seconds` (scaled by ``slowdown``) and returns its result.
    static func withinTime<R>(
        _ seconds: Double, _ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> R
    ) rethrows -> R {
        let (result, elapsed) = try timed(body)
        let limit = seconds * slowdown
        #expect(elapsed < limit, "\(what) took \(elapsed) s (limit \(limit) s)", sourceLocation: sourceLocation)
        return result
    }

    /// The peak resident memory of the test process so far, in megabytes.
    static var peakMemoryMB: Int {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss) / (1024 * 1024)
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) / 1024
        #endif
    }

    /// Expects the process never to have used more than `megabytes` (a bound on every hostile input:
    /// all tests share the process, so this is the peak of everything that ran so far).
    static func expectMemory(below megabytes: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let peak = peakMemoryMB
        #expect(peak < megabytes, "peak memory \(peak) MB", sourceLocation: sourceLocation)
    }

    /// Parses `bytes`: the document, or the `JSONParseError` (any other error is recorded as a failure).
    static func parse(_ bytes: [UInt8], maxDepth: Int = JSONDocument.defaultMaxDepth,
                      sourceLocation: SourceLocation = #_sourceLocation) -> Result<JSONDocument, JSONParseError> {
        do {
            return .success(try JSONDocument(parsing: bytes, maxDepth: maxDepth))
        } catch let error as JSONParseError {
            return .failure(error)
        } catch {
            Issue.record("parsing threw \(type(of: error)), not JSONParseError: \(error)", sourceLocation: sourceLocation)
            return .failure(JSONParseError(reason: "unexpected error", offset: -1, line: 0, column: 0))
        }
    }

    /// Expects `body` to return a value or throw `JSONParseError`/`JSONModelError`; returns the value.
    @discardableResult
    static func expectValueOrDocumentedError<R>(
        _ what: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> R
    ) -> R? {
        do {
            return try body()
        } catch is JSONParseError {
            return nil
        } catch is JSONModelError {
            return nil
        } catch {
            Issue.record("\(what()) threw \(type(of: error)): \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// `depth` arrays, one inside the other, around `0` when closed: `[[0]]` for 2.
    static func nestedArrays(_ depth: Int, closed: Bool = true) -> [UInt8] {
        Array(repeating: UInt8(ascii: "["), count: depth)
            + (closed ? [UInt8(ascii: "0")] + Array(repeating: UInt8(ascii: "]"), count: depth) : [])
    }

    /// `depth` objects, one inside the other: `{"a":{"a":null}}` for 2.
    static func nestedObjects(_ depth: Int, closed: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(depth * 6 + 4)
        for _ in 0..<depth { bytes += #"{"a":"#.utf8 }
        guard closed else { return bytes }
        bytes += "null".utf8
        bytes += Array(repeating: UInt8(ascii: "}"), count: depth)
        return bytes
    }

    /// A `JSON` array `depth` levels deep, built without parsing: `[[[]]]` for 3.
    static func deepArray(_ depth: Int) -> JSON {
        var value: JSON = []
        for _ in 1..<max(depth, 1) { value = .array([value]) }
        return value
    }
}

/// Random JSON values and text for the property tests; every choice comes from a seeded generator.
struct RandomJSON {
    var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// A value nested at most `depth` levels, with up to `width` members per container; objects now
    /// and then repeat a key when `duplicateKeys`.
    mutating func value(depth: Int, width: Int = 6, duplicateKeys: Bool = true) -> JSON {
        let kinds = depth > 0 ? 8 : 6
        switch below(kinds) {
        case 0: return .null
        case 1: return .bool(chance(50))
        case 2: return .number(JSONNumber(integer()))
        case 3: return .number(JSONNumber(double()))
        case 4, 5: return .string(string())
        case 6: return .array((0..<below(width + 1)).map { _ in value(depth: depth - 1, width: width, duplicateKeys: duplicateKeys) })
        default:
            var object = JSONObject()
            for _ in 0..<below(width + 1) {
                // Now and then a repeated key: parsed objects keep duplicates.
                var key = duplicateKeys && chance(10) && !object.isEmpty ? object.keys[below(object.count)] : string(maxLength: 12)
                while !duplicateKeys && object.keys.contains(key) { key = string(maxLength: 12) }
                object.append(key: key, value: value(depth: depth - 1, width: width, duplicateKeys: duplicateKeys))
            }
            return .object(object)
        }
    }

    /// An integer, often at the edges of `Int64` and `UInt64`.
    mutating func integer() -> Int64 {
        switch below(6) {
        case 0: return [Int64.min, Int64.max, 0, -1, 1, Int64(Int32.max) + 1][below(6)]
        case 1: return Int64(bitPattern: random.next())
        default: return Int64(below(2_000_001)) - 1_000_000
        }
    }

    /// A finite double: random bit patterns (subnormals included), short decimals, and edge values.
    mutating func double() -> Double {
        switch below(5) {
        case 0:
            var value: Double
            repeat { value = Double(bitPattern: random.next()) } while !value.isFinite
            return value
        case 1: return [0.1, 0.5, -0.0, 1e-300, 0x1p-1074, 1.7976931348623157e308, 2.2250738585072014e-308, 1e22, 9007199254740994][below(9)]
        case 2: return Double(below(1_000_000)) / 1000
        default: return Double(Int64(bitPattern: random.next()) >> 12) * 1e-3
        }
    }

    /// A string mixing ASCII, characters JSON must escape, multi-byte UTF-8 and astral scalars.
    mutating func string(maxLength: Int = 24) -> String {
        let pieces: [String] = ["a", "Z", "0", " ", "\"", "\\", "/", "\n", "\r", "\t", "\u{08}", "\u{0C}", "\u{00}",
                                "\u{1F}", "\u{7F}", "é", "ß", "中", "文", "😀", "👍🏽", "\u{2028}", "\u{2029}", "\u{FEFF}",
                                "e\u{301}", "\u{10FFFF}", "key", "name", "<tag>", "&amp;"]
        var text = ""
        for _ in 0..<below(maxLength + 1) { text += pieces[below(pieces.count)] }
        return text
    }

    /// `bytes` changed by one to four random edits: byte flips, insertions, deletions, truncation.
    mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        let interesting: [UInt8] = Array("{}[],:\"\\-+.eE0123456789tfnul \n".utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xBF, 0xC0, 0xC3, 0xE2, 0xED, 0xF0, 0xF4, 0xF5, 0xFF]
        for _ in 0..<(1 + below(4)) {
            let position = result.isEmpty ? 0 : below(result.count)
            switch below(5) {
            case 0 where !result.isEmpty: result[position] ^= UInt8(truncatingIfNeeded: 1 << below(8))
            case 1 where !result.isEmpty: result[position] = interesting[below(interesting.count)]
            case 2: result.insert(interesting[below(interesting.count)], at: position)
            case 3 where !result.isEmpty: result.remove(at: position)
            case 4: result = Array(result.prefix(position))
            default: result.insert(UInt8(truncatingIfNeeded: random.next()), at: position)
            }
        }
        return result
    }
}
