import Foundation
import SousCore
import SousFormats

// `make eval`: measures the importers against ../shared/corpora (data sous did not write) and
// prints percentages. Skips with a message when the corpora are absent, as on a fresh clone.

let corpora = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SOUS_CORPORA"] ?? "../shared/corpora")
let verbose = CommandLine.arguments.contains("-v")

// `SousEval --match NAME...`: the food the nutrition matcher picks for each name, then stops.
if let flag = CommandLine.arguments.firstIndex(of: "--match") {
    for name in CommandLine.arguments[(flag + 1)...] {
        let food = NutritionCalculator.standard.food(for: name)
        print("\(name) -> \(food.map { "\($0.id) \($0.description)" } ?? "no food")")
    }
    exit(0)
}
// `SousEval --match-file FILE`: the matcher's food for every line of FILE, as "name<TAB>id", and
// the first three foods `search` offers for it, to compare the matcher before and after a change.
if let flag = CommandLine.arguments.firstIndex(of: "--match-file"), flag + 1 < CommandLine.arguments.count,
   let text = try? String(contentsOfFile: CommandLine.arguments[flag + 1], encoding: .utf8) {
    let matcher = NutritionFoodMatcher.standard
    for name in text.split(separator: "\n").map(String.init) {
        let search = matcher.search(name, limit: 3).map(\.id).joined(separator: ",")
        print("\(name)\t\(matcher.food(for: name)?.id ?? "-")\t\(search)")
    }
    exit(0)
}
// `SousEval --page FILE.html`: what the page-text reader finds on a page (its ingredient lines
// and steps, before structured data is preferred), then stops.
if let flag = CommandLine.arguments.firstIndex(of: "--page"), flag + 1 < CommandLine.arguments.count {
    let html = (try? String(contentsOfFile: CommandLine.arguments[flag + 1], encoding: .utf8)) ?? ""
    let node = HeuristicReader.recipeNode(in: HTMLDocument(html: html))
    print("page text: \(node == nil ? "no recipe" : "")")
    for line in (node?["recipeIngredient"] as? [String]) ?? [] { print("  ingredient: \(line)") }
    for step in (node?["recipeInstructions"] as? [Any]) ?? [] { print("  step: \(step)") }
    exit(0)
}
// `SousEval --import FILE`: what the web importer reads from a saved page (gzip or not), then stops.
if let flag = CommandLine.arguments.firstIndex(of: "--import"), flag + 1 < CommandLine.arguments.count {
    let raw = (try? Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[flag + 1]))) ?? Data()
    let data = (try? Inflater.inflate(raw, limit: 64 << 20)) ?? raw
    let recipe = WebPageImporter.recipes(from: data).first
    print("title: \(recipe?.title ?? "no recipe")")
    for ingredient in recipe?.ingredients ?? [] {
        print("  ingredient: \(ingredient.section.map { "[\($0)] " } ?? "")\(ingredient.text)"
              + "  {\(ingredient.quantity.map { "\($0)" } ?? "-") | \(ingredient.unit ?? "-") | \(ingredient.name)}")
    }
    for step in recipe?.steps ?? [] { print("  step: \(step.section.map { "[\($0)] " } ?? "")\(step.text)") }
    exit(0)
}
// `SousEval --caption FILE`: what the importer reads from a caption (NN.txt, or NN.info.json with
// its subtitles beside it), each line's quantity, unit and name, then stops.
if let flag = CommandLine.arguments.firstIndex(of: "--caption"), flag + 1 < CommandLine.arguments.count {
    let file = URL(fileURLWithPath: CommandLine.arguments[flag + 1])
    let subtitles = VideoFileGroup.isInfoFile(file) ? VideoFileGroup.subtitles(besideInfo: file) : []
    guard let data = try? Data(contentsOf: file),
          let recipe = try? RecipeImporter.read(data, name: file.lastPathComponent, subtitles: subtitles).recipes.first else {
        print("no recipe")
        exit(1)
    }
    print("title: \(recipe.title)")
    for ingredient in recipe.ingredients {
        print("  ingredient: \(ingredient.text)  {\(ingredient.quantity.map { "\($0)" } ?? "-") | \(ingredient.unit ?? "-") | \(ingredient.name)}")
    }
    for step in recipe.steps { print("  step: \(step.text)") }
    exit(0)
}
// `SousEval --food LINE...`: the concept the food knowledge base reads in each line, then stops.
if let flag = CommandLine.arguments.firstIndex(of: "--food") {
    let knowledge = FoodKnowledge.standard
    for line in CommandLine.arguments[(flag + 1)...] {
        let parsed = IngredientLineParser.parse(line)
        let name = parsed.name
        print("  parsed quantity \(parsed.quantity.map { "\($0)" } ?? "-") unit \(parsed.unit ?? "-") name \"\(name)\" note \"\(parsed.note ?? "")\"")
        let sure = knowledge.concept(forName: name).map { knowledge.concepts[$0].id } ?? "none"
        print("  name \"\(name)\" -> sure concept \(sure)")
        let match = knowledge.match(line)
        let concept = match.concept.map { knowledge.concepts[$0] }
        let safety = AllergenDetector.standard.check(line: line)
        print("\(line) -> \(match.kind) \(concept.map { "\($0.id) (\($0.name))" } ?? "-") confidence \(match.confidence) "
              + "states \(match.states) | allergen foods \(safety.foods) contents \(safety.contents.allergens.map(\.name)) unsure \(safety.unsure)")
        let recipe = Recipe(title: "line", servings: 1, ingredients: [parsed])
        if let counted = NutritionCalculator.standard.nutrition(for: recipe).lines.first {
            print("  nutrition: \(counted.outcome) \(counted.grams.map { String(format: "%.0f g", $0) } ?? "-")"
                  + " (name's food: \(NutritionCalculator.standard.food(for: name)?.description ?? "none"))")
        }
    }
    exit(0)
}
// `SousEval --allergens < LINES`: each line of standard input with the allergen check's verdict, one
// line each (to compare two builds on many lines), then stops.
if CommandLine.arguments.contains("--allergens") {
    while let line = readLine() {
        let safety = AllergenDetector.standard.check(line: line)
        print("\(line)\t\(safety.contents.allergens.map(\.name).sorted().joined(separator: ","))\t"
              + "may:\(safety.mayContain.allergens.map(\.name).sorted().joined(separator: ","))\tunsure:\(safety.unsure)")
    }
    exit(0)
}
// Video captions: the hand-labelled set in the repository (no corpus needed). A caption counts
// when its title and every ingredient (quantity, unit, name) are right; see its README.
let captionFolder = URL(fileURLWithPath: "Tests/SousFormatsTests/Captions/Labelled")
if FileManager.default.fileExists(atPath: captionFolder.path) {
    let captions = CaptionLabelledSet.score(folder: captionFolder)
    let share = { (n: Int) in captions.total == 0 ? "n/a" : String(format: "%.1f%% (%d/%d)", Double(n) * 100 / Double(captions.total), n, captions.total) }
    print("video captions (hand-labelled, \(captionFolder.path)): \(captions.total)")
    print("  title and every ingredient right: \(share(captions.right))")
    print("  title \(share(captions.titlesRight)); ingredient lists \(share(captions.ingredientListsRight))")
    for miss in captions.misses where verbose { print("MISS " + miss) }
    // Each written after the sets before it had been used for tuning; see each folder's README.
    for (name, _) in CaptionLabelledSet.heldOutSets {
        let heldOut = CaptionLabelledSet.score(folder: captionFolder.deletingLastPathComponent().appendingPathComponent(name))
        guard heldOut.total > 0 else { continue }
        print("  written after tuning (\(name)/): \(heldOut.right)/\(heldOut.total) right (titles \(heldOut.titlesRight), ingredient lists \(heldOut.ingredientListsRight); "
              + "ingredient lines found \(heldOut.linesFound)/\(heldOut.lines))")
        for miss in heldOut.misses where verbose { print("MISS " + miss) }
    }
} else {
    print("video captions skipped: run from the package folder (\(captionFolder.path) is absent)")
}

