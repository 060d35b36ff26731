import Testing
@testable import SousCore

/// Kitchen units as other languages write them read as the same units.
struct ForeignUnitTests {
    @Test(arguments: [
        ("EL", "tbsp"), ("TL", "tsp"), ("Teel", "tsp"), ("eetlepels", "tbsp"), ("theelepel", "tsp"), ("msk", "tbsp"),
        ("cucharada", "tbsp"), ("xícara", "cup"), ("gramas", "g"), ("Prise", "pinch"), ("Msp", "pinch"), ("Zehen", "clove"),
        ("teentje", "clove"), ("Stück", "piece"), ("Dose", "can"), ("Bund", "bunch"),
    ])
    func readsTheUnit(_ spelling: String, _ id: String) {
        #expect(Unit.lookup(spelling)?.id == id)
        #expect(Unit.spellings.contains(spelling.lowercased()))
    }
}
