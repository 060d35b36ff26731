/// Reads the words printed on a photo of a page. `TesseractReader` is the real one; tests give
/// words they wrote themselves, so the layout and import are tested without an OCR engine.
public protocol PageTextRecognizer: Sendable {
    func words(in photo: PagePhoto) throws(PhotoImportError) -> [OCRWord]
}
