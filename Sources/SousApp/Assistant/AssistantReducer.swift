import Foundation
import SousCore

/// The assistant's screen: the question typed, sent, and the answer streamed in, every food
/// in it checked against the household as it arrives.
enum AssistantReducer {
    static func reduce(_ action: AssistantAction, _ assistant: inout AssistantState, in scope: inout FeatureScope<AssistantState>) -> [Effect] {
        switch action {
        case .about(let recipe, let factor, let servings, let step):
            let request = AssistantRequest(question: "", recipeID: recipe.id, factor: factor, step: step)
            assistant = AssistantState(about: recipe.title, servings: servings, request: request, nextID: assistant.nextID)
            scope.push(.assistant)
        case .piece(let id, let text):
            guard id == assistant.requestID, assistant.phase == .asking else { return [] }
            assistant.answer += text
            checkFoods(&assistant, through: assistant.answer.lastIndex { clauseEnds.contains($0) }, in: scope.context)
        case .answered(let id):
            guard id == assistant.requestID, assistant.phase == .asking else { return [] }
            assistant.phase = .answered
            checkFoods(&assistant, through: assistant.answer.indices.last, in: scope.context)
        case .failed(let id, let reason):
            guard id == assistant.requestID, assistant.phase == .asking else { return [] }
            assistant.phase = .failed(reason)
        }
        return []
    }

    /// Where a clause ends: the foods before it can be checked while the rest still streams.
    static let clauseEnds: Set<Character> = [".", ",", ";", ":", "!", "?", "\n"]

    /// Checks the answer's foods from where the last check stopped through `end` (each clause
    /// once, however long the answer grows), adding what someone cannot eat.
    private static func checkFoods(_ assistant: inout AssistantState, through end: String.Index?, in context: FeatureContext) {
        guard let end else { return }
        let answer = assistant.answer
        let start = answer.utf8.index(answer.startIndex, offsetBy: min(assistant.checkedBytes, answer.utf8.count))
        guard start <= end else { return }
        let found = AnswerWarnings.find(in: String(answer[start...end]), people: context.household.people,
                                        detector: context.allergens.detector)
        for warning in found where !assistant.warnings.contains(where: { $0.food == warning.food && $0.person == warning.person }) {
            assistant.warnings.append(warning)
        }
        assistant.checkedBytes = answer.utf8.distance(from: answer.startIndex, to: answer.index(after: end))
    }

    static func keyPressed(_ key: Key, _ assistant: inout AssistantState, in scope: inout FeatureScope<AssistantState>) -> [Effect] {
        if assistant.phase == .typing { return typingKey(key, &assistant, in: &scope) }
        if key == .escape && assistant.phase == .asking {
            assistant.phase = .failed("Cancelled: the rest of the answer was not asked for")
            return [.assistant(.cancel(id: assistant.requestID))]
        }
        guard let command = KeyMap.command(for: key, on: .assistant) else { return [] }
        if scope.global(command) { return [] }
        switch command {
        case .assistant(.askAgain):
            if assistant.phase == .asking { return [.assistant(.cancel(id: assistant.requestID))] + startTyping(&assistant) }
            return startTyping(&assistant)
        case .moveUp: assistant.scroll = max(0, assistant.scroll - 1)
        case .moveDown: assistant.scroll += 1
        case .back:
            scope.pop()
            if assistant.phase == .asking { return [.assistant(.cancel(id: assistant.requestID))] }
        case .quit: scope.quit()
        default: break
        }
        return []
    }

    private static func startTyping(_ assistant: inout AssistantState) -> [Effect] {
        // An answer still coming is cancelled by the caller: it shows as such if Esc returns to it.
        assistant.phaseBeforeTyping = assistant.phase == .asking ? .failed("Cancelled: another question was started") : assistant.phase
        assistant.phase = .typing
        assistant.input = PromptText()
        return []
    }

    private static func typingKey(_ key: Key, _ assistant: inout AssistantState, in scope: inout FeatureScope<AssistantState>) -> [Effect] {
        switch key {
        case .escape:
            // Back to the last answer when there is one, else to the recipe.
            if let shown = assistant.phaseBeforeTyping {
                assistant.phase = shown
            } else {
                scope.pop()
            }
        case .enter:
            let question = assistant.input.text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !question.isEmpty else {
                scope.status = StatusMessage("Type a question, or Esc to go back", kind: .error)
                return []
            }
            assistant.request.question = question
            assistant.requestID = assistant.nextID
            assistant.nextID += 1
            assistant.answer = ""
            assistant.warnings = []
            assistant.checkedBytes = 0
            assistant.scroll = 0
            assistant.phase = .asking
            return [.assistant(.ask(id: assistant.requestID, assistant.request))]
        default:
            var input = assistant.input
            if input.edit(key, limit: AssistantState.questionLimit, status: &scope.status) != nil { assistant.input = input }
        }
        return []
    }
}
