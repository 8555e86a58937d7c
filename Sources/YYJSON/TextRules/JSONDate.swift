import Foundation

/// The library's date reading, for the package's own tools (the `yymodel generate` model
/// generator asks it which strings a `Date` property would accept). Not API.
package enum JSONDate {
    /// The instant `text` names in one of the formats a `Date` property reads by default, or `nil`.
    ///
    ///     JSONDate.parse("2014-01-20T12:24:48Z")             // 2014-01-20 12:24:48 +0000
    ///     JSONDate.parse("Wed Sep 16 12:20:09 +0800 2015")   // 2015-09-16 04:20:09 +0000
    ///     JSONDate.parse("yesterday")                        // nil
    ///
    /// The formats are those of ``JSONDateDecodingStrategy/automatic``: ISO 8601 / RFC 3339 dates
    /// and date-times, and the Twitter/Weibo form.
    package static func parse(_ text: String) -> Date? {
        DateText.secondsSince1970(text).map(Date.init(timeIntervalSince1970:))
    }
}
