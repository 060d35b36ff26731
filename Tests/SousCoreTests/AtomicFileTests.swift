import Foundation
import SousCore
import Testing

/// A file written whole through a temporary beside it: new, replaced, and a failure that leaves
/// nothing behind.
@Suite struct AtomicFileTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func writesANewFileAndReplacesIt() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Soup.cook")
        try AtomicFile.write(Data("first\n".utf8), to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "first\n")
        try AtomicFile.write(Data("second\n".utf8), to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "second\n")
        #expect(try names() == ["Soup.cook"])
        // Readable by others as a new file is (umask permitting), not the temporary's 0600.
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int)
        #expect(mode & 0o600 == 0o600)
        #expect(mode != 0o600 || umaskNow() & 0o066 == 0o066)
    }

    @Test func anEmptyFileAndALargeOne() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty")
        try AtomicFile.write(Data(), to: empty)
        #expect(try Data(contentsOf: empty).isEmpty)
        let large = Data((0..<3_000_000).map { UInt8($0 % 251) })
        try AtomicFile.write(large, to: folder.appendingPathComponent("large"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("large")) == large)
    }

    @Test func aFolderThatIsNotThereIsASentenceAndLeavesNothing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("missing/Soup.cook")
        let failure = #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write(Data("x".utf8), to: file) }
        #expect(failure?.description.contains("No such file or directory") == true)
        #expect(try names().isEmpty)
    }

    @Test func aNameThatIsAFolderFailsAndLeavesNoTemporary() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let taken = folder.appendingPathComponent("Soup.cook")
        try FileManager.default.createDirectory(at: taken.appendingPathComponent("inside"), withIntermediateDirectories: true)
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write(Data("x".utf8), to: taken) }
        #expect(try names() == ["Soup.cook"])
    }

    private func umaskNow() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}
