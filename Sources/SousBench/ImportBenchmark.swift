import Foundation
import SousCore
import SousFormats
import SousProcess
import SousStore

/// Import throughput: .cook text read, parsed by CooklangImporter and saved with
/// `AppDatabase.importRecipes` in batches of 500, the way `sous import` does it.
enum ImportBenchmark {
    static let batchSize = 500

    /// Where one import spent its time.
    struct Outcome {
        var recipes = 0
        var readSeconds = 0.0
        var parseSeconds = 0.0
        var saveSeconds = 0.0
        /// CPU time inside the saves: the rest of `saveSeconds` is waiting (fsync, page reads).
        var saveCPUSeconds = 0.0
        var totalSeconds: Double { readSeconds + parseSeconds + saveSeconds }
        var rate: Double { Double(recipes) / max(totalSeconds, 1e-9) }
        var parseRate: Double { Double(recipes) / max(parseSeconds, 1e-9) }
        var saveRate: Double { Double(recipes) / max(saveSeconds, 1e-9) }

        mutating func add(_ other: Outcome) {
            recipes += other.recipes
            readSeconds += other.readSeconds
            parseSeconds += other.parseSeconds
            saveSeconds += other.saveSeconds
            saveCPUSeconds += other.saveCPUSeconds
        }
    }

    /// Writes generated recipes as .cook files (not timed: this is the fixture).
    static func writeCookFiles(_ recipes: [Recipe], to folder: URL, numberingFrom first: Int = 0) throws -> [URL] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try recipes.enumerated().map { index, recipe in
            let url = folder.appendingPathComponent(String(format: "recipe-%06d.cook", first + index + 1))
            try Data(CooklangWriter.write(recipe).utf8).write(to: url)
            return url
        }
    }

    /// Reads, parses and saves every file into `database`, timing each stage.
    static func importFiles(_ files: [URL], into database: AppDatabase) throws -> Outcome {
        var outcome = Outcome()
        var batch: [Recipe] = []
        batch.reserveCapacity(batchSize)
        for file in files {
            let (text, read) = try Stopwatch.time { () throws -> String in try RecipeFileReader.readText(at: file) }
            let (recipe, parse) = try Stopwatch.time {
                try CooklangImporter.recipe(from: text, fileName: file.lastPathComponent)
            }
            outcome.readSeconds += read
            outcome.parseSeconds += parse
            batch.append(recipe)
            if batch.count == batchSize { try save(&batch, into: database, outcome: &outcome) }
        }
        try save(&batch, into: database, outcome: &outcome)
        try optimize(database, outcome: &outcome)
        outcome.recipes = files.count
        return outcome
    }

    /// The same pipeline over texts already in memory (decode instead of a file read), for
    /// libraries too big to write out as files within the benchmark's time budget.
    static func importTexts(_ texts: [String], into database: AppDatabase) throws -> Outcome {
        var outcome = Outcome()
        var batch: [Recipe] = []
        batch.reserveCapacity(batchSize)
        for (index, text) in texts.enumerated() {
            let name = "recipe-\(index).cook"
            let (decoded, read) = try Stopwatch.time { () throws -> String in
                try RecipeFileReader.decode(Data(text.utf8), fileName: name)
            }
            let (recipe, parse) = try Stopwatch.time { try CooklangImporter.recipe(from: decoded, fileName: name) }
            outcome.readSeconds += read
            outcome.parseSeconds += parse
            batch.append(recipe)
            if batch.count == batchSize { try save(&batch, into: database, outcome: &outcome) }
        }
        try save(&batch, into: database, outcome: &outcome)
        outcome.recipes = texts.count
        return outcome
    }

    /// `AppDatabase.optimizeSearchIndex`, which an importer runs once after its batches;
    /// timed as part of saving.
    static func optimize(_ database: AppDatabase, outcome: inout Outcome) throws {
        let cpu = ProcessCPUTime.seconds()
        let (_, seconds) = try Stopwatch.time { try database.optimizeSearchIndex() }
        outcome.saveCPUSeconds += ProcessCPUTime.seconds() - cpu
        outcome.saveSeconds += seconds
    }

    private static func save(_ batch: inout [Recipe], into database: AppDatabase, outcome: inout Outcome) throws {
        guard !batch.isEmpty else { return }
        let recipes = batch
        let cpu = ProcessCPUTime.seconds()
        let (_, seconds) = try Stopwatch.time { try database.importRecipes(recipes) }
        outcome.saveCPUSeconds += ProcessCPUTime.seconds() - cpu
        outcome.saveSeconds += seconds
        batch.removeAll(keepingCapacity: true)
    }

    /// What the real binary reported and how long it took, start to exit.
    struct BinaryOutcome {
        var seconds: Double
        var summary: String
        var exitStatus: Int32
    }

    /// Runs `sous import <folder> --db <db>` and times it from launch to exit (posix_spawn and
    /// waitpid: `Process.waitUntilExit` wakes only every 50 ms).
    static func runBinary(_ binary: URL, folder: URL, databasePath: String, force: Bool) throws -> BinaryOutcome {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("sous-bench-import-\(getpid())")
        guard FileManager.default.createFile(atPath: report.path, contents: nil) else {
            throw BenchError("cannot write \(report.path)")
        }
        defer { try? FileManager.default.removeItem(at: report) }
        let arguments = [binary.path, "import", folder.path, "--db", databasePath] + (force ? ["--force"] : [])
        let watch = Stopwatch()
        let pid = try ChildProcess.spawn(binary.path, arguments: arguments, environment: ProcessInfo.processInfo.environment,
                                         output: .file(report.path), error: .null)
        let status = try ChildProcess.wait(pid)
        let seconds = watch.elapsedSeconds
        let text = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
        let firstLine = text.split(separator: "\n").first.map(String.init) ?? ""
        return BinaryOutcome(seconds: seconds, summary: firstLine, exitStatus: status)
    }
}
