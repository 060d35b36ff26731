import ArgumentParser
import Foundation
import SousApp
import SousCore
import SousFormats
import SousServices

/// `sous nutrition`: a recipe's nutrition with the food each line was matched to, and the
/// user's corrections of those matches (remembered for every recipe).
struct NutritionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nutrition", abstract: "Nutrition worked out from the ingredients (USDA SR28), and corrections to it.",
        subcommands: [Show.self, Match.self, Unmatch.self, Foods.self, Corrections.self], defaultSubcommand: Show.self)

    struct Show: ReportingCommand {
        static let configuration = CommandConfiguration(abstract: "A recipe's nutrition, line by line.")
        @OptionGroup var options: GlobalOptions
        @Argument(help: "A recipe id, or the start of a title.") var recipe: String
        @Option(name: .long, help: "Figures for the whole dish at this many servings.") var servings: Int?
        @Flag(name: .long, help: "Print JSON.") var json = false

        func perform() throws {
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
            let report = NutritionReport().lines(found, nutrition: nutrition, corrections: corrections, servings: servings)
            for line in report { CommandOutput.line(line) }
        }
    }

    struct Match: ReportingCommand {
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

        func perform() throws {
            let (id, sentence) = try NutritionReport().choice(food, for: name)
            try options.openDatabase().setFoodCorrection(name: name, choice: id)
            CommandOutput.line(sentence)
        }
    }

    struct Unmatch: ReportingCommand {
        static let configuration = CommandConfiguration(abstract: "Forget your match for an ingredient name.")
        @OptionGroup var options: GlobalOptions
        @Argument(help: "The ingredient's name.") var name: String

        func perform() throws {
            let database = try options.openDatabase()
            guard try database.foodCorrections()[NutritionCalculator.key(for: name)] != nil else {
                throw CommandFailure("\(name) has no match of yours; see sous nutrition corrections")
            }
            try database.setFoodCorrection(name: name, choice: nil)
            CommandOutput.line("\(name): back to the automatic match")
        }
    }

    struct Foods: ReportingCommand {
        static let configuration = CommandConfiguration(abstract: "Search the food table: sous nutrition foods spring onion.")
        @Argument(help: "Words of the food's description.") var words: [String]
        @Option(name: .long, help: "How many to list.") var limit = 20

        func perform() throws {
            let text = words.joined(separator: " ")
            let found = NutritionReport().foods(matching: text, limit: limit)
            if found.isEmpty { throw CommandFailure("no food matches \u{201C}\(text)\u{201D}") }
            for line in found { CommandOutput.line(line) }
        }
    }

    struct Corrections: ReportingCommand {
        static let configuration = CommandConfiguration(abstract: "List your matches.")
        @OptionGroup var options: GlobalOptions

        func perform() throws {
            let corrections = try options.openForReading().foodCorrections()
            if corrections.isEmpty { CommandOutput.line("no matches of yours yet"); return }
            for line in NutritionReport().corrections(corrections) { CommandOutput.line(line) }
        }
    }
}
