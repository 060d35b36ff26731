import Foundation
import SousApp
import SousCore

/// Cook mode, readable from across the kitchen: the step in large type, the ingredients it uses,
/// the next step, and the running timers as bars.
public enum CookScreen: FeatureScreen {
    static let route = Route.cook

    public static func draw(_ state: AppState, theme: Theme, into canvas: inout Canvas) {
        guard let cook = state.cook else { return }
        if canvas.height < 12 || canvas.width < 40 {
            drawCompact(state, cook: cook, theme: theme, into: &canvas)
        } else {
            drawFull(state, cook: cook, theme: theme, into: &canvas)
        }
        drawStatus(state, theme: theme, into: &canvas)
    }

    static func stepLabel(_ cook: CookState) -> String { "step \(cook.step + 1) of \(cook.stepCount)" }

    static func drawFull(_ state: AppState, cook: CookState, theme: Theme, into canvas: inout Canvas) {
        let width = canvas.width
        Bar.draw(left: " " + cook.recipe.title, right: stepLabel(cook) + " ", row: 0, width: width, style: theme.header, into: &canvas)
        drawProgress(cook, row: 1, x: 1, width: width - 2, theme: theme, into: &canvas)
        let timers = state.timers.sorted(at: state.now)
        let timerRows = min(timers.count, canvas.height >= 30 ? 6 : canvas.height >= 20 ? 4 : 2)
        let footerTop = canvas.height - 1 - timerRows
        for (index, timer) in timers.prefix(timerRows).enumerated() {
            TimerBar.draw(timer, number: nil, now: state.now, row: footerTop + index, x: 1, width: width - 2, theme: theme, into: &canvas)
        }
        let body = drawPicture(state, in: Rect(x: 2, y: 3, width: width - 4, height: max(0, footerTop - 4)), theme: theme, into: &canvas)
        if cook.showsIngredients {
            drawIngredients(cook, in: body, theme: theme, into: &canvas)
            return
        }
        if let finish = cook.finishing {
            drawFinish(cook, finish: finish, in: body, theme: theme, into: &canvas)
            return
        }
        guard let step = cook.currentStep else { return }
        // Below the step, from the bottom up: the next step, the ingredients, the step's timers.
        let found = cook.stepTimers
        var timerLines: [(String, Style)] = []
        if !found.isEmpty {
            let list = found.enumerated().map { "\($0.offset + 1) \($0.element.label) \(TimerClock.digits($0.element.seconds))" }
            // `t` passes over a rhythm or a moment for the step's cooking time: say which it starts.
            let main = TimerDetector.cookingTimeIndex(of: found) ?? 0
            let keys = main == 0 ? "  (t or 1-9 starts)" : "  (t starts \(main + 1), 1-9 any)"
            timerLines = TextWrap.wrap("Timers: " + list.joined(separator: " · ") + keys, width: body.width).prefix(2).map { ($0, theme.accent) }
        }
        var after: [(String, Style)] = []
        for warning in cook.stepWarnings(for: state.household.everyone) {
            let style = warning.allergy ? SafetyStyle.allergy(theme) : SafetyStyle.diet(theme)
            after += TextWrap.wrap(warning.text, width: body.width).prefix(2).map { ($0, style) }
        }
        if let next = cook.nextStepText {
            after += TextWrap.wrap("Next: " + next, width: body.width).prefix(2).map { ($0, theme.muted) }
        } else {
            after.append(("Last step: Space finishes", theme.muted))
        }
        let uses = cook.stepIngredients
        // The numbers a cook must not miss, times and temperatures, stand out in the accent colour at every size.
        let stepText = cook.currentStepText ?? step.text
        let numbers = found.map(\.range) + TemperatureDetector.temperatures(in: stepText).map(\.range)
        // On a large screen the ingredients take the rows the step leaves, in large type smaller than the step's.
        let stepRect = stepArea(body, belowCount: timerLines.count + after.count)
        if !uses.isEmpty, let large = largeUses(uses, stepText: stepText, section: step.section, in: stepRect) {
            // The step keeps the layout it was measured with: the same size fits the rows left.
            drawStep(stepText, layout: large.step, section: step.section, numbers: numbers,
                     in: Rect(x: stepRect.x, y: stepRect.y, width: stepRect.width, height: stepRect.height - large.height - 1),
                     theme: theme, into: &canvas)
            BigText.draw(large.text, layout: large.layout,
                         in: Rect(x: stepRect.x, y: stepRect.maxY - large.height, width: stepRect.width, height: large.height),
                         style: theme.text, highlight: theme.text, into: &canvas)
            drawLines(timerLines + after, in: body, into: &canvas)
            return
        }
        var below = timerLines
        if !uses.isEmpty {
            below += TextWrap.wrapKeepingAmounts("Uses: " + uses.joined(separator: " · "), width: body.width).prefix(3).map { ($0, theme.text) }
        }
        below += after
        let belowCount = min(below.count, max(0, body.height - 3))
        drawStep(stepText, section: step.section, numbers: numbers, in: stepArea(body, belowCount: belowCount), theme: theme, into: &canvas)
        drawLines(Array(below.suffix(belowCount)), in: body, into: &canvas)
    }

