import Foundation

/// The `Encoder` behind ``YYJSONEncoder``: writes one value into a slot of the shared
/// ``EncodingState``.
///
/// Like the decoder, one instance serves the nested values of a whole `encode` call: encoding a
/// nested value moves it to the value's slot and path for the duration of `encode(to:)`. It is also
/// its own single-value container.
final class WriterEncoder: Encoder {
    let state: EncodingState

    // The cursor changes around every nested value, only from this encoder's own calls, so the
    // runtime's exclusivity checks are skipped (as in `TapeDecoder`).

    /// Where this encoder's value goes.
    @exclusivity(unchecked) var slot: Slot
    /// The path step of the container that holds the value (`nil` at the top level).
    var parent: CodingPathNode? { parentStep.node }
    @exclusivity(unchecked) private var parentStep: UnretainedPathStep
    /// The node of an encoder made for a nested value, which must outlive the call that made it.
    private let retainedParent: CodingPathNode?
    @exclusivity(unchecked) var key: CodingKeyValue
    /// The container already opened in `slot`: asking again returns it (Foundation merges them).
    @exclusivity(unchecked) private var opened: Opened?

    private enum Opened {
        case keyed(ContainerRef)
        case unkeyed(ContainerRef)
    }

    init(state: EncodingState, slot: Slot, parent: CodingPathNode? = nil, key: CodingKeyValue = .none) {
        self.state = state
        self.slot = slot
        self.retainedParent = parent
        self.parentStep = UnretainedPathStep(parent)
        self.key = key
    }

    var codingPath: [any CodingKey] { CodingPathNode.path(parent, appending: key) }

