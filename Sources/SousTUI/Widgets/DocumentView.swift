import SousCore
import SousApp

/// Draws laid-out document lines into a rectangle, from a first line, in the theme's colours.
public enum DocumentView {
    public static func draw(_ lines: [DocumentLine], from first: Int, in rect: Rect, theme: Theme, into canvas: inout Canvas) {
        guard !rect.isEmpty else { return }
        for row in 0..<rect.height {
            let index = first + row
            guard index >= 0, index < lines.count else { break }
            var column = rect.x
            for run in lines[index].runs {
                column = canvas.write(run.text, column: column, row: rect.y + row, style: style(run.role, theme), limit: rect.maxX)
            }
        }
    }

    static func style(_ role: DocumentLine.Role, _ theme: Theme) -> Style {
        switch role {
        case .text: theme.text
        case .muted: theme.muted
        case .heading: theme.accent.with(.underline)
        case .section: theme.success
        case .accent: theme.accent
        case .title: theme.accent.with(.bold)
        case .success: theme.success
        case .warning: theme.warning
        case .allergy: SafetyStyle.allergy(theme)
        case .diet: SafetyStyle.diet(theme)
        }
    }
}
