import Foundation
import SousCore
import SousFormats

/// Parse-only throughput of the web-page importer (pages of about 370 KB, like real recipe
/// blogs) and of the ingredient-line parser.
enum ImportFormatsBenchmark {
    static func run(into table: inout ResultTable) {
        let page = samplePage()
        var pages = 0
        let pageClock = Stopwatch()
        while pageClock.elapsedSeconds < 2 || pages < 20 {
            let recipes = WebPageImporter.recipes(from: page)
            precondition(!recipes.isEmpty, "the sample page must import")
            pages += 1
        }
        let pageRate = Double(pages) / pageClock.elapsedSeconds
        table.atLeast("formats", "web pages imported (parse only, \(page.count / 1000) KB each)", pageRate, limit: 100, unit: "pages/s")

        // The same page with its recipe as microdata only: every byte goes through gumbo.
        let microdataPage = sampleMicrodataPage()
        var slowPages = 0
        let slowClock = Stopwatch()
        while slowClock.elapsedSeconds < 2 || slowPages < 10 {
            precondition(!WebPageImporter.recipes(from: microdataPage).isEmpty, "the microdata page must import")
            slowPages += 1
        }
        table.add("formats", "  pages without JSON-LD (full HTML5 parse)", Format.number(Double(slowPages) / slowClock.elapsedSeconds, digits: 0) + " pages/s")
        if let corpus = corpusPages() {
            var done = 0
            let corpusClock = Stopwatch()
            while corpusClock.elapsedSeconds < 2 {
                for page in corpus { _ = WebPageImporter.recipes(from: page) }
                done += corpus.count
            }
            let size = corpus.reduce(0) { $0 + $1.count } / corpus.count / 1000
            table.add("formats", "  ../shared/corpora/web-pages (\(corpus.count) real pages, mean \(size) KB)",
                      Format.number(Double(done) / corpusClock.elapsedSeconds, digits: 0) + " pages/s")
        }

        let lines = sampleLines()
        var parsed = 0
        var checksum = 0
        let lineClock = Stopwatch()
        while lineClock.elapsedSeconds < 2 {
            for line in lines {
                checksum &+= IngredientLineParser.parse(line).name.utf8.count
            }
            parsed += lines.count
        }
        let lineRate = Double(parsed) / lineClock.elapsedSeconds
        table.atLeast("formats", "ingredient lines parsed", lineRate, limit: 200_000, unit: "lines/s")

        // The learned line model alone (issue 24's target), and the parser with it, as web pages read lines.
        if let model = LineModel.standard {
            var labelled = 0
            let modelClock = Stopwatch()
            while modelClock.elapsedSeconds < 2 {
                for line in lines { checksum &+= LineModelReading(line, model: model).labels.count }
                labelled += lines.count
            }
            table.atLeast("formats", "ingredient lines labelled by the line model", Double(labelled) / modelClock.elapsedSeconds,
                          limit: 100_000, unit: "lines/s")
            var both = 0
            let bothClock = Stopwatch()
            while bothClock.elapsedSeconds < 2 {
                for line in lines { checksum &+= IngredientLineParser.parse(line, model: model).name.utf8.count }
                both += lines.count
            }
            table.add("formats", "  lines parsed by the rules and the model (web pages)",
                      Format.number(Double(both) / bothClock.elapsedSeconds, digits: 0) + " lines/s")
        } else {
            table.add("formats", "ingredient lines labelled by the line model", "model missing")
        }
        if checksum == 42 { print("") }
    }

    /// The saved pages of the shared corpus, when it sits beside the project (never copied into it).
    static func corpusPages() -> [Data]? {
        let folder = URL(fileURLWithPath: "../shared/corpora/web-pages")
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap({ $0 as? URL }).filter({ $0.pathExtension == "testhtml" }), !files.isEmpty else { return nil }
        return files.compactMap { try? Data(contentsOf: $0) }
    }

