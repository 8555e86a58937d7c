import Foundation
import Testing
import YYModel

/// Containers and coders that an `init(from:)` or `encode(to:)` keeps stay usable after the call
/// that made them has returned, as Foundation's do: they hold what they read and their coding path.
@Suite struct YYJSONCoderLifetimeTests {
    enum Keys: String, CodingKey { case a, user, tags, name, id }

    /// Keeps its keyed containers, and nothing else of the decoding, to read them afterwards.
    struct KeyedKeeper: Decodable {
        let top: KeyedDecodingContainer<Keys>
        let user: KeyedDecodingContainer<Keys>

        init(from decoder: any Decoder) throws {
            top = try decoder.container(keyedBy: Keys.self)
            user = try top.nestedContainer(keyedBy: Keys.self, forKey: .user)
        }
    }

    /// Keeps an unkeyed container and a decoder for a member as well.
    struct Keeper: Decodable {
        let top: KeyedDecodingContainer<Keys>
        let user: KeyedDecodingContainer<Keys>
        let tags: any UnkeyedDecodingContainer
        let userDecoder: any Decoder

        init(from decoder: any Decoder) throws {
            top = try decoder.container(keyedBy: Keys.self)
            user = try top.nestedContainer(keyedBy: Keys.self, forKey: .user)
            tags = try top.nestedUnkeyedContainer(forKey: .tags)
            userDecoder = try top.superDecoder(forKey: .user)
        }
    }

    static let json = #"{"a": 1, "user": {"name": "ann", "id": 7}, "tags": ["x", "y"]}"#

    /// Decodes `T` from freshly made text with a decoder of its own, both gone on return.
    static func decode<T: Decodable>(_: T.Type) throws -> T {
        try YYJSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    @Test func keptKeyedContainersReadTheDocumentAfterDecoding() throws {
        let keeper = try Self.decode(KeyedKeeper.self)
        #expect(try keeper.top.decode(Int.self, forKey: .a) == 1)
        #expect(try keeper.user.decode(String.self, forKey: .name) == "ann")
        #expect(try keeper.user.decode(Int.self, forKey: .id) == 7)
        #expect(keeper.user.allKeys.map(\.stringValue) == ["name", "id"])
        #expect(keeper.user.codingPath.map(\.stringValue) == ["user"])
    }

    @Test func keptContainersAndDecodersReadTheDocumentAfterDecoding() throws {
        let keeper = try Self.decode(Keeper.self)
        #expect(try keeper.user.decode(Int.self, forKey: .id) == 7)
        var tags = keeper.tags
        #expect(try tags.decode(String.self) == "x")
        #expect(try tags.decode(String.self) == "y")
        #expect(tags.isAtEnd)
        let fromDecoder = try keeper.userDecoder.container(keyedBy: Keys.self)
        #expect(try fromDecoder.decode(Int.self, forKey: .id) == 7)
    }

    @Test func keptContainersReportTheirPathsAfterDecoding() throws {
        let keeper = try Self.decode(Keeper.self)
        #expect(keeper.top.codingPath.isEmpty)
        #expect(keeper.user.codingPath.map(\.stringValue) == ["user"])
        #expect(keeper.tags.codingPath.map(\.stringValue) == ["tags"])
        #expect(keeper.userDecoder.codingPath.map(\.stringValue) == ["user"])
        let nested = try keeper.userDecoder.container(keyedBy: Keys.self)
        #expect(nested.codingPath.map(\.stringValue) == ["user"])
        #expect(throws: DecodingError.self) { try keeper.user.decode(Int.self, forKey: .name) }
        do {
            _ = try keeper.user.decode(Int.self, forKey: .name)
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["user", "name"])
        }
    }

    /// Keeps a nested encoder, to read its path after encoding.
    final class PathKeeper: Encodable, @unchecked Sendable {  // Written only inside `encode(to:)`.
        var nestedEncoder: (any Encoder)?
        var keyedPath: [String] = []

        func encode(to encoder: any Encoder) throws {
            var top = encoder.container(keyedBy: Keys.self)
            var user = top.nestedContainer(keyedBy: Keys.self, forKey: .user)
            try user.encode("ann", forKey: .name)
            keyedPath = user.codingPath.map(\.stringValue)
            nestedEncoder = user.superEncoder(forKey: .tags)
        }
    }

    @Test func keptEncoderReportsItsPathAfterEncoding() throws {
        let keeper = PathKeeper()
        let data = try YYJSONEncoder().encode(keeper)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""name":"ann""#))
        #expect(keeper.keyedPath == ["user"])
        #expect(keeper.nestedEncoder?.codingPath.map(\.stringValue) == ["user", "tags"])
    }
}
