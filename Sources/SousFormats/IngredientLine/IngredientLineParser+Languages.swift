import SousCore

/// How German, Dutch, French, Italian, Spanish and Portuguese recipes write what English lines
/// write otherwise: spoons named in two or three words ("2 c. à soupe", "1 cuill. à café", "1 c.
/// sopa", "2 colheres de sopa"), the article after a unit ("250 g de farine", "2 gousses d'ail",
/// "3 cucchiai di olio", "1 bos van ..."), an article for one ("un pizzico di sale", "een handvol
/// koriander", "uma noz de manteiga"), ranges ("2 à 3", "2 o 3", "3 a 4", "2 bis 3"), closing
/// phrases ("q.b.", "nach Belieben", "a gosto", "per friggere") and preparation and size words
/// before or after the food ("geriebener Gouda", "cebolla picada", "batatas médias"). The unit
/// words themselves are in `Unit.foreign`.
extension IngredientLineParser {
    /// The spoon named by `word` and the words after it ("c." + "à soupe", "colher" + "(chá)"):
    /// soup is a tablespoon, tea or coffee a teaspoon. Nil when `word` names no spoon, or names one
    /// no further (which could be either).
    static func namedSpoon(_ word: String, after text: Substring) -> (String, Substring)? {
        guard spoonWords.contains(word) else { return nil }
        var rest = text.drop(while: { $0 == " " || $0 == "." })
        for link in ["à ", "a ", "de "] where rest.lowercased().hasPrefix(link) {
            rest = rest.dropFirst(link.count).drop(while: { $0 == " " })
            break
        }
        let bracketed = rest.first == "("
        if bracketed { rest = rest.dropFirst() }
        let kind = rest.prefix(while: isLetter)
        let id: String
        switch kind.lowercased() {
        case "sopa", "soupe", "s": id = SousCore.Unit.tablespoon.id
        case "chá", "cha", "café", "cafe", "c": id = SousCore.Unit.teaspoon.id
        default: return nil
        }
        rest = rest.dropFirst(kind.count)
        if bracketed {
            guard rest.first == ")" else { return nil }
            rest = rest.dropFirst()
        }
        // "1 c. à s. d'herbes", "1 c. à soupe rase de sucre": a level spoon is the spoon.
        rest = rest.drop(while: { $0 == " " || $0 == "." })
        for level in ["rase ", "rases ", "bombée ", "bombées ", "rasa ", "cheia "] where rest.lowercased().hasPrefix(level) {
            rest = rest.dropFirst(level.count)
            break
        }
        return (id, rest.drop(while: { $0 == " " }))
    }

    /// Words that begin a spoon named further ("c. à soupe", "cuillère à café", "colher de sopa").
    static let spoonWords: Set<String> = [
        "c", "cuil", "cuill", "cuillère", "cuillères", "cuillere", "cuilleres", "cuiller", "cuillers", "colher", "colheres",
    ]

    /// The food's name after a unit or an amount, without the article that links them ("de
    /// farine", "d'ail", "di olio", "del", "van"). The text itself when no article leads it.
    static func withoutLinkingArticle(_ text: Substring) -> Substring {
        guard let first = text.first, first == "d" || first == "D" || first == "v" || first == "V" else { return text }
        // "d'ail", "d’olio": the elided article is glued to the food.
        if text.count > 2, "'’".contains(text[text.index(after: text.startIndex)]) {
            return text.dropFirst(2)
        }
        let word = text.prefix(while: { $0 != " " }).lowercased()
        guard linkingArticles.contains(word) else { return text }
        var rest = text.dropFirst(word.count).drop(while: { $0 == " " })
        // "de la crème", "de l'huile".
        if word == "de", rest.lowercased().hasPrefix("la ") { rest = rest.dropFirst(3) }
        if word == "de", rest.count > 2, rest.lowercased().hasPrefix("l"), "'’".contains(rest[rest.index(after: rest.startIndex)]) {
            rest = rest.dropFirst(2)
        }
        return rest.isEmpty ? text : rest
    }

