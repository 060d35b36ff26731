/// The effects of one batch of input (every key that was waiting, a whole paste), with the
/// requests a later one in the same batch makes pointless taken out: only the last library page,
/// preview, category list, recipe search, food search and nutrition of a batch are worth running, because each answer
/// replaces the one before. Typing ten characters at once then costs one search, not ten.
public enum EffectBatch {
    public static func coalesced(_ effects: [Effect]) -> [Effect] {
        var seen = Set<Kind>()
        var kept: [Effect] = []
        for effect in effects.reversed() {
            if let kind = Kind(effect), !seen.insert(kind).inserted { continue }
            kept.append(effect)
        }
        return kept.reversed()
    }

    /// The words a search looks for (the library's or the plan's recipe search), nil for other
    /// effects: the run loop paces searches whose words changed, that is, typing.
    public static func searchText(_ effect: Effect) -> String? {
        if case .loadLibrary(let query, _, _) = effect { return query.search }
        if case .search(let text, _)? = effect.feature(PlanEffect.self) { return text }
        return nil
    }

    private enum Kind: Hashable {
        case libraryPage, categories, preview, recipeSearch, foodSearch, nutrition

        init?(_ effect: Effect) {
            if case .search? = effect.feature(PlanEffect.self) {
                self = .recipeSearch
                return
            }
            switch effect.feature(NutritionEffect.self) {
            case .searchFoods?: self = .foodSearch; return
            case .workOut?: self = .nutrition; return
            default: break
            }
            switch effect {
            case .loadLibrary: self = .libraryPage
            case .loadCategories: self = .categories
            case .loadPreview: self = .preview
            default: return nil
            }
        }
    }
}
