import YYModel

/// What the numbers at one place were like: enough to choose `Int`, `UInt64` or `Double`.
///
///     // 1, 2, 3                    -> Int
///     // 1, 2.5                     -> Double (a fraction or an exponent anywhere)
///     // 1, 18446744073709551615    -> UInt64 (above Int64.max, none negative)
///     // -1, 18446744073709551615   -> Double (no integer type holds both)
///     // 1e400, 99999999999999999999 -> Double (beyond UInt64)
struct NumberSummary: Hashable {
    /// A number was written with a fraction or an exponent, or was an integer beyond `UInt64`.
    var sawFloatingPoint = false
    /// An integer was below zero.
    var sawNegative = false
    /// An integer was above `Int64.max`.
    var sawBeyondInt64 = false

    /// The summary of one number.
    init(_ number: JSONNumber) {
        guard number.isInteger else {
            sawFloatingPoint = true
            return
        }
        if let value = number.int64 {
            sawNegative = value < 0
        } else {
            sawBeyondInt64 = true
        }
    }

    /// Adds what `other` saw.
    mutating func merge(_ other: NumberSummary) {
        sawFloatingPoint = sawFloatingPoint || other.sawFloatingPoint
        sawNegative = sawNegative || other.sawNegative
        sawBeyondInt64 = sawBeyondInt64 || other.sawBeyondInt64
    }

    /// The Swift type that holds every number seen exactly (or as nearly as any type can).
    var type: TypeReference {
        if sawFloatingPoint { return .double }
        if sawBeyondInt64 { return sawNegative ? .double : .uint64 }
        return .int
    }
}
