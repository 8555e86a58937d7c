import Foundation

// A `Codable` value inside a document that is read or written by other means (a model property
// whose type is only `Codable`): read from the same parsed tape and written into the same writer,
// with the rules of ``YYJSONDecoder`` and ``YYJSONEncoder`` at their defaults.

extension JSONElement {
    /// Decodes this value as `T` through the Codable decoder.
    ///
    /// The tape is valid only during the decode that lends this element, so an `init(from:)` must
    /// not keep its decoder or a container: one that does is refused with an error rather than left
    /// pointing at freed memory.
    ///
    /// - Parameter lenient: Whether numbers and booleans may arrive as strings (and the like); see
    ///   ``YYJSONDecoder/allowsLenientConversions``.
    package func decodeCodable<T: Decodable>(_ type: T.Type, lenient: Bool) throws -> T {
        var options = YYJSONDecoder.Options()
        options.allowsLenientConversions = lenient
        var decoder = TapeDecoder(tape: tape, options: options, keepingAlive: nil)
        let value = try decoder.decodeValue(T.self, at: node, parent: nil, key: .none)
        guard isKnownUniquelyReferenced(&decoder) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: [], debugDescription: "\(T.self).init(from:) kept its decoder, which is valid only during the call"))
        }
        return value
    }
}

extension JSONWriter {
    /// Writes `value` as the next value through the Codable encoder, with this writer's
    /// formatting: its indentation continues, and its key spacing (`"key": value`) is kept.
    ///
    /// - Throws: `JSONWritingError` at the coding path of what failed (a non-finite number, a
    ///   value that encodes nothing, or an error of the value's `encode(to:)`).
    package mutating func writeEncodable<T: Encodable>(_ value: T) throws {
        var options = YYJSONEncoder.Options()
        options.outputFormatting = YYJSONEncoder.OutputFormatting(writing: self.options.formatting)
        let mark = self.mark
        // Sorted keys need the tree; otherwise the stream, unless the value's encoding cannot be
        // followed in order.
        let modes: [EncodingState.Mode] = options.outputFormatting.contains(.sortedKeys) ? [.tree] : [.stream, .tree]
        for mode in modes {
            var lent = JSONWriter(options: self.options, capacity: 0)
            swap(&self, &lent)
            let state = EncodingState(options: options, mode: mode, embeddingIn: lent)
            do {
                defer { swap(&self, &state.writer) }
                try state.encodeTopLevel(value)
                return
            } catch where state.needsTreeMode && mode == .stream {
                rollBack(to: mark)
            } catch let error as EncodingError {
                rollBack(to: mark)
                throw JSONWritingError(error)
            } catch let error as JSONWritingError {
                rollBack(to: mark)
                throw error
            } catch {
                rollBack(to: mark)
                throw JSONWritingError(reason: "\(error)")
            }
        }
    }
}

extension JSONWritingError {
    /// The error for an `EncodingError`, at its coding path.
    init(_ error: EncodingError) {
        switch error {
        case .invalidValue(_, let context):
            self.init(reason: context.debugDescription, pathComponents: JSONPathText.components(of: context.codingPath))
        @unknown default:
            self.init(reason: "\(error)")
        }
    }
}

extension DecodingError {
    /// Where the value that failed is, below the value being decoded.
    package var pathComponents: [JSONPathComponent] {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return JSONPathText.components(of: context.codingPath)
        case .keyNotFound(let key, let context):
            return JSONPathText.components(of: context.codingPath + [key])
        @unknown default:
            return []
        }
    }

    /// What failed, without the path.
    package var reason: String {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return context.debugDescription
        case .keyNotFound(let key, _):
            return "missing key \"\(key.stringValue)\""
        @unknown default:
            return "\(self)"
        }
    }
}
