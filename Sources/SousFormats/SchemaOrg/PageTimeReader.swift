import SousCore

/// Times a page shows in its own text, for recipes whose structured data gives none: a label
/// followed by a duration ("Total" "50min", "Cook time:" "1 hour 30 minutes", a clock icon
/// whose alt text is "time"), or an element whose class names the time ("cooktime", with an
/// hRecipe `value-title` holding "PT3H").
enum PageTimeReader {
    enum Kind { case prep, cook, total }

    struct Times: Equatable {
        var prep: Int?
        var cook: Int?
        var total: Int?
        var isEmpty: Bool { prep == nil && cook == nil && total == nil }
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
    ]

    /// The recipe with the page's times filled in where its structured data gave no total.
    static func fillingTimes(of recipe: Recipe, from document: HTMLDocument) -> Recipe {
        guard recipe.totalMinutes == nil else { return recipe }
        let shown = times(in: document)
        guard !shown.isEmpty else { return recipe }
        var result = recipe
        result.prepMinutes = recipe.prepMinutes ?? shown.prep
        result.cookMinutes = recipe.cookMinutes ?? shown.cook
        if let total = shown.total {
            result.totalMinutes = total
        } else if result.prepMinutes != nil || result.cookMinutes != nil {
            result.totalMinutes = (result.prepMinutes ?? 0) + (result.cookMinutes ?? 0)
        }
        return result
    }

    static func times(in document: HTMLDocument) -> Times {
        guard let root = document.root else { return Times() }
        var walk = Walk()
        walk.visit(root.firstElement(where: { $0.tag == "body" }) ?? root, depth: 0)
        return walk.times
    }

    /// One pass over the page's text in pieces (text nodes and the alt text of images): a piece
    /// that is a label makes the next piece its value ("Total" "50min"); a label and its value
    /// may share a piece ("Total time: 45 minutes"). Only short pieces are read.
    struct Walk {
        var times = Times()
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
                if HTMLNode.hiddenTags.contains(node.tag) { return }
                if node.tag == "img", let alt = node.attributes["alt"], !alt.isEmpty { piece(alt) }
                if let kind = classKind(node), let minutes = classMinutes(node) { set(kind, minutes, in: &times) }
                node.forEachChild { visit($0, depth: depth + 1) }
            }
        }

        mutating func piece(_ text: String) {
            guard !text.isEmpty else { return }
            if let kind = pendingLabel {
                pendingLabel = nil
                if let minutes = leadingMinutes(text) {
                    set(kind, minutes, in: &times)
                    return
                }
            }
            if let kind = labels[text.lowercased().trimmed(" :")] {
                pendingLabel = kind
            } else if let colon = text.firstIndex(of: ":"), let kind = labels[text[..<colon].lowercased().trimmed(" ")],
                      let minutes = leadingMinutes(String(text[text.index(after: colon)...])) {
                set(kind, minutes, in: &times)
            }
        }
    }

    static func set(_ kind: Kind, _ minutes: Int, in times: inout Times) {
        switch kind {
        case .prep: if times.prep == nil { times.prep = minutes }
        case .cook: if times.cook == nil { times.cook = minutes }
        case .total: if times.total == nil { times.total = minutes }
        }
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
        return leadingMinutes(node.textContent)
    }

    static let hourWords: Set<String> = ["h", "hr", "hrs", "hour", "hours", "std", "stunde", "stunden", "tim", "timme", "timmar", "heure", "heures", "hora", "horas", "uur", "ora", "ore"]
    static let minuteWords: Set<String> = ["m", "min", "mins", "minute", "minutes", "minut", "minuter", "minuten", "minuto", "minutos", "minuti", "mn"]
    static let dayWords: Set<String> = ["d", "day", "days", "dag", "dagar", "tag", "tage", "jour", "jours", "día", "días"]

    /// The duration a text starts with: "50min", "1 hour 30 minutes + marinating", "3 hrs on High",
    /// "1h30", "2 timmar". Nil when the text does not start with an amount of time.
    static func leadingMinutes(_ text: String) -> Int? {
        var scanner = Substring(text.lowercased())
        var total = 0.0
        var found = false
        var pendingHours = false
        while true {
            scanner = scanner.drop(while: { $0 == " " })
            let digits = scanner.prefix(while: { $0.isNumber || $0 == "." || $0 == "," })
            guard let value = Double(digits.replacingOccurrences(of: ",", with: ".")), value.isFinite, value < 100_000 else { break }
            scanner = scanner[digits.endIndex...].drop(while: { $0 == " " })
            let word = String(scanner.prefix(while: { $0.isLetter }))
            if hourWords.contains(word) { total += value * 60; pendingHours = true }
            else if minuteWords.contains(word) { total += value; pendingHours = false }
            else if dayWords.contains(word) { total += value * 1440; pendingHours = false }
            else {
                // "1h30": minutes written without their unit after the hours.
                if pendingHours, word.isEmpty { total += value }
                break
            }
            found = true
            scanner = scanner[scanner.index(scanner.startIndex, offsetBy: word.count)...]
            // "1 hour and 30 minutes", "1 hr, 15 mins"
            scanner = scanner.drop(while: { $0 == " " || $0 == "," })
            if scanner.hasPrefix("and ") { scanner = scanner.dropFirst(4) }
        }
        guard found, total > 0, total < 1e6 else { return nil }
        return Int(total.rounded(.up))
    }
}
