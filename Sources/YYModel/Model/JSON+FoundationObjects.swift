import Foundation

extension JSON {
    /// Converts a Foundation object as `JSONSerialization` produces it (`NSDictionary`, `NSArray`,
    /// `NSString`, `NSNumber`, `NSNull`) or the Swift equivalents.
    ///
    /// Booleans are told apart from numbers explicitly: on Linux both arrive as `NSNumber`.
    ///
    /// - Throws: ``JSONModelError`` for anything that is not JSON (dates, non-string keys, NaN).
    public init(foundationObject object: Any) throws {
        switch object {
        case is NSNull: self = .null
        case let value as Bool where type(of: object) == Bool.self: self = .bool(value)
        case let value as String: self = .string(value)
        case let number as NSNumber: self = try JSON.fromNumber(number)
        case let value as Int: self = .number(JSONNumber(value))
        case let value as Double:
            guard value.isFinite else { throw JSONModelError(path: "", reason: "non-finite number \(value)") }
            self = .number(JSONNumber(value))
        case let dictionary as [String: Any]:
            var members = JSONObject()
            members.reserveCapacity(dictionary.count)
            for key in dictionary.keys.sorted() { members.append(key: key, value: try JSON(foundationObject: dictionary[key]!)) }
            self = .object(members)
        case let array as [Any]:
            self = .array(try array.map { try JSON(foundationObject: $0) })
        default:
            throw JSONModelError(path: "", reason: "\(type(of: object)) is not a JSON value")
        }
    }

    private static func fromNumber(_ number: NSNumber) throws -> JSON {
        let type = String(cString: number.objCType)
        switch type {
        case "c":
            // JSONSerialization makes booleans as `NSNumber(value: Bool)`, whose type code is "c";
            // it never makes 8-bit integers, so "c" means a boolean here.
            return .bool(number.boolValue)
        case "s", "i", "l", "q": return .number(JSONNumber(number.int64Value))
        case "C", "S", "I", "L", "Q": return .number(JSONNumber(number.uint64Value))
        default:
            let value = number.doubleValue
            guard value.isFinite else { throw JSONModelError(path: "", reason: "non-finite number \(value)") }
            return .number(JSONNumber(value))
        }
    }

    /// The value as Foundation objects: `[String: Any]`, `[Any]`, `String`, `Int`/`UInt64`/`Double`,
    /// `Bool`, `NSNull`.
    public var foundationObject: Any {
        switch self {
        case .null: return NSNull()
        case .bool(let value): return value
        case .number(let number):
            switch number.storage {
            case .int(let value): return Int(value)
            case .uint(let value): return value
            case .double(let value): return value
            }
        case .string(let value): return value
        case .array(let elements): return elements.map(\.foundationObject)
        case .object(let members):
            var dictionary: [String: Any] = [:]
            for (key, value) in members { dictionary[key] = value.foundationObject }
            return dictionary
        }
    }
}
