import ArgumentParser
import Foundation
import SousCore
import SousServices

/// `sous diet`: the household's people with their allergies and diets.
struct DietCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diet", abstract: "Show and edit the household's allergies and diets.",
        discussion: """
            Allergies (EU allergen groups): \(Allergen.allCases.map(\.name).joined(separator: ", ")).
            Diets: \(Diet.allCases.map(\.rawValue).joined(separator: ", ")) (halal means no pork and no alcohol).
            """,
        subcommands: [Show.self, AddPerson.self, Set.self, RemovePerson.self],
        defaultSubcommand: Show.self)

    struct Show: ReportingCommand {
        static let configuration = CommandConfiguration(abstract: "List the people and what they avoid.")
        @OptionGroup var options: GlobalOptions
        @Flag(name: .long, help: "Print JSON.") var json = false

        func perform() throws {
            let people = try options.openForReading().people()
            try CommandOutput.print(json: json, { try PeopleReport.json(people) }, else: {
                people.isEmpty ? ["No one in the household yet: sous diet add-person NAME --allergy peanuts --diet vegan"]
                    : people.map(PeopleReport.describe)
            })
        }
    }

    struct AddPerson: ReportingCommand {
        static let configuration = CommandConfiguration(commandName: "add-person", abstract: "Add someone: sous diet add-person Sam --allergy peanuts --allergy sesame")
        @OptionGroup var options: GlobalOptions
        @Argument(help: "Their name.") var name: String
        @OptionGroup var restrictions: Restrictions
        @Flag(name: .long, help: "A guest: checked only at meals they are set to eat.") var guest = false

        func perform() throws {
            let person = Person(name: name, allergies: try restrictions.allergySet() ?? [],
                                diets: try restrictions.dietSet() ?? [], guest: guest)
            let saved = try options.openDatabase().addPerson(person)
            CommandOutput.line("added " + PeopleReport.describe(saved))
        }
    }

    struct Set: ReportingCommand {
        static let configuration = CommandConfiguration(
            abstract: "Change someone's allergies or diets: sous diet set Alex --diet vegan (each option given replaces that list; --allergy none clears).")
        @OptionGroup var options: GlobalOptions
        @Argument(help: "Their name.") var name: String
        @OptionGroup var restrictions: Restrictions
        @Option(name: .long, help: "A new name.") var rename: String?
        @Flag(name: .long, inversion: .prefixedNo, help: "A guest, or one of the household.") var guest: Bool?

        func perform() throws {
            let changed = try HouseholdEditing(database: options.openDatabase()).change(
                name, allergies: try restrictions.allergySet(), diets: try restrictions.dietSet(), rename: rename, guest: guest)
            CommandOutput.line(PeopleReport.describe(changed))
        }
    }

    struct RemovePerson: ReportingCommand {
        static let configuration = CommandConfiguration(commandName: "remove-person", abstract: "Remove someone from the household.")
        @OptionGroup var options: GlobalOptions
        @Argument(help: "Their name.") var name: String

        func perform() throws {
            let removed = try HouseholdEditing(database: options.openDatabase()).remove(name)
            CommandOutput.line("removed \(removed.name)")
        }
    }

    /// The `--allergy` and `--diet` options, read into sets with a clear error for unknown names.
    struct Restrictions: ParsableArguments {
        @Option(name: .long, help: "An allergen group (repeatable): peanuts, tree nuts, milk, eggs, sesame, gluten, ... or none.")
        var allergy: [String] = []
        @Option(name: .long, help: "A diet (repeatable): vegetarian, vegan, pescatarian, gluten-free, dairy-free, no pork, no alcohol, halal, or none.")
        var diet: [String] = []

        /// nil when no `--allergy` was given (leave as is); empty for `--allergy none`.
        func allergySet() throws -> Swift.Set<Allergen>? { try RestrictionNames.allergies(allergy) }

        func dietSet() throws -> Swift.Set<Diet>? { try RestrictionNames.diets(diet) }
    }
}
