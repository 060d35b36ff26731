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
            } else if isHeading(element, tag: tag) {
                events.append(.heading(element.textContent))
            }
        }
        guard let matched = match(recipe.ingredients, to: events) else { return recipe }
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
        // One named group after unnamed lines ("LEMON GLAZE" under the cake's own list) counts too.
        guard Set(sections.map { $0 ?? "" }).count >= 2 else { return recipe }
        var result = recipe
        for index in result.ingredients.indices { result.ingredients[index].section = sections[index] }
        return result
    }

    /// A heading tag, an element whose class names an ingredient group heading, or a short line
    /// set directly over a list ("<p><b>For the glaze</b></p>" followed by `<ul>`).
    static func isHeading(_ element: HTMLNode, tag: String) -> Bool {
        let classHeading = element.classes.contains { word in
            let lower = word.lowercased()
            return lower.contains("ingredient") && headingClassWords.contains(where: { lower.contains($0) })
        }
        let overList = ["p", "div", "span", "strong", "b"].contains(tag)
            && ["ul", "ol"].contains(element.nextElementSibling?.tag ?? "")
        guard headingTags.contains(tag) || classHeading || overList,
              element.firstElement(where: { $0.tag == "li" }) == nil else { return false }
        let text = element.textContent
        guard !text.isEmpty, text.count <= 80 else { return false }
        return !overList || QuantityParser.parseLeading(Substring(text)) == nil
    }

    /// For each ingredient, the index of the list item showing it, in order: the same letters, or
    /// the page's line with a note the structured data dropped ("2 bulbs garlic (cloves peeled)"),
    /// or, failing those, a line holding the ingredient's name after a unit written another way
    /// ("2 1/2 cups all-purpose flour" for "2 1/2 c. all-purpose flour"). Nil when one is missing.
    static func match(_ ingredients: [Ingredient], to events: [Event]) -> [Int]? {
        var matched: [Int] = []
        var position = -1
        for ingredient in ingredients {
            let key = letters(ingredient.text)
            let name = letters(ingredient.name)
            guard !key.isEmpty else { return nil }
            let later = (position + 1)..<events.count
            func item(_ index: Int) -> String? {
                if case .item(let itemKey) = events[index] { return itemKey }
                return nil
            }
            let found = later.first { item($0) == key }
                ?? later.first { index in item(index).map { key.count >= 6 && $0.hasPrefix(key) } ?? false }
                ?? later.first { index in item(index).map { name.count >= 4 && $0.contains(name) } ?? false }
            guard let found else { return nil }
            matched.append(found)
            position = found
        }
        return matched
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
