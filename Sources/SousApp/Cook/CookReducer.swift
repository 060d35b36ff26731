import Foundation
import SousCore

/// Cook mode's part of the reducer: stepping through, timers of the step, finishing with a rating.
enum CookReducer {
    static func reduce(_ state: inout AppState, _ action: CookAction) -> [Effect] {
        switch action {
        case .open(let recipe, let servings, let multiple):
            return start(recipe, servings: servings, multiple: multiple, in: &state)
        case .sessionStarted(let id):
            state.cook?.sessionID = id
            return []
        case .readAloudSettingLoaded(let everyStep):
            state.cook?.readsEveryStep = everyStep
            guard everyStep, let text = state.cook?.currentStepText else { return [] }
            return [.cook(.speak(text))]
        case .historyLoaded(let recipeID, let history):
            if state.detail?.recipe.id == recipeID { state.detail?.cookHistory = history }
            return []
        case .notice(let text):
            state.status = StatusMessage(text)
            return []
        }
    }

    /// Opens cook mode on `recipe` and records a cook session.
    static func start(_ recipe: Recipe, servings: Int?, multiple: Rational? = nil, in state: inout AppState) -> [Effect] {
        guard !recipe.steps.isEmpty else {
            state.status = StatusMessage("This recipe has no steps to cook from.", kind: .error)
            return []
        }
        state.cook = CookState(recipe: recipe, servings: servings, multiple: multiple, corrections: state.nutrition.corrections,
                               allergens: state.allergens)
        state.push(.cook)
        guard let id = recipe.id else { return [] }
        return [.cook(.startSession(recipeID: id, servings: state.cook?.servings ?? 1))]
    }

    static func keyPressed(_ key: Key, in state: inout AppState) -> [Effect] {
        if let silenced = TimersReducer.silenceIfRinging(&state) { return silenced }
        guard var cook = state.cook else { state.pop(); return [] }
        if state.timers.prompt != nil {
            return TimersReducer.promptKey(key, in: &state, origin: .init(
                recipeID: cook.recipe.id, recipeTitle: cook.recipe.title, stepIndex: cook.step))
        }
        if cook.finishing != nil { return finishKey(key, in: &state) }
        if cook.showsIngredients {
            cook.showsIngredients = false
            state.cook = cook
            if key == .char("i") || key == .escape || key == .char("q") { return [] }
        }
        guard var command = KeyMap.command(for: key, on: .cook) else { return [] }
        if case .char(let c) = key, let digit = c.wholeNumberValue, c.isASCII, digit >= 1 {
            command = .cook(.startTimer(digit - 1))
        }
        if let effects = globalCommand(command, in: &state) { return effects }
        switch command {
        case .back:
            state.pop()
            return []
        case .cook(let command):
            return perform(command, cook: &cook, in: &state)
        case .assistant(.open):
            state.ask(about: cook.recipe, factor: cook.scaleFactor, servings: cook.multiple == nil ? cook.servings : nil, step: cook.step)
            return []
        default:
            return []
        }
    }

    private static func perform(_ command: CookCommand, cook: inout CookState, in state: inout AppState) -> [Effect] {
        defer { if state.cook != nil && state.route == .cook { state.cook = cook } }
        switch command {
        case .start:
            return []
        case .next:
            if cook.step + 1 < cook.stepCount {
                cook.step += 1
                return arrived(cook)
            } else {
                cook.finishing = CookFinish(takesOutOfPantry: !state.pantry.items.isEmpty)
            }
        case .previous:
            guard cook.step > 0 else { return [] }
            cook.step -= 1
            return arrived(cook)
        case .startCookingTime:
            return startTimer(TimerDetector.cookingTimeIndex(of: cook.stepTimers) ?? 0, cook: cook, in: &state)
        case .startTimer(let index):
            return startTimer(index, cook: cook, in: &state)
        case .pauseOrResume, .addMinute, .removeMinute, .cancelTimer:
            guard let timer = nearestTimer(in: state) else {
                state.status = StatusMessage("No timer is running; t starts the step's timer.")
                return []
            }
            let mapped: TimersCommand = switch command {
            case .pauseOrResume: .pauseOrResume
            case .addMinute: .addMinute
            case .removeMinute: .removeMinute
            default: .cancel
            }
            return [.timers(TimersReducer.adjust(mapped, timer: timer))]
        case .adHocTimer:
            state.timers.prompt = ""
        case .toggleIngredients:
            cook.showsIngredients = true
        case .readAloud:
            guard let text = cook.currentStepText else { return [] }
            return [.cook(.speak(text))]
        }
        return []
    }

