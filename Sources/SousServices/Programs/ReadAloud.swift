/// Speaks text with whichever speech program is installed: espeak-ng, spd-say or say. Having none is
/// not an error; the caller shows the message instead.
struct ReadAloud {
    let launcher: ProgramLauncher

    /// nil when speaking started, else a sentence for the status line.
    func speak(_ text: String) -> String? {
        // A step that starts with "-" must not be read as an option by the speech program.
        let text = text.hasPrefix("-") ? " " + text : text
        let candidates: [[String]] = [["espeak-ng", text], ["espeak", text], ["spd-say", text], ["say", text]]
        for arguments in candidates where launcher.find(arguments[0]) != nil {
            if launcher.launch(arguments) { return nil }
        }
        return "Reading aloud needs espeak-ng, spd-say or say; none is installed."
    }
}
