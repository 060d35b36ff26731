/// What a recipe's key signature (one bit per ingredient key, keys folded onto 62 bits) tells of
/// its pantry score without reading its ingredients: bounds that never undercount the score, so
/// candidates can be judged best-bound first. A bit where no held key falls is a key surely
/// missing; a bit where no pantry key falls is a key surely not used from the pantry.
struct SignatureBounds {
    /// Bits of the keys the pantry holds (staples not included).
    let pantry: Int64
    /// Bits where no held key (pantry or staple) falls.
    let notHeld: Int64
    /// Bits where no pantry key falls.
    let notPantry: Int64
    /// One bit per near-dated pantry key (a bit may stand for several).
    let nearBits: [Int64]

    init(held: [(id: Int64, key: String)], pantryKeys: Set<String>, nearKeys: Set<String>) {
        let all = (Int64(1) << AppDatabase.keySignatureBits) - 1
        var heldBits: Int64 = 0, pantryBits: Int64 = 0
        var near: [Int64] = []
        for key in held {
            let bit = AppDatabase.signatureBit(forKeyID: key.id)
            heldBits |= bit
            if pantryKeys.contains(key.key) { pantryBits |= bit }
            if nearKeys.contains(key.key) { near.append(bit) }
        }
        pantry = pantryBits
        notHeld = ~heldBits & all
        notPantry = ~pantryBits & all
        nearBits = near
    }

    /// At least this many of the recipe's keys are not held.
    func fewestMissing(_ signature: Int64) -> Int { (signature & notHeld).nonzeroBitCount }

    /// At most this many of its keys are pantry keys.
    func mostUsed(_ signature: Int64, keyCount: Int) -> Int { max(0, keyCount - (signature & notPantry).nonzeroBitCount) }

    /// At most this many near-dated pantry keys are among its keys.
    func mostUsedUp(_ signature: Int64) -> Int { nearBits.reduce(0) { $0 + (signature & $1 != 0 ? 1 : 0) } }
}
