/// Splits JSON keys into the words that Swift names are built from.
///
///     KeyWords.split("profile_image_url")   // ["profile", "image", "url"]
///     KeyWords.split("seatCategoryId")      // ["seat", "Category", "Id"]
///     KeyWords.split("URLString")           // ["URL", "String"]
///     KeyWords.split("level2Name")          // ["level2", "Name"]
///     KeyWords.split("@id")                 // ["id"]
///
/// Anything but an ASCII letter or digit separates words and is dropped. Inside a run, a word
/// starts at an uppercase letter after a lowercase letter or a digit, and at the last capital of
/// an acronym followed by a lowercase letter (the boundaries of the `snakeCase` key strategy).
/// Digits stay with the word before them.
enum KeyWords {
    static func split(_ key: String) -> [String] {
        var words: [String] = []
        for run in key.split(whereSeparator: { !$0.isASCIILetterOrDigit }) {
            let characters = Array(run)
            var current = ""
            for (index, character) in characters.enumerated() {
                if character.isUppercase, index > 0, !current.isEmpty {
                    let previous = characters[index - 1]
                    let next = index + 1 < characters.count ? characters[index + 1] : nil
                    let endsLowercaseWord = previous.isLowercase || previous.isNumber
                    let endsAcronym = previous.isUppercase && (next?.isLowercase ?? false)
                    if endsLowercaseWord || endsAcronym {
                        words.append(current)
                        current = ""
                    }
                }
                current.append(character)
            }
            if !current.isEmpty { words.append(current) }
        }
        return words
    }
}
