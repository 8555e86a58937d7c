/// The JSON object a ``TapeKeyedContainer`` reads, with the decoder and key table it reads it
/// with; also the container's step in the coding path.
///
/// The standard library keeps a keyed container in a box and copies it out of the box for every
/// `decode(_:forKey:)`; a container that holds only this object costs one retain and one release
/// per member, however much it reads.
final class TapeObjectScope: CodingPathNode {
    let decoder: TapeDecoder
    let tape: JSONTape
    /// The object's node.
    let object: Int
    /// The node after the object's last member.
    let end: Int
    /// The object's key table, when the key strategy converts keys.
    let table: TapeKeyTable?

    init(decoder: TapeDecoder, object: Int, table: TapeKeyTable?, parent: CodingPathNode?, key: CodingKeyValue) {
        self.decoder = decoder
        self.tape = decoder.tape
        self.object = object
        self.end = decoder.tape.payload(object)
        self.table = table
        super.init(parent: parent, key: key)
    }
}