    /// The rows over the lines below the step, and a blank row between.
    static func stepArea(_ body: Rect, belowCount: Int) -> Rect {
        let count = min(belowCount, max(0, body.height - 3))
        return Rect(x: body.x, y: body.y, width: body.width, height: body.height - count - (count > 0 ? 1 : 0))
    }

    /// The step's section over it when there is room, then the step in the largest type that fits
    /// (or in `layout`, already worked out for it).
    static func drawStep(_ text: String, layout: BigText.Layout? = nil, section: String?, numbers: [Range<Int>], in rect: Rect,
                         theme: Theme, into canvas: inout Canvas) {
        let offset = sectionRows(section, in: rect)
        if offset > 0, let section {
            canvas.write(TextWrap.truncate(section, width: rect.width), column: rect.x, row: rect.y, style: theme.success)
        }
        let area = Rect(x: rect.x, y: rect.y + offset, width: rect.width, height: rect.height - offset)
        BigText.draw(text, layout: layout ?? BigText.layout(text, width: area.width, height: area.height), in: area,
                     style: theme.text, highlight: theme.accent.with(.bold), highlights: numbers, into: &canvas)
    }

    /// Rows the step's section takes over it: its name and a blank row, when the area has room.
    static func sectionRows(_ section: String?, in rect: Rect) -> Int {
        section.map { !$0.isEmpty && rect.height > 6 } == true ? 2 : 0
    }

    /// Lines at the bottom of `body`.
    static func drawLines(_ lines: [(String, Style)], in body: Rect, into canvas: inout Canvas) {
        for (index, line) in lines.enumerated() {
            canvas.write(line.0, column: body.x, row: body.maxY - lines.count + index, style: line.1, limit: body.maxX)
        }
    }

    /// The smallest type a step gives up its largest for, to make room for its ingredients: below
    /// it (an 80x24 screen) the step keeps every row and the ingredients are a line of text.
    static let smallestGivenUpTo = BlockSize(.tall, drawing: .half)

    /// The step's ingredients in block letters, when the rows the step's own type leaves in `rect`
    /// hold them at a size smaller than the step's; nil otherwise (they are then a line of normal text).
    /// On a large screen a step that fills it in its largest type gives up one size so that its
    /// amounts are read from across the kitchen too.
    static func largeUses(_ uses: [String], stepText: String, section: String?, in rect: Rect)
        -> (text: String, layout: BigText.Layout, height: Int, step: BigText.Layout)? {
        let headRows = sectionRows(section, in: rect)
        let largest = BigText.layout(stepText, width: rect.width, height: rect.height - headRows)
        guard let largestSize = largest.size, let first = BlockSize.all.firstIndex(of: largestSize) else { return nil }
        let text = "Uses: " + uses.joined(separator: "; ")
        for stepSize in BlockSize.all[first...].prefix(2) where stepSize == largestSize || stepSize.area >= smallestGivenUpTo.area {
            let step = stepSize == largestSize ? largest
                : BigText.layout(stepText, width: rect.width, height: rect.height - headRows, sizes: [stepSize])
            guard step.size == stepSize else { continue }
            let spare = rect.height - headRows - step.height - 1
            let sizes = BlockSize.all.filter { $0.area < stepSize.area }
            let layout = BigText.layout(text, width: rect.width, height: spare, sizes: sizes)
            if layout.size != nil { return (text, layout, layout.height, step) }
        }
        return nil
    }

