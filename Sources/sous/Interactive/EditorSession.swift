import Foundation
import SousServices
import SousApp
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
        let file = folder.appendingPathComponent(EditorFile.fileName(for: request.recipe))
        guard fileManager.createFile(atPath: file.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            return .failed("Could not make a temporary file for the editor in \(folder.path).")
        }

        let original = request.purpose == .create ? EditorFile.template : CooklangWriter.write(request.recipe)
        var body = original
        var header = EditorFile.guide(for: request)
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
            let returned = EditorFile.text(readBack: data)
            let edited = EditorFile.strippingComments(returned)
            if edited.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return .emptied }
            if EditorFile.same(edited, original) { return .unchanged }
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
                problem = error.line.map { "line \($0 + EditorFile.errorHeaderLines(error.message)): \(error.message)" } ?? error.message
            } catch {
                problem = String(describing: error)
            }
            // Saved again without touching the problem: give up rather than ask for ever.
            if returned == written && header.hasPrefix(EditorFile.errorMarker) {
                return .failed("Not saved: \(problem)")
            }
            header = EditorFile.errorHeader(problem)
            body = edited
        }
        return .failed("Not saved after \(Self.maxRounds) tries; nothing was changed.")
    }

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
