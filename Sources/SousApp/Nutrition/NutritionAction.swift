/// Results coming back to the nutrition feature.
public enum NutritionAction: Hashable, Sendable {
    case correctionsLoaded([String: String])
}
