import Foundation
import YYModel

/// JSON Lines inputs for the tests of this folder.
enum LinesFixtures {
    /// The statuses of `Fixtures/twitter.json`, one compact status per line, and the whole array.
    static func twitter() throws -> (lines: Data, array: Data) {
        let root = try JSON(parsing: fixtureData("twitter"))
        let statuses = root["statuses"]?.array ?? []
        var lines = Data()
        for status in statuses {
            lines.append(Data(try status.jsonString().utf8))
            lines.append(UInt8(ascii: "\n"))
        }
        return (lines, Data(try JSON.array(statuses).jsonString().utf8))
    }

    /// `data` as an asynchronous sequence of chunks of `size` bytes.
    static func chunks(of data: Data, size: Int) -> AsyncStream<Data> {
        AsyncStream { continuation in
            var start = data.startIndex
            while start < data.endIndex {
                let end = min(start + size, data.endIndex)
                continuation.yield(data[start..<end])
                start = end
            }
            continuation.finish()
        }
    }

    /// `data` as an asynchronous sequence of bytes.
    static func bytes(of data: Data) -> AsyncStream<UInt8> {
        AsyncStream { continuation in
            for byte in data { continuation.yield(byte) }
            continuation.finish()
        }
    }

    /// A directory of its own under the temporary directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("yymodel-lines-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// A value compared through the JSON it encodes to, for types that are not `Equatable`.
func encodedJSON(_ value: some Encodable) throws -> JSON {
    try JSON(parsing: YYJSONEncoder().encode(value))
}
