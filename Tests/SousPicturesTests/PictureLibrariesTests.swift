import CPictures
import Foundation
import Testing
@testable import SousPictures

/// gdk-pixbuf and libchafa are opened on the first picture, not linked: sous starts without them.
@Suite struct PictureLibrariesTests {
    @Test func theLibrariesAreFoundWhenInstalled() {
        #expect(sous_pictures_missing_library() == nil)
    }

    @Test func theyAreNotLinkedSoAStartDoesNotLoadThem() throws {
        // This test program links CPictures as sous does; what it needs at start is what ldd lists.
        let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let ldd = Process()
        ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        ldd.arguments = [binary.path]
        let output = Pipe()
        ldd.standardOutput = output
        try ldd.run()
        let listed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ldd.waitUntilExit()
        #expect(listed.contains("libswiftCore"), "ldd listed the test program's libraries")
        for library in ["libchafa", "libgdk_pixbuf", "libgobject"] {
            #expect(!listed.contains(library), "\(library) is linked")
        }
    }

    @Test func aMissingLibraryIsASentenceWithThePackage() {
        let error = DecodedImage.error(SOUS_PICTURE_LIBRARY_MISSING, claimed: nil)
        guard case .libraryMissing(let sentence) = error else { Issue.record("\(error)"); return }
        #expect(!sentence.isEmpty)
        #expect(PictureError.libraryMissing("pictures need libchafa.so.0: sudo apt install libchafa0").description
            == "pictures need libchafa.so.0: sudo apt install libchafa0")
    }
}
