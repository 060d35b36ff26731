import Foundation
import SousCore

/// Reads the recipes on a web page: schema.org JSON-LD first, then microdata, then a heuristic
/// reading of headings and lists. A page with several recipes gives each of them.
public enum WebPageImporter {
    public static func recipes(from data: Data, pageURL: String? = nil) -> [Recipe] {
        imports(from: data, pageURL: pageURL).map(\.recipe)
    }

    /// The recipes on the page, each with the address of its picture (see `PictureAddress`):
    /// its own schema.org `image`, else, when the page holds one recipe, the page's sharing picture.
    public static func imports(from data: Data, pageURL: String? = nil) -> [WebPageImport] {
        let html = HTMLCharset.decode(data)
        // Fast path: complete JSON-LD recipes need no tree; gumbo builds one only when the
        // page needs a closer reading (no JSON-LD, or recipes missing their lists).
        let tags = HTMLTagScanner.tags(in: html, wanted: ["script", "link", "meta"])
        let url = pageURL ?? canonicalURL(tags)
        let base = url.flatMap { URL(string: $0) }
        let blocks = JSONLDReader.blocks(inScriptsOf: tags)
        let nodes = JSONLDReader.nodesByID(in: blocks)
        let fast = JSONLDReader.recipeNodes(inScriptsOf: tags).compactMap { node in
            SchemaRecipeMapper.recipe(from: node, pageURL: url).map {
                WebPageImport(recipe: ProvenanceMarker.marked($0, as: .jsonLD),
                              imageURL: PictureAddress.fromSchemaImage(node["image"], base: base, nodes: nodes))
            }
        }
        if !fast.isEmpty, fast.allSatisfy({ !$0.recipe.ingredients.isEmpty && !$0.recipe.steps.isEmpty && !lacksAmounts($0.recipe) }) {
            let sharing = {
                PictureAddress.fromSharingTags(tags.map { tag in (tag.name, { tag.attributes[$0] }) }, base: base)
                    ?? PictureAddress.fromPageNodes(blocks, nodes: nodes, base: base)
            }
            // Ingredient groups live only in the page's markup; read the tree just for them.
            guard fast.count == 1, fast[0].recipe.ingredients.count >= 3 else {
                return withSharingPicture(unique(fast), sharing)
            }
            let bytes = Array(html.utf8)
            let skipped = tags.compactMap(\.rawRange)
            if let card = RecipeCardLocator.cardRange(in: bytes, ingredientNames: fast[0].recipe.ingredients.map(\.name), skipping: skipped) {
                let fragment = String(decoding: bytes[card], as: UTF8.self)
                let card = HTMLDocument(html: fragment)
                var found = fast[0]
                let visible = PluginIngredientReader.preferVisibleText(found.recipe, in: card)
                found.recipe = PageFactsReader.filling(IngredientGroupReader.assignSections(visible, in: card), from: card)
                // Lines taken from the visible page instead of the data are stamped as structured
                // data too: they are the same lines, as the page shows them.
                found.recipe = ProvenanceMarker.marked(found.recipe, as: .jsonLD)
                return withSharingPicture([found], sharing)
            }
            // The lines are not shown on the page outside the structured data: no groups to read.
            return withSharingPicture(unique(fast), sharing)
        }
        return imports(from: HTMLDocument(html: html), pageURL: url)
    }

    /// A page holding one recipe without a picture of its own: the page's sharing picture is
    /// that recipe's. (On a page of several, it could be any of them, so none gets it.)
    static func withSharingPicture(_ found: [WebPageImport], _ sharing: () -> URL?) -> [WebPageImport] {
        guard found.count == 1, found[0].imageURL == nil else { return found }
        var only = found[0]
        only.imageURL = sharing()
        return [only]
    }

    /// A recipe with ingredients none of which has an amount.
    static func lacksAmounts(_ recipe: Recipe) -> Bool {
        !recipe.ingredients.isEmpty && recipe.ingredients.allSatisfy { $0.quantity == nil }
    }

    /// Whether the page's own ingredient lines stand in for structured data's that lack amounts:
    /// most of them have one, and they name about as many ingredients, or the structured list is
    /// one or two words that name no recipe's list ("recipeIngredient": "Chicken", the page's tags).
    static func pageListReplaces(_ structured: [Ingredient], with page: [Ingredient]) -> Bool {
        guard page.filter({ $0.quantity != nil }).count * 2 > page.count else { return false }
        return abs(page.count - structured.count) * 5 <= structured.count || (structured.count <= 2 && page.count >= 3)
    }

    static func canonicalURL(_ tags: [HTMLTagScanner.Tag]) -> String? {
        let link = tags.first(where: { $0.name == "link" && $0.attributes["rel"]?.lowercased() == "canonical" })?.attributes["href"]
            ?? tags.first(where: { $0.name == "meta" && $0.attributes["property"] == "og:url" })?.attributes["content"]
        guard let link, link.hasPrefix("http") else { return nil }
        return link
    }

