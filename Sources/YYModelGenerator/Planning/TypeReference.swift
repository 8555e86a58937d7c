/// A Swift type a generated property can have.
///
///     TypeReference.array(.optional(.int)).spelling        // "[Int?]"
///     TypeReference.map(.model("Event")).defaultValue      // "[:]"
///     TypeReference.url.defaultValue                       // nil: no empty value
///     TypeReference.enumeration("Status").defaultValue     // nil: no case is a neutral start
indirect enum TypeReference: Hashable, Sendable {
    case bool
    case int
    case uint64
    case double
    case string
    case date
    case url
    /// The dynamic ``YYJSON/JSON`` value: no single type fits (or nothing was seen but `null`).
    case json
    case array(TypeReference)
    /// `[String: Value]`.
    case map(TypeReference)
    /// A generated model, by its final name.
    case model(String)
    /// A generated string enum, by its final name.
    case enumeration(String)
    case optional(TypeReference)

    /// The type as written in Swift source.
    var spelling: String {
        switch self {
        case .bool: "Bool"
        case .int: "Int"
        case .uint64: "UInt64"
        case .double: "Double"
        case .string: "String"
        case .date: "Date"
        case .url: "URL"
        case .json: "JSON"
        case .array(let element): "[\(element.spelling)]"
        case .map(let value): "[String: \(value.spelling)]"
        case .model(let name), .enumeration(let name): name
        case .optional(let wrapped): "\(wrapped.spelling)?"
        }
    }

    /// The initial value of a non-optional property of this type; `nil` for `Date`, `URL` and
    /// enums, which have no empty value (the generator makes such properties optional instead).
    /// An enum could start from its first case, but a decoded model would then claim a value the
    /// JSON may not have had.
    var defaultValue: String? {
        switch self {
        case .bool: "false"
        case .int, .uint64, .double: "0"
        case .string: "\"\""
        case .json: ".null"
        case .array: "[]"
        case .map: "[:]"
        case .model(let name): "\(name)()"
        case .date, .url, .enumeration, .optional: nil
        }
    }

    /// The same type made optional (unchanged when it already is).
    var optional: TypeReference {
        if case .optional = self { return self }
        return .optional(self)
    }
}
