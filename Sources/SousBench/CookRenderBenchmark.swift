import Foundation
import SousApp
import SousCore
import SousTUI

/// Cost of drawing one cook-mode frame in process (no terminal): cook mode redraws every time a
/// timer's shown second changes, so its frame cost is paid about once a second for as long as
/// anyone cooks. Finer than the pty benchmark's CPU figure, which counts 10 ms clock ticks.
enum CookRenderBenchmark {
    static let steps = [
        "Rest for 20 minutes.",
        "Heat the oven to 200C / 400F. Spread the chicken on a tray and roast for 25-30 minutes, turning once.",
        "Boil the spaghetti in plenty of salted water for 10 minutes, stirring now and then so it does not stick, "
            + "then drain, keeping a cup of the water, and toss it straight into the pan of sauce with the basil.",
    ]

    /// Mean milliseconds per frame, rendering each step in turn with five timers running and the
    /// clock moving one second a frame, at `size`.
    static func meanFrameMilliseconds(size: TerminalSize, frames: Int) -> Double {
        let recipe = Recipe(id: 1, title: "Bench Roast", servings: 4,
                            ingredients: [Ingredient(quantity: Rational(1), unit: "kg", name: "chicken")],
                            steps: steps.map { Step(text: $0) })
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        var state = AppState(size: size, now: start)
        state.route = .cook
        state.timers.timers = ["Simmer", "pasta", "Bake", "rice", "eggs"].enumerated().map { index, label in
            KitchenTimer(id: Int64(index + 1), label: label, durationSeconds: 600 * (index + 1),
                         endsAt: start.addingTimeInterval(Double(600 * (index + 1))))
        }
        var cells = 0
        var best = Double.infinity
        // CPU time, not wall time, and the best of three rounds: the machine may be busy with other work.
        for _ in 0..<3 {
            let cpu = ProcessCPUTime.seconds()
            for frame in 0..<frames {
                // A new step every 100 frames, as when the cook moves on.
                if frame % 100 == 0 { state.cook = CookState(recipe: recipe, step: (frame / 100) % steps.count) }
                state.now = start.addingTimeInterval(Double(frame))
                cells &+= AppScreen.render(state, theme: .kitchen).cells.count
            }
            best = min(best, (ProcessCPUTime.seconds() - cpu) * 1000 / Double(max(frames, 1)))
        }
        _ = cells
        return best
    }

    /// CPU microseconds for what cook mode works out from a step's text on every frame: the lettering
    /// size and wrap (`BigText.layout`), the times and the temperatures.
    static func stepMicroseconds(width: Int, height: Int, calls: Int) -> Double {
        var count = 0
        var best = Double.infinity
        for _ in 0..<3 {
            let cpu = ProcessCPUTime.seconds()
            for call in 0..<calls {
                let text = steps[call % steps.count]
                count &+= BigText.layout(text, width: width, height: height).lines.count
                count &+= TimerDetector.timers(in: text).count + TemperatureDetector.temperatures(in: text).count
            }
            best = min(best, (ProcessCPUTime.seconds() - cpu) * 1e6 / Double(max(calls, 1)))
        }
        _ = count
        return best
    }

    static func report(into table: inout ResultTable) {
        table.add("cook", "step layout + times + temperatures, 196x40 area, CPU per step",
                  Format.number(stepMicroseconds(width: 196, height: 40, calls: 3_000), digits: 1) + " µs")
        for (columns, rows) in [(100, 30), (200, 55)] {
            let milliseconds = meanFrameMilliseconds(size: TerminalSize(columns: columns, rows: rows), frames: 1_200)
            table.add("cook", "frame \(columns)x\(rows), five timers, CPU per frame (best of 3 x 1,200)", Format.number(milliseconds, digits: 3) + " ms")
        }
    }
}
