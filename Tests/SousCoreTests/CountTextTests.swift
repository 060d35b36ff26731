import SousCore
import Testing

@Suite struct CountTextTests {
    @Test(arguments: [(0, "0"), (999, "999"), (1000, "1,000"), (20000, "20,000"), (1_000_000, "1,000,000"), (-1234, "-1,234")])
    func countsAreGroupedByThrees(_ number: Int, _ text: String) {
        #expect(CountText.grouped(number) == text)
    }
}
