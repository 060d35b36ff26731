import SousCore
import Testing

/// Amounts a person types (pantry lines, servings, scale factors): what is no finite kitchen
/// amount is refused with a reason, never read as a food or half-read as a number.
@Suite struct TypedAmountTests {
    @Test(arguments: [
        ("1e308 g rice", TypedAmount.Refusal.notANumber("1e308")),
        ("1e30 g rice", .notANumber("1e30")),
        ("2.5E-3 kg salt", .notANumber("2.5E-3")),
        ("nan g flour", .notANumber("nan")),
        ("NaN", .notANumber("NaN")),
        ("inf g rice", .notANumber("inf")),
        ("Infinity cups milk", .notANumber("Infinity")),
        ("+inf g rice", .notANumber("+inf")),
        ("0x1p3 g rice", .notANumber("0x1p3")),
        ("0x10 eggs", .notANumber("0x10")),
        ("-5 g flour", .notPositive),
        ("−5 g flour", .notPositive),
        ("-0.5 l milk", .notPositive),
        ("-inf g rice", .notANumber("-inf")),
        ("0 g rice", .notPositive),
        ("2000000 g rice", .tooLarge),
        ("99999999999999999999 eggs", .tooLarge),
        ("1000001", .tooLarge),
    ])
    func refusesWhatIsNoKitchenAmount(_ text: String, _ refusal: TypedAmount.Refusal) {
        #expect(TypedAmount.refusal(leading: text) == refusal)
        #expect(!refusal.description.isEmpty)
    }

    @Test(arguments: ["2 onions", "500 g rice", "milk", "1 1/2 cups flour", "½ lemon", "1,5 l stock", "1000000 g sugar",
                      "0.5 kg beef", "eggs", "1egg", "2 eggs (use by 2026-11-30)", "infant formula", "nani's jam", "e-numbers"])
    func letsKitchenAmountsAndFoodsThrough(_ text: String) {
        #expect(TypedAmount.refusal(leading: text) == nil)
    }
}