    static func drawProgress(_ cook: CookState, row: Int, x: Int, width: Int, theme: Theme, into canvas: inout Canvas) {
        guard width > 0 else { return }
        let filled = cook.stepCount == 0 ? 0 : width * (cook.step + 1) / cook.stepCount
        canvas.write(String(repeating: "━", count: filled), column: x, row: row, style: theme.accent)
        canvas.write(String(repeating: "─", count: width - filled), column: x + filled, row: row, style: theme.muted)
    }

    /// At 20x6: the step number, the wrapped step text and the nearest timer.
    static func drawCompact(_ state: AppState, cook: CookState, theme: Theme, into canvas: inout Canvas) {
        let width = canvas.width
        Bar.draw(left: " \(cook.step + 1)/\(cook.stepCount) " + cook.recipe.title, row: 0, width: width, style: theme.header, into: &canvas)
        let nearest = state.timers.sorted(at: state.now).first
        let textBottom = canvas.height - 1 - (nearest == nil ? 0 : 1)
        let rect = Rect(x: 0, y: 1, width: width, height: textBottom - 1)
        if let finish = cook.finishing {
            drawFinish(cook, finish: finish, in: rect, theme: theme, into: &canvas)
        } else if let text = cook.currentStepText {
            let lines = TextWrap.wrap(text, width: width)
            for (index, line) in lines.prefix(rect.height).enumerated() {
                canvas.write(line, column: 0, row: rect.y + index, style: theme.text.with(.bold))
            }
        }
        if let nearest {
            TimerBar.draw(nearest, number: nil, now: state.now, row: canvas.height - 2, x: 0, width: width, theme: theme, into: &canvas)
        }
    }

    static func drawIngredients(_ cook: CookState, in rect: Rect, theme: Theme, into canvas: inout Canvas) {
        let lines = DetailDocument.ingredientLines(cook.recipe, factor: cook.scaleFactor, width: rect.width)
        DocumentView.draw(lines, from: 0, in: rect, theme: theme, into: &canvas)
    }

    static func drawFinish(_ cook: CookState, finish: CookFinish, in rect: Rect, theme: Theme, into canvas: inout Canvas) {
        var lines: [(String, Style)] = []
        lines += TextWrap.wrap("Finished \(cook.recipe.title)!", width: rect.width).map { ($0, theme.success.with(.bold)) }
        lines.append(("", theme.text))
        let stars = finish.rating.map { String(repeating: "★", count: $0) + String(repeating: "☆", count: 5 - $0) } ?? "not rated"
        lines += TextWrap.wrap("Rating (1-5, optional): " + stars, width: rect.width).map { ($0, theme.warning) }
        lines += TextWrap.wrap("Note: " + finish.noteInput.withCursorMark, width: rect.width).map { ($0, theme.text) }
        lines.append(("", theme.text))
        let pantry = finish.takesOutOfPantry ? "Enter also takes what you used out of the pantry (Tab: leave the pantry as it is)"
                                             : "The pantry stays as it is (Tab: take what you used out of it)"
        lines += TextWrap.wrap(pantry, width: rect.width).map { ($0, theme.accent) }
        lines += TextWrap.wrap("Enter saves · Esc skips · ← back to the steps", width: rect.width).map { ($0, theme.muted) }
        for (index, line) in lines.prefix(rect.height).enumerated() {
            canvas.write(line.0, column: rect.x, row: rect.y + index, style: line.1, limit: rect.maxX)
        }
    }

    static func drawStatus(_ state: AppState, theme: Theme, into canvas: inout Canvas) {
        if let prompt = state.timers.prompt {
            let label = canvas.width >= 60 ? " New timer (10m pasta, 1h15 roast, 90s): " : " Timer: "
            let row = canvas.height - 1
            PromptLine.draw(label: label, prompt: prompt, row: row, width: canvas.width, style: theme.statusBar, into: &canvas)
            AppScreen.drawPromptError(state, promptRow: row, width: canvas.width, theme: theme, into: &canvas)
            return
        }
        let hint = canvas.width >= 100
            ? "Space next · ← back · t timer · n new timer · p pause · +/- minute · x cancel · i ingredients · r read · q leave"
            : "Space next · ← back · t timer · n new · ? keys"
        AppScreen.drawStatus(state, hint: hint, right: "", theme: theme, into: &canvas)
    }
}
