/// Which of the optional `JSONModel` hooks a type implements.
///
/// `@JSONModel` fills this in from the methods it finds in the type's body, so a model without hooks
/// pays nothing for them: the decoder tests this constant and takes the direct path. If you implement
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
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `jsonWillDecode(_:)`: replaces the input object before mapping.
    public static let willDecode = JSONModelHooks(rawValue: 1 << 0)
    /// `jsonDidDecode(_:)`: validates or derives after mapping; throwing rejects the model.
    public static let didDecode = JSONModelHooks(rawValue: 1 << 1)
    /// `jsonWillEncode(_:)`: edits the output object; throwing omits the model.
    public static let willEncode = JSONModelHooks(rawValue: 1 << 2)
    /// `jsonModelClass(for:)`: picks a subclass for each new instance.
    public static let modelClass = JSONModelHooks(rawValue: 1 << 3)
}

/// Thrown inside an encode when `jsonWillEncode` refused a nested model, so that the parent omits it.
@usableFromInline
struct JSONModelOmitted: Error {
    let underlying: any Error
}
