import SousCore

/// The safety filters the library and the plan's picker cycle through: "safe for everyone",
/// "safe for" each person, then each diet. Rebuilt from the people whenever they change.
public enum SafetyFilterChoices {
    public static func all(for household: HouseholdState) -> [SafetyFilter] {
        var choices: [SafetyFilter] = []
        if household.hasRestrictions {
            choices.append(.safe(for: household.everyone, label: "safe for everyone"))
            for person in household.people where person.hasRestrictions {
                choices.append(.safe(for: [person], label: "safe for \(person.name)"))
            }
        }
        return choices + Diet.allCases.map(SafetyFilter.diet)
    }

    /// The filter after `current` (nil: the first), nil after the last: no filter.
    public static func next(after current: SafetyFilter?, in household: HouseholdState) -> SafetyFilter? {
        let choices = all(for: household)
        guard let current else { return choices.first }
        guard let index = choices.firstIndex(where: { $0.label == current.label }) else { return choices.first }
        return index + 1 < choices.count ? choices[index + 1] : nil
    }
}
