import Testing
@testable import SousFormats

/// Whether the programs the photo tests need are installed: Tesseract to read, ImageMagick to draw.
enum OCRTools {
    static let tesseract = TesseractReader().executable != nil
    static let present = tesseract && PageImageRenderer.isAvailable
    /// Why the tests that need them are skipped.
    static var missing: Comment {
        !tesseract ? "tesseract is not installed (sudo apt install tesseract-ocr)" : "ImageMagick is not installed (sudo apt install imagemagick)"
    }
}
