/// Names the cases of a generated enum after their raw values, in lowerCamelCase.
///
///     EnumCaseNaming.names(for: ["in_progress", "DONE", "2-day", "", "default", "In Progress"])
///     // ["inProgress", "done", "_2Day", "empty", "default", "inProgress2"]
///
/// Names follow the property names' rules (``PropertyNaming/candidates(for:)``); a string without
/// letters or digits gives `value` (the empty string `empty`); a name taken by an earlier case gets
/// a number. Keywords stay as they are, written with backticks (`` case `default` ``).
enum EnumCaseNaming {
    static func names(for rawValues: [String]) -> [String] {
        var used = Set<String>()
        return rawValues.map { rawValue in
            var name = rawValue.isEmpty ? "empty" : PropertyNaming.candidates(for: rawValue)[0]
            if used.contains(name) {
                var number = 2
                while used.contains(name + String(number)) { number += 1 }
                name += String(number)
            }
            used.insert(name)
            return name
        }
    }
}
