extension EncodingState {
    /// The index in ``keyNames`` of `type`'s view, taken on the first container of that type;
    /// -1 when its keys are written as text (keys larger than a byte, a custom key strategy, pretty
    /// output, tree mode).
    func keyNameView<Key: CodingKey>(for type: Key.Type) -> Int {
        guard let form = keyNameForm, CodingKeyNames.canName(type) else { return -1 }
        let identity = ObjectIdentifier(type)
        // Containers of one type tend to follow each other (the elements of an array).
        if lastKeyNameView >= 0 && keyNames.list[lastKeyNameView].type == identity { return lastKeyNameView }
        let index: Int
        if let known = keyNames.indices[identity] {
            index = known
        } else {
            index = keyNames.append(CodingKeyNames.view(of: type, in: form))
            learnedKeyNames = true
        }
        guard keyNames.list[index].isUsable else { return -1 }
        lastKeyNameView = index
        return index
    }

    /// The key to write for `key`, of the type of view `names` (-1 for none).
    @inline(__always)
    func memberKey<Key: CodingKey>(_ key: Key, names: Int, parent: CodingPathNode?) -> MemberKey {
        if names >= 0 {
            let byte = CodingKeyNames.byte(of: key)
            if _fastPath(keyNames.list[names].known.contains(byte: byte)) || learnName(of: key, byte: byte, names: names) {
                return .listed(byte, names: names)
            }
        }
        return .text(usesDefaultKeys ? key.stringValue : jsonKey(key, parent: parent))
    }

    /// Teaches view `names` the prefix of `key`; `false` when its name is another byte's.
    @inline(never)
    private func learnName<Key: CodingKey>(of key: Key, byte: UInt8, names: Int) -> Bool {
        learnedKeyNames = true
        guard keyNames.list[names].table.learn(byte, name: jsonKey(key, parent: nil)) else {
            // Later containers of the type, in this encoding and the next, write text.
            keyNames.list[names].isUsable = false
            lastKeyNameView = -1
            return false
        }
        _ = keyNames.list[names].known.insert(byte: byte)
        return true
    }

    /// Leaves the views this encoding extended to the next one.
    func rememberKeyNames() {
        if learnedKeyNames, let form = keyNameForm { CodingKeyNames.remember(keyNames, in: form) }
    }
}
