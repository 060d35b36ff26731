import Foundation
import Testing
@testable import SousFormats

/// Which pictures `sous import FOLDER` takes for photos of pages: not a Cooklang recipe's own
/// picture beside it, and photos may be larger than recipe files.
@Suite struct PhotoCollectionTests {
    @Test func aPictureBesideItsCooklangFileIsThatRecipesPictureOrItsStepsAndALonePictureIsAPage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-photos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("Boil @water{1%l}.\n".utf8).write(to: folder.appendingPathComponent("soup.cook"))
        try TestPhotoBytes.jpeg(width: 800, height: 600).write(to: folder.appendingPathComponent("soup.jpg"))
        try TestPhotoBytes.jpeg(width: 800, height: 600).write(to: folder.appendingPathComponent("soup.2.jpg"))
        try TestPhotoBytes.jpeg(width: 800, height: 600).write(to: folder.appendingPathComponent("2024.06.jpg"))
        try TestPhotoBytes.png(width: 1654, height: 2339).write(to: folder.appendingPathComponent("grandmas-page.PNG"))
        try TestPhotoBytes.tiff(width: 2480, height: 3508).write(to: folder.appendingPathComponent("scan.tiff"))
        let found = ImportSourceCollector.collect([folder.path])
        #expect(found.files.map(\.lastPathComponent).sorted() == ["2024.06.jpg", "grandmas-page.PNG", "scan.tiff", "soup.cook"])
    }

    @Test func aPhotoMayBeLargerThanARecipeFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-photos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = folder.appendingPathComponent("page.jpg"), text = folder.appendingPathComponent("notes.txt")
        try (TestPhotoBytes.jpeg(width: 4000, height: 3000) + Data(count: 15_000_000)).write(to: photo)
        try Data(count: 15_000_000).write(to: text)
        #expect(try ImportSourceCollector.read(photo).count > 15_000_000)
        #expect(throws: RecipeImportError.self) { try ImportSourceCollector.read(text) }
        try (TestPhotoBytes.jpeg(width: 4000, height: 3000) + Data(count: 31_000_000)).write(to: photo)
        #expect(throws: RecipeImportError.self) { try ImportSourceCollector.read(photo) }
    }
}
