import Foundation

/// A value that any thread may read or change, guarded by a lock: the coders' settings and the
/// store of generic models' schemas.
///
/// `NSLock` because it exists on every platform the package supports; `Synchronization.Mutex`
/// needs macOS 15 and iOS 18.
package final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock; keep `body` short and never re-enter.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// One property of the value, read or written under the lock.
    package subscript<Property>(_ keyPath: WritableKeyPath<Value, Property>) -> Property {
        get { withLock { $0[keyPath: keyPath] } }
        set { withLock { $0[keyPath: keyPath] = newValue } }
    }
}
