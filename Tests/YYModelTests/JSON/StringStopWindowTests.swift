import Testing
@testable import YYJSON
@testable import YYModel

/// The parser's 64-byte window of string stops, in whichever form this build has: SSE2 on x86-64,
/// Swift's SIMD types on other processors and with `YYMODEL_PORTABLE` (CI runs both).
@Suite struct StringStopWindowTests {
    /// A stop is `"`, `\`, a control byte or a byte beyond ASCII.
    static func isStop(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80
    }

    static func expectedStops(_ bytes: [UInt8]) -> UInt64 {
        bytes.enumerated().reduce(0) { mask, entry in isStop(entry.element) ? mask | 1 << UInt64(entry.offset) : mask }
    }

    @Test("every byte value at every position of the window")
    func everyByteAtEveryPosition() {
        var block = [UInt8](repeating: UInt8(ascii: "a"), count: 64)
        for position in 0..<64 {
            for value in 0...255 {
                block[position] = UInt8(value)
                let stops = block.withUnsafeBufferPointer { StringStopWindow.stops64($0.baseAddress!) }
                #expect(stops == Self.expectedStops(block), "byte \(value) at \(position)")
                if stops != Self.expectedStops(block) { return }
            }
            block[position] = UInt8(ascii: "a")
        }
    }

    @Test("random blocks, dense and sparse in stops")
    func randomBlocks() {
        var random = SplitMix64(seed: 0x5709_5709)
        let alphabet: [UInt8] = Array("a0 {}:,\"\\".utf8) + [0x00, 0x1F, 0x20, 0x7F, 0x80, 0xC3, 0xFF]
        for round in 0..<20_000 {
            let block = (0..<64).map { _ in
                round % 2 == 0 ? alphabet[Int(random.next() % UInt64(alphabet.count))] : UInt8(truncatingIfNeeded: random.next())
            }
            let stops = block.withUnsafeBufferPointer { StringStopWindow.stops64($0.baseAddress!) }
            #expect(stops == Self.expectedStops(block))
            if stops != Self.expectedStops(block) { return }
        }
    }
}
