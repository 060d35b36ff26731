import Foundation

/// The words that say what state or preparation a food is in (`FoodWords/states.txt`):
/// "canned", "dried", "chopped". They never name the food; nutrition reads the state.
public struct FoodStateWords: Sendable {
    /// The USDA state a word switches to ("tinned" is canned), or nil for preparation only.
    public let states: [String: String?]
    /// Container, amount and piece words (`FoodWords/portions.txt`): "bag", "halves", "fillets".
    public let portions: Set<String>

    public static let standard: FoodStateWords = {
        guard let folder = Bundle.module.url(forResource: "FoodWords", withExtension: nil),
              let text = try? String(contentsOf: folder.appendingPathComponent("states.txt"), encoding: .utf8),
              let portions = try? String(contentsOf: folder.appendingPathComponent("portions.txt"), encoding: .utf8) else {
            return FoodStateWords(text: "", portionsText: "")
        }
        return FoodStateWords(text: text, portionsText: portions)
    }()

    /// "word | state" lines, `-` for no state, and one portion word a line; `#` comments.
    public init(text: String, portionsText: String) {
        portions = Set(portionsText.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") })
        var states: [String: String?] = [:]
        for line in text.split(separator: "\n") {
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let parts = content.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty else { continue }
            states[parts[0].lowercased()] = parts[1] == "-" ? String?.none : parts[1]
        }
        self.states = states
    }
}
