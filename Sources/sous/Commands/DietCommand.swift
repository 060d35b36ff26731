import ArgumentParser
import Foundation
import SousCore
import SousStore

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

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the people and what they avoid.")
        @OptionGroup var options: GlobalOptions
        @Flag(name: .long, help: "Print JSON.") var json = false

        func run() throws {
            try reportingErrors {
                let people = try options.openForReading().people()
                if json {
                    CommandOutput.json(try PeopleJSON.encode(people))
                    return
                }
                if people.isEmpty {
                    CommandOutput.line("No one in the household yet: sous diet add-person NAME --allergy peanuts --diet vegan")
                    return
                }
                for person in people { CommandOutput.line(DietCommand.describe(person)) }
            }
        }
    }

    struct AddPerson: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add-person", abstract: "Add someone: sous diet add-person Sam --allergy peanuts --allergy sesame")
        @OptionGroup var options: GlobalOptions
        @Argument(help: "Their name.") var name: String
        @OptionGroup var restrictions: Restrictions
        @Flag(name: .long, help: "A guest: checked only at meals they are set to eat.") var guest = false

        func run() throws {
            try reportingErrors {
                let person = Person(name: name, allergies: try restrictions.allergySet() ?? [],
                                    diets: try restrictions.dietSet() ?? [], guest: guest)
                let saved = try options.openDatabase().addPerson(person)
                CommandOutput.line("added " + DietCommand.describe(saved))
            }
        }
    }

    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Change someone's allergies or diets: sous diet set Alex --diet vegan (each option given replaces that list; --allergy none clears).")
        @OptionGroup var options: GlobalOptions
        @Argument(help: "Their name.") var name: String
        @OptionGroup var restrictions: Restrictions
        @Option(name: .long, help: "A new name.") var rename: String?
        @Flag(name: .long, inversion: .prefixedNo, help: "A guest, or one of the household.") var guest: Bool?

        func run() throws {
            try reportingErrors {
                let database = try options.openDatabase()
                guard var person = try database.person(named: name) else {
                    throw CommandFailure("There is no one called \(name); see sous diet.")
                }
                if let allergies = try restrictions.allergySet() { person.allergies = allergies }
                if let diets = try restrictions.dietSet() { person.diets = diets }
                if let rename { person.name = rename }
                if let guest { person.guest = guest }
                try database.updatePerson(person)
                CommandOutput.line(DietCommand.describe(try database.person(named: person.name) ?? person))
            }
        }
    }

    struct RemovePerson: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "remove-person", abstract: "Remove someone from the household.")
        @OptionGroup var options: GlobalOptions
        @Argument(help: "Their name.") var name: String

        func run() throws {
            try reportingErrors {
                let database = try options.openDatabase()
                guard let person = try database.person(named: name), let id = person.id else {
                    throw CommandFailure("There is no one called \(name); see sous diet.")
                }
                try database.removePerson(id: id)
                CommandOutput.line("removed \(person.name)")
            }
        }
    }

    /// The `--allergy` and `--diet` options, read into sets with a clear error for unknown names.
    struct Restrictions: ParsableArguments {
        @Option(name: .long, help: "An allergen group (repeatable): peanuts, tree nuts, milk, eggs, sesame, gluten, ... or none.")
        var allergy: [String] = []
        @Option(name: .long, help: "A diet (repeatable): vegetarian, vegan, pescatarian, gluten-free, dairy-free, no pork, no alcohol, halal, or none.")
        var diet: [String] = []

        /// nil when no `--allergy` was given (leave as is); empty for `--allergy none`.
        func allergySet() throws -> Swift.Set<Allergen>? {
            try parse(allergy, kind: "allergy", known: Allergen.allCases.map(\.name), read: Allergen.init(named:))
        }

        func dietSet() throws -> Swift.Set<Diet>? {
            try parse(diet, kind: "diet", known: Diet.allCases.map(\.rawValue), read: Diet.init(named:))
        }

        private func parse<T: Hashable>(_ words: [String], kind: String, known: [String],
                                        read: (String) -> T?) throws -> Swift.Set<T>? {
            if words.isEmpty { return nil }
            var result = Swift.Set<T>()
            for word in words.flatMap({ $0.split(separator: ",") }).map(String.init) {
                if word.trimmingCharacters(in: .whitespaces).lowercased() == "none" { continue }
                guard let value = read(word) else {
                    throw CommandFailure("unknown \(kind) '\(word)'; use one of: \(known.joined(separator: ", "))")
                }
                result.insert(value)
            }
            return result
        }
    }

    /// "Sam: allergic to peanuts, sesame; vegan (guest)".
    static func describe(_ person: Person) -> String {
        var parts: [String] = []
        if !person.allergies.isEmpty { parts.append("allergic to " + person.allergies.sorted().map(\.name).joined(separator: ", ")) }
        if !person.diets.isEmpty { parts.append(person.diets.sorted().map(\.rawValue).joined(separator: ", ")) }
        if parts.isEmpty { parts.append("eats anything") }
        return person.name + ": " + parts.joined(separator: "; ") + (person.guest ? " (guest)" : "")
    }
}

/// `sous diet --json`: the people as `[{"name", "allergies", "diets", "guest"}]`.
enum PeopleJSON {
    static func encode(_ people: [Person]) throws -> String {
        let items: [[String: Any]] = people.map { person in
            ["name": person.name, "allergies": person.allergies.sorted().map(\.name),
             "diets": person.diets.sorted().map(\.rawValue), "guest": person.guest]
        }
        let data = try JSONSerialization.data(withJSONObject: items, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