    static func unique(_ found: [WebPageImport]) -> [WebPageImport] {
        // The same recipe is often given twice (JSON-LD and a second plugin); keep one.
        var seen = Set<String>()
        return found.filter {
            seen.insert($0.recipe.title + "\u{1F}" + $0.recipe.ingredients.map(\.text).joined(separator: "\u{1F}")).inserted
        }
    }

    public static func recipes(from document: HTMLDocument, pageURL: String? = nil) -> [Recipe] {
        imports(from: document, pageURL: pageURL).map(\.recipe)
    }

    public static func imports(from document: HTMLDocument, pageURL: String? = nil) -> [WebPageImport] {
        let url = pageURL ?? canonicalURL(document)
        let base = url.flatMap { URL(string: $0) }
        let blocks = JSONLDReader.blocks(in: document)
        let index = JSONLDReader.nodesByID(in: blocks)
        func read(_ nodes: [[String: Any]], as source: Provenance.Source) -> [WebPageImport] {
            nodes.compactMap { node in
                SchemaRecipeMapper.recipe(from: node, pageURL: url).map {
                    WebPageImport(recipe: ProvenanceMarker.marked($0, as: source),
                                  imageURL: PictureAddress.fromSchemaImage(node["image"], base: base, nodes: index))
                }
            }
        }
        var found = read(JSONLDReader.recipeNodes(in: document), as: .jsonLD)
        var source = Provenance.Source.jsonLD
        found = found.filter { !$0.recipe.ingredients.isEmpty || !$0.recipe.steps.isEmpty }
        if found.count == 1 {
            found[0].recipe = PluginIngredientReader.preferVisibleText(found[0].recipe, in: document)
            found[0].recipe = IngredientGroupReader.assignSections(found[0].recipe, in: document)
        }
        if found.isEmpty {
            found = read(MicrodataReader.recipeNodes(in: document), as: .microdata).filter { !$0.recipe.ingredients.isEmpty }
            source = .microdata
        }
        let structured = !found.isEmpty
        if !structured, let node = HeuristicReader.recipeNode(in: document),
           let recipe = SchemaRecipeMapper.recipe(from: node, pageURL: url) {
            found = [WebPageImport(recipe: ProvenanceMarker.marked(recipe, as: .pageText))]
        }
        // Structured data that lost every amount ("chicken breast", "brown sugar" while the page
        // shows "300 g", "1 tsp") is visibly broken: the page's own list, when it names as many
        // ingredients and gives most of them an amount, is the recipe's.
        if structured, found.count == 1, lacksAmounts(found[0].recipe),
           let node = HeuristicReader.recipeNode(in: document),
           let read = SchemaRecipeMapper.recipe(from: node, pageURL: url),
           pageListReplaces(found[0].recipe.ingredients, with: read.ingredients) {
            found[0].recipe.ingredients = ProvenanceMarker.marked(read, as: .pageText).ingredients
        }
        // Structured data without steps (or ingredients): the page's own lists fill the gap. (A
        // recipe read from those lists already has all they give.)
        if structured, found.count == 1, found[0].recipe.steps.isEmpty || found[0].recipe.ingredients.isEmpty,
           let node = HeuristicReader.recipeNode(in: document, requiringIngredients: !found[0].recipe.steps.isEmpty),
           let read = SchemaRecipeMapper.recipe(from: node, pageURL: url) {
            let fallback = ProvenanceMarker.marked(read, as: .pageText)
            if found[0].recipe.steps.isEmpty { found[0].recipe.steps = fallback.steps }
            if found[0].recipe.ingredients.isEmpty { found[0].recipe.ingredients = fallback.ingredients }
        }
        if found.count == 1 { found[0].recipe = PageFactsReader.filling(found[0].recipe, from: document) }
        for index in found.indices {
            found[index].recipe = ProvenanceMarker.marked(found[index].recipe, as: structured ? source : .pageText)
        }
        return withSharingPicture(unique(found)) {
            let tags = document.root?.elements(where: { $0.tag == "meta" || $0.tag == "link" }) ?? []
            return PictureAddress.fromSharingTags(tags.map { tag in (tag.tag, { tag.attributes[$0] }) }, base: base)
                ?? PictureAddress.fromPageNodes(blocks, nodes: index, base: base)
        }
    }

    static func canonicalURL(_ document: HTMLDocument) -> String? {
        let link = document.root?.firstElement(where: { $0.tag == "link" && $0.attributes["rel"] == "canonical" })?.attributes["href"]
            ?? document.root?.firstElement(where: { $0.tag == "meta" && $0.attributes["property"] == "og:url" })?.attributes["content"]
        guard let link, link.hasPrefix("http") else { return nil }
        return link
    }
}
