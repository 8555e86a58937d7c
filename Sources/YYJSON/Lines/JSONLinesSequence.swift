import Foundation

/// The values of a JSON Lines text that arrives asynchronously, one per line, decoded as they are
/// reached.
///
/// Created by `JSONLinesDecoder.values(of:from:)` from a sequence of bytes
/// (such as `FileHandle.bytes` or `URL.resourceBytes` on Apple platforms) or of `Data` chunks:
///
///     for try await event in JSONLinesDecoder().values(of: Event.self, from: url.resourceBytes) {
///         print(event.name)
///     }
///
/// The sequence reads its source only as far as the next line needs: it holds the line being
/// assembled and, for a source of chunks, the chunk that holds it.
///
/// Iteration throws the first invalid line as a ``JSONLinesError``, and the source's own errors as
/// they are. To read past invalid lines, iterate ``results()`` instead.
public struct JSONLinesSequence<Source: AsyncSequence, Element>: AsyncSequence {
    /// Pulls input from the source into the splitter; `false` once the source has ended.
    typealias Feed = (inout Source.AsyncIterator, inout JSONLineSplitter) async throws -> Bool

    private let source: Source
    private let decodeLine: (Data) throws -> Element
    private let recover: (JSONLinesError) throws -> Element
    private let feed: Feed

    private init(
        source: Source, decodeLine: @escaping (Data) throws -> Element,
        recover: @escaping (JSONLinesError) throws -> Element, feed: @escaping Feed
    ) {
        self.source = source
        self.decodeLine = decodeLine
        self.recover = recover
        self.feed = feed
    }

    /// A sequence that decodes each line of a byte source with `decodeLine`.
    package init(bytes: Source, decodeLine: @escaping (Data) throws -> Element) where Source.Element == UInt8 {
        self.init(source: bytes, decodeLine: decodeLine, recover: { throw $0 }) { iterator, splitter in
            // Up to the end of one line, so that the source is never read further ahead.
            while let byte = try await iterator.next() {
                splitter.append(byte)
                if byte == UInt8(ascii: "\n") { return true }
            }
            return false
        }
    }

    /// A sequence that decodes each line of a source of chunks with `decodeLine`.
    package init(chunks: Source, decodeLine: @escaping (Data) throws -> Element) where Source.Element == Data {
        self.init(source: chunks, decodeLine: decodeLine, recover: { throw $0 }) { iterator, splitter in
            guard let chunk = try await iterator.next() else { return false }
            splitter.append(contentsOf: chunk)
            return true
        }
    }

    /// The lenient form: every line's outcome, a value or the ``JSONLinesError`` that says why the
    /// line was not one, so that reading goes on past invalid lines.
    ///
    ///     var skipped: [JSONLinesError] = []
    ///     for try await result in JSONLinesDecoder().values(of: Event.self, from: bytes).results() {
    ///         switch result {
    ///         case .success(let event): print(event.name)
    ///         case .failure(let error): skipped.append(error)
    ///         }
    ///     }
    ///
    /// Iteration still throws the source's own errors.
    public func results() -> JSONLinesSequence<Source, Result<Element, JSONLinesError>> {
        let decodeLine = self.decodeLine
        return JSONLinesSequence<Source, Result<Element, JSONLinesError>>(
            source: source, decodeLine: { .success(try decodeLine($0)) }, recover: { .failure($0) }, feed: feed)
    }

    /// Creates an iterator over the decoded lines.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(source: source.makeAsyncIterator(), reader: JSONLinesReader(decodeLine: decodeLine), recover: recover, feed: feed)
    }

    /// Reads the source and decodes its lines, one at each call of ``next()``.
    public struct AsyncIterator: AsyncIteratorProtocol {
        private var source: Source.AsyncIterator
        private var reader: JSONLinesReader<Element>
        private let recover: (JSONLinesError) throws -> Element
        private let feed: Feed
        private var sourceEnded = false

        fileprivate init(
            source: Source.AsyncIterator, reader: JSONLinesReader<Element>,
            recover: @escaping (JSONLinesError) throws -> Element, feed: @escaping Feed
        ) {
            self.source = source
            self.reader = reader
            self.recover = recover
            self.feed = feed
        }

        /// The next line's value, or `nil` after the last line.
        ///
        /// - Throws: ``JSONLinesError`` for an invalid line (unless iterating ``results()``), and
        ///   the source's errors.
        public mutating func next() async throws -> Element? {
            while true {
                switch reader.next() {
                case .success(let value): return value
                case .failure(let error): return try recover(error)
                case nil: break
                }
                if sourceEnded { return nil }
                if try await !feed(&source, &reader.splitter) {
                    sourceEnded = true
                    reader.splitter.finish()
                }
            }
        }
    }
}
