import Foundation
import Testing

/// A folder import that fills the disk part way says how many recipes it saved, and those are in
/// the library: never "the change was not saved" when a thousand were.
@Suite struct DiskFullEndToEndTests {
    @Test(.enabled(if: SmallDisk.available, "mounting a small tmpfs needs root"))
    func aFolderImportThatFillsTheDiskSaysWhatWasSaved() throws {
        let source = try SousBinary.temporaryFolder()
        let total = 4000
        for number in 1...total {
            let text = "---\ntitle: Soup number \(number)\nservings: 2\n---\n"
                + "Simmer @water{500%ml} with @leek variety \(number){2} and @salt{1%tsp} for ~{20%minutes}. Serve with bread \(number).\n"
            try Data(text.utf8).write(to: source.appendingPathComponent("soup\(number).cook"))
        }
        // Big enough for the database and a few batches of recipes, too small for all of them.
        let disk = try SmallDisk(megabytes: 4)
        defer { disk.unmount() }
        let db = disk.folder.appendingPathComponent("sous.db").path

        let full = try SousBinary.run(["import", source.path, "--db", db])
        #expect(full.status == 1)
        #expect(full.err.hasPrefix("sous: imported "), "\(full.err)")
        #expect(full.err.contains(" of 4,000; the disk is full"), "\(full.err)")
        #expect(!full.err.contains("not saved.") || full.err.contains("were not saved"), "\(full.err)")
        let match = try #require(full.err.firstMatch(of: /imported ([0-9,]+) of/), "\(full.err)")
        let saved = try #require(Int(match.1.replacingOccurrences(of: ",", with: "")))
        #expect(saved > 0 && saved < total, "\(full.err)")
        #expect(full.out.hasPrefix("imported \(saved) of \(total),"), "\(full.out.prefix(200))")

        // What it said was saved is what the library holds.
        let list = try SousBinary.run(["list", "--db", db])
        #expect(list.status == 0, "\(list.err)")
        #expect(list.out.split(separator: "\n").count == saved)

        // With room again, the same import brings the rest and skips what is already there.
        try disk.grow(toMegabytes: 64)
        let again = try SousBinary.run(["import", source.path, "--db", db])
        #expect(again.status == 0, "\(again.err)")
        #expect(again.out.hasPrefix("imported \(total - saved), skipped \(saved), failed 0"), "\(again.out.prefix(200))")
    }
}
