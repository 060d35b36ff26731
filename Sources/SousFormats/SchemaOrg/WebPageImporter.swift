import Foundation
import SousCore

/// Reads the recipes on a web page: schema.org JSON-LD first, then microdata, then a heuristic
/// reading of headings and lists. A page with several recipes gives each of them.
public enum WebPageImporter {
    public static func recipes(from data: Data, pageURL: String? = nil) -> [Recipe] {
        let html = HTMLCharset.decode(data)
        // Fast path: complete JSON-LD recipes need no tree; gumbo builds one only when the
        // page needs a closer reading (no JSON-LD, or recipes missing their lists).
        let tags = HTMLTagScanner.tags(in: html, wanted: ["script", "link", "meta"])
        let url = pageURL ?? canonicalURL(tags)
        let fast = JSONLDReader.recipeNodes(inScriptsOf: tags).compactMap { SchemaRecipeMapper.recipe(from: $0, pageURL: url) }
        if !fast.isEmpty, fast.allSatisfy({ !$0.ingredients.isEmpty && !$0.steps.isEmpty }) {
            // Ingredient groups live only in the page's markup; read the tree just for them.
            guard fast.count == 1, fast[0].ingredients.count >= 3 else {
                return unique(fast)
            }
            let bytes = Array(html.utf8)
            let skipped = tags.compactMap(\.rawRange)
            if let card = RecipeCardLocator.cardRange(in: bytes, ingredientNames: fast[0].ingredients.map(\.name), skipping: skipped) {
                let fragment = String(decoding: bytes[card], as: UTF8.self)
                let card = HTMLDocument(html: fragment)
                let visible = PluginIngredientReader.preferVisibleText(fast[0], in: card)
                return [PageFactsReader.filling(IngredientGroupReader.assignSections(visible, in: card), from: card)]
            }
            // The lines are not shown on the page outside the structured data: no groups to read.
            return unique(fast)
        }
        return recipes(from: HTMLDocument(html: html), pageURL: url)
    }

    static func canonicalURL(_ tags: [HTMLTagScanner.Tag]) -> String? {
        let link = tags.first(where: { $0.name == "link" && $0.attributes["rel"]?.lowercased() == "canonical" })?.attributes["href"]
            ?? tags.first(where: { $0.name == "meta" && $0.attributes["property"] == "og:url" })?.attributes["content"]
        guard let link, link.hasPrefix("http") else { return nil }
        return link
    }

    static func unique(_ recipes: [Recipe]) -> [Recipe] {
        // The same recipe is often given twice (JSON-LD and a second plugin); keep one.
        var seen = Set<String>()
        return recipes.filter { seen.insert($0.title + "\u{1F}" + $0.ingredients.map(\.text).joined(separator: "\u{1F}")).inserted }
    }

    public static func recipes(from document: HTMLDocument, pageURL: String? = nil) -> [Recipe] {
        let url = pageURL ?? canonicalURL(document)
        var found = JSONLDReader.recipeNodes(in: document).compactMap { SchemaRecipeMapper.recipe(from: $0, pageURL: url) }
        found = found.filter { !$0.ingredients.isEmpty || !$0.steps.isEmpty }
        if found.count == 1 {
            found[0] = PluginIngredientReader.preferVisibleText(found[0], in: document)
            found[0] = IngredientGroupReader.assignSections(found[0], in: document)
        }
        if found.isEmpty {
            found = MicrodataReader.recipeNodes(in: document).compactMap { SchemaRecipeMapper.recipe(from: $0, pageURL: url) }
                .filter { !$0.ingredients.isEmpty }
        }
        let structured = !found.isEmpty
        if !structured, let node = HeuristicReader.recipeNode(in: document),
           let recipe = SchemaRecipeMapper.recipe(from: node, pageURL: url) {
            found = [recipe]
        }
        // Structured data without steps (or ingredients): the page's own lists fill the gap. (A
        // recipe read from those lists already has all they give.)
        if structured, found.count == 1, found[0].steps.isEmpty || found[0].ingredients.isEmpty,
           let node = HeuristicReader.recipeNode(in: document, requiringIngredients: !found[0].steps.isEmpty),
           let fallback = SchemaRecipeMapper.recipe(from: node, pageURL: url) {
            if found[0].steps.isEmpty { found[0].steps = fallback.steps }
            if found[0].ingredients.isEmpty { found[0].ingredients = fallback.ingredients }
        }
        if found.count == 1 { found[0] = PageFactsReader.filling(found[0], from: document) }
        return unique(found)
    }

    static func canonicalURL(_ document: HTMLDocument) -> String? {
        let link = document.root?.firstElement(where: { $0.tag == "link" && $0.attributes["rel"] == "canonical" })?.attributes["href"]
            ?? document.root?.firstElement(where: { $0.tag == "meta" && $0.attributes["property"] == "og:url" })?.attributes["content"]
        guard let link, link.hasPrefix("http") else { return nil }
        return link
    }
}
