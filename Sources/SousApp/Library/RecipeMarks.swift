import SousCore

/// Favourite and rating changes, applied at once to every place in the state that shows the recipe.
enum RecipeMarks {
    static func setFavorite(_ favorite: Bool, id: Int64, in state: inout AppState) -> [Effect] {
        update(id: id, in: &state) { $0.favorite = favorite } recipe: { $0.favorite = favorite }
        state.status = StatusMessage(favorite ? "♥ Added to favourites" : "Removed from favourites", kind: .success)
        return [.setFavorite(id: id, favorite)]
    }

    static func setRating(_ stars: Int, id: Int64, in state: inout AppState) -> [Effect] {
        let stars = min(max(0, stars), 5)
        update(id: id, in: &state) { $0.rating = stars } recipe: { $0.rating = stars }
        state.status = StatusMessage(stars == 0 ? "Rating cleared" : "Rated \(stars) of 5", kind: .success)
        return [.setRating(id: id, stars)]
    }

    private static func update(id: Int64, in state: inout AppState,
                               summary: (inout RecipeSummary) -> Void, recipe: (inout Recipe) -> Void) {
        if let index = state.library.page.items.firstIndex(where: { $0.id == id }) {
            summary(&state.library.page.items[index])
        }
        if state.library.preview?.id == id { recipe(&state.library.preview!) }
        if state.detail?.recipe.id == id { recipe(&state.detail!.recipe) }
    }
}
