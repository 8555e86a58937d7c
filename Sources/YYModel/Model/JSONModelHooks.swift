/// Which of the optional `JSONModel` hooks a type implements.
///
/// `@JSONModel` fills this in from the methods it finds in the type's body, so a model without hooks
/// pays nothing for them: the decoder tests this constant and skips them. If you implement
/// a hook in an extension the macro cannot see, declare the set yourself:
///
///     extension User {
///         static var jsonHooks: JSONModelHooks { [.didDecode] }
///         mutating func jsonDidDecode(_ json: JSON) throws { ... }
///     }
///
/// A class that can be subclassed gets `class var jsonHooks` and a do-nothing version of every hook
/// it does not implement, all in its body; implement hooks in the body too (a subclass with
/// `override`), and the subclass's `jsonHooks` adds its own to its superclass's.
public struct JSONModelHooks: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    // Computed, not stored: constants where they are tested, instead of globals behind a
    // `swift_once` (every model's encode tests `.willEncode`).

    /// `jsonWillDecode(_:)`: replaces the input object before mapping.
    @inlinable public static var willDecode: JSONModelHooks { JSONModelHooks(rawValue: 1 << 0) }
    /// `jsonDidDecode(_:)`: validates or derives after mapping; throwing rejects the model.
    @inlinable public static var didDecode: JSONModelHooks { JSONModelHooks(rawValue: 1 << 1) }
    /// `jsonWillEncode(_:)`: edits the output object; throwing omits the model.
    @inlinable public static var willEncode: JSONModelHooks { JSONModelHooks(rawValue: 1 << 2) }
    /// `jsonModelClass(for:)`: picks a subclass for each new instance.
    @inlinable public static var modelClass: JSONModelHooks { JSONModelHooks(rawValue: 1 << 3) }
}

/// Thrown inside an encode when `jsonWillEncode` refused a nested model, so that the parent omits it.
@usableFromInline
struct JSONModelOmitted: Error {
    @usableFromInline let underlying: any Error
}
