#if canImport(Combine)
import Combine
import Foundation
import Testing
import YYModel

/// The coders in Combine pipelines, where Combine exists (Apple platforms).
@Suite struct CombineCoderTests {
    struct User: Codable, Equatable {
        var id: Int
        var login: String
    }

    @Test func publishersDecodeAndEncodeWithTheCoders() throws {
        let user = User(id: 7, login: "ann")
        var received: [User] = []
        var failure: (any Error)?
        let cancellable = Just(user)
            .encode(encoder: YYJSONEncoder())
            .decode(type: User.self, decoder: YYJSONDecoder())
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion { failure = error }
            }, receiveValue: { received.append($0) })
        _ = cancellable
        #expect(failure == nil)
        #expect(received == [user])
    }

    @Test func aDecodingErrorEndsThePublisher() {
        var failure: (any Error)?
        let cancellable = Just(Data(#"{"id": "seven", "login": "ann"}"#.utf8))
            .decode(type: User.self, decoder: YYJSONDecoder())
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion { failure = error }
            }, receiveValue: { _ in })
        _ = cancellable
        #expect(failure is DecodingError)
    }
}
#endif
