import Foundation

/// ``TapeDecoder`` is its own single-value container (no allocation per `singleValueContainer()`):
/// it reads the value under its cursor.
extension TapeDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { tape.tag(node) == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        try current { () throws(DecodeFailure) in try readBool(at: node) }
    }

    func decode(_ type: String.Type) throws -> String {
        try current { () throws(DecodeFailure) in try readString(at: node) }
    }

    func decode(_ type: Double.Type) throws -> Double {
        try current { () throws(DecodeFailure) in try readDouble(at: node) }
    }

    func decode(_ type: Float.Type) throws -> Float {
        try current { () throws(DecodeFailure) in try readFloat(at: node) }
    }

    func decode(_ type: Int.Type) throws -> Int {
        try current { () throws(DecodeFailure) in try readInteger(Int.self, at: node) }
    }

    func decode(_ type: Int8.Type) throws -> Int8 {
        try current { () throws(DecodeFailure) in try readInteger(Int8.self, at: node) }
    }

    func decode(_ type: Int16.Type) throws -> Int16 {
        try current { () throws(DecodeFailure) in try readInteger(Int16.self, at: node) }
    }

    func decode(_ type: Int32.Type) throws -> Int32 {
        try current { () throws(DecodeFailure) in try readInteger(Int32.self, at: node) }
    }

    func decode(_ type: Int64.Type) throws -> Int64 {
        try current { () throws(DecodeFailure) in try readInteger(Int64.self, at: node) }
    }

    func decode(_ type: UInt.Type) throws -> UInt {
        try current { () throws(DecodeFailure) in try readInteger(UInt.self, at: node) }
    }

    func decode(_ type: UInt8.Type) throws -> UInt8 {
        try current { () throws(DecodeFailure) in try readInteger(UInt8.self, at: node) }
    }

    func decode(_ type: UInt16.Type) throws -> UInt16 {
        try current { () throws(DecodeFailure) in try readInteger(UInt16.self, at: node) }
    }

    func decode(_ type: UInt32.Type) throws -> UInt32 {
        try current { () throws(DecodeFailure) in try readInteger(UInt32.self, at: node) }
    }

    func decode(_ type: UInt64.Type) throws -> UInt64 {
        try current { () throws(DecodeFailure) in try readInteger(UInt64.self, at: node) }
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type) throws -> Int128 {
        try current { () throws(DecodeFailure) in try readInteger(Int128.self, at: node) }
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type) throws -> UInt128 {
        try current { () throws(DecodeFailure) in try readInteger(UInt128.self, at: node) }
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeValue(T.self, at: node, parent: parent, key: key)
    }

    /// Reads the value under the cursor with `read`. The cursor's place is read only for an error:
    /// copying its key (an existential) costs more than most reads, and a lenient `init(from:)`
    /// tries a read on every value.
    @inline(__always)
    private func current<V>(_ read: () throws(DecodeFailure) -> V) throws -> V {
        do {
            return try read()
        } catch {
            throw error.decodingError(parent: parent, key: key)
        }
    }
}
