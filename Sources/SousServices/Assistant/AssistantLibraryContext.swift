import Foundation
import SousCore
import SousStore

/// The steps of the household's own recipes most relevant to a question that is not about the
/// recipe shown ("how long do I rest a roast?"): recipes found by the full-text index, and of
/// each the steps sharing the most words with the question.
public enum AssistantLibraryContext {
    static let recipes = 3
    static let stepsPerRecipe = 2

    public static func steps(for question: String, in database: AppDatabase) throws -> [AssistantQuestion.LibraryStep] {
        let words = contentWords(question)
        var steps: [AssistantQuestion.LibraryStep] = []
        for recipe in try database.recipesMatching(anyOf: Array(words), limit: recipes) {
            guard let id = recipe.id else { continue }
            let scored = recipe.steps.map { step in (step, contentWords(step.text).intersection(words).count) }
            let best = scored.filter { $0.1 > 0 }.sorted { $0.1 > $1.1 }.prefix(stepsPerRecipe)
            let chosen = best.isEmpty ? Array(recipe.steps.prefix(1)) : best.map(\.0)
            steps += chosen.map { AssistantQuestion.LibraryStep(recipeID: id, title: recipe.title, text: $0.text) }
        }
        return steps
    }

    /// The question's words that say something (lower case, three letters or more, not the
    /// words every question has), singular where a plural "s" ends them.
    static func contentWords(_ text: String) -> Set<String> {
        let words = text.lowercased().split { !$0.isLetter }.map(String.init).filter { $0.count >= 3 && !common.contains($0) }
        return Set(words.map { $0.count > 4 && $0.hasSuffix("s") && !$0.hasSuffix("ss") ? String($0.dropLast()) : $0 })
    }

    private static let common: Set<String> = [
        "the", "and", "for", "how", "long", "what", "when", "why", "can", "should", "would", "could", "with", "without",
        "do", "does", "into", "from", "this", "that", "are", "was", "you", "your", "much", "many", "make", "use",
        "need", "there", "which", "after", "before", "than", "then", "best", "way", "instead", "have", "will",
    ]
}

extension AssistantQuestion {
    /// The question with what goes with it: the recipe as the cook sees it, or (no recipe) the
    /// most relevant steps of the household's own recipes; and the household's people.
    public static func asked(_ question: String, about recipe: Recipe?, factor: Rational = .one, step: Int? = nil,
                             in database: AppDatabase) throws -> AssistantQuestion {
        let people = try database.people()
        guard let recipe else {
            return AssistantQuestion(question: question, people: people,
                                     librarySteps: try AssistantLibraryContext.steps(for: question, in: database))
        }
        return AssistantQuestion(question: question, recipe: recipe, factor: factor, step: step, people: people)
    }
}
