import Testing
@testable import SousCore

@Suite("Shopping amounts as numbers")
struct ShoppingAmountPartTests {
    @Test(arguments: [
        ("1.8 kg, plus 2", [ShoppingAmountPart(quantity: 1.8, unit: "kg"), ShoppingAmountPart(quantity: 2)]),
        ("700 g", [ShoppingAmountPart(quantity: 700, unit: "g")]),
        ("1 1/2 cups", [ShoppingAmountPart(quantity: 1.5, unit: "cups")]),
        ("3/4 tsp", [ShoppingAmountPart(quantity: 0.75, unit: "tsp")]),
        ("2-3 cloves", [ShoppingAmountPart(quantity: 2, high: 3, unit: "cloves")]),
        ("1 1/2-2 tbsp", [ShoppingAmountPart(quantity: 1.5, high: 2, unit: "tbsp")]),
        ("300 g, plus 3 medium", [ShoppingAmountPart(quantity: 300, unit: "g"), ShoppingAmountPart(quantity: 3, unit: "medium")]),
        ("", []),
    ])
    func partsOfTheShownAmount(text: String, parts: [ShoppingAmountPart]) {
        #expect(ShoppingAmountPart.parts(of: text) == parts)
    }

    @Test func everyAmountTheBuilderWritesReadsBackAsNumbers() {
        var amount = ShoppingAmount()
        amount.add(quantity: Rational(1200), high: nil, unit: "g")
        amount.add(quantity: Rational(600), high: nil, unit: "g")
        amount.add(quantity: Rational(2), high: nil, unit: nil)
        let text = amount.text(preference: .metric)
        #expect(text == "1.8 kg, plus 2")
        #expect(ShoppingAmountPart.parts(of: text) == [ShoppingAmountPart(quantity: 1.8, unit: "kg"), ShoppingAmountPart(quantity: 2)])
    }
}
