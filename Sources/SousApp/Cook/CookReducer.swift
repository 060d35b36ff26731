import Foundation
import SousCore

/// Cook mode's reducer: stepping through, timers of the step, finishing with a rating. It works
/// on its own state; the timers, the detail view and the assistant are asked through actions.
enum CookReducer {
    static func reduce(_ action: CookAction, in scope: inout FeatureScope<CookState>) -> [Effect] {
        switch action {
        case .open(let recipe, let servings, let multiple):
            return start(recipe, servings: servings, multiple: multiple, in: &scope)
        case .sessionStarted(let id):
            scope.state?.sessionID = id
            return []
        case .readAloudSettingLoaded(let everyStep):
            scope.state?.readsEveryStep = everyStep
            guard everyStep, let text = scope.state?.currentStepText else { return [] }
            return [.cook(.speak(text))]
        case .notice(let text):
            scope.status = StatusMessage(text)
            return []
        }
    }

    /// Opens cook mode on `recipe` and records a cook session.
    private static func start(_ recipe: Recipe, servings: Int?, multiple: Rational?, in scope: inout FeatureScope<CookState>) -> [Effect] {
        guard !recipe.steps.isEmpty else {
            scope.status = StatusMessage("This recipe has no steps to cook from.", kind: .error)
            return []
        }
        let cook = CookState(recipe: recipe, servings: servings, multiple: multiple, corrections: scope.context.corrections,
                             allergens: scope.context.allergens)
        scope.state = cook
        scope.push(.cook)
        guard let id = recipe.id else { return [] }
        return [.cook(.startSession(recipeID: id, servings: cook.servings))]
    }

    static func keyPressed(_ key: Key, in scope: inout FeatureScope<CookState>) -> [Effect] {
        let timers = scope.context.timers, now = scope.context.now
        // A click reaches here with a timer ringing (a key silences it before any screen sees it).
        if !timers.ringing(at: now).isEmpty || !timers.dueStarts(at: now).isEmpty {
            scope.send(.timers(.silence))
            return []
        }
        guard var cook = scope.state else { scope.pop(); return [] }
        if timers.prompt != nil {
            scope.send(.timers(.promptKey(key, origin: TimerOrigin(recipeID: cook.recipe.id, recipeTitle: cook.recipe.title,
                                                                   stepIndex: cook.step))))
            return []
        }
        if cook.finishing != nil { return finishKey(key, in: &scope) }
        if cook.showsIngredients {
            cook.showsIngredients = false
            scope.state = cook
            if key == .char("i") || key == .escape || key == .char("q") { return [] }
        }
        guard var command = KeyMap.command(for: key, on: .cook) else { return [] }
        if case .char(let c) = key, let digit = c.wholeNumberValue, c.isASCII, digit >= 1 {
            command = .cook(.startTimer(digit - 1))
        }
        if scope.global(command) { return [] }
        if let own = command.feature(CookCommand.self) {
            let effects = perform(own, cook: &cook, in: &scope)
            if scope.state != nil { scope.state = cook }
            return effects
        }
        switch command {
        case .back:
            scope.pop()
        case .assistant(.open):
            scope.send(.assistant(.about(cook.recipe, factor: cook.scaleFactor, servings: cook.multiple == nil ? cook.servings : nil,
                                         step: cook.step)))
        default:
            break
        }
        return []
    }

