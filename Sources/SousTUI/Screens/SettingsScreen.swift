import SousApp
import SousCore

/// The settings: where the library is kept (the database alone, or a folder a sync engine
/// carries to the other devices), with what the folder holds and what it could not read.
public enum SettingsScreen: FeatureScreen {
    static let route = Route.settings

    public static func draw(_ state: AppState, theme: Theme, into canvas: inout Canvas) {
        let settings = state.settings
        let width = canvas.width
        Bar.draw(left: " sous · Settings", right: "", row: 0, width: width, style: theme.header, into: &canvas)
        var lines: [(String, Style)] = [("Library folder", theme.accent.with(.bold))]
        switch settings.folder {
        case nil:
            lines.append(("Reading…", theme.muted))
        case let folder? where folder.path == nil:
            lines.append(("None: the library is kept in this computer's database alone.", theme.text))
            lines.append(("b keeps it in a folder of Cooklang files, so Syncthing, git, Nextcloud or Dropbox can carry "
                          + "the recipes, the plan, the shopping list and the pantry to your other devices and the Cooklang apps.",
                          theme.muted))
        case let folder?:
            lines.append((TerminalText.visibleName(folder.path ?? ""), theme.text.with(.bold)))
            var held = "\(folder.recipeFiles) recipe file\(folder.recipeFiles == 1 ? "" : "s")"
            if folder.weeks > 0 { held += ", \(folder.weeks) week\(folder.weeks == 1 ? "" : "s") of the plan" }
            lines.append((held, theme.text))
            if folder.conflicts > 0 {
                lines.append(("\(folder.conflicts) recipe\(folder.conflicts == 1 ? "" : "s") in two versions: "
                              + "the library asks which to keep (or sous folder)", theme.warning))
            }
            for failure in folder.unreadable {
                lines.append(("not readable: " + TerminalText.visibleLine(failure), theme.danger))
            }
            lines.append(("Changes made here are written to the folder; changes arriving there are read within a second. "
                          + "u keeps the library in the database alone (the files stay).", theme.muted))
        }
        var row = 2
        for (text, style) in lines {
            for line in TextWrap.wrap(text, width: max(1, width - 4)) where row < canvas.height - 2 {
                canvas.write(line, column: 2, row: row, style: style, limit: width - 1)
                row += 1
            }
            row += text == "Library folder" ? 0 : 1
        }
        if let prompt = settings.prompt {
            PromptLine.draw(label: " Folder: ", prompt: prompt.input, row: canvas.height - 1, width: width, style: theme.statusBar,
                            into: &canvas)
            AppScreen.drawPromptError(state, promptRow: canvas.height - 1, width: width, theme: theme, into: &canvas)
        } else {
            let bound = settings.folder?.path != nil
            let hint = bound ? "u database alone · q back" : "b keep in a folder · q back"
            AppScreen.drawStatus(state, hint: hint, right: "", theme: theme, into: &canvas)
        }
    }
}
