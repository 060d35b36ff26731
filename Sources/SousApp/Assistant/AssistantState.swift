import SousCore

/// What the assistant is asked: the question and the recipe as the cook sees it.
public struct AssistantRequest: Hashable, Sendable {
    public var question: String
    /// Nil for a question about cooking in general (answered with the library's own recipes).
    public var recipeID: Int64?
    /// How much the recipe's amounts are multiplied by (the servings chosen).
    public var factor: Rational
    /// The step the cook is on, in cook mode.
    public var step: Int?

    public init(question: String, recipeID: Int64?, factor: Rational = .one, step: Int? = nil) {
        self.question = question
        self.recipeID = recipeID
        self.factor = factor
        self.step = step
    }
}

/// The assistant's screen: the question being typed, then the answer as it streams in, with
/// the foods someone in the household cannot eat.
public struct AssistantState: Hashable, Sendable {
    public enum Phase: Hashable, Sendable {
        case typing, asking, answered
        case failed(String)
    }

    /// The recipe's title, for the header.
    public var about: String?
    public var servings: Int?
    public var request: AssistantRequest
    public var input = PromptText()
    public var phase = Phase.typing
    /// What Esc returns to while a new question is typed (nil: the first question, Esc leaves).
    public var phaseBeforeTyping: Phase?
    public var answer = ""
    public var warnings: [AnswerWarning] = []
    /// How much of the answer (UTF-8 bytes) has had its foods checked.
    var checkedBytes = 0
    public var scroll = 0
    /// Identifies the request answers belong to: an answer to an earlier question is dropped.
    public var requestID = 0
    var nextID = 1

    public init(about: String? = nil, servings: Int? = nil, request: AssistantRequest = AssistantRequest(question: "", recipeID: nil),
                nextID: Int = 1) {
        self.about = about
        self.servings = servings
        self.request = request
        self.nextID = nextID
    }

    /// Longest question typed.
    public static let questionLimit = 500
}
