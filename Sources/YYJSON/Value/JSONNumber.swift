/// A JSON number that remembers whether it is an integer.
///
/// Integers that fit `Int64` or `UInt64` are kept exactly; everything else is a `Double`. Two numbers
/// are equal when their values are equal: `JSONNumber(1) == JSONNumber(1.0)`.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    @usableFromInline
    package enum Storage: Sendable {
        case int(Int64)
        case uint(UInt64)
        case double(Double)
    }

    @usableFromInline package let storage: Storage

    /// An integer.
    @inlinable public init(_ value: Int64) { storage = .int(value) }
    /// An integer.
    @inlinable public init(_ value: Int) { storage = .int(Int64(value)) }
    /// An integer; values above `Int64.max` are kept exactly.
    @inlinable public init(_ value: UInt64) { storage = value <= UInt64(Int64.max) ? .int(Int64(value)) : .uint(value) }
    /// A floating-point number.
    @inlinable public init(_ value: Double) { storage = .double(value) }
    public init(integerLiteral value: Int64) { self.init(value) }
    public init(floatLiteral value: Double) { self.init(value) }

    /// `true` when the number is held as an integer.
    public var isInteger: Bool {
        if case .double = storage { return false }
        return true
    }

    /// The value as `Int64` when it is an integer in range (or a double with no fraction in range).
    public var int64: Int64? {
        switch storage {
        case .int(let value): return value
        case .uint: return nil
        case .double(let value): return Int64(exactly: value)
        }
    }

    /// The value as `UInt64` when it is a non-negative integer in range (or such a double).
    public var uint64: UInt64? {
        switch storage {
        case .int(let value): return UInt64(exactly: value)
        case .uint(let value): return value
        case .double(let value): return UInt64(exactly: value)
        }
    }

    /// The value as the nearest `Double`.
    public var double: Double {
        switch storage {
        case .int(let value): return Double(value)
        case .uint(let value): return Double(value)
        case .double(let value): return value
        }
    }

    /// The number's JSON text (`7`, `0.1`, `1e-07`).
    public var description: String {
        switch storage {
        case .int(let value): return String(value)
        case .uint(let value): return String(value)
        case .double(let value):
            var writer = JSONWriter(capacity: 32)
            guard (try? writer.write(value)) != nil else { return String(value) }
            return writer.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
        }
    }

    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.int(let a), .int(let b)): return a == b
        case (.uint(let a), .uint(let b)): return a == b
        case (.int, .uint), (.uint, .int): return false
        case (.double(let a), .double(let b)): return a == b
        case (.double(let d), _): return rhs.equalsExactly(d)
        case (_, .double(let d)): return lhs.equalsExactly(d)
        }
    }

    /// Whether this integer equals `double` exactly (no rounding on either side).
    private func equalsExactly(_ double: Double) -> Bool {
        switch storage {
        case .int(let value): return Int64(exactly: double) == value
        case .uint(let value): return UInt64(exactly: double) == value
        case .double(let value): return value == double
        }
    }

    public func hash(into hasher: inout Hasher) {
        // Equal values must hash alike across storages: hash integral values as integers.
        if let value = int64 {
            hasher.combine(0 as UInt8)
            hasher.combine(value)
        } else if let value = uint64 {
            hasher.combine(1 as UInt8)
            hasher.combine(value)
        } else {
            hasher.combine(2 as UInt8)
            hasher.combine(double)
        }
    }
}