    static let linkingArticles: Set<String> = [
        "de", "des", "du", "di", "del", "della", "dello", "delle", "degli", "dei", "van", "do", "da", "dos", "das",
    ]

    /// "un pizzico di sale", "een handvol koriander", "um fio de azeite": an article before a
    /// unit is one of it. Returns the text after the article, or nil.
    static func articleForOne(_ text: Substring) -> Substring? {
        let word = text.prefix(while: isLetter)
        guard (2...5).contains(word.count), articlesForOne.contains(word.lowercased()) else { return nil }
        let after = text.dropFirst(word.count).drop(while: { $0 == " " })
        guard after.startIndex != text.index(text.startIndex, offsetBy: word.count), leadingUnit(after) != nil else { return nil }
        return after
    }

    static let articlesForOne: Set<String> = ["un", "une", "una", "uno", "een", "um", "uma", "ein", "eine", "einen"]

    /// Words for "some" or "a few" that say no number: "quelques cerneaux de noix", "unas hebras
    /// de azafrán", "etwas Salz".
    static let vagueLeads: Set<String> = [
        "quelques", "qualche", "unas", "unos", "algumas", "alguns", "einige", "etwas", "enkele", "wat",
    ]

    /// Closing phrases in other languages, as `trailingNotes` are in English.
    static let foreignTrailingNotes = [
        "q.b", "qb", "c/s", "nach belieben", "nach geschmack", "zum braten", "zum anbraten", "zum frittieren", "zum servieren",
        "naar smaak", "naar wens", "om in te bakken", "om te bakken", "om te frituren", "à volonté", "au goût", "selon le goût",
        "pour la friture", "pour servir", "quanto basta", "a piacere", "per friggere", "per servire", "al gusto", "a gusto",
        "para freír", "para servir", "a gosto", "para fritar", "para untar", "para polvilhar",
    ]

    /// Preparation words in other languages: how the food is cut or treated, which the note
    /// holds. Not the words that name a product ("gemahlen", "haché" in "bœuf haché", "pelati").
    static let foreignPreparationWords: Set<String> = [
        // German
        "gehackt", "gehackte", "gehackter", "gehacktes", "gerieben", "geriebene", "geriebener", "geriebenen", "gewürfelt",
        "gewürfelte", "geschnitten", "geschnittene", "gehobelt", "gehobelte", "geschält", "geschälte", "gepresst",
        "gepresste", "zerlassen", "zerlassene", "geschmolzen", "geschmolzene", "halbiert", "geviertelt", "entkernt",
        "abgetropft", "püriert",
        // Dutch
        "gesneden", "geraspt", "geraspte", "gesnipperd", "gesnipperde", "geperst", "geperste", "gesmolten", "fijngehakt",
        "fijngesneden", "gepeld", "gepelde", "uitgelekt",
        // French
        "râpé", "râpée", "râpés", "râpées", "émincé", "émincée", "émincés", "émincées", "ciselé", "ciselée", "ciselés",
        "ciselées", "coupé", "coupée", "coupés", "coupées", "écrasé", "écrasée", "écrasés", "écrasées", "concassé",
        "concassée", "concassés", "épépiné", "épépinés", "égoutté", "égouttée", "égouttés", "égouttées",
        // Italian
        "tritato", "tritata", "tritati", "tritate", "grattugiato", "grattugiata", "grattugiati", "grattugiate",
        "affettato", "affettata", "affettati", "affettate", "tagliato", "tagliata", "tagliati", "tagliate", "sminuzzato",
        "sciolto", "dissalato", "dissalati", "schiacciato", "schiacciati", "sbucciato", "sbucciate", "sgocciolato", "sgocciolati",
        // Spanish and Portuguese
        "picado", "picada", "picados", "picadas", "rallado", "rallada", "rallados", "ralladas", "cortado", "cortada",
        "cortados", "cortadas", "troceado", "troceada", "troceados", "machacado", "machacados", "derretido", "derretida",
        "escurrido", "escurridos", "ralado", "ralada", "ralados", "raladas", "amassado", "amassados", "amassada",
        "descascado", "descascados", "descascada", "descascadas", "demolhado", "demolhada", "triturado", "triturados",
        "escorrido", "escorridos",
    ]

