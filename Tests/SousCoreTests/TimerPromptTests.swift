import SousCore
import Testing

@Suite struct TimerPromptTests {
    @Test(arguments: [
        ("10m pasta", 600, "pasta"),
        ("1h15 roast", 4500, "roast"),
        ("90s", 90, "Timer"),
        ("1h 30m bread", 5400, "bread"),
        ("2m30 eggs", 150, "eggs"),
        ("5 rice", 300, "rice"),
        ("1h", 3600, "Timer"),
        ("45S tea", 45, "tea"),
        ("10m big pot of pasta", 600, "big pot of pasta"),
        // A word after the duration that starts with a digit but reads as words stays in the label.
        ("10m 2nd batch", 600, "2nd batch"),
        ("10m 5x pasta", 600, "5x pasta"),
    ])
    func parsesDurationsAndLabels(_ input: String, _ seconds: Int, _ label: String) {
        #expect(TimerPrompt.parse(input) == .success(.init(seconds: seconds, label: label)))
    }

    @Test(arguments: [
        ("10x pasta", TimerPrompt.ParseError.unknownUnit("10x")),
        ("-5m", .negative),
        ("99999h", .tooLong),
        ("", .empty),
        ("pasta", .unknownUnit("pasta")),
        ("0m", .zero),
        ("99999999999999999999m", .tooLong),
        // A later duration that cannot be read is refused too, never dropped: the cook asked for it.
        ("10m 99999999999999999999m", .tooLong),
        ("10m 99999h pasta", .tooLong),
        ("1h 47h30m", .tooLong),
        ("10m 1e308m", .unknownUnit("1e308m")),
        ("10m 0x10m", .unknownUnit("0x10m")),
        ("1e3m", .unknownUnit("1e3m")),
        ("10m 1e3", .unknownUnit("1e3")),
        ("10m -5m pasta", .negative),
    ])
    func rejectsWithASentence(_ input: String, _ error: TimerPrompt.ParseError) {
        #expect(TimerPrompt.parse(input) == .failure(error))
        #expect(!error.description.isEmpty)
    }

    @Test(arguments: [(0, "0:00"), (59, "0:59"), (65, "1:05"), (3600, "1:00:00"), (4505, "1:15:05")])
    func clockDigits(_ seconds: Int, _ text: String) {
        #expect(TimerClock.digits(seconds) == text)
    }

    @Test func doneAgo() {
        #expect(TimerClock.doneAgo(10) == "done")
        #expect(TimerClock.doneAgo(4 * 60 + 5) == "done 4 min ago")
    }
}
