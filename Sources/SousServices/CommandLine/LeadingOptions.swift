/// `sous --db x.db list` reads as naturally as `sous list --db x.db`, but the argument parser
/// gives options written before a subcommand to the default one (the app). Options every
/// command takes are moved behind the subcommand's own arguments when a subcommand follows them.
public enum LeadingOptions {
    /// Options taking a value that every command accepts.
    public static let shared: Set<String> = ["--db"]

    public static func reordered(_ arguments: [String], subcommands: Set<String>) -> [String] {
        var leading: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if shared.contains(argument), index + 1 < arguments.count {
                leading += [argument, arguments[index + 1]]
                index += 2
            } else if let name = argument.split(separator: "=", maxSplits: 1).first, argument.contains("="), shared.contains(String(name)) {
                leading.append(argument)
                index += 1
            } else {
                break
            }
        }
        guard !leading.isEmpty, index < arguments.count, subcommands.contains(arguments[index]) else { return arguments }
        // After everything else (a command may have commands of its own: `plan add`), but
        // before a `--` that ends the options.
        var rest = Array(arguments[(index + 1)...])
        let end = rest.firstIndex(of: "--") ?? rest.endIndex
        rest.insert(contentsOf: leading, at: end)
        return [arguments[index]] + rest
    }
}
