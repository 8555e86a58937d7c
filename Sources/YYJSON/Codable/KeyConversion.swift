import Foundation

/// The snake-case key conversions of ``YYJSONDecoder/KeyDecodingStrategy/convertFromSnakeCase`` and
/// ``YYJSONEncoder/KeyEncodingStrategy/convertToSnakeCase``, with Foundation's results.
///
/// Keys made of ASCII letters, digits and `_` (nearly all keys) are converted byte by byte; others
/// use Foundation's Unicode case mappings so that every script behaves as in `JSONDecoder`.
enum KeyConversion {
    // MARK: snake_case -> camelCase

    /// `created_at` -> `createdAt`; `_private_key_` -> `_privateKey_`; `URL_value` -> `urlValue`;
    /// `foo_1bar` -> `foo1Bar`; a key with no inner `_` is returned as it is.
    ///
    /// Leading and trailing underscores stay; the parts between underscores are joined, the first
    /// lower-cased and every other one capitalized (each letter after a non-letter upper-cased, the
    /// other letters lower-cased). Empty parts (`a__b`) vanish.
    static func fromSnakeCase(_ key: String) -> String {
        var text = key
        return text.withUTF8 { bytes in
            withFromSnakeCase(bytes) { converted in
                converted.baseAddress == bytes.baseAddress ? key : String(decoding: converted, as: UTF8.self)
            }
        }
    }

    /// Calls `body` with the converted form of the UTF-8 key `bytes`, without allocating for the
    /// common keys: `bytes` itself when nothing changes, else a stack buffer.
    static func withFromSnakeCase<R>(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var hasUnderscore = false
        var isSimple = true
        for byte in bytes {
            if byte == UInt8(ascii: "_") {
                hasUnderscore = true
            } else if !isASCIILetter(byte) && !(byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
                isSimple = false
            }
        }
        guard hasUnderscore else { return body(bytes) }
        guard isSimple else {
            var converted = fromSnakeCaseUnicode(String(decoding: bytes, as: UTF8.self))
            return converted.withUTF8(body)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { buffer in
            guard let count = fromSnakeCaseASCII(bytes, into: buffer) else { return body(bytes) }
            return body(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// Writes the conversion of `bytes` (ASCII letters, digits, `_`) into `output` and returns its
    /// length; `nil` when the key needs no change (no inner `_`).
    private static func fromSnakeCaseASCII(_ bytes: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        let underscore = UInt8(ascii: "_")
        guard let first = bytes.firstIndex(where: { $0 != underscore }),
            let last = bytes.lastIndex(where: { $0 != underscore }),
            bytes[first...last].contains(underscore) else { return nil }
        var count = 0
        for byte in bytes[..<first] {
            output[count] = byte
            count &+= 1
        }
        var isFirstPart = true
        var partStarted = false
        var previousIsLetter = false
        for byte in bytes[first...last] {
            if byte == underscore {
                if partStarted { isFirstPart = false }
                partStarted = false
                previousIsLetter = false
                continue
            }
            partStarted = true
            if isASCIILetter(byte) {
                let upper = !isFirstPart && !previousIsLetter
                output[count] = upper ? byte & ~0x20 : byte | 0x20
                previousIsLetter = true
            } else {
                output[count] = byte
                previousIsLetter = false
            }
            count &+= 1
        }
        for byte in bytes[(last + 1)...] {
            output[count] = byte
            count &+= 1
        }
        return count
    }

    private static func fromSnakeCaseUnicode(_ key: String) -> String {
        guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
        guard let last = key.lastIndex(where: { $0 != "_" }) else { return key }
        let parts = key[first...last].split(separator: "_")
        guard parts.count > 1 else { return key }
        var result = String(key[..<first])
        result += parts[0].lowercased()
        for part in parts.dropFirst() { result += part.capitalized }
        result += key[key.index(after: last)...]
        return result
    }

    // MARK: camelCase -> snake_case

    /// `oneTwoThree` -> `one_two_three`; `myURLProperty` -> `my_url_property`; `userID` -> `user_id`.
    ///
    /// A word starts at every upper-case letter that follows a non-upper-case character; in a run of
    /// capitals followed by a lower-case letter, the last capital starts the next word (`URLProperty`
    /// -> `url`, `property`). Words are lower-cased and joined with `_`. The search starts at the
    /// second character, so a leading capital never adds an underscore.
    static func toSnakeCase(_ key: String) -> String {
        var text = key
        // `nil` for a key beyond ASCII; `.some(nil)` for one without a capital, which has no word
        // boundary (keys already in snake case, single words): it is its own result, and no new
        // string is made.
        let ascii: String?? = text.withUTF8 { bytes in
            var hasCapital = false
            for byte in bytes {
                if byte >= 0x80 { return nil }
                hasCapital = hasCapital || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            }
            return .some(hasCapital ? toSnakeCaseASCII(bytes) : nil)
        }
        guard let ascii else { return toSnakeCaseUnicode(key) }
        return ascii ?? key
    }

    /// ``toSnakeCase(_:)`` for ASCII keys, byte by byte: the same word rule, emitting each word
    /// boundary as `_` while copying lower-cased bytes.
    private static func toSnakeCaseASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let count = bytes.count
        guard count > 1 else { return String(decoding: bytes, as: UTF8.self) }
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count * 2) { output in
            var length = 0
            var copied = 0
            func copy(upTo end: Int) {
                while copied < end {
                    let byte = bytes[copied]
                    output[length] = isUpper(byte) ? byte | 0x20 : byte
                    length &+= 1
                    copied &+= 1
                }
            }
            func split(at position: Int) {
                copy(upTo: position)
                output[length] = UInt8(ascii: "_")
                length &+= 1
            }
            var searchStart = 1
            while let upper = (searchStart..<count).first(where: { isUpper(bytes[$0]) }) {
                split(at: upper)
                guard let lower = ((upper + 1)..<count).first(where: { isLower(bytes[$0]) }) else { break }
                if lower != upper + 1 { split(at: lower - 1) }
                searchStart = lower + 1
            }
            copy(upTo: count)
            return String(decoding: UnsafeBufferPointer(rebasing: output[..<length]), as: UTF8.self)
        }
    }

    private static func toSnakeCaseUnicode(_ key: String) -> String {
        let scalars = Array(key.unicodeScalars)
        let count = scalars.count
        guard count > 0 else { return key }
        var words: [Range<Int>] = []
        var wordStart = 0
        var searchStart = 1
        while let upper = (searchStart..<count).first(where: { isUppercase(scalars[$0]) }) {
            words.append(wordStart..<upper)
            guard let lower = (upper..<count).first(where: { isLowercase(scalars[$0]) }) else {
                wordStart = upper
                break
            }
            if lower == upper + 1 {
                wordStart = upper
            } else {
                words.append(upper..<(lower - 1))
                wordStart = lower - 1
            }
            searchStart = lower + 1
        }
        words.append(wordStart..<count)
        var result = ""
        result.reserveCapacity(key.utf8.count + words.count)
        for (index, word) in words.enumerated() {
            if index > 0 { result += "_" }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars[word])
            result += String(text).lowercased()
        }
        return result
    }

    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar >= "A" && scalar <= "Z" }
        let category = scalar.properties.generalCategory
        return category == .uppercaseLetter || category == .titlecaseLetter
    }

    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar >= "a" && scalar <= "z" }
        return scalar.properties.generalCategory == .lowercaseLetter
    }
}
