import Foundation
import SousProcess
import SousCore

/// Reads a photo of a page with the `tesseract` program (Debian `tesseract-ocr`), run with an
/// argument array, a time limit and an output cap. The program, not the library, keeps the build
/// free of C++ headers and lets sous build and run where Tesseract is absent: only reading
/// photos then says what to install.
///
/// `--psm 1` lets Tesseract find the page's blocks and its orientation (a photo taken sideways);
/// the TSV output gives each word's box, confidence and line, from which `PageLayout` puts the
/// columns in order. One thread: Tesseract's OpenMP threads cost more than they save on a page,
/// and sous shares the machine with the cook's other programs.
public struct TesseractReader: PageTextRecognizer {
    public var environment: [String: String]
    public var timeout: TimeInterval
    /// Esc on an import under way in the app stops Tesseract at once.
    public var cancellation: FetchCancellation?
    /// A page's TSV is a few hundred kilobytes.
    public static let maximumOutputBytes = 16_000_000

    public init(environment: [String: String] = ProcessInfo.processInfo.environment, timeout: TimeInterval = 60,
                cancellation: FetchCancellation? = nil) {
        self.environment = environment
        self.timeout = timeout
        self.cancellation = cancellation
    }

    /// The full path of `tesseract` on PATH, or nil when it is not installed.
    public var executable: String? {
        ProgramPath.find("tesseract", environment: environment)
    }

    public func words(in photo: PagePhoto) throws(PhotoImportError) -> [OCRWord] {
        guard let executable else { throw .tesseractMissing }
        // Tesseract reads files; the picture goes to a private temporary file, removed afterwards.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-ocr-\(UUID().uuidString)")
        let image = folder.appendingPathComponent("page.\(photo.format.fileExtension)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            try photo.data.write(to: image, options: .withoutOverwriting)
        } catch {
            throw .tesseractFailed(name: photo.name, detail: "the photo could not be written to a temporary file (\(error.localizedDescription)).")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        var words = TesseractTSV.words(from: try run(executable, [image.path, "stdout", "--psm", "1", "-l", "eng", "tsv"], for: photo))
        // Finding blocks, Tesseract sometimes takes a list's column of amounts (aligned digits in a
        // monospaced face) for a block of its own and reads it as one tall line, losing every
        // amount. The page is then read again as one block of lines, whose columns `PageLayout`
        // finds from the words, and that reading is kept unless it has the same fault or reads
        // fewer words surely (one block finds no orientation: a photo taken sideways).
        if Self.hasTallLine(words) {
            let again = TesseractTSV.words(from: try run(executable, [image.path, "stdout", "--psm", "6", "-l", "eng", "tsv"], for: photo))
            if !Self.hasTallLine(again), Self.sureWords(again) >= Self.sureWords(words) { words = again }
        }
        return try rereadingFractions(words, in: photo, folder: folder, executable: executable)
    }

    /// Whether one of the engine's lines stands several times taller than the page's usual line:
    /// lines of a column read as one.
    static func hasTallLine(_ words: [OCRWord]) -> Bool {
        var boxes: [[Int]: PixelBox] = [:]
        for word in words where word.text.contains(where: { $0.isLetter || $0.isNumber }) {
            boxes[word.lineKey] = boxes[word.lineKey].map { $0.union(word.box) } ?? word.box
        }
        let heights = boxes.values.map(\.height).sorted()
        guard heights.count >= 10 else { return false }
        return heights.last! > tallLine * heights[heights.count / 2]
    }

    /// How many words with letters or digits the engine was sure of.
    static func sureWords(_ words: [OCRWord]) -> Int {
        words.filter { $0.confidence >= 60 && $0.text.contains(where: { $0.isLetter || $0.isNumber }) }.count
    }

    /// How many times the usual line's height makes a line suspect (a title is about twice, a
    /// page turned 3° raises a long line by a little).
    static let tallLine = 4.0

    /// The words with the fractions Tesseract could not read read again from the picture
    /// (`FractionGlyphs`); unchanged when there are none, or the second reading fails (Esc still
    /// stops the import).
    func rereadingFractions(_ words: [OCRWord], in photo: PagePhoto, folder: URL, executable: String) throws(PhotoImportError) -> [OCRWord] {
        let suspects = FractionGlyphs.suspects(in: words)
        guard !suspects.isEmpty, let page = GrayPage(photo) else { return words }
        let candidates = FractionGlyphs.candidates(suspects, in: words, page: page)
        guard !candidates.isEmpty else { return words }
        let sheet = FractionGlyphs.sheet(candidates)
        let file = folder.appendingPathComponent("fractions.pgm")
        guard (try? sheet.page.pgm.write(to: file, options: .withoutOverwriting)) != nil else { return words }
        let tsv: String
        do {
            tsv = try run(executable, [file.path, "stdout", "--psm", "6", "-l", "eng", "-c", "tessedit_char_whitelist=0123456789", "tsv"], for: photo)
        } catch {
            if case .cancelled = error { throw error }
            return words
        }
        return FractionGlyphs.applying(TesseractTSV.words(from: tsv), on: sheet, candidates: candidates, to: words)
    }

    /// Tesseract's output for `arguments`, or the error to show.
    private func run(_ executable: String, _ arguments: [String], for photo: PagePhoto) throws(PhotoImportError) -> String {
        var environment = self.environment
        if environment["OMP_THREAD_LIMIT"] == nil { environment["OMP_THREAD_LIMIT"] = "1" }
        let program = BoundedProgram(
            executable: executable, arguments: arguments,
            environment: environment, timeout: timeout, maximumOutputBytes: Self.maximumOutputBytes, cancellation: cancellation)
        let outcome: BoundedProgram.Outcome
        do {
            outcome = try program.run()
        } catch {
            switch error {
            case .couldNotStart(let reason): throw .tesseractFailed(name: photo.name, detail: "it could not be started (\(reason)).")
            case .timedOut: throw .timedOut(name: photo.name, seconds: Int(timeout))
            case .outputTooLarge: throw .outputTooLarge(name: photo.name)
            case .cancelled: throw .cancelled(name: photo.name)
            }
        }
        let errors = String(decoding: outcome.errors, as: UTF8.self)
        if errors.contains("Failed loading language") || errors.contains("Could not initialize tesseract") {
            throw .languageMissing
        }
        guard outcome.status == 0 else {
            throw .tesseractFailed(name: photo.name, detail: Self.firstProblem(in: errors))
        }
        return String(decoding: outcome.output, as: UTF8.self)
    }

    /// The first line of Tesseract's complaints that says something, made safe to show.
    static func firstProblem(in errors: String) -> String {
        let line = errors.split(whereSeparator: \.isNewline)
            .map { String($0).trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty && !$0.hasPrefix("Estimating resolution") && !$0.hasPrefix("Warning") } ?? ""
        return String(ImportedText.clean(line).prefix(200))
    }
}
