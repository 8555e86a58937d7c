/// Where in a document a decode starts: ``JSONDecodingOptions/rootPath``, or a model's own
/// `@JSONModel(rootPath:)`, or the top level.
///
/// Paths in issues and errors stay paths in the whole document: a mismatch at `name` under the
/// root path `data.user` is reported at `data.user.name`.
@usableFromInline
enum RootPath {
    /// Runs `body` with the value at the root path and the issue list, then adds the root path in
    /// front of the paths of the issues and of a thrown ``JSONModelError``. (Without a root path,
    /// callers decode the document itself.)
    @inlinable
    static func within<R>(
        _ document: JSONElement, options: JSONDecodingOptions, modelRootPath: [JSONPathComponent],
        issues: inout [JSONDecodingIssue], _ body: (JSONElement, inout [JSONDecodingIssue]) throws -> R
    ) throws -> R {
        try withPath(options.rootPath.map(components(of:)) ?? modelRootPath, in: document, issues: &issues, body)
    }

    @usableFromInline
    static func components(of text: String) -> [JSONPathComponent] { JSONPathText.components(of: text) }

    @usableFromInline
    static func withPath<R>(
        _ path: [JSONPathComponent], in document: JSONElement,
        issues: inout [JSONDecodingIssue], _ body: (JSONElement, inout [JSONDecodingIssue]) throws -> R
    ) throws -> R {
        var value = document
        for (depth, component) in path.enumerated() {
            let next: JSONElement?
            switch component {
            case .key(let key):
                next = value.kind == .object ? value[key] : nil
            case .index(let index):
                if value.kind == .array && index >= 0 {
                    var elements = value.elements.dropFirst(index).makeIterator()
                    next = elements.next()
                } else {
                    next = nil
                }
            }
            guard let next else {
                let place = depth == 0 ? "the top level" : JSONPathText.text(of: Array(path[..<depth]))
                throw JSONModelError(pathComponents: path, reason: "nothing at the root path: " + missing(component, in: value, at: place))
            }
            value = next
        }
        do {
            defer { issues = issues.map { JSONDecodingIssue(pathComponents: path + $0.pathComponents, reason: $0.reason) } }
            return try body(value, &issues)
        } catch let error as JSONModelError {
            throw JSONModelError(pathComponents: path + error.pathComponents, reason: error.reason)
        }
    }

    /// Why `component` is not found in `value`: `data has no member "user"`, `data is null`.
    private static func missing(_ component: JSONPathComponent, in value: JSONElement, at place: String) -> String {
        switch (component, value.kind) {
        case (.key(let key), .object): return "\(place) has no member \"\(key)\""
        case (.index(let index), .array): return "\(place) has no element [\(index)]"
        case (_, .null): return "\(place) is null"
        case (.key, _): return "\(place) is \(described(value.kind)), not an object"
        case (.index, _): return "\(place) is \(described(value.kind)), not an array"
        }
    }

    private static func described(_ kind: JSONElement.Kind) -> String {
        kind == .object || kind == .array ? "an \(kind.rawValue)" : "a \(kind.rawValue)"
    }
}
