import Foundation

/// A question for the assistant with what it is about: the recipe as the cook sees it (title,
/// servings, the scaled ingredients, the step in front of them), the household's allergies and
/// diets, and, for a question about cooking in general, the most relevant steps of the
/// household's own recipes, to be cited by title.
public struct AssistantQuestion: Sendable {
    /// A step of one of the household's recipes, given as background.
    public struct LibraryStep: Hashable, Sendable {
        public var recipeID: Int64
        public var title: String
        public var text: String

        public init(recipeID: Int64, title: String, text: String) {
            self.recipeID = recipeID
            self.title = title
            self.text = text
        }
    }

    public var question: String
    public var recipe: Recipe?
    /// How much the recipe's amounts are multiplied by (the servings the cook chose).
    public var factor: Rational
    /// The step the cook is on (cook mode), by index.
    public var step: Int?
    public var people: [Person]
    public var librarySteps: [LibraryStep]

    public init(question: String, recipe: Recipe? = nil, factor: Rational = .one, step: Int? = nil, people: [Person] = [],
                librarySteps: [LibraryStep] = []) {
        self.question = question
        self.recipe = recipe
        self.factor = factor
        self.step = step
        self.people = people
        self.librarySteps = librarySteps
    }

    /// Longest question sent: a paste of a whole page is cut, not sent as it is.
    public static let maximumQuestion = 4_000

    /// The chat's messages: what sous tells the model, then the question.
    public var messages: [[String: String]] {
        [["role": "system", "content": instructions], ["role": "user", "content": String(question.prefix(Self.maximumQuestion))]]
    }

    /// The request body for `/v1/chat/completions`.
    public func requestBody(model: String, stream: Bool) -> Data {
        let body: [String: Any] = ["model": model, "stream": stream, "messages": messages]
        return (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
    }

    var instructions: String {
        var parts = ["You are a sous-chef helping a home cook in their kitchen. Answer briefly and practically, "
                     + "in plain text without markdown. Never suggest a food that someone in the household cannot eat; "
                     + "if the question needs one, say so and offer a safe alternative."]
        parts.append(Self.household(people))
        if let recipe { parts.append(recipeShown(recipe)) }
        if !librarySteps.isEmpty {
            parts.append("Steps from the household's own recipes that may help (cite a recipe by its title when you use it):\n"
                         + librarySteps.map { "- \($0.title): \($0.text)" }.joined(separator: "\n"))
        }
        return parts.joined(separator: "\n\n")
    }

    /// "The household: Sam is allergic to peanuts. Alex is vegan."
    static func household(_ people: [Person]) -> String {
        let restricted = people.filter(\.hasRestrictions)
        guard !restricted.isEmpty else { return "No one in the household has an allergy or a diet." }
        return "The household: " + restricted.map { person in
            var what: [String] = []
            if !person.allergies.isEmpty { what.append("allergic to " + person.allergies.sorted().map(\.name).joined(separator: ", ")) }
            if !person.diets.isEmpty { what.append(person.diets.sorted().map(\.name).joined(separator: ", ")) }
            return "\(person.name)\(person.guest ? " (a guest)" : "") is " + what.joined(separator: "; ")
        }.joined(separator: ". ") + "."
    }

    private func recipeShown(_ recipe: Recipe) -> String {
        var lines = ["The recipe the cook is looking at: \(recipe.title)"]
        if let servings = recipe.servings {
            let shown = (Rational(servings) * factor)
            lines.append("Servings: \(shown.denominator == 1 ? String(shown.numerator) : String(format: "%.1f", shown.doubleValue))")
        }
        lines.append("Ingredients:")
        lines += recipe.ingredients.map { "- " + IngredientFormatter.display($0, factor: factor) }
        lines.append("Steps:")
        for (index, step) in recipe.steps.enumerated() {
            lines.append("\(index + 1). \(step.text)" + (index == self.step ? "   <- the cook is on this step" : ""))
        }
        return lines.joined(separator: "\n")
    }
}
