import Foundation
import SousCore
import SousFormats
import SousStore

/// What `sous assistant`, `sous ask` and `sous invent` say, worked out here so the executable
/// only parses arguments and prints.
public enum AssistantReport {
    /// A change the command line asks for (nil options keep what was set).
    public struct Change: Sendable {
        public var url: String?, model: String?, keyVariable: String?, timeout: Int?, transcribeModel: String?
        public var allowRemote: Bool

        public init(url: String?, model: String?, keyVariable: String?, timeout: Int?, transcribeModel: String?, allowRemote: Bool) {
            (self.url, self.model, self.keyVariable, self.timeout, self.transcribeModel) = (url, model, keyVariable, timeout, transcribeModel)
            self.allowRemote = allowRemote
        }

        public var isEmpty: Bool {
            url == nil && model == nil && keyVariable == nil && timeout == nil && transcribeModel == nil && !allowRemote
        }
    }

    /// `sous assistant [--off | options]`: the settings changed (or turned off) in `database`,
    /// shown and checked against the server; the lines to print, and the failure to report.
    public static func setUp(_ change: Change, off: Bool, in database: AppDatabase,
                             environment: [String: String]) throws -> (lines: [String], failure: String?) {
        if off {
            try database.setSetting(AssistantSettings.settingKey, nil)
            return (["the assistant is off: nothing is sent anywhere"], nil)
        }
        var settings = try AssistantSetup.load(database)
        if !change.isEmpty {
            do {
                settings = try applying(change, to: settings)
            } catch {
                throw ServiceFailure(error.description)
            }
            try AssistantSetup.save(settings!, in: database)
        }
        guard let settings else {
            return (["the assistant is off (sous assistant --url http://localhost:11434 --model llama3.2 turns it on)"], nil)
        }
        return check(settings, environment: environment)
    }

    /// `sous invent`: a recipe the assistant writes for the household, from what the pantry holds
    /// when `fromPantry`; with the household's people, to say whom it does not suit.
    public static func invent(_ wish: String?, fromPantry: Bool, in database: AppDatabase,
                              environment: [String: String]) throws -> (recipe: Recipe, people: [Person]) {
        guard let settings = try AssistantSetup.load(database) else { throw ServiceFailure(AssistantSetup.off) }
        let pantry = fromPantry ? try database.pantryItems().map(\.text) : []
        if fromPantry && pantry.isEmpty { throw ServiceFailure("the pantry is empty: sous pantry add 500 g rice, 2 onions") }
        let people = try database.people()
        do {
            let invention = AssistantInvention(wish: wish, pantry: pantry, people: people)
            return (try AssistantClient(settings: settings, environment: environment).invent(invention), people)
        } catch {
            throw ServiceFailure(error.description)
        }
    }

    /// The settings with `change` applied to `old`, or the sentence why they cannot be.
    public static func applying(_ change: Change, to old: AssistantSettings?) throws(AssistantFailure) -> AssistantSettings {
        guard let address = change.url ?? old?.url, let name = change.model ?? old?.model else {
            throw AssistantFailure("the assistant needs both --url and --model (for example --url http://localhost:11434 --model llama3.2)")
        }
        if let problem = AssistantSettings.problem(with: address) { throw AssistantFailure(problem) }
        let remote = change.allowRemote || (old?.allowsRemote == true && change.url == nil)
        if !AssistantSettings.isLocal(address) && !remote {
            throw AssistantFailure("\(address) is beyond this machine and the local network: with --allow-remote, each question "
                                   + "sends it the recipe shown, the household's allergies and diets, and the question")
        }
        return AssistantSettings(url: address, model: name, keyVariable: change.keyVariable ?? old?.keyVariable,
                                 timeoutSeconds: change.timeout ?? old?.timeoutSeconds ?? AssistantSettings.defaultTimeout,
                                 allowsRemote: remote, transcriptionModel: change.transcribeModel ?? old?.transcriptionModel)
    }