    /// Size words in other languages, before the food (German, Dutch) or after it (the Romance
    /// languages): "kleine rote Zwiebel", "batatas médias".
    static let foreignSizeWords: Set<String> = [
        "klein", "kleine", "kleiner", "kleines", "groß", "große", "großer", "großes", "grosse", "mittelgroße", "mittelgroßer",
        "groot", "grote", "middelgrote", "kleintje", "petit", "petite", "petits", "petites", "gros", "grosse", "grosses",
        "moyen", "moyenne", "moyens", "moyennes", "piccolo", "piccola", "piccoli", "piccole", "medio", "media", "medi",
        "pequeño", "pequeña", "pequeños", "pequeñas", "mediano", "mediana", "medianos", "medianas", "pequeno", "pequena",
        "pequenos", "pequenas", "médio", "média", "médios", "médias", "grande", "grandes", "grandi",
    ]

    /// Whether a word may be a foreign preparation or size word, by its first byte and length.
    private static func mayDescribe(_ word: Substring.UTF8View) -> Bool {
        guard let first = word.first, (4...16).contains(word.count) else { return false }
        return foreignDescriptorInitials.contains(first < 0x80 ? first | 0x20 : first)
    }

    private static let foreignDescriptorInitials: Set<UInt8> = Set(
        foreignPreparationWords.union(foreignSizeWords).compactMap(\.utf8.first)
    )

    /// The unit a German or Dutch compound ends with, when the name is that one word: "2
    /// Knoblauchzehen" are 2 cloves, "1 Zimtstange" and "1 kaneelstokje" one stick. The name
    /// stays as written.
    static func unitEndingCompound(_ name: String) -> String? {
        guard name.count >= 7, !name.utf8.contains(0x20) else { return nil }
        let lower = name.lowercased()
        for (ending, unit) in compoundUnitEndings where lower.hasSuffix(ending) && lower.count >= ending.count + 3 {
            return unit
        }
        return nil
    }

    static let compoundUnitEndings: [(String, String)] = [
        ("zehen", "clove"), ("zehe", "clove"), ("teentjes", "clove"), ("teentje", "clove"),
        ("stangen", "stick"), ("stange", "stick"), ("stokjes", "stick"), ("stokje", "stick"),
    ]

    /// The name without preparation and size words in other languages at either end ("geriebener
    /// Gouda", "cebolla blanca picada", "cenouras médias raladas"), which go to `notes`. A name
    /// of one word stays.
    static func withoutForeignDescriptors(_ name: String, into notes: inout [String]) -> String {
        // Most names have no such word at either end: their first bytes rule them out unsplit.
        guard let firstSpace = name.utf8.firstIndex(of: 0x20), let lastSpace = name.utf8.lastIndex(of: 0x20),
              mayDescribe(name.utf8[..<firstSpace]) || mayDescribe(name.utf8[name.utf8.index(after: lastSpace)...]) else { return name }
        var words = name.split(separator: " ")
        guard words.count > 1 else { return name }
        func describes(_ word: Substring) -> Bool {
            let lower = word.lowercased().trimmed(",")
            return foreignPreparationWords.contains(lower) || foreignSizeWords.contains(lower)
        }
        var front: [Substring] = []
        var back: [Substring] = []
        while words.count > 1, describes(words[0]) { front.append(words.removeFirst()) }
        while words.count > 1, describes(words[words.count - 1]) { back.insert(words.removeLast(), at: 0) }
        guard !front.isEmpty || !back.isEmpty else { return name }
        notes.append(contentsOf: [front, back].filter { !$0.isEmpty }.map { $0.joined(separator: " ") })
        return words.joined(separator: " ")
    }
}
