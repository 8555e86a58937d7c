import Foundation
import YYModel

/// The generic envelope many APIs put around their payload, `{"code": 0, "message": "ok", "data": …}`,
/// for the bench's `envelope` row: the corpus document becomes `data`.
@JSONModel
public struct Envelope<Payload: JSONModel & Sendable>: Sendable {
    public var code: Int
    public var message: String
    public var data: Payload
}

extension Envelope {
    /// `document` as the `data` of an envelope, byte for byte.
    public static func wrapping(_ document: Data) -> Data {
        Data(#"{"code":0,"message":"ok","data":"#.utf8) + document + Data("}".utf8)
    }
}
