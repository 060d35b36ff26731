import Testing
@testable import SousCore

/// The cook-mode "Uses:" line is wrapped without ever breaking inside an amount.
@Suite struct TextWrapAmountTests {
    @Test(arguments: [
        ("Uses: 1 1/2 tsp cumin", 12, ["Uses:", "1 1/2 tsp", "cumin"]),
        ("Uses: 200 g flour · 2-3 cloves garlic", 20, ["Uses: 200 g flour ·", "2-3 cloves garlic"]),
        ("Uses: salt · 1½ cups milk", 15, ["Uses: salt ·", "1½ cups milk"]),
        ("Uses: 1 1/2 tsp cumin", 80, ["Uses: 1 1/2 tsp cumin"]),
    ])
    func amountsStayWhole(text: String, width: Int, lines: [String]) {
        #expect(TextWrap.wrapKeepingAmounts(text, width: width) == lines)
    }

    @Test func everyWidthKeepsOneAndAHalfTeaspoonsTogether() {
        let text = "Uses: 100 g butter · 1 1/2 tsp ground cumin · 2 eggs"
        for width in 10...60 {
            let lines = TextWrap.wrapKeepingAmounts(text, width: width)
            #expect(lines.contains { $0.contains("1 1/2 tsp") }, "width \(width): \(lines)")
            #expect(lines.joined(separator: " ") == text)
        }
    }
}
