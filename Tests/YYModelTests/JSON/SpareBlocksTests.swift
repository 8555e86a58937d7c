import Foundation
import Testing
@testable import YYJSON
@testable import YYModel

/// The per-thread spare blocks that parses and encodes reuse: a block is never handed out twice
/// at once, large blocks go back to `malloc`, parses that overlap on one thread or run on many
/// threads read their own bytes, and an encode's `Data` keeps its bytes until it is freed.
@Suite("Spare blocks")
struct SpareBlocksTests {
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
        let first = SpareBlocks.take(.input, bytes: 1_000)
        SpareBlocks.giveBack(first.base, capacity: first.capacity, as: .input)
        let again = SpareBlocks.take(.input, bytes: 900)
        #expect(again.base == first.base)
        #expect(again.capacity == first.capacity)
        // The thread's spare is taken: the next block is a different one.
        let other = SpareBlocks.take(.input, bytes: 900)
        #expect(other.base != again.base)
        SpareBlocks.giveBack(other.base, capacity: other.capacity, as: .input)
        SpareBlocks.giveBack(again.base, capacity: again.capacity, as: .input)
    }

    @Test("a spare too small for the request is not handed out")
    func tooSmall() {
        let small = SpareBlocks.take(.tape, bytes: 64)
        SpareBlocks.giveBack(small.base, capacity: small.capacity, as: .tape)
        let large = SpareBlocks.take(.tape, bytes: 4_096)
        #expect(large.capacity >= 4_096)
        SpareBlocks.giveBack(large.base, capacity: large.capacity, as: .tape)
    }

    @Test("blocks larger than the limit are freed, not kept")
    func largeBlocksAreFreed() {
        for kind in [SpareBlocks.Kind.input, .tape] {
            let huge = SpareBlocks.take(kind, bytes: SpareBlocks.largestKept + 4_096)
            SpareBlocks.giveBack(huge.base, capacity: huge.capacity, as: kind)
            // Had the huge block been kept, this request would get it, with its larger capacity.
            let next = SpareBlocks.take(kind, bytes: SpareBlocks.largestKept + 64)
            #expect(next.capacity == SpareBlocks.largestKept + 64)
            SpareBlocks.giveBack(next.base, capacity: next.capacity, as: kind)
        }
    }

    @Test("after a large output a thread's next document starts at that size; a small output resets it")
    func outputSizeHint() {
        func finishedOutput(elements: Int) -> Data {
            var writer = JSONWriter(documentWith: .compact)
            writer.beginArray()
            for element in 0..<elements { writer.write(element) }
            writer.endArray()
            return writer.data()
        }
        let large = finishedOutput(elements: 20_000)
        #expect(large.count > SpareBlocks.outputBlockSize)
        let afterLarge = JSONWriter(documentWith: .compact)
        #expect(afterLarge.buffer.capacity >= large.count)
        let small = finishedOutput(elements: 10)
        #expect(small.count < SpareBlocks.outputBlockSize)
        let afterSmall = JSONWriter(documentWith: .compact)
        #expect(afterSmall.buffer.capacity == SpareBlocks.outputBlockSize)
        #expect(String(decoding: small, as: UTF8.self) == "[0,1,2,3,4,5,6,7,8,9]")
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

    /// The `Data` of a document writer holding `text` as one JSON string.
    private static func encoded(_ text: String) -> Data {
        var writer = JSONWriter(documentWith: .compact)
        writer.write(text)
        return writer.data()
    }

    @Test("an encode's output block comes back when its data is freed, not before")
    func outputBlocks() {
        // A large output of an earlier test on this thread would size the next writer past the spare.
        SpareBlocks.noteOutputSize(0)
        // Longer than `Data` stores inline (14 bytes), so that each data keeps the writer's block.
        let (one, two, three) = ("first value, long enough", "second value, long enough", "third value, long enough")
        let first = Self.encoded(one)
        let second = Self.encoded(two)
        // Both alive: two different blocks, each with its own bytes.
        #expect(String(decoding: first, as: UTF8.self) == "\"\(one)\"")
        #expect(String(decoding: second, as: UTF8.self) == "\"\(two)\"")
        let firstBase = first.withUnsafeBytes { $0.baseAddress }
        #expect(firstBase != second.withUnsafeBytes { $0.baseAddress })
        #expect(SpareBlocks.heldBlock(.output) == nil)
        _ = consume first
        // Freed: its block is this thread's spare, handed to the next document writer.
        #expect(SpareBlocks.heldBlock(.output).map(UnsafeRawPointer.init) == firstBase)
        let third = Self.encoded(three)
        #expect(third.withUnsafeBytes { $0.baseAddress } == firstBase)
        #expect(String(decoding: third, as: UTF8.self) == "\"\(three)\"")
        #expect(String(decoding: second, as: UTF8.self) == "\"\(two)\"")
    }

    @Test("an output that outgrows the spare size is freed by malloc's rules and reads back whole")
    func largeOutput() throws {
        let text = String(repeating: "0123456789", count: 1_000)
        let data = Self.encoded(text)
        #expect(data.count == text.utf8.count + 2)
        #expect(try JSON(parsing: data).string == text)
    }

    @Test("data freed on other threads gives its blocks to those threads, and each keeps its bytes")
    func outputsAcrossThreads() async throws {
        let outputs = (0..<64).map { Self.encoded("value number \($0), long enough") }
        let intact = await withTaskGroup(of: Bool.self) { group in
            for (index, data) in outputs.enumerated() {
                group.addTask {
                    // Each task encodes, checks and frees on whichever thread runs it.
                    let own = Self.encoded("task number \(index), long enough")
                    return String(decoding: data, as: UTF8.self) == "\"value number \(index), long enough\""
                        && String(decoding: own, as: UTF8.self) == "\"task number \(index), long enough\""
                }
            }
            return await group.reduce(true) { $0 && $1 }
        }
        #expect(intact)
    }
}
