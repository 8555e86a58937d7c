import Foundation
import YYModel

extension AccountModels {
    /// Decodes, updates and encodes the family from `bytes` in every way a user can, lenient and
    /// strict, and checks the rules that hold for any input. Returns the first broken rule, or `nil`.
    ///
    /// The rules: every entry point returns a value or throws a documented error (a hook's own error
    /// only where the hook runs at the top level); strict success implies lenient success without
    /// issues and the same model; a decoded or updated model encodes, and its encoding decodes
    /// strictly to a model that encodes to the same text.
    static func brokenRule(for bytes: [UInt8]) -> String? {
        var findings = Findings()
        let strict = JSONDecodingOptions(strict: true)

        var issues: [JSONDecodingIssue] = []
        let lenient = findings.attempt("lenient decode") { try Response(json: bytes, issues: &issues) }
        let strictResponse = findings.attempt("strict decode") { try Response(json: Data(bytes), options: strict) }
        for issue in issues where issue.reason.isEmpty { findings.record("an issue without a reason at \(issue.path)") }
        if let strictResponse {
            if lenient == nil { findings.record("strict decoding succeeded where lenient failed") }
            if !issues.isEmpty { findings.record("strict decoding succeeded but lenient reported \(issues)") }
            if let lenient, findings.encoding(of: lenient) != findings.encoding(of: strictResponse) {
                findings.record("strict and lenient models differ")
            }
        }
        if let lenient { findings.checkRoundTrip(lenient) }

        // Update: a decoded response, then the input over it, lenient and strict.
        if var base = findings.attempt("base decode", { try Response(json: baseResponse) }) {
            var updateIssues: [JSONDecodingIssue] = []
            if findings.attempt("lenient update", { try base.update(withJSON: bytes, issues: &updateIssues) }) != nil {
                findings.checkRoundTrip(base)
            }
            var strictBase = base
            _ = findings.attempt("strict update") { try strictBase.update(withJSON: Data(bytes), options: strict) }
        }

        // The nested types at the top level, where their own hooks' errors reach the caller.
        var account = Account()
        _ = findings.attempt("account update", allowing: NegativeID.self) { try account.update(withJSON: bytes) }
        if let account = findings.attempt("account decode", allowing: NegativeID.self, { try Account(json: bytes) }) {
            _ = findings.attempt("account encode", allowing: Secret.self) { try account.jsonData() }
        }
        if let pets = findings.attempt("pets decode", { try [String: Pet](json: bytes) }) {
            _ = findings.encoding(of: pets)
        }
        if let attachments = findings.attempt("attachments decode", { try [Attachment](json: bytes, options: strict) }) {
            _ = findings.encoding(of: attachments)
        }
        if let value = try? JSON(parsing: bytes) {
            _ = findings.attempt("decode from a JSON value") { try Response(json: value) }
        }
        return findings.first
    }

    /// The response every update starts from: one of each shape.
    static let baseResponse = #"""
        {"code": 0, "message": "ok", "data": {"meta": {"total": 2}, "items": [
            {"ID": 1, "profile": {"name": "Ann"}, "createdAt": "2024-05-06T07:08:09Z", "tags": ["a"],
             "pet": {"name": "Rex", "barks": true},
             "attachments": [{"type": "image", "url": "https://x.y/a.png", "width": 10}, {"type": "url", "href": "h"}, {"type": "divider"}]},
            {"id": 2, "name": "Bo", "pet": {"name": "Tom"}}],
          "byCursor": {"c1": {"id": 3, "name": "Cy"}}}}
        """#

    /// The first broken rule of one run, and the checks that record it.
    struct Findings {
        private(set) var first: String?

        mutating func record(_ finding: String) {
            if first == nil { first = finding }
        }

        /// Runs `body`: its value, or `nil` for a documented error (or `allowed`); anything else is a finding.
        mutating func attempt<Value>(
            _ what: String, allowing allowed: (any Error.Type)? = nil, _ body: () throws -> Value
        ) -> Value? {
            do {
                return try body()
            } catch let error as JSONParseError {
                if error.reason.isEmpty || error.line < 1 || error.column < 1 { record("\(what): bad parse error \(error)") }
            } catch let error as JSONModelError {
                if error.description.isEmpty { record("\(what): an empty model error") }
            } catch {
                if let allowed, type(of: error) == allowed { return nil }
                record("\(what) threw \(type(of: error)): \(error)")
            }
            return nil
        }

        /// The compact encoding of `value`, which must not fail.
        mutating func encoding<Value: JSONValueEncodable>(of value: Value) -> Data? {
            do {
                var writer = JSONWriter()
                try value.encodeJSON(to: &writer)
                return writer.data()
            } catch {
                record("encoding \(Value.self) threw \(type(of: error)): \(error)")
                return nil
            }
        }

        /// A decoded model encodes (lenient: always; strict: or a JSONWritingError), and its
        /// encoding decodes strictly to a model that encodes to the same text.
        mutating func checkRoundTrip(_ response: Response) {
            guard let first = encoding(of: response) else { return }
            do {
                _ = try response.jsonData(options: JSONWritingOptions(strict: true))
            } catch is JSONWritingError {
            } catch {
                record("strict encoding threw \(type(of: error)): \(error)")
            }
            let text = String(decoding: first, as: UTF8.self)
            guard let again = attempt("decoding an encoding", { try Response(json: first, options: JSONDecodingOptions(strict: true)) }) else {
                return record("an encoding does not decode strictly: \(text)")
            }
            if encoding(of: again) != first { record("encode -> decode -> encode changed the text: \(text)") }
        }
    }
}
