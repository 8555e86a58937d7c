import YYModel

/// One sample document: where it came from (for the header of the generated file) and its value.
///
/// A top-level object is one instance of the root model; a top-level array gives one instance
/// per element (the elements must be objects).
package struct GeneratorSample: Hashable, Sendable {
    /// The name the header shows, usually the path as given on the command line.
    package var name: String
    /// The sample as the header's command names it: the path, or `-` for standard input.
    package var commandArgument: String
    package var value: JSON

    /// A sample; `commandArgument` defaults to `name`.
    package init(name: String, commandArgument: String? = nil, value: JSON) {
        self.name = name
        self.commandArgument = commandArgument ?? name
        self.value = value
    }
}
