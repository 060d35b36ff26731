extension FoodKnowledge {
    /// `line` with its German and Dutch compound words split into names the table knows, or nil
    /// when no word splits. The head is the last part: "Toastbrot" is "toast brot" (bread),
    /// "Zartbitterschokolade" chocolate; a last part that only says which piece or form
    /// ("Knoblauchzehen", "Zimtstange", "kaneelstokje", "Lorbeerblätter", "Paprikapulver") leaves
    /// the food before it. A part before the head that the table does not know goes.
    func compoundsSplit(_ line: String) -> String? {
        eachCompound(in: line, minimumLetters: 7) { part in Self.folded(part).flatMap { compoundSplit($0)?.name } }
    }

    /// For the allergen check, which reads every food a line names: `line` with each compound
    /// word that names no food as a whole read by its parts when every part is known
    /// ("Haselnusskerne und Rosinen" holds hazelnuts; left out, the raisins alone answered), and
    /// whether a word was read as two foods apart ("Sahnejoghurt", cream and yogurt), which it may
    /// hold more than. Nil when no word is read so.
    func compoundsRead(_ line: String) -> (line: String, partUnread: Bool)? {
        var partUnread = false
        // Only a long word: an English word of eight letters could be split wrongly ("licorice").
        let read = eachCompound(in: line, minimumLetters: 9) { part in
            guard let reading = compoundReadings.answer(for: String(part), workedOutBy: { compoundReading(part) }) else { return nil }
            partUnread = partUnread || reading.partUnread
            return reading.name
        }
        return read.map { ($0, partUnread) }
    }

    /// A long word as the allergen check reads it, or nil when it stays as it is. Two parts of
    /// which neither is a word of another language stay: "beefsteak" tomatoes and "butterfish"
    /// are no beef or butter.
    private func compoundReading(_ part: Substring) -> CompoundReading? {
        // The split first: most long words have no known last part, and it costs only lookups.
        guard let folded = Self.folded(part), let split = compoundSplit(folded), wordMatch(folded).kind == .unknown else { return nil }
        switch split.parts {
        case .one: return CompoundReading(name: split.name, partUnread: false)
        case .headOnly: return nil
        case .two(let modifier, let head):
            guard isForeignWord(modifier) || isForeignWord(head) else { return nil }
            return CompoundReading(name: split.name, partUnread: true)
        }
    }

    /// A word as the table keys it: lower case, without accents ("brühe" is "bruhe").
    private static func folded(_ part: Substring) -> String? {
        IngredientWords(line: String(part)).words.first
    }

    /// `line` with each word of at least `minimumLetters` letters (each side of a slash a word:
    /// "Gemüsebouillon/Gemüsebrühe") replaced by what `read` gives for it; nil when `read` gave
    /// nothing.
    private func eachCompound(in line: String, minimumLetters: Int, _ read: (Substring) -> String?) -> String? {
        // Most lines have no word that long: their bytes say so without a word being made.
        var run = 0
        var longest = 0
        for byte in line.utf8 {
            run = byte == 0x20 || byte == 0x2F ? 0 : run + 1
            longest = max(longest, run)
        }
        guard longest >= minimumLetters else { return nil }
        var changed = false
        let words = line.split(separator: " ").map { word -> String in
            // Most words are short: their bytes say so before any character is counted.
            guard word.utf8.count >= minimumLetters else { return String(word) }
            return word.split(separator: "/", omittingEmptySubsequences: false).map { part -> String in
                guard part.utf8.count >= minimumLetters, part.count >= minimumLetters, part.allSatisfy(\.isLetter),
                      let name = read(part) else { return String(part) }
                changed = true
                return name
            }.joined(separator: " / ")
        }
        return changed ? words.joined(separator: " ") : nil
    }

    /// Whether `part` names a food whose English name is another word ("sahne" is cream; "fish",
    /// "burgers" and a food of sous's own, whose id says no English name, are not).
    private func isForeignWord(_ part: String) -> Bool {
        guard let english = englishName(part) else { return false }
        return !part.hasPrefix(english) && !english.hasPrefix(part)
    }

    /// A long word read for allergens: its name as parts, and whether it may hold more than they.
    struct CompoundReading: Sendable { var name: String; var partUnread: Bool }

    /// What a compound word was read as: one food, the last part alone (the first unknown), or
    /// two foods side by side.
    enum CompoundParts { case one, headOnly, two(modifier: String, head: String) }

    /// One word split at its longest known last part, with a first part of at least three letters.
    /// Both parts known and named together in English are that food ("Gemüse" + "brühe" is
    /// vegetable broth).
    private func compoundSplit(_ word: String) -> (name: String, parts: CompoundParts)? {
        let letters = Array(word)
        guard letters.count >= 7 else { return nil }
        for cut in 3...(letters.count - 3) {
            let head = String(letters[cut...])
            // Most cuts leave a last part that is no word of the table at all: one lookup.
            guard Self.pieceWords.contains(head) || matcher.id(of: head) >= 0 else { continue }
            let first = String(letters[..<cut])
            let modifier = knownPart(first)
            if Self.pieceWords.contains(head) {
                guard let modifier else { continue }
                // "Currypulver" is curry powder, which holds more than a curry does.
                if let form = Self.formNames[head], let english = englishName(modifier), isSureName(english + " " + form) {
                    return (english + " " + form, .one)
                }
                return (modifier, .one)
            }
            // A short last part needs a known first part: "jitomate" is no "jito" mate, nor
            // "sprinkling" a "sprink" ling.
            guard modifier != nil || head.count >= 6, isSureName(head) else { continue }
            guard let modifier else { return (head, .headOnly) }
            if let english = englishName(modifier), let headName = englishName(head), isSureName(english + " " + headName) {
                return (english + " " + headName, .one)
            }
            // "Hähnchenfleisch": the first part is a kind of the last ("chicken" of "meat"), the
            // more exact food.
            if let kind = wordMatch(modifier).concept, let group = wordMatch(head).concept, isA(kind, group) { return (modifier, .one) }
            return (modifier + " " + head, .two(modifier: modifier, head: head))
        }
        return nil
    }

    /// The English name of the food `name` is: its concept's id in words ("en:vegetable" is
    /// "vegetable"). Nil for sous's own concepts, whose ids are not always English.
    private func englishName(_ name: String) -> String? {
        guard let concept = wordMatch(name).concept, concepts[concept].id.hasPrefix("en:") else { return nil }
        return concepts[concept].id.dropFirst(3).replacingOccurrences(of: "-", with: " ")
    }

    /// The first part as the table knows it, perhaps without the letters that join it to the next
    /// ("Rinder" is "rind", "Tomaten" "tomate", "Zwiebel" with its "n" gone).
    private func knownPart(_ part: String) -> String? {
        if matcher.id(of: part) >= 0, isSureName(part) { return part }
        for joint in ["s", "n", "en", "er", "e"] where part.hasSuffix(joint) && part.count - joint.count >= 3 {
            let stem = String(part.dropLast(joint.count))
            if matcher.id(of: stem) >= 0, isSureName(stem) { return stem }
        }
        return nil
    }

    private func isSureName(_ name: String) -> Bool {
        let found = wordMatch(name)
        return found.kind == .food && found.confidence == 1
    }

    /// Last parts naming a form that may be a food of its own, in English: "Currypulver".
    static let formNames: [String: String] = ["pulver": "powder", "poeder": "powder"]

    /// Last parts that name a piece or a form of the food before them, not another food.
    /// Folded as the table keys words ("blätter" is "blatter").
    static let pieceWords: Set<String> = [
        "zehe", "zehen", "stange", "stangen", "stangel", "blatt", "blatter", "kerne", "kernen", "korner", "pulver", "stucke",
        "stuckchen", "wurfel", "scheiben", "stokje", "stokjes", "teen", "teentje", "teentjes", "blad", "blaadje", "blaadjes",
        "bladeren", "poeder", "pitten", "plakjes", "stukjes", "blokjes", "saat", "samen", "zaad", "zaadjes",
    ]
}
