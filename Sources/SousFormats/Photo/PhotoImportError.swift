/// Why a photo of a page gave no recipe, as a sentence for the user: what is missing and how to
/// get it, or what is wrong with the picture.
public enum PhotoImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The `tesseract` program is not on PATH.
    case tesseractMissing
    /// Tesseract runs but has no English data to read with.
    case languageMissing
    /// Not a PNG, JPEG or TIFF by its first bytes.
    case notAPhoto(name: String)
    case tooLarge(name: String, bytes: Int)
    case badDimensions(name: String, width: Int, height: Int)
    /// It starts like a PNG, JPEG or TIFF, but the header that gives its size is cut short or damaged.
    case unreadableHeader(name: String, format: String)
    case timedOut(name: String, seconds: Int)
    case outputTooLarge(name: String)
    /// The cook stopped the import (Esc in the app).
    case cancelled(name: String)
    /// Tesseract stopped with an error; `detail` is the first line it wrote about it.
    case tesseractFailed(name: String, detail: String)
    /// Tesseract found no printed words (a blank page, handwriting, a picture of a dish).
    case noText(name: String)
    /// Words were read, but no title with ingredients or steps among them.
    case notARecipe(name: String, words: Int)

    public var message: String {
        switch self {
        case .tesseractMissing:
            return "reading photos needs Tesseract: sudo apt install tesseract-ocr"
        case .languageMissing:
            return "reading photos needs Tesseract's English data: sudo apt install tesseract-ocr-eng"
        case .notAPhoto(let name):
            return "\(name) is not a PNG, JPEG or TIFF picture, the kinds of photo sous reads pages from."
        case .tooLarge(let name, let bytes):
            return "\(name) is \(bytes / 1_000_000) MB; sous reads photos of pages up to \(PagePhoto.maximumBytes / 1_000_000) MB."
        case .badDimensions(let name, let width, let height):
            if min(width, height) < PagePhoto.minimumSide {
                return "\(name) is \(width) × \(height) pixels, too small to hold a readable page."
            }
            return "\(name) is \(width) × \(height) pixels; sous reads photos of up to \(PagePhoto.maximumSide.formatted()) pixels a side and \(PagePhoto.maximumPixels / 1_000_000) megapixels (scale it down first)."
        case .unreadableHeader(let name, let format):
            return "\(name) starts like a \(format) picture but its size cannot be read; the file may be damaged."
        case .timedOut(let name, let seconds):
            return "Reading \(name) took Tesseract over \(seconds) seconds, so sous stopped it; try a smaller or sharper photo."
        case .outputTooLarge(let name):
            return "Tesseract read more text from \(name) than a page holds, so sous stopped it."
        case .cancelled(let name):
            return "Reading \(name) was cancelled."
        case .tesseractFailed(let name, let detail):
            return detail.isEmpty ? "Tesseract could not read \(name)." : "Tesseract could not read \(name): \(detail)"
        case .noText(let name):
            return "No printed text was found in \(name); sous reads photos of printed pages, not handwriting or pictures of food."
        case .notARecipe(let name, let words):
            return "\(name) does not look like a recipe: of the \(words) words read, none made a title with ingredients or steps."
        }
    }

    public var description: String { message }
}
