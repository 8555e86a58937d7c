#if canImport(Combine)
import Combine
import Foundation

/// Lets a publisher decode with this library's decoder where Combine exists:
/// `publisher.decode(type: User.self, decoder: YYJSONDecoder())`.
extension YYJSONDecoder: TopLevelDecoder {
    /// The input a publisher hands to `decode(_:from:)`: UTF-8 JSON data.
    public typealias Input = Data
}

/// Lets a publisher encode with this library's encoder where Combine exists:
/// `publisher.encode(encoder: YYJSONEncoder())`.
extension YYJSONEncoder: TopLevelEncoder {
    /// The output of `encode(_:)`: UTF-8 JSON data.
    public typealias Output = Data
}
#endif
