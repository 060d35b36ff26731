import Foundation
import SousServices
import SousApp
import SousCore
import SousFormats

/// Opens a recipe as Cooklang in the person's editor (`$VISUAL`, `$EDITOR`, else nano, else vi) and
/// reads it back. A file that does not parse is reopened with the problem as a comment at the top, as
/// `git commit` and `kubectl edit` do; a file left unchanged or emptied changes nothing.
/// The caller hands the terminal over (`Terminal.withSuspended`) around `run`.
struct EditorSession {
    let environment: [String: String]
    /// Runs a program with its arguments on this terminal and returns its exit status. Passed in so
    /// tests can stand in for a real editor.
    let launch: ([String]) throws -> Int32

    init(environment: [String: String], launch: (([String]) throws -> Int32)? = nil) {
        self.environment = environment
        self.launch = launch ?? { try EditorSession.runProcess($0, environment: environment) }
    }

    /// After this many unreadable saves in a row the edit is given up, so an editor that never
    /// fixes anything (a script, a misconfigured `$EDITOR`) cannot loop for ever.
    static let maxRounds = 20

    func run(_ request: EditorRequest) -> EditorOutcome {
        let fileManager = FileManager.default
        let folder = fileManager.temporaryDirectory.appendingPathComponent("sous-edit-" + UUID().uuidString, isDirectory: true)
        do {
            // A private folder and file: the recipe is the person's own, and other users have no business reading it.
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        } catch {
            return .failed("Could not make a temporary file for the editor (\(error.localizedDescription)).")
        }
        defer { try? fileManager.removeItem(at: folder) }
        let file = folder.appendingPathComponent(Self.fileName(for: request.recipe))
        guard fileManager.createFile(atPath: file.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            return .failed("Could not make a temporary file for the editor in \(folder.path).")
        }

        let original = request.purpose == .create ? Self.template : CooklangWriter.write(request.recipe)
        var body = original
        var header = Self.guide(for: request)
        let command = Self.editorCommand(environment: environment)
        for _ in 0..<Self.maxRounds {
            let written = header + body
            do {
                try Data(written.utf8).write(to: file)
            } catch {
                return .failed("Could not write the temporary file for the editor (\(error.localizedDescription)).")
            }
            let status: Int32
            do {
                status = try launch(command + [file.path])
            } catch {
                return .failed("Could not start the editor “\(command.joined(separator: " "))”: \(error.localizedDescription). Set $EDITOR to one that is installed.")
            }
            guard status == 0 else {
                return .failed("The editor “\(command[0])” exited with status \(status); nothing was changed.")
            }
            guard let data = try? Data(contentsOf: file) else { return .failed("The edited file could not be read back; nothing was changed.") }
            let returned = String(decoding: data, as: UTF8.self)
            let edited = Self.strippingComments(returned)
            if edited.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return .emptied }
            if Self.same(edited, original) { return .unchanged }
            let problem: String
            do {
                let recipe = try CooklangImporter.recipe(from: edited, fileName: nil).cleaned()
                if recipe.ingredients.isEmpty && recipe.steps.isEmpty {
                    problem = "The recipe has no ingredients and no steps."
                } else {
                    return .changed(recipe)
                }
            } catch let error as RecipeFileError {
                // Say the line as the person will see it: below the comment lines about to be added.
                problem = error.line.map { "line \($0 + Self.errorHeaderLines(error.message)): \(error.message)" } ?? error.message
            } catch {
                problem = String(describing: error)
            }
            // Saved again without touching the problem: give up rather than ask for ever.
            if returned == written && header.hasPrefix(Self.errorMarker) {
                return .failed("Not saved: \(problem)")
            }
            header = Self.errorHeader(problem)
            body = edited
        }
        return .failed("Not saved after \(Self.maxRounds) tries; nothing was changed.")
    }

    // MARK: The file

    static let errorMarker = "# sous could not read this recipe"

    /// The lines at the top that explain what to do; stripped again before parsing.
    static func guide(for request: EditorRequest) -> String {
        switch request.purpose {
        case .create:
            "# A new recipe for sous, in Cooklang. Save and quit to add it; quit without saving to cancel.\n"
        case .edit, .preview:
            "# Editing “\(request.recipe.title)” in Cooklang. Save and quit to keep your changes; an empty file cancels.\n"
        }
    }

    /// How many lines `errorHeader` takes for a problem told in `message` (plus its line prefix).
    static func errorHeaderLines(_ message: String) -> Int {
        2 + message.split(whereSeparator: \.isNewline).count
    }

    static func errorHeader(_ problem: String) -> String {
        let lines = problem.split(whereSeparator: \.isNewline).map { "#   " + $0 }.joined(separator: "\n")
        return errorMarker + ":\n" + lines + "\n# Fix it and save again, or empty the file to cancel.\n"
    }

    /// Drops the comment lines at the top: ours, and any the person added in the same style.
    static func strippingComments(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let first = lines.first, first == "#" || first.hasPrefix("# ") || first.hasPrefix("#\t") {
            lines = lines.dropFirst()
        }
        return lines.joined(separator: "\n")
    }

    /// Equal but for trailing white space, which editors add and remove at will.
    static func same(_ a: String, _ b: String) -> Bool {
        func normal(_ text: String) -> [Substring] {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
                var line = line
                while let last = line.last, last == " " || last == "\t" || last == "\r" { line = line.dropLast() }
                return line
            }
            while lines.last?.isEmpty == true { lines.removeLast() }
            return lines
        }
        return normal(a) == normal(b)
    }

    static func fileName(for recipe: Recipe) -> String {
        recipe.title.isEmpty ? "new-recipe.cook" : SafeFileName.make(recipe.title, extension: "cook")
    }

    static let template = """
        ---
        title: New recipe
        description: One line about it.
        servings: 4
        course: Dinner
        tags: [weeknight]
        prep time: 10 minutes
        cook time: 20 minutes
        ---

        -- Each paragraph is a step. Mark ingredients @like{this}, with amounts @olive oil{2%tbsp},
        -- cookware #pan{} and timers ~{10%minutes}. Lines starting -- are comments.

        Warm the @olive oil{2%tbsp} in a #large pan{} over a medium heat.

        Add the @onion{1}, finely chopped, and cook for ~{8%minutes} until soft.

        """

    // MARK: The editor

    /// The editor's program and arguments: `$VISUAL`, then `$EDITOR`, split on spaces as git does
    /// (no shell), else nano when installed, else vi.
    static func editorCommand(environment: [String: String]) -> [String] {
        for key in ["VISUAL", "EDITOR"] {
            let words = (environment[key] ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
            if !words.isEmpty { return words }
        }
        return executable(named: "nano", environment: environment) != nil ? ["nano"] : ["vi"]
    }

    /// The full path of a program, looked up in `$PATH` when the name has no slash.
    static func executable(named name: String, environment: [String: String]) -> String? {
        ProgramLauncher(environment: environment).find(name)
    }

    /// Runs the editor on this terminal (its input and output are inherited) and waits for it.
    static func runProcess(_ arguments: [String], environment: [String: String]) throws -> Int32 {
        guard let program = executable(named: arguments[0], environment: environment) else {
            throw EditorNotFound(name: arguments[0])
        }
        return try TerminalProgram.run(program, arguments: arguments, environment: environment)
    }
}

/// The editor named in `$VISUAL`/`$EDITOR` is not installed.
struct EditorNotFound: LocalizedError {
    var name: String
    var errorDescription: String? { "there is no program called \(name)" }
}
