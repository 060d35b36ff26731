import SousCore
import SousStore

/// Saves what an import read: a recipe already in the library (`DuplicateChecker`) is skipped
/// with its reason unless forced; the rest go in batches of 500, each its own transaction, so a
/// failure part way (a full disk) keeps what was saved before it and says how many.
public struct ImportSaver {
    public let database: AppDatabase
    /// Import duplicates too (`--force`).
    public var force: Bool
    public static let batchSize = 500

    public init(database: AppDatabase, force: Bool = false) {
        self.database = database
        self.force = force
    }

    public struct Outcome {
        /// The recipes saved, in order, and their ids.
        public var saved: [Recipe] = []
        public var ids: [Int64] = []
        /// "SOURCE: “Title” from the same address is already in the library (--force imports it again)".
        public var skipped: [String] = []
        /// How many were to be saved.
        public var wanted = 0
        /// What stopped saving part way; the recipes before it are saved.
        public var stoppedBy: (any Error)?
        /// What was done but not quite (the search index left untidied).
        public var notes: [String] = []
    }

    public func save(_ parsed: [(source: String, recipe: Recipe)]) throws -> Outcome {
        var outcome = Outcome()
        var toSave: [Recipe] = []
        var checker = try DuplicateChecker(database: database)
        for (source, recipe) in parsed {
            if !force, let reason = try checker.duplicateReason(recipe) {
                outcome.skipped.append("\(source): \u{201C}\(recipe.title)\u{201D} \(reason) (--force imports it again)")
                continue
            }
            checker.remember(recipe)
            toSave.append(recipe)
        }
        outcome.wanted = toSave.count
        do {
            for start in stride(from: 0, to: toSave.count, by: Self.batchSize) {
                let batch = Array(toSave[start..<min(start + Self.batchSize, toSave.count)])
                outcome.ids += try database.importRecipes(batch)
                outcome.saved += batch
            }
        } catch {
            outcome.stoppedBy = error
            return outcome
        }
        // Batches leave the search index in segments; merge them once, now, not per batch.
        // Every recipe is saved by now: a merge that fails leaves searches slower, not wrong.
        if toSave.count >= Self.batchSize {
            do {
                try database.optimizeSearchIndex()
            } catch {
                outcome.notes.append("the search index was not tidied (\(StoreError.cause(of: error))); searching works, a little slower")
            }
        }
        return outcome
    }

    /// Which recipes read in the app's import the library holds already, and why, for the
    /// preview: "“Pancakes” (same address)".
    public static func alreadyHeld(_ recipes: [Recipe], in database: AppDatabase) throws -> [String] {
        let checker = try DuplicateChecker(database: database)
        return try recipes.compactMap { recipe in
            try checker.heldBecause(recipe).map { "\u{201C}\(recipe.title)\u{201D} (\($0.rawValue))" }
        }
    }
}
