import SousCore

/// Structured data lists ingredients flat, while the page shows them in groups ("For the
/// sauce"). When every ingredient line matches a list item on the page (same letters, in
/// order), the headings standing between those items become the ingredients' sections.
enum IngredientGroupReader {
    enum Event { case item(String), heading(String) }

    static let headingTags: Set<String> = ["h2", "h3", "h4", "h5", "h6"]
    static let headingClassWords = ["group-name", "group-title", "group-header", "-header", "heading", "subtitle"]

    static func assignSections(_ recipe: Recipe, in document: HTMLDocument) -> Recipe {
        guard recipe.ingredients.count >= 3, recipe.ingredients.allSatisfy({ $0.section == nil }), let root = document.root else {
            return recipe
        }
        var events: [Event] = []
        root.forEachElement { element in
            let tag = element.tag
            if tag == "li" {
                events.append(.item(letters(element.textContent)))
            } else if headingTags.contains(tag) || element.classes.contains(where: { word in
                let lower = word.lowercased()
                return lower.contains("ingredient") && headingClassWords.contains(where: { lower.contains($0) })
            }) {
                guard element.firstElement(where: { $0.tag == "li" }) == nil else { return }
                let text = element.textContent
                if !text.isEmpty, text.count <= 80 { events.append(.heading(text)) }
            }
        }
        // Match each ingredient to the next list item with the same letters.
        var matched: [Int] = []
        var position = -1
        for ingredient in recipe.ingredients {
            let key = letters(ingredient.text)
            guard !key.isEmpty, let next = events.indices.first(where: { index in
                guard index > position, case .item(let itemKey) = events[index] else { return false }
                return itemKey == key
            }) else { return recipe }
            matched.append(next)
            position = next
        }
        var sections: [String?] = []
        var current: String?
        for (offset, eventIndex) in matched.enumerated() {
            let lowerBound = offset == 0 ? 0 : matched[offset - 1] + 1
            var heading: String?
            var index = eventIndex - 1
            while index >= lowerBound {
                if case .heading(let text) = events[index] { heading = text; break }
                // Above the first item, only a heading directly over the list counts.
                if offset == 0 { break }
                index -= 1
            }
            if let heading { current = heading.lowercased().hasPrefix("ingredient") ? nil : heading.trimmed(" :") }
            sections.append(current)
        }
        guard Set(sections.compactMap { $0 }).count >= 2 else { return recipe }
        var result = recipe
        for index in result.ingredients.indices { result.ingredients[index].section = sections[index] }
        return result
    }

    /// The letters of a line, lowercased: equal for "3/4 cup sugar" and "¾ cup sugar (sifted)".
    static func letters(_ text: String) -> String {
        var out = ""
        for scalar in HTMLText.clean(text).lowercased().unicodeScalars where scalar.properties.isAlphabetic {
            out.unicodeScalars.append(scalar)
        }
        return out
    }
}
