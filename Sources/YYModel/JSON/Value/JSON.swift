/// A JSON value you can build, inspect, change and write: the dynamic counterpart of a model.
///
/// Objects keep their keys in order; numbers remember whether they were integers and never lose a
/// digit of an integer that fits 64 bits.
///
///     var user: JSON = ["id": 7, "name": "Ann", "tags": ["a", "b"]]
///     print(user["tags"]?[1]?.string as Any)   // Prints "Optional("b")"
///     user["name"] = "Bo"
///     print(try user.jsonString())             // Prints {"id":7,"name":"Bo","tags":["a","b"]}
public enum JSON: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number: an exact integer or a double.
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// An array.
    case array([JSON])
    /// An object, with its keys in order.
    case object(JSONObject)
}

extension JSON: CustomStringConvertible, CustomDebugStringConvertible {
    /// The compact JSON text of the value.
    public var description: String {
        (try? jsonString()) ?? "<invalid JSON>"
    }

    public var debugDescription: String { "JSON(\(description))" }
}
