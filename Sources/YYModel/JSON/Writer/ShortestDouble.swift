/// The Swift runtime's shortest round-trip formatter for `Double` (the one `description` uses),
/// called directly so that no `String` is allocated per number.
@usableFromInline
enum ShortestDouble {
    /// Room for the longest output, `-2.2250738585072014e-308` (24 bytes), with margin.
    @usableFromInline static let maximumLength = 32

    /// Writes `value` (finite) at `destination` and returns the number of bytes written.
    @inlinable
    static func format(_ value: Double, into destination: UnsafeMutablePointer<UInt8>) -> Int {
        Int(truncatingIfNeeded: _swift_float64ToString(destination, UInt(maximumLength), value, false))
    }
}

/// The runtime entry point behind `Double.description` (exported by libswiftCore on every platform).
@usableFromInline
@_silgen_name("swift_float64ToString")
func _swift_float64ToString(
    _ buffer: UnsafeMutablePointer<UInt8>, _ bufferLength: UInt, _ value: Double, _ withDebugPrecision: Bool
) -> UInt64
