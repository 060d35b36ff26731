import Foundation
import SousCore

/// Cook mode: one recipe, step by step, scaled to the servings chosen.
public struct CookState: Hashable, Sendable {
    public private(set) var recipe: Recipe
    /// For each step, the ingredients it uses: its Cooklang links, else those its text names.
    /// Worked out once when cooking starts, not on every frame.
    public private(set) var stepIngredientIndices: [[Int]]
    /// What each ingredient line contains, read once when cooking starts (cook mode redraws
    /// every second; the lines do not change).
    public private(set) var lineSafety: [IngredientSafety]
    /// The servings cooked; for a recipe that does not say how many it serves, how many times the
    /// recipe as written.
    public var servings: Int
    /// A multiple asked for on the command line (`sous cook --scale 1.5`), which wins over servings.
    public var multiple: Rational?
    /// 0-based current step.
    public var step: Int
    /// The cook session recorded in the database, once it is.
    public var sessionID: Int64?
    /// The full ingredient list is open (`i`).
    public var showsIngredients: Bool
    /// After the last step: the optional rating and note, then Enter records the end.
    public var finishing: CookFinish?
    /// The `read_aloud` setting is `every_step`: each step is spoken when it comes up.
    public var readsEveryStep: Bool = false

    public init(recipe: Recipe, servings: Int? = nil, multiple: Rational? = nil, step: Int = 0,
                corrections: [String: String] = [:], allergens: AllergenSource = .shipped) {
        self.recipe = recipe
        self.stepIngredientIndices = recipe.steps.map { step in
            let linked = step.ingredientIndices.filter { recipe.ingredients.indices.contains($0) }
            return linked.isEmpty ? StepIngredientMatcher.indices(of: recipe.ingredients, usedIn: step.text) : linked
        }
        self.lineSafety = allergens.detector.check(recipe, corrections: corrections)
        self.multiple = multiple
        // A multiple is recorded as the servings it makes, to the nearest whole one.
        let made = multiple.map { Rational(recipe.servings.flatMap { $0 > 0 ? $0 : nil } ?? 1) * $0 }
        self.servings = max(1, servings ?? made.map { $0.rounded(toMultipleOf: 1).wholePart } ?? recipe.servings ?? 1)
        self.step = step
        self.sessionID = nil
        self.showsIngredients = false
        self.finishing = nil
    }

    public var scaleFactor: Rational { multiple ?? Scaler.factor(from: recipe.servings, to: servings) }

    /// The recipe with the amounts as cooked, for taking them out of the pantry: exact for any
    /// multiple, where `servings` is rounded.
    public var recipeAsCooked: Recipe {
        var cooked = recipe
        cooked.ingredients = recipe.ingredients.map { Scaler.scale($0, by: scaleFactor) }
        cooked.servings = nil
        return cooked
    }

    public var stepCount: Int { recipe.steps.count }

    public var currentStep: Step? { recipe.steps.indices.contains(step) ? recipe.steps[step] : nil }

    public var nextStep: Step? { recipe.steps.indices.contains(step + 1) ? recipe.steps[step + 1] : nil }

    /// The current step's text as shown and read aloud (without a number of its own that
    /// repeats the step's: "1. Begin…" shows "Begin…").
    public var currentStepText: String? { currentStep.map { StepNumber.withoutOwnNumber($0.text, number: step + 1) } }

    /// The next step's text as shown.
    public var nextStepText: String? { nextStep.map { StepNumber.withoutOwnNumber($0.text, number: step + 2) } }

    /// The timers found in the current step's text as shown, numbered from 1 in reading order.
    public var stepTimers: [DetectedTimer] { currentStepText.map { TimerDetector.timers(in: $0) } ?? [] }

    /// The kitchen timer already counting down `found`, a timer of the current step: same recipe,
    /// step and label (and length, when two of the step's times share a label). A timer that has
    /// rung does not count, so the step's time can start again.
    public func runningTimer(for found: DetectedTimer, among timers: [KitchenTimer], at now: Date) -> KitchenTimer? {
        let sharesLabel = stepTimers.filter { $0.label == found.label }.count > 1
        return timers.first { timer in
            (recipe.id.map { timer.recipeID == $0 } ?? (timer.recipeID == nil && timer.recipeTitle == recipe.title))
                && timer.stepIndex == step && timer.label == found.label && !timer.isDone(at: now)
                && (!sharesLabel || timer.durationSeconds == found.seconds)
        }
    }

    /// The ingredients the current step uses, scaled: the Cooklang links, else those named in the text.
    public var stepIngredients: [String] {
        guard stepIngredientIndices.indices.contains(step) else { return [] }
        return stepIngredientIndices[step].map { IngredientFormatter.display(recipe.ingredients[$0], factor: scaleFactor) }
    }

    /// The step's ingredients that do not suit `people`, each with its mark and swap:
    /// "pine nuts ⚠ tree nuts (Sam) · swap: 50 g pine nuts -> 50 g toasted sunflower seeds".
    public func stepWarnings(for people: [Person]) -> [(text: String, allergy: Bool)] {
        guard stepIngredientIndices.indices.contains(step), people.contains(where: \.hasRestrictions) else { return [] }
        let lines = lineSafety
        let plan = SafetyLines.adaptation(recipe, lines: lines, people: people)
        return stepIngredientIndices[step].compactMap { index in
            guard lines.indices.contains(index), let mark = SafetyLines.mark(for: lines[index], people: people) else { return nil }
            let swap = plan?.line(at: index).map { " · " + $0.message(factor: scaleFactor) } ?? ""
            return (recipe.ingredients[index].name + " " + mark.text + swap, mark.role == .allergy)
        }
    }
}