    private static func perform(_ command: CookCommand, cook: inout CookState, in scope: inout FeatureScope<CookState>) -> [Effect] {
        switch command {
        case .start:
            return []
        case .next:
            if cook.step + 1 < cook.stepCount {
                cook.step += 1
                return arrived(cook)
            } else {
                cook.finishing = CookFinish(takesOutOfPantry: scope.context.pantryHoldsFood)
            }
        case .previous:
            guard cook.step > 0 else { return [] }
            cook.step -= 1
            return arrived(cook)
        case .startCookingTime:
            return startTimer(TimerDetector.cookingTimeIndex(of: cook.stepTimers) ?? 0, cook: cook, in: &scope)
        case .startTimer(let index):
            return startTimer(index, cook: cook, in: &scope)
        case .pauseOrResume, .addMinute, .removeMinute, .cancelTimer:
            guard let timer = nearestTimer(to: cook, in: scope.context) else {
                scope.status = StatusMessage("No timer is running; t starts the step's timer.")
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
            scope.send(.timers(.openPrompt))
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
    private static func startTimer(_ index: Int, cook: CookState, in scope: inout FeatureScope<CookState>) -> [Effect] {
        let timers = cook.stepTimers, now = scope.context.now
        guard timers.indices.contains(index) else {
            scope.status = StatusMessage(timers.isEmpty ? "This step has no timer; n starts one."
                                                        : "This step has \(timers.count) timer\(timers.count == 1 ? "" : "s").")
            return []
        }
        let found = timers[index]
        if let running = cook.runningTimer(for: found, among: scope.context.timers.timers, at: now) {
            let left = TimerClock.digits(running.shownSeconds(at: now))
            scope.status = StatusMessage(running.state == .paused
                ? "\(running.label) is paused with \(left) left · n starts another timer"
                : "\(running.label) is already running: \(left) left · n starts another timer")
            return []
        }
        scope.status = StatusMessage("Started \(found.label): \(TimerClock.digits(found.seconds))", kind: .success)
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
    private static func nearestTimer(to cook: CookState, in context: FeatureContext) -> KitchenTimer? {
        let sorted = context.timers.sorted(at: context.now)
        return sorted.first { $0.recipeID != nil && $0.recipeID == cook.recipe.id } ?? sorted.first
    }

    /// The finishing form: 1-5 rates (before any note is typed), letters write the note,
    /// Enter records the end, Esc records it without rating or note.
    private static func finishKey(_ key: Key, in scope: inout FeatureScope<CookState>) -> [Effect] {
        guard var cook = scope.state, var finish = cook.finishing else { return [] }
        switch key {
        case .char(let c) where finish.note.isEmpty && c.isASCII && (c.wholeNumberValue.map { (1...5).contains($0) } ?? false):
            finish.rating = c.wholeNumberValue
        case .backspace where finish.note.isEmpty:
            finish.rating = nil
        case .tab:
            finish.takesOutOfPantry.toggle()
        case .left, .up:
            cook.finishing = nil
            scope.state = cook
            return []
        case .enter, .escape:
            let save = key == .enter
            scope.status = StatusMessage("Enjoy your \(cook.recipe.title)!", kind: .success)
            scope.state = nil
            scope.pop()
            var effects: [Effect] = []
            if let id = cook.sessionID, let recipeID = cook.recipe.id {
                effects.append(.cook(.endSession(id: id, recipeID: recipeID, rating: save ? finish.rating : nil,
                                                 note: save ? finish.note : nil)))
            }
            if save, let rating = finish.rating, let recipeID = cook.recipe.id {
                effects.append(.setRating(id: recipeID, rating))
                scope.send(.recipeRated(id: recipeID, stars: rating))
            }
            if save && finish.takesOutOfPantry {
                // A multiple's servings are rounded; its amounts, already scaled, are exact.
                effects.append(.pantry(cook.multiple == nil ? .takeOut(cook.recipe, servings: cook.servings)
                                                            : .takeOut(cook.recipeAsCooked, servings: 1)))
            }
            return effects
        default:
            _ = finish.noteInput.edit(key, limit: 500, status: &scope.status)
        }
        cook.finishing = finish
        scope.state = cook
        return []
    }

    /// A click on the step goes on, as Space does.
    static func mouse(_ event: MouseEvent, in scope: inout FeatureScope<CookState>) -> [Effect] {
        guard case .press = event.kind, event.row > 1, event.row < scope.context.size.rows - 1,
              scope.state?.finishing == nil, scope.context.timers.prompt == nil else { return [] }
        return keyPressed(.char(" "), in: &scope)
    }
}
