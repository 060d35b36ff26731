import Foundation
import Testing
@testable import SousFormats

/// Photos are told by their first bytes, their size is read from the header, and a picture too
/// large or too odd to be a page is refused with a sentence before any OCR runs.
@Suite struct PagePhotoTests {
    @Test func formatsAreToldByTheirFirstBytesAndSizesReadFromTheirHeaders() throws {
        let cases: [(Data, PagePhoto.Format, Int, Int)] = [
            (TestPhotoBytes.png(width: 1654, height: 2339), .png, 1654, 2339),
            (TestPhotoBytes.jpeg(width: 4032, height: 3024), .jpeg, 4032, 3024),
            (TestPhotoBytes.tiff(width: 2480, height: 3508), .tiff, 2480, 3508),
            (TestPhotoBytes.tiff(width: 2480, height: 3508, littleEndian: false), .tiff, 2480, 3508),
        ]
        for (data, format, width, height) in cases {
            let photo = try PagePhoto(data: data, name: "page")
            #expect(photo.format == format)
            #expect(photo.width == width && photo.height == height, "\(format)")
            #expect(RecipeFormat.detect(data, name: "notes.txt") == .photo)
        }
    }

    @Test func picturesThatAreNotPagesAreNotPhotos() {
        #expect(throws: PhotoImportError.notAPhoto(name: "dish.gif")) { try PagePhoto(data: Data("GIF89a".utf8), name: "dish.gif") }
        #expect(PagePhoto.sniff(Data("GIF89a".utf8)) == nil)
        #expect(PagePhoto.sniff(Data("Lemon Drizzle Cake\n".utf8)) == nil)
        #expect(PagePhoto.sniff(Data()) == nil)
        #expect(RecipeFormat.detect(Data("Soup\n\nIngredients\n- 1 leek\n".utf8), name: "soup.png") == .plainText)
    }

    @Test(arguments: [
        (TestPhotoBytes.png(width: 100_000, height: 100_000), "100000 × 100000 pixels; sous reads photos of up to 20,000 pixels a side and 64 megapixels"),
        (TestPhotoBytes.png(width: 9_000, height: 9_000), "9000 × 9000 pixels"),
        (TestPhotoBytes.jpeg(width: 0, height: 0), "too small"),
        (TestPhotoBytes.tiff(width: 10, height: 5_000), "too small"),
        (TestPhotoBytes.png(width: 1000, height: 1000).prefix(20), "its size cannot be read"),
        (TestPhotoBytes.jpeg(width: 1000, height: 1000).prefix(22), "its size cannot be read"),
        (Data([0xFF, 0xD8, 0xFF, 0xDA, 0, 4, 0, 0]), "its size cannot be read"),
        (TestPhotoBytes.tiff(width: 1000, height: 1000).prefix(40), "its size cannot be read"),
    ])
    func oddPicturesAreRefusedWithASentence(data: Data, sentence: String) {
        #expect(throws: PhotoImportError.self) { try PagePhoto(data: data, name: "page.png") }
        do {
            _ = try PagePhoto(data: data, name: "page.png")
        } catch {
            #expect(error.message.contains(sentence), "\(error.message)")
            #expect(error.message.contains("page.png"))
        }
    }

    @Test func aPhotoOverThirtyMegabytesIsRefusedBeforeItsHeaderIsRead() {
        var data = TestPhotoBytes.png(width: 2000, height: 2000)
        data.append(Data(count: PagePhoto.maximumBytes))
        #expect(throws: PhotoImportError.tooLarge(name: "huge.png", bytes: data.count)) { try PagePhoto(data: data, name: "huge.png") }
    }

    @Test func aFileIsKnownForAPhotoFromItsFirstBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-photo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = folder.appendingPathComponent("scan.dat"), text = folder.appendingPathComponent("page.png")
        try TestPhotoBytes.jpeg(width: 800, height: 600).write(to: photo)
        try Data("Soup".utf8).write(to: text)
        #expect(PagePhoto.fileStartsLikePhoto(photo))
        #expect(!PagePhoto.fileStartsLikePhoto(text))
        #expect(!PagePhoto.fileStartsLikePhoto(folder.appendingPathComponent("missing.png")))
    }
}
