import Foundation

/// A recipe asked of the assistant: from what is in the kitchen (the pantry) and an optional
/// wish ("something quick, vegetarian"), for the household's allergies and diets.
public struct AssistantInvention: Sendable {
    public var wish: String?
    /// The pantry's items as the cook wrote them ("500 g rice", "2 onions").
    public var pantry: [String]
    public var people: [Person]

    public init(wish: String? = nil, pantry: [String] = [], people: [Person] = []) {
        self.wish = wish
        self.pantry = pantry
        self.people = people
    }

    /// Most pantry items named in the request.
    static let maximumItems = 150

    /// The chat's messages; `schema` is the reply's JSON schema, given in the prompt as well as
    /// in `response_format` (a server that ignores the one still reads the other).
    public func messages(schema: String) -> [[String: String]] {
        let system = "You write recipes for a home cook. Reply with one recipe as JSON following this JSON schema, "
            + "and nothing else: \(schema)\nWrite each ingredient's \"text\" as a cook writes the line (\"200 g rice, rinsed\"). "
            + "Never use a food that someone in the household cannot eat.\n\n" + AssistantQuestion.household(people)
        var ask = pantry.isEmpty ? "Invent a recipe." : "Invent a recipe that uses mainly what is in the kitchen: "
            + pantry.prefix(Self.maximumItems).joined(separator: "; ") + "."
        if let wish = wish?.trimmingCharacters(in: .whitespacesAndNewlines), !wish.isEmpty {
            ask += " The cook asks for: " + String(wish.prefix(AssistantQuestion.maximumQuestion))
        }
        return [["role": "system", "content": system], ["role": "user", "content": ask]]
    }
}
