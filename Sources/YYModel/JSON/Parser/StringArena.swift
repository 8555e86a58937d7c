/// Where the parser writes the unescaped copies of strings that contain escapes.
///
/// The arena is the end of the input's block (``PaddedInput``), sized so that every unescaped
/// string fits: unescaping never makes a string longer (`\n` is one byte for two, `\u00E9` two
/// for six, a surrogate pair four for twelve), so all of them together take at most the input's
/// size. A parse therefore allocates nothing for its strings, and appending needs no growth.
struct StringArena {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int
    private(set) var count = 0

    init(base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    mutating func append(_ byte: UInt8) {
        precondition(count < capacity, "StringArena: unescaped text longer than its input")
        base[count] = byte
        count &+= 1
    }

    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        precondition(bytes.count <= capacity &- count, "StringArena: unescaped text longer than its input")
        guard let source = bytes.baseAddress else { return }
        (base + count).update(from: source, count: bytes.count)
        count &+= bytes.count
    }
}
