/// `sous timer add -5m`, `sous show -1`, `sous pantry add "-5 g flour"`, `--servings -1`: the
/// argument parser takes every word that starts with a dash for an option, so a negative number
/// never reached the command that has a sentence for it, and the parser printed its usage block
/// instead. Before parsing, such words are put where the parser reads them as values: an option's
/// value joined to its name (`--servings=-1`), a positional after `--`. Which options take a value
/// is read from the parser's own description of the commands, so a new option needs nothing here.
public enum NegativeValues {
    /// A word meant as a value although it starts with a dash: a negative number ("-5m", "-1",
    /// "-.5") or a phrase ("-5 g flour"); no option's name holds a digit after the dash or a space.
    public static func isValue(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word != "--" else { return false }
        if word.contains(where: \.isWhitespace) { return true }
        let afterDash = word.dropFirst()
        return afterDash.first?.isNumber == true || (afterDash.first == "." && afterDash.dropFirst().first?.isNumber == true)
    }

    /// `arguments` with every dashed value placed where the parser reads it as one; unchanged when
    /// there is none (or `shape` cannot be had), so ordinary command lines never go through this.
    public static func placed(_ arguments: [String], shape: () -> CommandShape?) -> [String] {
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        guard arguments[..<end].contains(where: isValue), var command = shape() else { return arguments }
        var index = 0
        while index < end, let next = command.subcommand(named: arguments[index]) {
            command = next
            index += 1
        }
        let path = Array(arguments[..<index])
        // `sous plan -1` runs `plan show`: a default subcommand's options are the ones that count.
        while let name = command.defaultSubcommand, let next = command.subcommand(named: name) { command = next }
        var options: [String] = []
        var positionals: [String] = []
        while index < end {
            let word = arguments[index]
            if command.valueOptions.contains(word), index + 1 < end {
                let value = arguments[index + 1]
                options += isValue(value) ? [word + "=" + value] : [word, value]
                index += 2
                continue
            }
            if word.hasPrefix("-") && !isValue(word) { options.append(word) } else { positionals.append(word) }
            index += 1
        }
        let after = end < arguments.endIndex ? Array(arguments[arguments.index(after: end)...]) : []
        return path + options + ["--"] + positionals + after
    }
}
