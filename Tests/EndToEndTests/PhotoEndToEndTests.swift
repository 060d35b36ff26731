import Foundation
import Testing

/// Where the photo tests find their programs: Tesseract to read, ImageMagick to draw the page.
enum PhotoTools {
    static func find(_ name: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `magick` (ImageMagick 7) or `convert` (6), if it is ImageMagick.
    static let imageMagick: String? = ["magick", "convert"].compactMap(find).first { path in
        (try? ChildProcess.run([path, "-version"]))?.output.contains("ImageMagick") == true
    }

    static let present = find("tesseract") != nil && imageMagick != nil

    /// A printed page, photographed askew: the title across the top, ingredients on the left and
    /// the method on the right, drawn at 200 dpi, turned 1.5°, with noise.
    static func drawPage(at path: String) throws {
        let ingredients = "Ingredients\n200 g plain flour\n2 large eggs\n300 ml milk\n1 tbsp sunflower oil\npinch of salt"
        let method = "Method\n1. Whisk the flour, eggs, milk and salt into a smooth batter.\n2. Heat the oil in a frying pan.\n"
            + "3. Pour in a ladle of batter, tilt the pan to coat it and cook for a minute on each side."
        guard let magick = imageMagick else { throw E2EError("ImageMagick is not installed") }
        let drawn = try ChildProcess.run([
            magick, "-size", "1654x2339", "xc:white",
            "(", "-density", "200", "-size", "1300x", "-background", "white", "-font", "DejaVu-Serif-Bold", "-pointsize", "22", "caption:Sunday Pancakes", ")",
            "-geometry", "+160+160", "-composite",
            "(", "-density", "200", "-size", "620x", "-background", "white", "-font", "DejaVu-Serif", "-pointsize", "11", "caption:" + ingredients, ")",
            "-geometry", "+160+400", "-composite",
            "(", "-density", "200", "-size", "620x", "-background", "white", "-font", "DejaVu-Serif", "-pointsize", "11", "caption:" + method, ")",
            "-geometry", "+870+400", "-composite",
            "-background", "white", "-rotate", "1.5", "+repage", "-seed", "15", "-attenuate", "0.4", "+noise", "Gaussian",
            "-colorspace", "Gray", "-depth", "8", path,
        ])
        guard drawn.status == 0 else { throw E2EError("ImageMagick could not draw the page: \(drawn.errors)") }
    }
}

/// `sous import` given a photo of a printed page: the recipe read with Tesseract, and a sentence
/// saying what to install where Tesseract is missing.
@Suite struct PhotoEndToEndTests {
    let folder: URL
    let db: String

    init() throws {
        folder = try SousBinary.temporaryFolder()
        db = folder.appendingPathComponent("sous.db").path
    }

    @Test(.enabled(if: PhotoTools.present, "tesseract or ImageMagick is not installed (make deps)"))
    func aPhotoOfAPageImportsAsARecipe() throws {
        let page = folder.appendingPathComponent("page.png").path
        try PhotoTools.drawPage(at: page)
        let result = try SousBinary.run(["import", page, "--dry-run", "--json", "--db", db])
        #expect(result.status == 0, "\(result.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        let recipe = try #require(json.first)
        #expect(recipe["title"] as? String == "Sunday Pancakes")
        let ingredients = try #require(recipe["ingredients"] as? [[String: Any]])
        #expect(ingredients.compactMap { $0["text"] as? String } == ["200 g plain flour", "2 large eggs", "300 ml milk", "1 tbsp sunflower oil", "pinch of salt"])
        #expect(ingredients.first?["quantity"] as? Double == 200)
        // Every line says it was read from a photo, and how sure sous is of it.
        #expect(ingredients.allSatisfy { $0["source"] as? String == "ocr" })
        #expect(ingredients.allSatisfy { ($0["confidence"] as? Double).map { $0 > 0.6 && $0 <= 1 } == true })
        #expect((recipe["steps"] as? [[String: Any]])?.allSatisfy { $0["source"] as? String == "ocr" } == true)
        #expect((recipe["steps"] as? [Any])?.count == 3)
        #expect(result.err.contains("would import 1"))

        let saved = try SousBinary.run(["import", page, "--db", db])
        #expect(saved.status == 0, "\(saved.err)")
        let shown = try SousBinary.run(["show", "Sunday Pancakes", "--db", db])
        #expect(shown.out.contains("Whisk the flour, eggs, milk and salt into a smooth batter."))
    }

    @Test func withoutTesseractThePhotoIsRefusedWithWhatToInstall() throws {
        // A PNG's header is all sous reads before it looks for Tesseract.
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8)
        png += Data([0, 0, 6, 0x76, 0, 0, 9, 0x23, 8, 0, 0, 0, 0])
        let page = folder.appendingPathComponent("page.png")
        try png.write(to: page)
        let result = try SousBinary.run(["import", page.path, "--db", db], environment: ["PATH": folder.path])
        #expect(result.status == 1)
        #expect(result.out.contains("reading photos needs Tesseract: sudo apt install tesseract-ocr"), "\(result.out)\(result.err)")
        #expect(!result.err.contains("Fatal"))
    }

    @Test(.enabled(if: PhotoTools.present && Tmux.isAvailable, "tesseract, ImageMagick or tmux is not installed"))
    func theAppImportsAPhotoThroughThePreview() throws {
        let page = folder.appendingPathComponent("page.png")
        try PhotoTools.drawPage(at: page.path)
        let tmux = try WatchedSession.launch(folder: folder, environment: "EDITOR=true VISUAL= ")
        try tmux.waitFor(text: "Bibimbap")
        try tmux.sendKeys("i")
        try tmux.waitFor(text: "Import from")
        try tmux.type(page.path)
        try tmux.sendKeys("Enter")
        try tmux.waitFor(all: ["sous › Import", "Sunday Pancakes", "200 g plain flour"])
        try tmux.sendKeys("a")
        try tmux.waitFor(text: "Imported “Sunday Pancakes”")
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "SOUS-ENDED")
    }
}
