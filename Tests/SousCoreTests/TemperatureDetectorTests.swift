import SousCore
import Testing

@Suite struct TemperatureDetectorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        /// The words found, in order; empty for none.
        var expected: [String]
        var testDescription: String { text }
    }

    static let cases: [Case] = [
        Case(text: "Heat the oven to 200C.", expected: ["200C"]),
        Case(text: "Heat the oven to 220C / 425F. Spread the chicken out.", expected: ["220C", "425F"]),
        Case(text: "Heat the oven to 200 °C / 400 °F.", expected: ["200 °C", "400 °F"]),
        Case(text: "Bake at 400°F for 20 minutes.", expected: ["400°F"]),
        Case(text: "Bake at 180ºC until golden.", expected: ["180ºC"]),
        Case(text: "Roast at gas mark 6 for an hour.", expected: ["gas mark 6"]),
        Case(text: "Heat to 220C/200C fan/gas 7.", expected: ["220C", "200C fan", "gas 7"]),
        Case(text: "Heat the oven to 180 degrees.", expected: ["180 degrees"]),
        Case(text: "Preheat to 350 degrees F.", expected: ["350 degrees F"]),
        Case(text: "Heat the oil to 180-190C.", expected: ["180-190C"]),
        Case(text: "Fry at 170 to 180°C.", expected: ["170 to 180°C"]),
        Case(text: "Cook until it reads 63 °C inside.", expected: ["63 °C"]),
        Case(text: "Heat the oven to 200 C.", expected: ["200 C"]),
        Case(text: "Heat the oven to 160 Celsius.", expected: ["160 Celsius"]),
        Case(text: "Chill to 5C.", expected: ["5C"]),
        Case(text: "Heat to 200°.", expected: ["200°"]),
        Case(text: "Lower the oven to 150C (fan 130C).", expected: ["150C", "130C"]),
        Case(text: "Bake at GAS MARK ½.", expected: ["GAS MARK ½"]),
        // Not temperatures.
        Case(text: "Add 2 C flour.", expected: []),
        Case(text: "Add 1 c sugar.", expected: []),
        Case(text: "Simmer for 10 minutes.", expected: []),
        Case(text: "Grease a 9-inch pan.", expected: []),
        Case(text: "Add 3 cloves garlic and 2 cans tomatoes.", expected: []),
        Case(text: "Turn the gas to medium.", expected: []),
        Case(text: "Cut into 8 pieces, about 2 cm.", expected: []),
        Case(text: "Add 200 g flour and 4 fl oz milk.", expected: []),
        Case(text: "", expected: []),
    ]

    @Test(arguments: cases)
    func finds(_ c: Case) {
        #expect(TemperatureDetector.temperatures(in: c.text).map(\.text) == c.expected)
    }

    @Test func readsValueScaleAndPlace() throws {
        let text = "Heat the oven to 200 °C / 400 °F or gas mark 6."
        let found = TemperatureDetector.temperatures(in: text)
        #expect(found.map(\.value) == [200, 400, 6])
        #expect(found.map(\.scale) == [.celsius, .fahrenheit, .gasMark])
        let first = try #require(found.first)
        #expect(Array(text)[first.range].map(String.init).joined() == "200 °C")
        #expect(TemperatureDetector.temperatures(in: "Fry at 180-190C.").first?.value == 180)
        #expect(TemperatureDetector.temperatures(in: "Heat to 180 degrees.").first?.scale == .unstated)
    }

    @Test func rangesAreCharacterOffsetsEvenAfterWideCharacters() throws {
        let text = "Crème brûlée 🍮: bake at 150°C."
        let found = try #require(TemperatureDetector.temperatures(in: text).first)
        #expect(String(Array(text)[found.range]) == "150°C")
    }
}
