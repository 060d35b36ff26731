import Foundation
import Testing
@testable import SousFormats
import SousTestSupport

/// The Tesseract program as sous runs it, replaced by small scripts that misbehave as it could
/// (a missing language, a hang, endless output, a crash); and once for real where it is installed.
@Suite struct TesseractReaderTests {
    let photo = try! PagePhoto(data: TestPhotoBytes.png(width: 800, height: 1000), name: "page.png")

    /// A folder holding a `tesseract` script with `body`, for PATH.
    func fakeTesseract(_ body: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-fake-tesseract-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try ExecutableScript.write(body, to: folder.appendingPathComponent("tesseract"))
        return folder
    }

    func reader(_ folder: URL, timeout: TimeInterval = 10) -> TesseractReader {
        TesseractReader(environment: ["PATH": folder.path + ":/usr/bin:/bin"], timeout: timeout)
    }

    /// A page whose blocks the engine got wrong (a column of amounts read as one tall line) is
    /// read again as one block of lines, and that reading kept.
    @Test func aPageWithALineManyLinesTallIsReadAgainAsOneBlock() throws {
        let folder = try fakeTesseract("""
        [ "$4" = "1" ] && mode=blocks || mode=lines
        for i in 1 2 3 4 5 6 7 8 9 10 11 12; do
          printf '5\t1\t1\t1\t%s\t1\t100\t%s\t80\t20\t90\t%s\n' "$i" "$((i * 40))" "$mode"
        done
        # The amounts: one tall line in blocks, each on its line in lines.
        if [ "$mode" = blocks ]; then
          printf '5\t1\t2\t1\t1\t1\t10\t40\t20\t20\t40\t3\n5\t1\t2\t1\t1\t2\t10\t480\t20\t20\t40\t1\n'
        else
          for i in 1 2 3 4 5 6 7 8 9 10 11 12; do printf '5\t1\t1\t1\t%s\t2\t10\t%s\t20\t20\t90\t2\n' "$i" "$((i * 40))"; done
        fi
        exit 0
        """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let words = try reader(folder).words(in: photo)
        #expect(Set(words.map(\.text)) == ["lines", "2"])
        #expect(!TesseractReader.hasTallLine(words))
    }

    @Test func theImageTheTSVAndOneThreadAreAskedFor() throws {
        // Echoes its arguments and environment back as one word each.
        let folder = try fakeTesseract("""
        [ -f "$1" ] || exit 3
        printf '5\\t1\\t1\\t1\\t1\\t1\\t10\\t10\\t20\\t20\\t90\\t%s\\n' "$2" "$3" "$4" "$5" "$6" "$7" "OMP=$OMP_THREAD_LIMIT" "$1"
        """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let words = try reader(folder).words(in: photo)
        #expect(words.dropLast().map(\.text) == ["stdout", "--psm", "1", "-l", "eng", "tsv", "OMP=1"])
        // The photo went in a private temporary folder, gone afterwards.
        let image = URL(fileURLWithPath: try #require(words.last?.text))
        #expect(image.lastPathComponent == "page.png")
        #expect(!FileManager.default.fileExists(atPath: image.deletingLastPathComponent().path))
    }

    @Test func aMissingLanguageSaysWhatToInstall() throws {
        let folder = try fakeTesseract("echo \"Error opening data file /usr/share/tesseract-ocr/5/tessdata/eng.traineddata\" >&2\necho \"Failed loading language 'eng'\" >&2\nexit 1")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: PhotoImportError.languageMissing) { try reader(folder).words(in: photo) }
    }

    @Test func aFailureGivesTheEnginesFirstComplaintMadeSafe() throws {
        let folder = try fakeTesseract("echo 'Estimating resolution as 300' >&2\nprintf 'Error in pixReadStream: \\033[31mUnknown format\\n' >&2\nexit 1")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: PhotoImportError.tesseractFailed(name: "page.png", detail: "Error in pixReadStream: Unknown format")) {
            try reader(folder).words(in: photo)
        }
    }

    @Test func aHangIsStoppedAtTheTimeLimit() throws {
        let folder = try fakeTesseract("exec sleep 30")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The engine sleeps 30 s: only the time limit gives this error.
        #expect(throws: PhotoImportError.timedOut(name: "page.png", seconds: 1)) { try reader(folder, timeout: 1).words(in: photo) }
    }

    @Test func cancellingStopsTesseractAtOnce() throws {
        let folder = try fakeTesseract("exec sleep 30")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cancellation = FetchCancellation()
        var reader = reader(folder, timeout: 20)
        reader.cancellation = cancellation
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { cancellation.cancel() }
        // The engine sleeps 30 s and the limit is 20 s: only the cancel gives this error.
        #expect(throws: PhotoImportError.cancelled(name: "page.png")) { try reader.words(in: photo) }
    }

    @Test func endlessOutputIsStoppedAtTheCap() throws {
        let folder = try fakeTesseract("exec yes '5\t1\t1\t1\t1\t1\t10\t10\t20\t20\t90\tsalt'")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: PhotoImportError.outputTooLarge(name: "page.png")) { try reader(folder).words(in: photo) }
    }

    @Test(.enabled(if: OCRTools.present, OCRTools.missing))
    func theRealTesseractReadsADrawnLine() throws {
        let renderer = try #require(PageImageRenderer.found)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-ocr-pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("line.png")
        let drawn = try ProgramRun.run(renderer.program + ["-size", "900x200", "xc:white", "-font", "DejaVu-Sans", "-pointsize", "48",
                                                            "-fill", "black", "-annotate", "+40+120", "200 g plain flour", picture.path])
        #expect(drawn.status == 0, "\(drawn.errors)")
        let page = try PagePhoto(data: Data(contentsOf: picture), name: "line.png")
        let words = try TesseractReader().words(in: page)
        #expect(words.map(\.text) == ["200", "g", "plain", "flour"])
        #expect(words.allSatisfy { $0.confidence > 50 })
    }
}
