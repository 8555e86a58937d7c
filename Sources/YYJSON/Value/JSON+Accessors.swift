/// The typed readers convert the way a `@JSONModel` property of that type does (see the YYModel
/// conversion rules): `"12"` reads as the integer 12, `"yes"` and `1` as `true`, a number as its
/// text. A value that does not convert (`"abc"` as an integer, an array as anything scalar, `null`)
/// reads as `nil`. ``number``, ``array`` and ``object`` only read their own kind; match the cases
/// (`if case .string(let text) = json`) to tell a string from a number that reads as one.
///
///     let json: JSON = ["id": "12", "admin": "yes", "ratio": "1.5", "count": 3]
///     print(json["id"]?.int as Any)         // Prints "Optional(12)"
///     print(json["admin"]?.bool as Any)     // Prints "Optional(true)"
///     print(json["count"]?.string as Any)   // Prints "Optional("3")"
extension JSON {
    /// The value as text: a string as it is (null words such as `"null"` included), a number as its
    /// JSON text (`7`, `0.25`), `true`/`false` as `"true"`/`"false"`; `nil` for anything else.
    ///
    /// A parsed number keeps its value, not its spelling: `1.50` reads as `"1.5"` and `1e3` as
    /// `"1000.0"`.
    public var string: String? {
        switch self {
        case .string(let value): return value
        case .number(let value): return value.description
        case .bool(let value): return value ? "true" : "false"
        default: return nil
        }
    }

    /// The value as `Int`: an integer in range, a number with a fraction truncated toward zero
    /// (`1.9` is 1), `true`/`false` as 1/0, or a string that is wholly a number or a YES/NO word
    /// (`" 42 "`, `"1e3"`, `"yes"`); `nil` for anything else or when out of range.
    public var int: Int? { integer(Int.self) }

    /// The value as `Int64`, by the rules of ``int``.
    public var int64: Int64? { integer(Int64.self) }

    /// The value as `UInt64`, by the rules of ``int`` (`-1` and `"-1"` are out of range).
    public var uint64: UInt64? { integer(UInt64.self) }

    /// The value as `Double`: a number's nearest value, `true`/`false` as 1/0, or a string that is
    /// wholly a finite number or a YES/NO word (`"1.5"`, `"yes"`); `nil` for anything else
    /// (`"nan"`, `"1e999"`, `"1.5abc"`).
    public var double: Double? {
        switch self {
        case .number(let value): return value.double
        case .bool(let value): return value ? 1 : 0
        case .string(let value): return NumericText.floatingPoint(Double.self, value)
        default: return nil
        }
    }

    /// The value as `Bool`: `true`/`false` as they are, a number as non-zero, or a string that is a
    /// YES/NO word (`TRUE True true YES Yes yes`, `FALSE ... no`) or wholly a number; `nil` for
    /// anything else.
    public var bool: Bool? {
        switch self {
        case .bool(let value): return value
        case .number(let value): return value.double != 0
        case .string(let value): return NumericText.bool(value)
        default: return nil
        }
    }

    /// The value as an integer of type `I`, by the rules of ``int``.
    private func integer<I: FixedWidthInteger>(_: I.Type) -> I? {
        switch self {
        case .number(let value):
            switch value.storage {
            case .int(let integer): return I(exactly: integer)
            case .uint(let integer): return I(exactly: integer)
            case .double(let double): return NumericText.truncating(I.self, double)
            }
        case .bool(let value): return value ? 1 : 0
        case .string(let value): return NumericText.integer(I.self, value)
        default: return nil
        }
    }
}

extension JSON {
    /// The number, if this is a number.
    public var number: JSONNumber? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The elements, if this is an array.
    public var array: [JSON]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members, if this is an object.
    public var object: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// `true` for `null`.
    public var isNull: Bool { self == .null }

    /// The value of the last member named `key`, if this is an object.
    ///
    /// Setting a value on an object replaces the last member named `key`, or appends one; setting
    /// `nil` removes every member named `key`. Setting on a non-object does nothing.
    public subscript(key: String) -> JSON? {
        get { object?[key] }
        set {
            guard case .object(var members) = self else { return }
            self = .null  // release the storage so the mutation below does not copy it
            members[key] = newValue
            self = .object(members)
        }
    }

    /// The element at `index`, if this is an array and the index is in range.
    public subscript(index: Int) -> JSON? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
}