    static func sampleMicrodataPage() -> Data {
        var html = String(decoding: samplePage(), as: UTF8.self)
        if let start = html.range(of: "<script type=\"application/ld+json\">"), let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex) {
            html.removeSubrange(start.lowerBound..<end.upperBound)
        }
        let items = exampleLines.map { "<li itemprop=\"recipeIngredient\">\($0)</li>" }.joined()
        let recipe = "<div itemscope itemtype=\"https://schema.org/Recipe\"><h2 itemprop=\"name\">Best Chili</h2><ul>\(items)</ul>"
            + "<ol itemprop=\"recipeInstructions\"><li>Stir.</li><li>Simmer.</li></ol></div>"
        html = html.replacingOccurrences(of: "</article>", with: recipe + "</article>")
        return Data(html.utf8)
    }

    static let exampleLines = [
        "1 1/2 cups (355 ml) warm water", "2 large eggs, beaten", "salt and pepper to taste", "1 (14 oz) can tomatoes",
        "200g/7oz plain flour", "3-4 cloves garlic, minced", "½ tsp ground cumin", "a pinch of salt",
        "2 tbsp olive oil", "1 onion, finely chopped", "400ml coconut milk", "handful fresh coriander, chopped",
        "1 tsp vanilla extract", "250g unsalted butter, softened", "3 tablespoons chopped fresh parsley", "1 lb ground beef",
    ]

    static func sampleLines() -> [String] {
        (0..<64).flatMap { _ in exampleLines }
    }

    /// A page shaped like a recipe blog: a large head, navigation, long prose, comments, and a
    /// JSON-LD recipe in a `@graph`, padded to about 370 KB.
    static func samplePage() -> Data {
        var html = "<!doctype html><html><head><meta charset=\"utf-8\"><title>Best Chili - Example Kitchen</title>"
        for index in 0..<40 { html += "<link rel=\"stylesheet\" href=\"/style\(index).css\"><meta name=\"x\(index)\" content=\"value \(index)\">" }
        let ingredients = exampleLines.map { "\"\($0)\"" }.joined(separator: ",")
        let steps = (1...8).map { "{\"@type\":\"HowToStep\",\"text\":\"Step \($0): stir the pot and simmer for \($0 * 5) minutes.\"}" }.joined(separator: ",")
        html += """
        <script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Example"},\
        {"@type":["Recipe"],"name":"Best Chili","recipeYield":["6","6 servings"],"totalTime":"PT1H10M","prepTime":"PT10M",\
        "cookTime":"PT1H","recipeIngredient":[\(ingredients)],"recipeInstructions":[{"@type":"HowToSection","name":"Chili",\
        "itemListElement":[\(steps)]}]}]}</script></head><body><nav><ul>
        """
        for index in 0..<60 { html += "<li><a href=\"/c/\(index)\">Category \(index)</a></li>" }
        html += "</ul></nav><article><h1>Best Chili</h1>"
        var paragraph = 0
        while html.utf8.count < 360_000 {
            html += "<div class=\"content\"><p>Paragraph \(paragraph) about chili, with <a href=\"/p/\(paragraph)\">a link</a>, <em>emphasis</em> and a story about the farm, the weather &amp; the family that ate it.</p><img src=\"/i/\(paragraph).jpg\" alt=\"photo\"></div>"
            paragraph += 1
        }
        // The visible recipe card, in two groups, as recipe plugins draw it.
        html += "<div class=\"recipe-card\"><h3>Ingredients</h3>"
        for (index, group) in [exampleLines.prefix(8), exampleLines.suffix(8)].enumerated() {
            html += "<h4 class=\"ingredient-group-name\">Group \(index + 1)</h4><ul>"
            html += group.map { "<li class=\"ingredient\"><span class=\"amount\">\($0)</span></li>" }.joined() + "</ul>"
        }
        html += "</div></article></body></html>"
        return Data(html.utf8)
    }
}
