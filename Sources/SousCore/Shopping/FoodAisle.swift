/// The aisle a food is shopped in: the aisle table's entry for the food's concept or the nearest
/// concept above it that the table names ("maris piper" is a potato: produce; "cod loin" is a
/// white fish: meat and fish), else the table's reading of the words.
public enum FoodAisle {
    public static func aisle(forKey key: String, name: String, knowledge: FoodKnowledge = .standard) -> Aisle {
        if let aisle = AisleTable.table[key] { return aisle }
        if let concept = knowledge.concept(forName: name) {
            var level: Set<Int> = [concept]
            var seen = level
            while !level.isEmpty {
                // Concepts in id order, so a food under two parents lands in one aisle every time.
                for index in level.sorted(by: { knowledge.concepts[$0].id < knowledge.concepts[$1].id }) {
                    for conceptName in knowledge.concepts[index].names {
                        if let aisle = AisleTable.table[ShoppingName.key(for: conceptName)] { return aisle }
                    }
                }
                level = Set(level.flatMap { knowledge.concepts[$0].parents }).subtracting(seen)
                seen.formUnion(level)
            }
        }
        return AisleTable.aisle(for: key)
    }
}
