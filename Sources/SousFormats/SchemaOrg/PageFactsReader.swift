import SousCore

/// Facts a page shows in its own text, for recipes whose structured data leaves them out: times
/// ("Total" "50min", "Cook time:" "1 hour 30 minutes", a clock icon whose alt text is "time", an
/// element whose class names the time: "cooktime" with an hRecipe `value-title` of "PT3H") and
/// servings ("Serves 4", "Servings: 6").
enum PageFactsReader {
    enum Kind { case prep, cook, total, servings }

    struct Facts: Equatable {
        var prep: Int?
        var cook: Int?
        var total: Int?
        var servings: Int?
        var hasTimes: Bool { prep != nil || cook != nil || total != nil }
    }

    static let labels: [String: Kind] = [
        "total": .total, "total time": .total, "ready in": .total, "time": .total, "takes": .total,
        "tid": .total, "total tid": .total, "totaltid": .total, "gesamtzeit": .total, "temps total": .total,
        "tiempo total": .total, "totale tijd": .total, "tempo totale": .total,
        "prep": .prep, "prep time": .prep, "preparation": .prep, "preparation time": .prep, "active time": .prep,
        "hands-on time": .prep, "förberedelse": .prep, "vorbereitungszeit": .prep, "arbeitszeit": .prep,
        "temps de préparation": .prep, "tiempo de preparación": .prep, "voorbereiding": .prep,
        "cook": .cook, "cook time": .cook, "cooking time": .cook, "cooking": .cook, "bake time": .cook,
        "baking time": .cook, "tillagningstid": .cook, "kochzeit": .cook, "backzeit": .cook,
        "temps de cuisson": .cook, "tiempo de cocción": .cook, "bereidingstijd": .cook,
        "serves": .servings, "servings": .servings, "serving": .servings, "portions": .servings, "portioner": .servings,
        "personen": .servings, "personnes": .servings, "porciones": .servings, "porzioni": .servings, "antal": .servings,
        "for": .servings, "für": .servings, "pour": .servings, "feeds": .servings,
    ]

    /// The recipe with the page's times filled in where its structured data gave no total, and
    /// its servings where it gave none.
    static func filling(_ recipe: Recipe, from document: HTMLDocument) -> Recipe {
        guard recipe.totalMinutes == nil || recipe.servings == nil else { return recipe }
        let shown = facts(in: document)
        var result = recipe
        if recipe.servings == nil, let servings = shown.servings {
            result.servings = servings
        }
        guard recipe.totalMinutes == nil, shown.hasTimes else { return result }
        result.prepMinutes = recipe.prepMinutes ?? shown.prep
        result.cookMinutes = recipe.cookMinutes ?? shown.cook
        if let total = shown.total {
            result.totalMinutes = total
        } else if result.prepMinutes != nil || result.cookMinutes != nil {
            result.totalMinutes = (result.prepMinutes ?? 0) + (result.cookMinutes ?? 0)
        }
        return result
    }

    static func facts(in document: HTMLDocument) -> Facts {
        guard let root = document.root else { return Facts() }
        var walk = Walk()
        walk.visit(root.firstElement(where: { $0.tag == "body" }) ?? root, depth: 0)
        return walk.facts
    }

    /// One pass over the page's text in pieces (text nodes and the alt text of images): a piece
    /// that is a label makes the next piece its value ("Total" "50min"); a label and its value
    /// may share a piece ("Total time: 45 minutes", "Serves 4"). Only short pieces are read.
    struct Walk {
        var facts = Facts()
        var pendingLabel: Kind?
        static let longestPiece = 80

        mutating func visit(_ node: HTMLNode, depth: Int) {
            guard depth < HTMLNode.maximumDepth else { return }
            switch node.kind {
            case .text:
                if let text = node.shortText(limit: Self.longestPiece) {
                    piece(HTMLText.collapse(text))
                } else {
                    pendingLabel = nil
                }
            case .element:
                let tag = node.tag
                if HTMLNode.hiddenTags.contains(tag) { return }
                if tag == "img", let alt = node.attributes["alt"], !alt.isEmpty { piece(alt) }
                if let kind = classKind(node), let minutes = classMinutes(node) { set(kind, minutes, in: &facts) }
                node.forEachChild { visit($0, depth: depth + 1) }
            }
        }

