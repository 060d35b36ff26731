/// One numbered instruction of a recipe, as plain text, with the ingredients it uses.
public struct Step: Hashable, Sendable, Codable {
    public var section: String?
    /// The instruction as a cook reads it (Cooklang markup already resolved to words).
    public var text: String
    /// Indices into `Recipe.ingredients` of the ingredients named in this step, in order.
    public var ingredientIndices: [Int]
    /// Where the step came from and how sure the importer is; nil when not recorded.
    public var provenance: Provenance?

    public init(section: String? = nil, text: String, ingredientIndices: [Int] = [], provenance: Provenance? = nil) {
        self.section = section
        self.text = text
        self.ingredientIndices = ingredientIndices
        self.provenance = provenance
    }
}
