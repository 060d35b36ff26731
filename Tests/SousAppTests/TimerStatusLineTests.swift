import Foundation
import SousApp
import SousCore
import Testing

@Suite struct TimerStatusLineTests {
    let now = CookFixtures.now
    var text: TimelineText {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return TimelineText(calendar: calendar)
    }

    @Test func theSoonestTimerAndHowManyMore() {
        let timers = [CookFixtures.timer(1, "Roast", endsIn: 3600), CookFixtures.timer(2, "Pasta", endsIn: 252),
                      CookFixtures.timer(3, "Eggs", endsIn: 400)]
        #expect(TimerStatusLine.render(timers: timers, starts: [], now: now, text: text) == "Pasta 4:12 +2")
        #expect(TimerStatusLine.render(timers: [timers[1]], starts: [], now: now, text: text) == "Pasta 4:12")
        #expect(TimerStatusLine.render(timers: [], starts: [], now: now, text: text) == "")
        #expect(TimerStatusLine.render(timers: timers, starts: [], now: now, template: "⏲ {left} {label} ({count})", text: text)
                == "⏲ 4:12 Pasta (3)")
    }

    @Test func doneAndPausedSayIt() {
        var paused = CookFixtures.timer(1, "Rice", endsIn: 600)
        paused.state = .paused
        paused.pausedRemaining = 90
        #expect(TimerStatusLine.render(timers: [paused], starts: [], now: now, text: text) == "Rice paused 1:30")
        #expect(TimerStatusLine.render(timers: [CookFixtures.timer(2, "Tea", endsIn: -5)], starts: [], now: now, text: text) == "Tea done")
    }

    @Test func theTimelinesNextStartWhenAsked() {
        let start = TimelineStart(id: 1, dishTitle: "Roast Beef", recipeID: nil, stepIndex: 0, text: "Season",
                                  startAt: now.addingTimeInterval(600), timerSeconds: 0, timerLabel: "")
        #expect(TimerStatusLine.render(timers: [], starts: [start], now: now, text: text) == "")
        let clock = text.clock(start.startAt)
        #expect(TimerStatusLine.render(timers: [], starts: [start], now: now, template: "{label} next: {next_start}", text: text)
                == "next: \(clock) Roast Beef")
    }

    @Test func controlCharactersNeverReachTheStatusBar() {
        let timer = CookFixtures.timer(1, "Pasta\u{1B}]0;pwned\u{07}", endsIn: 60)
        let line = TimerStatusLine.render(timers: [timer], starts: [], now: now, text: text)
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 })
    }
}