        mutating func piece(_ text: String) {
            guard !text.isEmpty else { return }
            if let kind = pendingLabel {
                pendingLabel = nil
                if let value = value(of: kind, in: text) {
                    set(kind, value, in: &facts)
                    return
                }
            }
            let lower = text.lowercased()
            if let kind = labels[lower.trimmed(" :")] {
                pendingLabel = kind
            } else if lower.contains(where: \.isNumber) {
                if let (kind, rest) = labelled(lower), let value = value(of: kind, in: rest) {
                    set(kind, value, in: &facts)
                } else if let count = standaloneCount(lower) {
                    set(.servings, count, in: &facts)
                }
            }
        }

        /// "total time: 45 minutes" or "serves 4": a label, then its value in the same piece.
        func labelled(_ lower: String) -> (Kind, String)? {
            if let colon = lower.firstIndex(of: ":"), let kind = labels[lower[..<colon].trimmed(" ")] {
                return (kind, String(lower[lower.index(after: colon)...]))
            }
            let words = lower.split(separator: " ")
            for count in stride(from: min(3, words.count - 1), through: 1, by: -1) {
                if let kind = labels[words[..<count].joined(separator: " ")] {
                    return (kind, words[count...].joined(separator: " "))
                }
            }
            return nil
        }

        func value(of kind: Kind, in text: String) -> Int? {
            kind == .servings ? leadingCount(text) : LeadingDuration.minutes(text)
        }
    }

    static func set(_ kind: Kind, _ value: Int, in facts: inout Facts) {
        switch kind {
        case .prep: if facts.prep == nil { facts.prep = value }
        case .cook: if facts.cook == nil { facts.cook = value }
        case .total: if facts.total == nil { facts.total = value }
        case .servings: if facts.servings == nil { facts.servings = value }
        }
    }

    /// The number of people a text starts with: "4", "4-6 people", "6 portions" (not "4 cups").
    static func leadingCount(_ text: String) -> Int? {
        let trimmed = text.drop(while: { $0 == " " })
        let digits = trimmed.prefix(while: { $0.isASCII && $0.isNumber })
        guard let count = Int(digits.prefix(4)), (1...500).contains(count) else { return nil }
        let word = trimmed.dropFirst(digits.count).drop(while: { $0 == " " || $0 == "-" || $0 == "–" || $0.isNumber })
            .prefix(while: \.isLetter).lowercased()
        return word.isEmpty || peopleWords.contains(word) ? count : nil
    }

    static let peopleWords: Set<String> = ["people", "persons", "person", "servings", "serving", "portions", "portion",
                                           "personer", "portioner", "personen", "portionen", "personnes", "porciones",
                                           "porzioni", "persone", "porce", "porcí", "pessoas", "porções", "pers", "adults"]

    /// "5 Servings", "4 porce": a count of people standing alone, with no label before it.
    static func standaloneCount(_ lower: String) -> Int? {
        let words = lower.split(separator: " ")
        guard words.count == 2, peopleWords.contains(String(words[1])), let count = Int(words[0]), (1...500).contains(count) else { return nil }
        return count
    }

    static func classKind(_ node: HTMLNode) -> Kind? {
        guard node.attributes.value(of: "class", contains: "time") else { return nil }
        for word in node.classes {
            let bare = word.lowercased().filter(\.isLetter)
            if bare == "totaltime" { return .total }
            if bare == "cooktime" { return .cook }
            if bare == "preptime" { return .prep }
        }
        return nil
    }

    /// An hRecipe `value-title` inside the element ("PT3H"), else the duration its text starts with.
    static func classMinutes(_ node: HTMLNode) -> Int? {
        if let marked = node.firstElement(where: { $0.classes.contains("value-title") }),
           let title = marked.attributes["title"], title.uppercased().hasPrefix("P") {
            return ISODuration.minutes(title)
        }
        return LeadingDuration.minutes(node.textContent)
    }
}
