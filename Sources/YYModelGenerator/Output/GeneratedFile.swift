/// One Swift file of `yymodel generate --output-directory`: a type (or the namespace) and the
/// name of the file that declares it.
package struct GeneratedFile: Hashable, Sendable {
    /// The file name: `<Type>.swift`.
    package let name: String
    /// The whole file, ending with a newline.
    package let contents: String

    /// The file declaring `typeName`.
    init(typeName: String, contents: String) {
        self.name = typeName + ".swift"
        self.contents = contents
    }
}
