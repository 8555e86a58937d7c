// Not compiled: the input of `Scripts/check-availability.py --self-test`. Every line marked
// "flagged" uses an API newer than the package's platforms outside a guard and must be reported;
// no other line may be.
import Synchronization

struct Memo {
    var slots = InlineArray<4, UInt>(repeating: 0)  // flagged
    let lock = Mutex(0)  // flagged
}

func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
        let span = InlineArray<2, Int>(repeating: 1)
        _ = span
        return String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: true))
    }
    return String(decoding: bytes, as: UTF8.self)
}

func unguardedText(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(copying: try! UTF8Span(validating: bytes.span))  // flagged
}

@available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *)
struct NewOnly {
    var slots = InlineArray<4, UInt>(repeating: 0)
}

func late() {
    guard #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, *) else { return }
    let counter = Atomic<Int>(0)
    _ = counter
}

// An InlineArray in a comment, and "Mutex" in a string, are not uses.
let words = "InlineArray Mutex"
