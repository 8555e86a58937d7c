import Foundation
import Testing
@testable import YYModel

/// The per-thread spare blocks that parses reuse: a block is never handed out twice at once,
/// large blocks go back to `malloc`, and parses that overlap on one thread or run on many threads
/// read their own bytes.
@Suite("Spare parse blocks")
struct SpareParseBlocksTests {
    /// A document whose bytes depend on `seed`: `{"k<n>": [<n>, "value <n>"], ...}`, and its numbers.
    private static func document(_ seed: Int, members: Int) -> (text: String, values: [Int]) {
        let values = (0..<members).map { seed &* 1_000 &+ $0 }
        let text = "{" + values.map { "\"k\($0)\": [\($0), \"value \($0)\"]" }.joined(separator: ", ") + "}"
        return (text, values)
    }

    /// Whether `document` holds exactly the members ``document(_:members:)`` wrote for `values`.
    private static func holds(_ values: [Int], _ document: JSONDocument) -> Bool {
        let root = document.root
        return root.object?.count == values.count
            && values.allSatisfy { root["k\($0)"]?[0]?.int == $0 && root["k\($0)"]?[1]?.string == "value \($0)" }
    }

    @Test("a block given back is handed out again, and only once")
    func reuse() {
        let first = SpareParseBlocks.take(.input, bytes: 1_000)
        SpareParseBlocks.giveBack(first.base, capacity: first.capacity, as: .input)
        let again = SpareParseBlocks.take(.input, bytes: 900)
        #expect(again.base == first.base)
        #expect(again.capacity == first.capacity)
        // The thread's spare is taken: the next block is a different one.
        let other = SpareParseBlocks.take(.input, bytes: 900)
        #expect(other.base != again.base)
        SpareParseBlocks.giveBack(other.base, capacity: other.capacity, as: .input)
        SpareParseBlocks.giveBack(again.base, capacity: again.capacity, as: .input)
    }

    @Test("a spare too small for the request is not handed out")
    func tooSmall() {
        let small = SpareParseBlocks.take(.tape, bytes: 64)
        SpareParseBlocks.giveBack(small.base, capacity: small.capacity, as: .tape)
        let large = SpareParseBlocks.take(.tape, bytes: 4_096)
        #expect(large.capacity >= 4_096)
        SpareParseBlocks.giveBack(large.base, capacity: large.capacity, as: .tape)
    }

    @Test("blocks larger than the limit are freed, not kept")
    func largeBlocksAreFreed() {
        for kind in [SpareParseBlocks.Kind.input, .tape] {
            let huge = SpareParseBlocks.take(kind, bytes: SpareParseBlocks.largestKept + 4_096)
            SpareParseBlocks.giveBack(huge.base, capacity: huge.capacity, as: kind)
            // Had the huge block been kept, this request would get it, with its larger capacity.
            let next = SpareParseBlocks.take(kind, bytes: SpareParseBlocks.largestKept + 64)
            #expect(next.capacity == SpareParseBlocks.largestKept + 64)
            SpareParseBlocks.giveBack(next.base, capacity: next.capacity, as: kind)
        }
    }

    @Test("documents alive at the same time on one thread keep their own bytes")
    func overlappingDocuments() throws {
        var documents: [(JSONDocument, [Int])] = []
        for seed in 1...6 {
            let (text, values) = Self.document(seed, members: 20 &* seed)
            documents.append((try JSONDocument(parsing: text.utf8), values))
            // Free every other one right away, so that later parses reuse its blocks.
            if seed.isMultiple(of: 2) { documents.removeFirst() }
        }
        for (parsed, values) in documents {
            #expect(Self.holds(values, parsed))
        }
    }

    @Test("a failed parse gives its blocks back and the next parse reads its own input")
    func afterFailure() throws {
        let (text, values) = Self.document(3, members: 50)
        #expect(throws: JSONParseError.self) { try JSONDocument(parsing: String(text.dropLast()).utf8) }
        #expect(Self.holds(values, try JSONDocument(parsing: text.utf8)))
    }

    @Test("parses on many threads at once read their own inputs")
    func concurrentParses() async throws {
        let sums = try await withThrowingTaskGroup(of: Bool.self) { group in
            for seed in 1...16 {
                group.addTask {
                    for round in 0..<50 {
                        let (text, values) = Self.document(seed &* 100 &+ round, members: 5 &+ round % 40)
                        guard Self.holds(values, try JSONDocument(parsing: Data(text.utf8))) else { return false }
                    }
                    return true
                }
            }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(sums.allSatisfy { $0 })
        #expect(sums.count == 16)
    }
}