    /// Starts the step's `index`th timer, unless it is already counting down: then the status line
    /// shows that one instead of a second bar for the same time.
    private static func startTimer(_ index: Int, cook: CookState, in state: inout AppState) -> [Effect] {
        let timers = cook.stepTimers
        guard timers.indices.contains(index) else {
            state.status = StatusMessage(timers.isEmpty ? "This step has no timer; n starts one."
                                                        : "This step has \(timers.count) timer\(timers.count == 1 ? "" : "s").")
            return []
        }
        let found = timers[index]
        if let running = cook.runningTimer(for: found, among: state.timers.timers, at: state.now) {
            let left = TimerClock.digits(running.shownSeconds(at: state.now))
            state.status = StatusMessage(running.state == .paused
                ? "\(running.label) is paused with \(left) left · n starts another timer"
                : "\(running.label) is already running: \(left) left · n starts another timer")
            return []
        }
        state.status = StatusMessage("Started \(found.label): \(TimerClock.digits(found.seconds))", kind: .success)
        return [.timers(.add(label: found.label, seconds: found.seconds, recipeID: cook.recipe.id,
                             recipeTitle: cook.recipe.title, stepIndex: cook.step,
                             reminderSeconds: found.reminderSeconds))]
    }

    /// A new step came up: spoken when the setting asks for it.
    private static func arrived(_ cook: CookState) -> [Effect] {
        guard cook.readsEveryStep, let text = cook.currentStepText else { return [] }
        return [.cook(.speak(text))]
    }

    /// The timer `p`, `+`, `-` and `x` act on: the soonest of this recipe's, else the soonest of all.
    static func nearestTimer(in state: AppState) -> KitchenTimer? {
        let sorted = state.timers.sorted(at: state.now)
        return sorted.first { $0.recipeID != nil && $0.recipeID == state.cook?.recipe.id } ?? sorted.first
    }

    /// The finishing form: 1-5 rates (before any note is typed), letters write the note,
    /// Enter records the end, Esc records it without rating or note.
    private static func finishKey(_ key: Key, in state: inout AppState) -> [Effect] {
        guard var cook = state.cook, var finish = cook.finishing else { return [] }
        switch key {
        case .char(let c) where finish.note.isEmpty && c.isASCII && (c.wholeNumberValue.map { (1...5).contains($0) } ?? false):
            finish.rating = c.wholeNumberValue
        case .backspace where finish.note.isEmpty:
            finish.rating = nil
        case .tab:
            finish.takesOutOfPantry.toggle()
        case .left, .up:
            cook.finishing = nil
            state.cook = cook
            return []
        case .enter, .escape:
            let save = key == .enter
            state.status = StatusMessage("Enjoy your \(cook.recipe.title)!", kind: .success)
            state.cook = nil
            state.pop()
            var effects: [Effect] = []
            if let id = cook.sessionID, let recipeID = cook.recipe.id {
                effects.append(.cook(.endSession(id: id, recipeID: recipeID, rating: save ? finish.rating : nil,
                                                 note: save ? finish.note : nil)))
            }
            if save, let rating = finish.rating, let recipeID = cook.recipe.id {
                effects.append(.setRating(id: recipeID, rating))
                if state.detail?.recipe.id == recipeID { state.detail?.recipe.rating = rating }
            }
            if save && finish.takesOutOfPantry {
                // A multiple's servings are rounded; its amounts, already scaled, are exact.
                effects.append(.pantry(cook.multiple == nil ? .takeOut(cook.recipe, servings: cook.servings)
                                                            : .takeOut(cook.recipeAsCooked, servings: 1)))
            }
            return effects
        default:
            _ = finish.noteInput.edit(key, limit: 500, status: &state.status)
        }
        cook.finishing = finish
        state.cook = cook
        return []
    }

    /// A click on the step goes on, as Space does.
    static func mouse(_ event: MouseEvent, in state: inout AppState) -> [Effect] {
        guard case .press = event.kind, event.row > 1, event.row < state.size.rows - 1,
              state.cook?.finishing == nil, state.timers.prompt == nil else { return [] }
        return keyPressed(.char(" "), in: &state)
    }
}
