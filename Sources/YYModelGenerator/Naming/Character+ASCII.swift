/// ASCII tests for the characters of keys and names (Swift identifiers the generator writes are ASCII).
extension Character {
    /// `0` to `9`.
    var isASCIIDigit: Bool { isASCII && isNumber }
    /// `a` to `z`, `A` to `Z`, `0` to `9`.
    var isASCIILetterOrDigit: Bool { isASCII && (isLetter || isNumber) }
}
