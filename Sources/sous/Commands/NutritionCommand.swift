import ArgumentParser
import Foundation
import SousApp
import SousCore
import SousFormats
import SousStore

/// `sous nutrition`: a recipe's nutrition with the food each line was matched to, and the
/// user's corrections of those matches (remembered for every recipe).
struct NutritionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nutrition", abstract: "Nutrition worked out from the ingredients (USDA SR28), and corrections to it.",
        subcommands: [Show.self, Match.self, Unmatch.self, Foods.self, Corrections.self], defaultSubcommand: Show.self)

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "A recipe's nutrition, line by line.")
        @OptionGroup var options: GlobalOptions
        @Argument(help: "A recipe id, or the start of a title.") var recipe: String
        @Option(name: .long, help: "Figures for the whole dish at this many servings.") var servings: Int?
        @Flag(name: .long, help: "Print JSON.") var json = false

        func run() throws {
            try reportingErrors {
                if let servings, !DetailState.servingsRange.contains(servings) {
                    throw CommandFailure("--servings must be a whole number from 1 to 999")
                }
                if let problem = NutritionCalculator.standard.problem { CommandOutput.error(problem) }
                let database = try options.openForReading()
                let found = try database.findRecipe(recipe)
                let corrections = try database.foodCorrections()
                let nutrition = NutritionCalculator.standard.nutrition(for: found, corrections: corrections)
                if json {
                    CommandOutput.json(try RecipeJSON.encode(RecipeJSON(found).describingPicture().withNutrition(nutrition, page: found.pageNutrition)))
                    return
                }
                CommandOutput.line(found.title)
                for line in nutrition.lines where line.outcome != .skipped {
                    let ingredient = found.ingredients[line.index]
                    let grams = line.grams.map { " (\(Int($0.rounded())) g)" } ?? ""
                    let yours = corrections[NutritionCalculator.key(for: ingredient.name)] != nil ? " [yours]" : ""
                    let match = switch line.outcome {
                    case .counted(_, let description): "→ " + description + grams + yours
                    case .noAmount: "not counted: no amount"
                    case .noFood: "not counted: no food found (sous nutrition match \"\(ingredient.name)\" FOOD)"
                    case .noWeight: "not counted: its unit is not known for the food" + yours
                    case .notFood: "not counted: not food"
                    case .skipped: ""
                    }
                    CommandOutput.line("  " + IngredientFormatter.display(ingredient) + "  " + match)
                }
                let shown = servings ?? found.servings ?? 1
                for line in NutritionLines.lines(nutrition, page: found.pageNutrition, servingsShown: shown,
                                                 perRecipe: servings != nil, width: 78) {
                    CommandOutput.line(line.plainText)
                }
            }
        }
    }

    struct Match: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Say which food an ingredient name means: sous nutrition match \"ginger garlic paste\" ginger.",
            discussion: """
                A food of sous's food list (its name or id, such as "ginger" or en:ginger) is used by \
                every feature: nutrition, allergens and diets, the pantry and the shopping list. A USDA \
                food (its number or exact description) is used for nutrition alone.
                """)
        @OptionGroup var options: GlobalOptions
        @Argument(help: "The ingredient's name as recipes write it.") var name: String
        @Argument(help: "The food: a food's name or id, or a USDA number or exact description (see sous nutrition foods WORDS).")
        var food: String

        func run() throws {
            try reportingErrors {
                let knowledge = FoodKnowledge.standard
                let calculator = NutritionCalculator.standard
                if let concept = knowledge.index(of: food) ?? (calculator.food(idOrDescription: food) == nil ? knowledge.concept(named: food) : nil) {
                    let chosen = knowledge.concepts[concept]
                    try options.openDatabase().setFoodCorrection(name: name, choice: chosen.id)
                    CommandOutput.line("\(name) now means \(chosen.name) (\(chosen.id)) in every recipe: nutrition, allergens, pantry and shopping")
                    return
                }
                guard let chosen = calculator.food(idOrDescription: food) else {
                    let suggestions = knowledge.search(food, limit: 5).map { "  \(knowledge.concepts[$0].id)  \(knowledge.concepts[$0].name)" }
                        + calculator.search(food, limit: 5).map { "  \($0.id)  \($0.description)" }
                    throw CommandFailure("no food is \u{201C}\(food)\u{201D}" + (suggestions.isEmpty
                        ? "; search with sous nutrition foods WORDS"
                        : "; did you mean one of these (id, number or description)?\n" + suggestions.joined(separator: "\n")))
                }
                try options.openDatabase().setFoodCorrection(name: name, choice: chosen.id)
                CommandOutput.line("\(name) now means \(chosen.description) (\(chosen.id)) in every recipe's nutrition")
            }
        }
    }

    struct Unmatch: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Forget your match for an ingredient name.")
        @OptionGroup var options: GlobalOptions
        @Argument(help: "The ingredient's name.") var name: String

        func run() throws {
            try reportingErrors {
                let database = try options.openDatabase()
                guard try database.foodCorrections()[NutritionCalculator.key(for: name)] != nil else {
                    throw CommandFailure("\(name) has no match of yours; see sous nutrition corrections")
                }
                try database.setFoodCorrection(name: name, choice: nil)
                CommandOutput.line("\(name): back to the automatic match")
            }
        }
    }

    struct Foods: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Search the food table: sous nutrition foods spring onion.")
        @Argument(help: "Words of the food's description.") var words: [String]
        @Option(name: .long, help: "How many to list.") var limit = 20

        func run() throws {
            try reportingErrors {
                let text = words.joined(separator: " ")
                let knowledge = FoodKnowledge.standard
                let concepts = knowledge.search(text, limit: max(1, min(limit, 200)))
                let found = NutritionCalculator.standard.search(text, limit: max(1, min(limit, 200)))
                if found.isEmpty && concepts.isEmpty { throw CommandFailure("no food matches \u{201C}\(text)\u{201D}") }
                // Foods of sous's list (for every feature), then USDA foods (for nutrition alone).
                for concept in concepts {
                    CommandOutput.line("\(knowledge.concepts[concept].id)  \(knowledge.concepts[concept].name)  (food)")
                }
                for food in found {
                    CommandOutput.line("\(food.id)  \(food.description)  (\(Int(food.per100g.kcal.rounded())) kcal per 100 g)")
                }
            }
        }
    }

    struct Corrections: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List your matches.")
        @OptionGroup var options: GlobalOptions

        func run() throws {
            try reportingErrors {
                let corrections = try options.openForReading().foodCorrections()
                if corrections.isEmpty { CommandOutput.line("no matches of yours yet"); return }
                for (name, id) in corrections.sorted(by: { $0.key < $1.key }) {
                    if FoodCorrection.isConcept(id) {
                        let concept = FoodKnowledge.standard.concept(id: id)
                        CommandOutput.line("\(name) → \(concept?.name ?? "food \(id), not in this food list") (every feature)")
                    } else {
                        let food = NutritionCalculator.standard.food(idOrDescription: id)
                        CommandOutput.line("\(name) → \(food?.description ?? "food \(id), not in this table") (nutrition)")
                    }
                }
            }
        }
    }
}