    /// The settings, then whether the server answers and has the model; the failure, if any,
    /// is the last element's sentence.
    public static func check(_ settings: AssistantSettings, environment: [String: String]) -> (lines: [String], failure: String?) {
        let parts = URLComponents(string: settings.url)
        let server = parts.map { ($0.host ?? settings.url) + ($0.port.map { ":\($0)" } ?? "") } ?? settings.url
        var lines = ["assistant: \(settings.model) at \(settings.url)" + (settings.keyVariable.map { ", key from $\($0)" } ?? "")
                     + ", timeout \(settings.timeoutSeconds) s" + (settings.allowsRemote ? ", remote allowed" : "")
                     + ", videos transcribed by \(settings.transcriptionModel ?? "whisper-1")"]
        if settings.allowsRemote && !AssistantSettings.isLocal(settings.url) {
            lines.append("each question sends \(server) the recipe shown, the household's allergies and diets, and the question")
        }
        do {
            let (models, seconds) = try AssistantClient(settings: settings, environment: environment).check()
            let time = String(format: seconds < 1 ? "%.2f s" : "%.1f s", seconds)
            if models.isEmpty || models.contains(where: { $0 == settings.model || $0.hasPrefix(settings.model + ":") }) {
                lines.append("\(settings.model) at \(server) answered in \(time)")
            } else {
                lines.append("\(server) answered in \(time), but has no model \(settings.model); it has: \(models.prefix(12).joined(separator: ", "))")
            }
            return (lines, nil)
        } catch {
            return (lines, error.description)
        }
    }

    /// `sous ask`'s question: about the recipe named (an id or the start of a title), as shown at
    /// `servings` and on `step` (counted from 1), or about cooking in general.
    public static func question(_ text: String, recipe name: String?, servings: Int?, step: Int?,
                                in database: AppDatabase) throws -> AssistantQuestion {
        let found = try name.map { try database.findRecipe($0) }
        if let found, let step, step > found.steps.count {
            throw ServiceFailure("\(found.title) has \(found.steps.count) steps; --step \(step) is not one of them")
        }
        let factor = servings.map { Scaler.factor(from: found?.servings, to: $0) } ?? .one
        return try .asked(text, about: found, factor: factor, step: step.map { $0 - 1 }, in: database)
    }

    /// What `sous ask` prints once the answer is whole: the answer as JSON (`--json`), or the lines
    /// after the streamed answer (each food someone cannot eat, and for a question about no
    /// recipe, the library's recipes it drew on).
    public static func ending(of answer: String, to question: AssistantQuestion) throws -> (json: String, lines: [String]) {
        let warnings = AnswerWarnings.find(in: answer, people: question.people, detector: .standard)
        let sources = sources(of: question, answer: answer)
        var lines = answer.hasSuffix("\n") ? [] : [""]
        lines += warnings.map { "⚠ " + $0.sentence }
        if question.recipe == nil && !sources.isEmpty { lines.append("from your recipes: " + sources.map(\.title).joined(separator: ", ")) }
        return (try json(answer: answer, warnings: warnings, sources: sources), lines)
    }

    /// The recipe asked about, and the library's recipes the answer cites by title.
    public static func sources(of question: AssistantQuestion, answer: String) -> [(title: String, id: Int64)] {
        if let recipe = question.recipe, let id = recipe.id { return [(recipe.title, id)] }
        var seen = Set<Int64>()
        return question.librarySteps.filter { answer.localizedCaseInsensitiveContains($0.title) && seen.insert($0.recipeID).inserted }
            .map { ($0.title, $0.recipeID) }
    }

    /// `sous ask --json`: `{"answer", "warnings", "sources"}`.
    public static func json(answer: String, warnings: [AnswerWarning], sources: [(title: String, id: Int64)]) throws -> String {
        let object: [String: Any] = [
            "answer": answer,
            "warnings": warnings.map { ["food": $0.food, "person": $0.person, "allergens": $0.allergens, "diets": $0.diets] },
            "sources": sources.map { ["recipe": $0.title, "recipe_id": $0.id] },
        ]
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    /// An invented recipe as `sous invent` prints it: every line marked `?`, and who it does not suit.
    public static func lines(of recipe: Recipe, people: [Person]) -> [String] {
        var lines = [recipe.title + (recipe.servings.map { " (serves \($0))" } ?? "")]
        if let summary = recipe.summary { lines.append(summary) }
        lines.append("")
        lines += recipe.ingredients.map { "  ? " + IngredientFormatter.display($0) }
        lines.append("")
        lines += recipe.steps.enumerated().map { "\($0.offset + 1). ? \($0.element.text)" }
        let safety = AllergenDetector.standard.safety(of: recipe)
        lines += people.compactMap { $0.conflict(with: safety.contents).map { "⚠ not suitable for " + $0.description } }
        lines.append("")
        return lines
    }
}
