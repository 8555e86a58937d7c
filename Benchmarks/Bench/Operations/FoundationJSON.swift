import Foundation

/// The Foundation baselines shared by the operations: `JSONSerialization` in both directions.
enum FoundationJSON {
    /// Parses `data` into Foundation objects and returns their top-level count.
    static func parse(_ data: Data) throws -> Int {
        summary(of: try JSONSerialization.jsonObject(with: data))
    }

    /// Writes a Foundation object tree as compact JSON and returns the number of bytes.
    static func write(_ object: Any) throws -> Int {
        try JSONSerialization.data(withJSONObject: object).count
    }

    /// A cheap number that depends on the parsed result: the top-level element or member count.
    static func summary(of object: Any) -> Int {
        if let array = object as? [Any] { return array.count }
        if let dictionary = object as? [String: Any] { return dictionary.count }
        return 1
    }
}
