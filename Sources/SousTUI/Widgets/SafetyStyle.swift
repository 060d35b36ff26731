import SousCore

/// How safety marks look on every screen: an allergy red and bold (a safety matter, never
/// dimmed), a diet orange (a preference), "check the label" in the warning colour too.
enum SafetyStyle {
    static func of(_ verdict: SafetyVerdict, theme: Theme) -> Style {
        if verdict.hasAllergy { return theme.danger.with(.bold) }
        if !verdict.conflicts.isEmpty { return theme.warning }
        return verdict.checkTheLabel ? theme.warning : theme.muted
    }

    static func allergy(_ theme: Theme) -> Style { theme.danger.with(.bold) }
    static func diet(_ theme: Theme) -> Style { theme.warning }
}
