import Foundation
import YYModel

/// Tests that decide whether a string field becomes `Date` or `URL`.
enum TextShape {
    /// Whether `text` is a date a `Date` property reads: the library's own parser decides.
    ///
    ///     TextShape.isDate("2014-01-20T12:24:48Z")             // true
    ///     TextShape.isDate("Wed Sep 16 12:20:09 +0800 2015")   // true
    ///     TextShape.isDate("2014")                             // false
    static func isDate(_ text: String) -> Bool {
        JSONDate.parse(text) != nil
    }

    /// Whether `text` is an absolute URL: `scheme://host...`, written only with the characters
    /// RFC 3986 allows, that Foundation reads with the same host.
    ///
    ///     TextShape.isAbsoluteURL("https://api.github.com/users/1")   // true
    ///     TextShape.isAbsoluteURL("/users/1")                         // false: no scheme, no host
    ///     TextShape.isAbsoluteURL("https://x.y/{id}")                 // false: '{' is not allowed
    ///
    /// The character check keeps the answer the same on every platform (Foundation's leniency
    /// with other characters differs between versions), and guarantees that a `URL` property
    /// decodes every sample.
    static func isAbsoluteURL(_ text: String) -> Bool {
        guard let separator = text.range(of: "://") else { return false }
        let scheme = text[..<separator.lowerBound]
        guard let first = scheme.unicodeScalars.first, isASCIILetter(first),
            scheme.unicodeScalars.allSatisfy({ isASCIILetter($0) || isASCIIDigit($0) || "+-.".unicodeScalars.contains($0) }),
            text.unicodeScalars.allSatisfy(isURLCharacter)
        else { return false }
        guard let url = URL(string: text), let host = url.host, !host.isEmpty else { return false }
        return url.scheme?.lowercased() == scheme.lowercased()
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// RFC 3986 unreserved and reserved characters, and `%` for escapes.
    private static func isURLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isASCIILetter(scalar) || isASCIIDigit(scalar) || "-._~:/?#[]@!$&'()*+,;=%".unicodeScalars.contains(scalar)
    }
}
