import Foundation
import Testing
@testable import SousFormats

@Suite("Recipe file reader")
struct RecipeFileReaderTests {
    /// A scratch folder per test, removed afterwards.
    struct Scratch {
        let folder: URL
        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-reader-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        func file(_ name: String, _ data: Data) throws -> URL {
            let url = folder.appendingPathComponent(name)
            try data.write(to: url)
            return url
        }
        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    @Test func readsUTF8AndDropsByteOrderMark() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let url = try scratch.file("tea.cook", Data("\u{FEFF}Boil @water{}. Crème.".utf8))
        #expect(try RecipeFileReader.readText(at: url) == "Boil @water{}. Crème.")
    }

    @Test func fileSizeComesFromOneStatAndFollowsLinks() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let url = try scratch.file("tea.cook", Data(repeating: 65, count: 12_345))
        #expect(FileSize.of(url) == 12_345)
        let link = scratch.folder.appendingPathComponent("link.cook")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: url)
        #expect(FileSize.of(link) == 12_345)
        #expect(FileSize.of(scratch.folder.appendingPathComponent("missing.cook")) == nil)
    }

    @Test func rejectsLargeFilesWithTheirSize() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let url = try scratch.file("huge.cook", Data(repeating: UInt8(ascii: "a"), count: 50_000_000))
        #expect(throws: RecipeFileError(fileName: "huge.cook",
                                        message: "The file is 50 MB; sous reads recipe files up to 5 MB.")) {
            try RecipeFileReader.readText(at: url)
        }
    }

    @Test(arguments: [
        ("nul.cook", Data([0x41, 0x00, 0x42]), "NUL bytes"),
        ("latin1.cook", Data([0x43, 0x72, 0xE8, 0x6D, 0x65]), "not valid UTF-8"),
        ("controls.cook", Data([0x01, 0x02, 0x03, 0x41, 0x04, 0x05, 0x06, 0x07]), "mostly control characters"),
    ])
    func rejectsNonText(name: String, data: Data, phrase: String) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let url = try scratch.file(name, data)
        do {
            _ = try RecipeFileReader.readText(at: url)
            Issue.record("expected \(name) to be rejected")
        } catch {
            #expect(error.fileName == name)
            #expect(error.message.contains(phrase))
            #expect(error.description.hasPrefix("\(name): "))
        }
    }

    @Test func missingFileAndFolder() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        #expect(throws: RecipeFileError.self) {
            try RecipeFileReader.readText(at: scratch.folder.appendingPathComponent("nope.cook"))
        }
        #expect(throws: RecipeFileError(fileName: scratch.folder.lastPathComponent,
                                        message: "This is a folder, not a recipe file.")) {
            try RecipeFileReader.readText(at: scratch.folder)
        }
    }
}
