import Foundation

/// A photo or scan of a printed page, checked before any OCR runs: a PNG, JPEG or TIFF by its
/// first bytes (the name is not trusted), no larger than `maximumBytes`, with a size read from its
/// header that a page could have. A picture that would take the OCR engine minutes or gigabytes
/// (a decompression bomb claims huge dimensions in a few bytes) is refused here with a sentence.
public struct PagePhoto: Sendable {
    /// The encodings Tesseract (through Leptonica) reads that sous accepts as photos of pages.
    public enum Format: String, Sendable, CaseIterable {
        case png, jpeg, tiff

        public var fileExtension: String {
            switch self {
            case .png: "png"
            case .jpeg: "jpg"
            case .tiff: "tif"
            }
        }

        /// The name used in sentences.
        public var displayName: String { rawValue.uppercased() }
    }

    public let data: Data
    public let format: Format
    public let width: Int
    public let height: Int
    /// The file name, for sentences.
    public let name: String

    /// A phone photo is a few megabytes; a TIFF scan of a page at 600 dpi, uncompressed, is about 35.
    public static let maximumBytes = 30_000_000
    /// Twice a 300 dpi A3 scan a side, and well over any phone camera's default resolution.
    public static let maximumSide = 20_000
    public static let maximumPixels = 64_000_000
    /// Below this no page text can be read.
    public static let minimumSide = 16

    public init(data: Data, name: String) throws(PhotoImportError) {
        guard data.count <= Self.maximumBytes else { throw .tooLarge(name: name, bytes: data.count) }
        guard let format = Self.sniff(data) else { throw .notAPhoto(name: name) }
        guard let size = PhotoHeader.size(of: data, format: format) else {
            throw .unreadableHeader(name: name, format: format.displayName)
        }
        guard size.width >= Self.minimumSide, size.height >= Self.minimumSide,
              size.width <= Self.maximumSide, size.height <= Self.maximumSide,
              size.width * size.height <= Self.maximumPixels
        else { throw .badDimensions(name: name, width: size.width, height: size.height) }
        self.data = data
        self.format = format
        self.width = size.width
        self.height = size.height
        self.name = name
    }

    /// The format named by the first bytes, if it is one sous reads pages from.
    public static func sniff(_ data: Data) -> Format? {
        let head = [UInt8](data.prefix(8))
        func starts(_ bytes: [UInt8]) -> Bool { head.count >= bytes.count && Array(head.prefix(bytes.count)) == bytes }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        // Classic TIFF, little- or big-endian ("II*\0", "MM\0*"); BigTIFF is not read by Leptonica.
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        return nil
    }

    /// True when the file at `url` starts like a photo, read from its first bytes only, so the
    /// size limit for photos can be chosen before the whole file is read.
    public static func fileStartsLikePhoto(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 8) else { return false }
        return sniff(head) != nil
    }

    /// File extensions of photos, for finding them in a folder.
    public static let fileExtensions: Set<String> = ["png", "jpg", "jpeg", "tif", "tiff"]

    /// True for a Cooklang step picture (`Pancakes.1.jpg` beside `Pancakes.cook`): a picture of
    /// a step, not a page.
    public static func isStepPicture(_ url: URL, fileManager: FileManager = .default) -> Bool {
        let base = url.deletingPathExtension()
        let step = base.pathExtension
        guard !step.isEmpty, step.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        let recipe = base.deletingPathExtension()
        return ["cook", "COOK"].contains { fileManager.fileExists(atPath: recipe.appendingPathExtension($0).path) }
    }
}
