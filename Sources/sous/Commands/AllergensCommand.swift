import ArgumentParser
import SousCore

/// `sous allergens`: reads ingredient lines on standard input and says what each contains.
/// PLACEHOLDER: the detector's owner fills this in.
struct AllergensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "allergens",
                                                    abstract: "Check ingredient lines (one per line on standard input) for allergens.")
    @Flag(name: .long, help: "Print JSON.") var json = false

    func run() throws {}
}
