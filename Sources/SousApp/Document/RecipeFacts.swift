import SousCore

/// Short phrases about a recipe that several screens show: times, stars, the meta line.
public enum RecipeFacts {
    /// "1 h 15 min", "45 min", "2 h".
    public static func duration(minutes: Int) -> String {
        let minutes = max(0, minutes)
        if minutes < 60 { return "\(minutes) min" }
        let hours = minutes / 60, rest = minutes % 60
        return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }

    /// "Prep 15 min · Cook 25 min · Total 40 min", leaving out what is unknown.
    public static func timeLine(_ recipe: Recipe) -> String? {
        var parts: [String] = []
        if let prep = recipe.prepMinutes { parts.append("Prep \(duration(minutes: prep))") }
        if let cook = recipe.cookMinutes { parts.append("Cook \(duration(minutes: cook))") }
        if let total = recipe.effectiveTotalMinutes { parts.append("Total \(duration(minutes: total))") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// "★★★☆☆" for 3, empty stars for unrated.
    public static func stars(_ rating: Int) -> String {
        let rating = min(max(0, rating), 5)
        return String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating)
    }

    /// "Dinner · Indian · easy".
    public static func metaLine(_ recipe: Recipe) -> String? {
        let parts = [recipe.category?.capitalizedFirst, recipe.cuisine, recipe.difficulty]
            .compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}

extension String {
    /// The string with its first letter upper-cased ("dinner" -> "Dinner").
    public var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
