import Dispatch
import Foundation
import SousCore
import SousStore

/// Saves what an import read: a recipe already in the library (`DuplicateChecker`) is skipped
/// with its reason unless forced; the rest go in batches of 2,000, each its own transaction, so a
/// failure part way (a full disk) keeps what was saved before it and says how many.
///
/// Saving overlaps reading: `add` checks and prepares what was read so far (on every core) and
/// hands full batches to a writing thread, so the next files are read while a batch is written.
/// `finish` waits for the writes and tidies the search index.
public final class ImportSaver: @unchecked Sendable {
    public let database: AppDatabase
    /// Import duplicates too (`--force`).
    public let force: Bool
    /// 2,000 a transaction: each commit writes the pages it touched to the write-ahead log again
    /// (the indexes' inner pages, the search index's new segment), and at 500 a batch a
    /// 100,000-file import spent a tenth of its time doing so (21.4 s against 19.1 s).
    public static let batchSize = 2_000
    /// Reading and preparing run in these lanes with the writing, so that the writing (the
    /// slowest stage) is never starved of a processor: give them to the reading.
    public let lanes = ProcessorLanes()

    public struct Outcome {
        /// The recipes saved, in order, as the report names them (`ImportReport.titleLine`), and
        /// their ids. Lines, not recipes: a large import does not keep every recipe it saved.
        public var saved: [String] = []
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

    private var checker: DuplicateChecker
    private let corrections: [String: String]
    private let now = Date()
    /// Checked and waiting for a full batch; touched only by the caller's thread.
    private var pending: [Recipe] = []
    private var skipped: [String] = []
    private var wanted = 0
    /// The writing thread, and what only it touches until `finish` waits for it.
    private let writing = DispatchQueue(label: "sous.import.save")
    /// Batches prepared and not yet written, at most two: writing is the slowest stage, and
    /// without a bound a 100,000-file import held a queue of prepared batches (480 MB at its
    /// peak) while reading ran ahead.
    private let inFlight = DispatchSemaphore(value: 2)
    private var written = Outcome()

    public init(database: AppDatabase, force: Bool = false) throws {
        self.database = database
        self.force = force
        checker = try DuplicateChecker(database: database)
        corrections = try database.foodCorrections()
        try database.setBulkWriting(true)
    }

    /// Checks each recipe (in order) and queues full batches for writing. Throws when the
    /// library cannot be read to compare; batches queued before then are still written.
    public func add(_ parsed: [(source: String, recipe: Recipe)]) throws {
        for (source, recipe) in parsed {
            if !force, let reason = try checker.duplicateReason(recipe) {
                skipped.append("\(source): \u{201C}\(recipe.title)\u{201D} \(reason) (--force imports it again)")
                continue
            }
            checker.remember(recipe)
            pending.append(recipe)
            wanted += 1
            if pending.count == Self.batchSize { queuePending() }
        }
    }

    /// Writes what is left, waits for every batch, tidies the search index and says what happened.
    public func finish() -> Outcome {
        queuePending()
        var outcome = writing.sync { written }
        outcome.skipped = skipped
        outcome.wanted = wanted
        // Batches leave the search index in segments; merge them once, now, not per batch, and
        // with the bulk cache still on (at SQLite's usual 2 MB the merge took five times longer).
        // Every recipe is saved by now: a merge that fails leaves searches slower, not wrong.
        if outcome.stoppedBy == nil && outcome.saved.count >= Self.batchSize {
            do {
                try database.optimizeSearchIndex()
            } catch {
                outcome.notes.append("the search index was not tidied (\(StoreError.cause(of: error))); searching works, a little slower")
            }
        }
        try? database.setBulkWriting(false)
        return outcome
    }

    /// `add` and `finish` for recipes all read already.
    public func save(_ parsed: [(source: String, recipe: Recipe)]) throws -> Outcome {
        try add(parsed)
        return finish()
    }

    /// Prepares the pending recipes here, on every core, and writes them on the writing thread.
    private func queuePending() {
        guard !pending.isEmpty else { return }
        let batch = pending
        pending.removeAll(keepingCapacity: true)
        let prepared = PreparedRecipe.all(batch, corrections: corrections, now: now, lanes: lanes)
        inFlight.wait()
        writing.async { [self] in
            defer { inFlight.signal() }
            // After a failure (a full disk) nothing more is written: the report says how far it got.
            guard written.stoppedBy == nil else { return }
            do {
                written.ids += try lanes.run { try database.importPrepared(prepared) }
                written.saved += batch.map(ImportReport.titleLine)
            } catch {
                written.stoppedBy = error
            }
        }
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
