// TEMPORARY until the Eisel-Lemire files land: strtod-based stand-in with the same API.
import Foundation

@usableFromInline
internal struct DecimalNumberParts {
    @usableFromInline var significand: UInt64
    @usableFromInline var exponent10: Int
    @usableFromInline var isNegative: Bool
    @usableFromInline var isTruncated: Bool
    @inlinable init(significand: UInt64, exponent10: Int, isNegative: Bool, isTruncated: Bool) {
        self.significand = significand
        self.exponent10 = exponent10
        self.isNegative = isNegative
        self.isTruncated = isTruncated
    }
    @usableFromInline func doubleValue(text: UnsafeBufferPointer<UInt8>) -> Double {
        var copy = Array(text)
        copy.append(0)
        return copy.withUnsafeBufferPointer { p in
            p.baseAddress!.withMemoryRebound(to: CChar.self, capacity: p.count) { strtod($0, nil) }
        }
    }
}
