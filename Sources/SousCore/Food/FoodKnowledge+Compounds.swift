extension FoodKnowledge {
    /// `line` with its German and Dutch compound words split into names the table knows, or nil
    /// when no word splits. The head is the last part: "Toastbrot" is "toast brot" (bread),
    /// "Zartbitterschokolade" chocolate; a last part that only says which piece or form
    /// ("Knoblauchzehen", "Zimtstange", "kaneelstokje", "Lorbeerblätter", "Paprikapulver") leaves
    /// the food before it. A part before the head that the table does not know goes.
    func compoundsSplit(_ line: String) -> String? {
        var changed = false
        // "Gemüsebouillon/Gemüsebrühe": each side of a slash is a word.
        let words = line.split(separator: " ").map { word -> String in
            word.split(separator: "/", omittingEmptySubsequences: false).map { part -> String in
                // The word as the table keys it: lower case, without accents ("brühe" is "bruhe").
                guard part.count >= 7, part.allSatisfy(\.isLetter), let folded = IngredientWords(line: String(part)).words.first,
                      let split = compoundSplit(folded) else { return String(part) }
                changed = true
                return split
            }.joined(separator: " / ")
        }
        return changed ? words.joined(separator: " ") : nil
    }

    /// One word split at its longest known last part, with a first part of at least three letters.
    /// Both parts known and named together in English are that food ("Gemüse" + "brühe" is
    /// vegetable broth).
    private func compoundSplit(_ word: String) -> String? {
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
                return modifier
            }
            // A short last part needs a known first part: "jitomate" is no "jito" mate, nor
            // "sprinkling" a "sprink" ling.
            guard modifier != nil || head.count >= 6, isSureName(head) else { continue }
            guard let modifier else { return head }
            if let english = englishName(modifier), let headName = englishName(head), isSureName(english + " " + headName) {
                return english + " " + headName
            }
            // "Hähnchenfleisch": the first part is a kind of the last ("chicken" of "meat"), the
            // more exact food.
            if let kind = wordMatch(modifier).concept, let group = wordMatch(head).concept, isA(kind, group) { return modifier }
            return modifier + " " + head
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

    /// Last parts that name a piece or a form of the food before them, not another food.
    /// Folded as the table keys words ("blätter" is "blatter").
    static let pieceWords: Set<String> = [
        "zehe", "zehen", "stange", "stangen", "stangel", "blatt", "blatter", "kerne", "kernen", "korner", "pulver", "stucke",
        "stuckchen", "wurfel", "scheiben", "stokje", "stokjes", "teen", "teentje", "teentjes", "blad", "blaadje", "blaadjes",
        "bladeren", "poeder", "pitten", "plakjes", "stukjes", "blokjes", "saat", "samen", "zaad", "zaadjes",
    ]
}
