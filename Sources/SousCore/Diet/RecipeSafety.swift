/// What a whole recipe means for allergies and diets: the union of its lines, and how many
/// lines could not be decided. This is what the store keeps per recipe for the filters.
public struct RecipeSafety: Hashable, Sendable, Codable {
    public var contents: FoodContents
    public var mayContain: FoodContents
    /// How many ingredient lines read as "check the label".
    public var unsureLines: Int

    public init(contents: FoodContents = [], mayContain: FoodContents = [], unsureLines: Int = 0) {
        self.contents = contents
        self.mayContain = mayContain
        self.unsureLines = unsureLines
    }

    public init(lines: [IngredientSafety]) {
        self.init()
        var certain = FoodContents()
        for line in lines {
            contents.formUnion(line.contents)
            mayContain.formUnion(line.mayContain)
            certain.formUnion(line.contents.subtracting(line.mayContain))
            if line.unsure { unsureLines += 1 }
        }
        // Only possible where no line contains it for certain.
        mayContain.subtract(certain)
    }
}