guard FileManager.default.fileExists(atPath: corpora.path) else {
    print("eval skipped: \(corpora.path) is absent")
    exit(0)
}

func percent(_ n: Int, _ d: Int) -> String { d == 0 ? "n/a" : String(format: "%.1f%% (%d/%d)", Double(n) * 100 / Double(d), n, d) }

func normalise(_ s: String) -> String { HTMLText.clean(s) }

/// A recipe's steps as the expected lists write them: each section's name before its steps.
func instructionTexts(_ recipe: Recipe?) -> [String] {
    var texts: [String] = []
    var lastSection: String?
    for step in recipe?.steps ?? [] {
        if let section = step.section, section != lastSection, !section.isEmpty { texts.append(normalise(section)) }
        lastSection = step.section
        texts.append(normalise(step.text))
    }
    return texts
}

// Web pages.
let pagesFolder = corpora.appendingPathComponent("web-pages")
var groupPages = 0, groupsRight = 0
var lenientAll = 0, lenientTitles = 0, lenientIngredients = 0, lenientInstructions = 0, noRecipe = 0
var pages = 0, allThree = 0, titles = 0, ingredientLists = 0, instructionLists = 0, timesGiven = 0, timesRight = 0, timesInvented = 0, servingsGiven = 0, servingsRight = 0
if let enumerator = FileManager.default.enumerator(at: pagesFolder, includingPropertiesForKeys: nil) {
    let files = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "testhtml" }.sorted { $0.path < $1.path }
    for file in files {
        let expectedURL = file.deletingPathExtension().appendingPathExtension("json")
        guard let data = try? Data(contentsOf: file), let expectedData = try? Data(contentsOf: expectedURL),
              let expected = try? JSONSerialization.jsonObject(with: expectedData) as? [String: Any] else { continue }
        pages += 1
        let recipe = WebPageImporter.recipes(from: data).first
        let title = normalise(expected["title"] as? String ?? "")
        let ingredients = (expected["ingredients"] as? [String] ?? []).map(normalise)
        let instructions = (expected["instructions_list"] as? [String] ?? []).map(normalise)
        let gotTitle = normalise(recipe?.title ?? "")
        let gotIngredients = (recipe?.ingredients ?? []).map { normalise($0.text) }
        let gotInstructions = instructionTexts(recipe)
        if recipe == nil { noRecipe += 1 }
        let lt = LenientText.equal(gotTitle, title), li = LenientText.equal(gotIngredients, ingredients)
        let ls = LenientText.equal(gotInstructions, instructions)
        if lt { lenientTitles += 1 }
        if li { lenientIngredients += 1 }
        if ls { lenientInstructions += 1 }
        if lt && li && ls { lenientAll += 1 }
        let t = gotTitle == title, i = gotIngredients == ingredients, s = gotInstructions == instructions
        if t { titles += 1 }
        if i { ingredientLists += 1 }
        if s { instructionLists += 1 }
        if t && i && s { allThree += 1 }
        // Ingredient groups: pages that name two or more groups, scored on the group names in order.
        let groups = (expected["ingredient_groups"] as? [[String: Any]] ?? []).map { ($0["purpose"] as? String).map(normalise) }
        if groups.count > 1 {
            groupPages += 1
            var gotGroups: [String?] = []
            for ingredient in recipe?.ingredients ?? [] where gotGroups.isEmpty || gotGroups.last! != ingredient.section.map(normalise) {
                gotGroups.append(ingredient.section.map(normalise))
            }
            let strip: (String?) -> String? = { $0.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " :")).lowercased() } }
            if gotGroups.map(strip) == groups.map(strip) { groupsRight += 1 }
            else if verbose { print("groups \(file.lastPathComponent): expected \(groups) got \(gotGroups)") }
        }
        if let total = expected["total_time"] as? Int {
            timesGiven += 1
            if recipe?.totalMinutes == total { timesRight += 1 }
            else if verbose { print("time \(file.lastPathComponent): expected \(total) got \(recipe?.totalMinutes.map(String.init) ?? "nil")") }
        } else if let invented = recipe?.totalMinutes {
            timesInvented += 1
            if verbose { print("time \(file.lastPathComponent): expected none got \(invented)") }
        }
        if let yields = expected["yields"] as? String, yields.hasSuffix(" servings"), let count = Int(yields.dropLast(9)) {
            servingsGiven += 1
            if recipe?.servings == count { servingsRight += 1 }
            else if verbose { print("servings \(file.lastPathComponent): expected \(count) got \(recipe?.servings.map(String.init) ?? "nil")") }
        }
        if verbose && !(lt && li && ls) {
            print("MISS \(file.path.replacingOccurrences(of: pagesFolder.path, with: "")) title=\(lt) ingredients=\(li) instructions=\(ls)")
            if !lt { print("   title: \(title) | got \(gotTitle)") }
            if !li { print("   ingredients: \(ingredients.prefix(40)) \n   got \(gotIngredients.prefix(40))") }
            if !ls { print("   instructions: \(instructions.prefix(40))\n   got \(gotInstructions.prefix(40))") }
        }
    }
}
print("web pages: \(pages)")
print("  all three right, lenient (the target, >= 90%): \(percent(lenientAll, pages))")
print("    title \(percent(lenientTitles, pages)); ingredients \(percent(lenientIngredients, pages)); instructions \(percent(lenientInstructions, pages))")
print("  pages where no recipe was found (target: at most 1 in 40): \(noRecipe) of \(pages)")
print("  title, ingredients and instructions all right, exact: \(percent(allThree, pages))")
print("  title \(percent(titles, pages)); ingredients \(percent(ingredientLists, pages)); instructions \(percent(instructionLists, pages))")
print("  total time exact: \(percent(timesRight, timesGiven))")
print("  total time given where the page gives none: \(timesInvented) of \(pages - timesGiven) pages")
print("  servings exact (pages giving \"N servings\"): \(percent(servingsRight, servingsGiven))")
print("  ingredient groups named and ordered right (pages with 2+ groups): \(percent(groupsRight, groupPages))")