    var userInfo: [CodingUserInfoKey: Any] { state.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let ref: ContainerRef
        if case .keyed(let existing) = opened {
            ref = existing
        } else {
            ref = (try? state.openContainer(isObject: true, at: slot)) ?? .dead
            opened = .keyed(ref)
        }
        return KeyedEncodingContainer(WriterKeyedContainer<Key>(encoder: self, container: ref, path: CodingPathNode.appending(key, to: parent)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let ref: ContainerRef
        if case .unkeyed(let existing) = opened {
            ref = existing
        } else {
            ref = (try? state.openContainer(isObject: false, at: slot)) ?? .dead
            opened = .unkeyed(ref)
        }
        return WriterUnkeyedContainer(encoder: self, container: ref, path: CodingPathNode.appending(key, to: parent))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    // MARK: Nested values

    /// Encodes `value` as the next member (`key`) or element of `container`.
    func encode<T: Encodable>(
        _ value: T, in container: ContainerRef, key: MemberKey?, parent: CodingPathNode?, codingKey: CodingKeyValue
    ) throws {
        if let scalar = try knownScalar(value, parent: parent, key: codingKey) {
            try state.put(scalar, in: container, key: key)
            return
        }
        let slot = try state.makeSlot(in: container, key: key)
        try encodeComposite(value, at: slot, parent: parent, key: codingKey)
        state.finish(slot)
    }

    /// Encodes `value` into `slot`; with `finishing`, a value that encoded nothing becomes `{}`.
    func encodeValue<T: Encodable>(_ value: T, at slot: Slot, parent: CodingPathNode?, key: CodingKeyValue, finishing: Bool) throws {
        if let scalar = try knownScalar(value, parent: parent, key: key) {
            try state.put(scalar, at: slot)
            return
        }
        try encodeComposite(value, at: slot, parent: parent, key: key)
        if finishing { state.finish(slot) }
    }

    /// Values that are not scalars under the current strategies: custom date and data strategies,
    /// arrays of primitives, `[String: Value]`, and everything that encodes itself. The types found
    /// to encode themselves are remembered, so that their next values skip the tests here and in
    /// ``knownScalar(_:parent:key:)``.
    private func encodeComposite<T: Encodable>(_ value: T, at slot: Slot, parent: CodingPathNode?, key: CodingKeyValue) throws {
        if !state.selfEncodingTypes.contains(T.self) {
            if try encodeSpecialComposite(value, at: slot, parent: parent, key: key) { return }
            state.selfEncodingTypes.insert(T.self)
        }
        try withSlot(slot, parent: parent, key: key) { try value.encode(to: $0) }
    }

    /// Encodes `value` if it is a composite this encoder writes itself; `false` if it encodes itself.
    private func encodeSpecialComposite<T: Encodable>(_ value: T, at slot: Slot, parent: CodingPathNode?, key: CodingKeyValue) throws -> Bool {
        if T.self == Date.self, case .custom(let encode) = state.options.dateEncodingStrategy {
            let date = _identityCast(value, to: Date.self)
            try withSlot(slot, parent: parent, key: key) { try encode(date, $0) }
            return true
        }
        if T.self == Data.self, case .custom(let encode) = state.options.dataEncodingStrategy {
            let data = _identityCast(value, to: Data.self)
            try withSlot(slot, parent: parent, key: key) { try encode(data, $0) }
            return true
        }
        // Arrays of common primitives: one loop instead of the standard library's unspecialized
        // `Array.encode(to:)`.
        if T.self == [String].self {
            try encodeArray(_identityCast(value, to: [String].self), at: slot) { _, value in .string(value) }
            return true
        }
        if T.self == [Int].self {
            try encodeArray(_identityCast(value, to: [Int].self), at: slot) { _, value in .int(Int64(value)) }
            return true
        }
        if T.self == [Double].self {
            let path = CodingPathNode.appending(key, to: parent)
            try encodeArray(_identityCast(value, to: [Double].self), at: slot) { index, value in
                try checked(value, parent: path, key: .index(index))
            }
            return true
        }
        if T.self == [Bool].self {
            try encodeArray(_identityCast(value, to: [Bool].self), at: slot) { _, value in .bool(value) }
            return true
        }
        // `[String: Value]`: one loop over the dictionary instead of the standard library's
        // `encode(to:)` through a keyed container; its keys as they are under any key strategy.
        // The metatype is cast, not the value: a value cast would first copy the value into an
        // existential box, for every type that is not such a dictionary.
        if let dictionaryType = T.self as? any StringKeyedEncodableDictionary.Type {
            try dictionaryType.encodeWithRawKeys(value, into: self, at: slot, parent: parent, key: key)
            return true
        }
        return false
    }

    private func encodeArray<Element>(_ elements: [Element], at slot: Slot, _ scalar: (Int, Element) throws -> EncodedScalar) throws {
        let container = try state.openContainer(isObject: false, at: slot)
        for (index, element) in elements.enumerated() {
            try state.put(scalar(index, element), in: container, key: nil)
        }
    }

    /// Where the encoder was, while it writes a nested value. A struct rather than a tuple: the
    /// compiler would destroy the tuple through the runtime's generic tuple witness.
    private struct Position {
        let slot: Slot
        let parentStep: UnretainedPathStep
        let key: CodingKeyValue
        let opened: Opened?
    }

    /// Runs `body` with this encoder moved to `slot`, then puts it back.
    func withSlot(_ slot: Slot, parent: CodingPathNode?, key: CodingKeyValue, _ body: (WriterEncoder) throws -> Void) throws {
        let saved = Position(slot: self.slot, parentStep: self.parentStep, key: self.key, opened: opened)
        self.slot = slot
        self.parentStep = UnretainedPathStep(parent)
        self.key = key
        opened = nil
        defer {
            self.slot = saved.slot
            self.parentStep = saved.parentStep
            self.key = saved.key
            opened = saved.opened
        }
        try body(self)
    }

    // MARK: Scalars

    /// The scalar Foundation writes for `value`, or `nil` when `value` is not a scalar.
    func knownScalar<T: Encodable>(_ value: T, parent: CodingPathNode?, key: CodingKeyValue) throws -> EncodedScalar? {
        if state.selfEncodingTypes.contains(T.self) { return nil }
        if T.self == String.self { return .string(_identityCast(value, to: String.self)) }
        if T.self == Int.self { return .int(Int64(_identityCast(value, to: Int.self))) }
        if T.self == Double.self { return try checked(_identityCast(value, to: Double.self), parent: parent, key: key) }
        if T.self == Bool.self { return .bool(_identityCast(value, to: Bool.self)) }
        if T.self == Int64.self { return .int(_identityCast(value, to: Int64.self)) }
        if T.self == Float.self { return try checked(_identityCast(value, to: Float.self), parent: parent, key: key) }
        if T.self == UInt64.self { return .uint(_identityCast(value, to: UInt64.self)) }
        if T.self == Int32.self { return .int(Int64(_identityCast(value, to: Int32.self))) }
        if T.self == UInt.self { return .uint(UInt64(_identityCast(value, to: UInt.self))) }
        if T.self == UInt8.self { return .uint(UInt64(_identityCast(value, to: UInt8.self))) }
        if T.self == Int8.self { return .int(Int64(_identityCast(value, to: Int8.self))) }
        if T.self == Int16.self { return .int(Int64(_identityCast(value, to: Int16.self))) }
        if T.self == UInt16.self { return .uint(UInt64(_identityCast(value, to: UInt16.self))) }
        if T.self == UInt32.self { return .uint(UInt64(_identityCast(value, to: UInt32.self))) }
        if T.self == Date.self { return try dateScalar(_identityCast(value, to: Date.self), parent: parent, key: key) }
        if T.self == URL.self { return .string(_identityCast(value, to: URL.self).absoluteString) }
        if T.self == Decimal.self {
            let decimal = _identityCast(value, to: Decimal.self)
            guard !decimal.isNaN else {
                throw EncodingError.invalidValue(decimal, .init(
                    codingPath: CodingPathNode.path(parent, appending: key), debugDescription: "Unable to encode Decimal.nan directly in JSON."))
            }
            return .number(decimal.description)
        }
        if T.self == Data.self, case .base64 = state.options.dataEncodingStrategy {
            return .string(_identityCast(value, to: Data.self).base64EncodedString())
        }
        return nil
    }

    private func dateScalar(_ date: Date, parent: CodingPathNode?, key: CodingKeyValue) throws -> EncodedScalar? {
        switch state.options.dateEncodingStrategy {
        case .deferredToDate: return try checked(date.timeIntervalSinceReferenceDate, parent: parent, key: key)
        case .secondsSince1970: return try checked(date.timeIntervalSince1970, parent: parent, key: key)
        case .millisecondsSince1970: return try checked(date.timeIntervalSince1970 * 1000, parent: parent, key: key)
        case .iso8601: return .string(ISO8601Text.string(from: date))
        case .formatted(let formatter): return .string(formatter.string(from: date))
        case .custom: return nil
        }
    }

    /// A finite double, or the non-conforming float strategy's string; else Foundation's error.
    func checked(_ value: Double, parent: CodingPathNode?, key: CodingKeyValue) throws -> EncodedScalar {
        if _fastPath(value.isFinite) { return .double(value) }
        return try nonConforming(value, isInfinite: value.isInfinite, sign: value.sign, parent: parent, key: key)
    }

    func checked(_ value: Float, parent: CodingPathNode?, key: CodingKeyValue) throws -> EncodedScalar {
        if _fastPath(value.isFinite) { return .float(value) }
        return try nonConforming(value, isInfinite: value.isInfinite, sign: value.sign, parent: parent, key: key)
    }

    private func nonConforming<F>(_ value: F, isInfinite: Bool, sign: FloatingPointSign, parent: CodingPathNode?, key: CodingKeyValue) throws -> EncodedScalar {
        guard case .convertToString(let positive, let negative, let nan) = state.options.nonConformingFloatEncodingStrategy else {
            throw EncodingError.invalidValue(value, .init(
                codingPath: CodingPathNode.path(parent, appending: key),
                debugDescription: "Unable to encode \(F.self).\(value) directly in JSON."))
        }
        if !isInfinite { return .string(nan) }
        return .string(sign == .minus ? negative : positive)
    }
}

extension ContainerRef {
    /// A container that is never open: every write to it fails over to tree mode.
    static var dead: ContainerRef { ContainerRef(id: -1, level: Int.max, tree: nil) }
}

/// `[String: Value]`, written with its keys as they are whatever the key strategy (as Foundation).
protocol StringKeyedEncodableDictionary {
    /// Encodes `value`, which is of this type, into `slot`.
    static func encodeWithRawKeys<Value>(
        _ value: Value, into encoder: WriterEncoder, at slot: Slot, parent: CodingPathNode?, key: CodingKeyValue
    ) throws
}

extension Dictionary: StringKeyedEncodableDictionary where Key == String, Value: Encodable {
    static func encodeWithRawKeys<Wrapped>(
        _ value: Wrapped, into encoder: WriterEncoder, at slot: Slot, parent: CodingPathNode?, key: CodingKeyValue
    ) throws {
        let dictionary = _identityCast(value, to: Self.self)
        let container = try encoder.state.openContainer(isObject: true, at: slot)
        let path = CodingPathNode.appending(key, to: parent)
        let usesDefaultKeys = encoder.state.usesDefaultKeys
        for (name, value) in dictionary {
            let key = JSONStringKey(member: name, usesDefaultKeys: usesDefaultKeys)
            try encoder.encode(value, in: container, key: .text(name), parent: path, codingKey: .string(key))
        }
    }
}

extension WriterEncoder: SingleValueEncodingContainer {
    func encodeNil() throws { try state.put(.null, at: slot) }
    func encode(_ value: Bool) throws { try state.put(.bool(value), at: slot) }
    func encode(_ value: String) throws { try state.put(.string(value), at: slot) }
    func encode(_ value: Double) throws { try state.put(checked(value, parent: parent, key: key), at: slot) }
    func encode(_ value: Float) throws { try state.put(checked(value, parent: parent, key: key), at: slot) }
    func encode(_ value: Int) throws { try state.put(.int(Int64(value)), at: slot) }
    func encode(_ value: Int8) throws { try state.put(.int(Int64(value)), at: slot) }
    func encode(_ value: Int16) throws { try state.put(.int(Int64(value)), at: slot) }
    func encode(_ value: Int32) throws { try state.put(.int(Int64(value)), at: slot) }
    func encode(_ value: Int64) throws { try state.put(.int(value), at: slot) }
    func encode(_ value: UInt) throws { try state.put(.uint(UInt64(value)), at: slot) }
    func encode(_ value: UInt8) throws { try state.put(.uint(UInt64(value)), at: slot) }
    func encode(_ value: UInt16) throws { try state.put(.uint(UInt64(value)), at: slot) }
    func encode(_ value: UInt32) throws { try state.put(.uint(UInt64(value)), at: slot) }
    func encode(_ value: UInt64) throws { try state.put(.uint(value), at: slot) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func encode(_ value: Int128) throws { try state.put(.number(String(value)), at: slot) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func encode(_ value: UInt128) throws { try state.put(.number(String(value)), at: slot) }

    func encode<T: Encodable>(_ value: T) throws {
        try encodeValue(value, at: slot, parent: parent, key: key, finishing: false)
    }
}
