import Foundation

/// One dish to put on a timeline: its name, where it came from, and its steps in order.
public struct TimelineDish: Hashable, Sendable {
    public var recipeID: Int64?
    public var title: String
    public var steps: [TimelineStep]

    public init(recipeID: Int64? = nil, title: String, steps: [TimelineStep]) {
        self.recipeID = recipeID
        self.title = title
        self.steps = steps
    }

    /// A recipe's steps with their timings read from the text.
    public init(recipe: Recipe, defaultStepSeconds: Int = StepTiming.defaultSeconds,
                vocabulary: HandsOffVocabulary = .standard) {
        self.init(recipeID: recipe.id, title: recipe.title, steps: recipe.steps.map {
            TimelineStep(text: $0.text, timing: StepTiming.of($0.text, defaultSeconds: defaultStepSeconds, vocabulary: vocabulary))
        })
    }
}

/// One step of a dish before it is placed: its text and timing.
public struct TimelineStep: Hashable, Sendable {
    public var text: String
    public var timing: StepTiming

    public init(text: String, timing: StepTiming) {
        self.text = text
        self.timing = timing
    }
}