// web-pages-2 (386 other sites, gzip): the same lenient score, on the even sites (may be looked
// at while working on the web importer) and the odd ones (held back, only scored), as nutrition splits them.
func webScore(folder: URL, label: String, hosts: (String) -> Bool) {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return }
    var pages = 0, all = 0, titles = 0, ingredients = 0, instructions = 0, none = 0
    let files = enumerator.compactMap { $0 as? URL }.filter { $0.path.hasSuffix(".testhtml.gz") }
        .filter { hosts($0.deletingLastPathComponent().lastPathComponent.lowercased()) }.sorted { $0.path < $1.path }
    for file in files {
        let expectedURL = file.deletingPathExtension().deletingPathExtension().appendingPathExtension("json")
        guard let raw = try? Data(contentsOf: file), let data = try? Inflater.inflate(raw, limit: 64 << 20),
              let expectedData = try? Data(contentsOf: expectedURL),
              let expected = try? JSONSerialization.jsonObject(with: expectedData) as? [String: Any] else { continue }
        pages += 1
        let recipe = WebPageImporter.recipes(from: data).first
        if recipe == nil { none += 1 }
        let gotInstructions = instructionTexts(recipe)
        let t = LenientText.equal(normalise(recipe?.title ?? ""), normalise(expected["title"] as? String ?? ""))
        let i = LenientText.equal((recipe?.ingredients ?? []).map { normalise($0.text) }, (expected["ingredients"] as? [String] ?? []).map(normalise))
        let s = LenientText.equal(gotInstructions, (expected["instructions_list"] as? [String] ?? []).map(normalise))
        if t { titles += 1 }
        if i { ingredients += 1 }
        if s { instructions += 1 }
        if t && i && s { all += 1 }
        // What differs, for the pages that may be looked at (never the held-back ones).
        if verbose && !label.contains("held back") && !(t && i && s) {
            let name = file.deletingLastPathComponent().lastPathComponent + "/" + file.lastPathComponent
            if !t { print("WEB \(name) title: \(recipe?.title ?? "-") | expected \(expected["title"] as? String ?? "-")") }
            if !i {
                let got = (recipe?.ingredients ?? []).map(\.text), want = expected["ingredients"] as? [String] ?? []
                let first = zip(got, want).first { !LenientText.equal(normalise($0), normalise($1)) }
                print("WEB \(name) ingredients \(got.count) vs \(want.count): \(first.map { "\($0.0.prefix(70)) | expected \($0.1.prefix(70))" } ?? "")")
            }
            if !s {
                let want = (expected["instructions_list"] as? [String] ?? []).map(normalise)
                let first = zip(gotInstructions, want).first { !LenientText.equal($0, $1) }
                print("WEB \(name) steps \(gotInstructions.count) vs \(want.count): \(first.map { "\($0.0.prefix(70)) | expected \($0.1.prefix(70))" } ?? "")")
            }
        }
    }
    print("web pages, \(label): \(pages)")
    print("  all three right, lenient: \(percent(all, pages)); title \(percent(titles, pages)); ingredients \(percent(ingredients, pages)); instructions \(percent(instructions, pages))")
    print("  pages where no recipe was found: \(none) of \(pages)")
}
let webPages2 = corpora.appendingPathComponent("web-pages-2")
let webSites2 = ((try? FileManager.default.contentsOfDirectory(atPath: webPages2.path)) ?? []).map { $0.lowercased() }.sorted()
let webHeldBack = Set(webSites2.enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
webScore(folder: webPages2, label: "web-pages-2 even sites (may be looked at)", hosts: { !webHeldBack.contains($0) })
webScore(folder: webPages2, label: "web-pages-2 odd sites (held back)", hosts: { webHeldBack.contains($0) })

// Nutrition: kcal (and protein, fat, carbohydrate) per serving worked out from the imported
// ingredient lines and the EXPECTED servings, against the figures the page published. The page's
// own nutrition block is never used for the computed side. Reported per folder: web-pages (the
// pages sous was tuned on) and web-pages-2 (386 other sites, never tuned on).
let nutritionCalculator = NutritionCalculator.standard
func nutritionReport(folder: URL, label: String, hosts: (String) -> Bool = { _ in true }, mayLookAt: Bool = true) {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
        print("nutrition (\(label)) skipped: \(folder.path) is absent")
        return
    }
    struct Row { var name: String; var computed: Nutrients; var page: PageNutrition; var coverage: Double; var unmatched: [String]; var lines: Int; var counted: Int }
    var rows: [Row] = []
    var recipesForSpeed: [Recipe] = []
    let files = enumerator.compactMap { $0 as? URL }
        .filter { $0.pathExtension == "testhtml" || $0.path.hasSuffix(".testhtml.gz") }
        .filter { hosts($0.deletingLastPathComponent().lastPathComponent.lowercased()) }.sorted { $0.path < $1.path }
    for file in files {
        let base = file.path.hasSuffix(".gz") ? file.deletingPathExtension() : file
        let expectedURL = base.deletingPathExtension().appendingPathExtension("json")
        guard let raw = try? Data(contentsOf: file),
              let data = file.path.hasSuffix(".gz") ? try? Inflater.inflate(raw, limit: 64 << 20) : raw,
              let expectedData = try? Data(contentsOf: expectedURL),
              let expected = try? JSONSerialization.jsonObject(with: expectedData) as? [String: Any],
              let nutrients = expected["nutrients"] as? [String: Any],
              let pageKcal = PageNutritionParser.energy(nutrients["calories"]), pageKcal > 0,
              let yields = expected["yields"] as? String else { continue }
        let parts = yields.split(separator: " ")
        guard parts.count == 2, parts[1] == "servings" || parts[1] == "serving", let servings = Int(parts[0]), servings > 0,
              var recipe = WebPageImporter.recipes(from: data).first else { continue }
        recipe.servings = servings
        recipe.pageNutrition = nil
        recipesForSpeed.append(recipe)
        let result = nutritionCalculator.nutrition(for: recipe)
        let page = PageNutrition(kcal: pageKcal, protein: PageNutritionParser.grams(nutrients["proteinContent"]),
                                 fat: PageNutritionParser.grams(nutrients["fatContent"]),
                                 carbohydrate: PageNutritionParser.grams(nutrients["carbohydrateContent"]))
        let counted = result.lines.filter { if case .counted = $0.outcome { return true } else { return false } }.count
        rows.append(Row(name: base.deletingPathExtension().lastPathComponent, computed: result.perServing, page: page,
                        coverage: result.coverageByWeight, unmatched: result.unmatched, lines: result.ingredientLines, counted: counted))
        if verbose && mayLookAt {
            print("NUTRITION \(file.deletingLastPathComponent().lastPathComponent.lowercased())/\(file.lastPathComponent) (\(servings) servings)")
            for line in result.lines {
                let ingredient = recipe.ingredients[line.index]
                let grams = line.grams.map { String(format: "%.0f g", $0) } ?? "-"
                let kcal: String
                if case .counted(let id, let description) = line.outcome, let food = nutritionCalculator.food(idOrDescription: id) {
                    kcal = String(format: "%.0f kcal  %@", food.per100g.kcal * (line.grams ?? 0) / 100, description)
                } else {
                    kcal = "\(line.outcome)"
                }
                print("   \(ingredient.text.prefix(60)) [\(ingredient.name)] | \(grams) | \(kcal)")
            }
        }
    }
    func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
    func score(_ label: String, _ pairs: [(Double, Double)]) {
        let errors = pairs.filter { $0.1 > 0 }.map { abs($0.0 - $0.1) / $0.1 }
        let within = errors.filter { $0 <= 0.2 }.count
        let med = median(errors).map { String(format: "%.1f%%", $0 * 100) } ?? "n/a"
        print("  \(label): within ±20% \(percent(within, errors.count)); median absolute error \(med)")
    }
    print("nutrition per serving, \(label) (pages with calories and \"N servings\"): \(rows.count) pages compared")
    score("kcal", rows.map { ($0.computed.kcal, $0.page.kcal ?? 0) })
    let ratios = rows.map { $0.computed.kcal / max($0.page.kcal ?? 1, 1) }
    print("  kcal over 2x the page: \(ratios.filter { $0 > 2 }.count); under half: \(ratios.filter { $0 < 0.5 }.count); "
          + "at 0 kcal: \(rows.filter { $0.computed.kcal == 0 }.count) (with a line counted: \(rows.filter { $0.computed.kcal == 0 && $0.counted > 0 }.count))")
    score("protein", rows.compactMap { row in row.page.protein.map { (row.computed.protein, $0) } })
    score("fat", rows.compactMap { row in row.page.fat.map { (row.computed.fat, $0) } })
    score("carbohydrate", rows.compactMap { row in row.page.carbohydrate.map { (row.computed.carbohydrate, $0) } })
    if verbose && mayLookAt || label == "web-pages" {
        print("  page                                   computed     page   error  coverage  not counted")
        for row in rows {
            let error = ((row.computed.kcal - (row.page.kcal ?? 0)) / (row.page.kcal ?? 1)) * 100
            let name = row.name.count > 38 ? String(row.name.prefix(37)) + "…" : row.name.padding(toLength: 38, withPad: " ", startingAt: 0)
            let left = row.unmatched.isEmpty ? "" : "\(row.unmatched.count)/\(row.lines): " + row.unmatched.joined(separator: "; ")
            print(String(format: "  %@ %8.0f %8.0f %+6.0f%% %8.0f%%  ", name, row.computed.kcal, row.page.kcal ?? 0, error, row.coverage * 100)
                  + String(left.prefix(160)))
        }
    }
    // Speed: every compared recipe, repeated, as time per 30 ingredient lines.
    let lineCount = recipesForSpeed.reduce(0) { $0 + $1.ingredients.count }
    if lineCount > 0 {
        let clock = ContinuousClock()
        var sink = 0.0
        let rounds = 20
        let elapsed = clock.measure { for _ in 0..<rounds { for recipe in recipesForSpeed { sink += nutritionCalculator.nutrition(for: recipe).total.kcal } } }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        var found = 0
        let matching = clock.measure { for _ in 0..<rounds { for recipe in recipesForSpeed { for ingredient in recipe.ingredients where nutritionCalculator.food(for: ingredient.name) != nil { found += 1 } } } }
        let matchSeconds = Double(matching.components.seconds) + Double(matching.components.attoseconds) / 1e18
        print(String(format: "  speed: %.0f µs per 30-ingredient recipe, of which %.0f µs matching names (table loaded; %d lines x %d; checksum %d)",
                     seconds / Double(lineCount * rounds) * 30 * 1e6, matchSeconds / Double(lineCount * rounds) * 30 * 1e6,
                     lineCount, rounds, (Int(sink) + found) % 10))
    }
}
if let problem = nutritionCalculator.problem {
    print("nutrition skipped: \(problem)")
} else {
    nutritionReport(folder: pagesFolder, label: "web-pages")
    // web-pages-2 in two halves by site, alternately in name order: the even sites may be looked
    // at while working on nutrition; the odd ones are held back and only scored.
    let pages2 = corpora.appendingPathComponent("web-pages-2")
    let sites = ((try? FileManager.default.contentsOfDirectory(atPath: pages2.path)) ?? []).map { $0.lowercased() }.sorted()
    let heldBack = Set(sites.enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
    nutritionReport(folder: pages2, label: "web-pages-2", hosts: { _ in true }, mayLookAt: false)
    nutritionReport(folder: pages2, label: "web-pages-2 even sites (may be tuned on)", hosts: { !heldBack.contains($0) })
    nutritionReport(folder: pages2, label: "web-pages-2 odd sites (held back)", hosts: { heldBack.contains($0) }, mayLookAt: false)
}

// Ingredient lines.
let linesFile = corpora.appendingPathComponent("ingredient-lines/bbc.jsonl")
if let lines = try? LabelledLine.read(linesFile) {
    var total = 0, q = 0, u = 0, n = 0, all = 0, looseNames = 0
    for line in lines where line.simple {
        total += 1
        let parsed = IngredientLineParser.parse(line.input)
        let quantityRight = line.quantityRight(parsed)
        let unitRight = line.unitRight(parsed)
        let expectedName = LineToken.words(of: line.fields[.name] ?? "")
        let nameRight = expectedName == LineToken.words(of: parsed.name)
        // The labels sometimes singularise ("leaves" as "leaf"); counted separately, never in "all three".
        if nameRight || expectedName.map(singular) == LineToken.words(of: parsed.name).map(singular) { looseNames += 1 }
        if quantityRight { q += 1 }
        if unitRight { u += 1 }
        if nameRight { n += 1 }
        if quantityRight && unitRight && nameRight { all += 1 }
        if verbose && !(quantityRight && unitRight && nameRight) {
            print("LINE \(line.input) | expected q=\(line.quantity.map { "\($0)" } ?? "nil") u=\(LabelledLine.unitName(line.fields[.unit] ?? "")) n=\(line.fields[.name] ?? "") | got q=\(parsed.quantity.map { "\($0.doubleValue)" } ?? "nil") u=\(LabelledLine.unitName(parsed.unit ?? "")) n=\(parsed.name)")
        }
    }
    print("ingredient lines (simple): \(total)")
    print("  quantity \(percent(q, total)); unit \(percent(u, total)); name \(percent(n, total)); all three \(percent(all, total))")
    print("  (name ignoring singular/plural: \(percent(looseNames, total)))")
} else {
    print("ingredient lines skipped: \(linesFile.path) is absent")
}

func singular(_ word: String) -> String {
    if word.hasSuffix("ves") { return String(word.dropLast(3)) + "f" }
    if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
    if word.hasSuffix("oes") { return String(word.dropLast(2)) }
    if word.hasSuffix("s") && !word.hasSuffix("ss") && word.count > 3 { return String(word.dropLast()) }
    return word
}

// `SousEval -t`: parse-only speed on the corpus pages, split into HTML parsing and reading.
if CommandLine.arguments.contains("-t"), let enumerator = FileManager.default.enumerator(at: pagesFolder, includingPropertiesForKeys: nil) {
    let pages = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "testhtml" }.compactMap { try? Data(contentsOf: $0) }
    let bytes = pages.reduce(0) { $0 + $1.count }
    let clock = ContinuousClock()
    var parseOnly = Duration.zero, total = Duration.zero
    for _ in 0..<3 {
        parseOnly += clock.measure { for page in pages { _ = HTMLDocument(data: page) } }
        total += clock.measure { for page in pages { _ = WebPageImporter.recipes(from: page) } }
    }
    let seconds = { (d: Duration) in Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
    print("corpus pages: \(pages.count), mean \(bytes / max(pages.count, 1) / 1000) KB")
    print("  HTML parse only: \(Int(Double(pages.count * 3) / seconds(parseOnly))) pages/s; whole import: \(Int(Double(pages.count * 3) / seconds(total))) pages/s")
}

// `SousEval -t`, continued: ingredient lines per second over the corpus lines.
if CommandLine.arguments.contains("-t"), let text = try? String(contentsOf: linesFile, encoding: .utf8) {
    let inputs = text.split(separator: "\n").compactMap { line -> String? in
        (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["input"] as? String
    }
    let clock = ContinuousClock()
    var checksum = 0
    let elapsed = clock.measure { for _ in 0..<5 { for input in inputs { checksum &+= IngredientLineParser.parse(input).name.utf8.count } } }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print("  ingredient lines: \(Int(Double(inputs.count * 5) / seconds)) lines/s (checksum \(checksum % 10))")
}

// `SousEval -t`, continued: the short everyday lines SousBench uses.
if CommandLine.arguments.contains("-t") {
    let everyday = [
        "1 1/2 cups (355 ml) warm water", "2 large eggs, beaten", "salt and pepper to taste", "1 (14 oz) can tomatoes",
        "200g/7oz plain flour", "3-4 cloves garlic, minced", "½ tsp ground cumin", "a pinch of salt",
        "2 tbsp olive oil", "1 onion, finely chopped", "400ml coconut milk", "handful fresh coriander, chopped",
        "1 tsp vanilla extract", "250g unsalted butter, softened", "3 tablespoons chopped fresh parsley", "1 lb ground beef",
    ]
    let clock = ContinuousClock()
    var checksum = 0
    let elapsed = clock.measure { for _ in 0..<20_000 { for line in everyday { checksum &+= IngredientLineParser.parse(line).name.utf8.count } } }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print("  everyday ingredient lines: \(Int(Double(everyday.count * 20_000) / seconds)) lines/s (checksum \(checksum % 10))")
}
