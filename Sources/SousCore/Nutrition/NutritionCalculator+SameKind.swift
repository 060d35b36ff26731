extension NutritionCalculator {
    /// The food of the same kind whose cup and spoon weights stand in for a food the table weighs
    /// only otherwise ("Chickpeas, ..., canned, drained solids" has only "1 can drained", so "1 cup
    /// chickpeas, drained" had no weight): the first of its kind in the table with a volume
    /// portion, a cooked or canned one before a raw or dried one (a cup of dry beans weighs a
    /// fifth more than a cup of cooked ones). Nil when the food has its own or none of its kind does.
    func volumeStandIn(for food: NutritionFood) -> NutritionFood? {
        sameKindStandIns.answer(for: food.id) {
            guard !portions.prepared(food).contains(where: { $0.millilitres != nil }) else { return nil }
            let kin = foods.filter { $0.id != food.id && Self.sameKind($0, food) && portions.prepared($0).contains { $0.millilitres != nil } }
            return kin.first { Self.says(["cooked"], $0) || Self.says(["canned"], $0) } ?? kin.first
        }
    }
}
