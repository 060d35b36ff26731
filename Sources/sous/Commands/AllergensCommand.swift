import ArgumentParser
import Foundation
import SousCore
import SousServices

/// `sous allergens`: reads ingredient lines on standard input and says what each contains.
struct AllergensCommand: ReportingCommand {
    static let configuration = CommandConfiguration(commandName: "allergens",
                                                    abstract: "Check ingredient lines (one per line on standard input) for allergens.")
    @Flag(name: .long, help: "Print JSON.") var json = false

    func perform() throws {
        let detector = AllergenDetector.standard
        if let problem = detector.problem { CommandOutput.error(problem) }
        let lines = try AllergenReport.readLines(from: .standardInput)
        let results = lines.map { ($0, detector.check(line: $0)) }
        if json {
            CommandOutput.json(try AllergenReport.json(results))
        } else {
            for (line, safety) in results { CommandOutput.line(AllergenReport.describe(line, safety)) }
        }
    }
}
