/// Why models could not be generated: unusable options or samples with nothing to model.
package struct GeneratorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One line for the user.
    package let message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
