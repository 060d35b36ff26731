import Foundation
import SousCore
import SousApp
import SousFormats
import SousPictures
import SousTUI

/// One parser under fuzzing. Each feeds the input to the parser's public entry point the way sous
/// itself would, and throws the result away: the fuzzer only looks for crashes, hangs and memory.
enum FuzzTarget: String, CaseIterable, Sendable {
    case cooklang
    case ingredientLine = "ingredient-line"
    case quantity
    case plainText = "plain-text"
    case json
    case webPage = "web-page"
    case paprika
    case theme
    /// The allergen detector on an ingredient line, and the dictionary and swap-table parsers.
    case allergens
    /// The picture decoder (gdk-pixbuf's loaders) and libchafa on any bytes: each must refuse or
    /// draw, never crash, hang or allocate past the fuzzer's memory limit.
    case picture
    /// A video's caption (pasted text), its yt-dlp `.info.json` and its `.vtt`/`.srt` subtitles.
    case video

    func run(_ data: Data) {
        switch self {
        case .cooklang:
            _ = try? CooklangImporter.recipe(from: Self.text(data), fileName: "fuzz.cook")
        case .ingredientLine:
            _ = IngredientLineParser.parse(Self.text(data))
        case .quantity:
            let text = Self.text(data)
            _ = QuantityParser.parse(text)
            _ = QuantityParser.parseLeading(text[...])
        case .plainText:
            _ = PlainTextImporter.recipe(from: Self.text(data))
        case .json:
            _ = try? RecipeJSONReader.recipes(from: data, name: "fuzz.json")
        case .webPage:
            _ = WebPageImporter.recipes(from: data, pageURL: "https://example.com/recipe")
        case .paprika:
            // Archives (.paprikarecipes) start with "PK"; a single recipe is gzip or bare JSON.
            if data.starts(with: [0x50, 0x4B]) {
                _ = try? PaprikaImporter.recipes(fromArchive: data, name: "fuzz.paprikarecipes")
            } else {
                _ = try? PaprikaImporter.recipe(fromGzip: data, name: "fuzz.paprikarecipe")
            }
        case .theme:
            // ThemeLoader refuses files that are not UTF-8 before parsing, so only text reaches ThemeFile.
            guard let text = String(validating: data, as: UTF8.self) else { return }
            _ = try? ThemeFile.parse(text, name: "fuzz", path: "fuzz.toml")
        case .allergens:
            let text = Self.text(data)
            _ = AllergenDetector.standard.check(line: text)
            _ = (try? AllergenDetector(dictionaryText: text))?.check(line: "2 tbsp peanut butter")
            _ = try? SwapTable(parsing: text)
        case .picture:
            // Straight to the decoder, not through RecipeImage, so bytes of no known format are tried too;
            // a lower size cap than the app's keeps each run within libFuzzer's time and memory limits.
            guard let decoded = try? DecodedImage(data, fitWidth: 160, fitHeight: 128, maximumPixels: 2_000_000) else { return }
            _ = try? PictureRenderer.draw(decoded, in: PictureSize(columns: 20, rows: 8), mode: .palette256)
        case .video:
            // The same bytes as subtitles, as an info file, and (with hashtags to be taken for one) as a caption.
            _ = try? RecipeImporter.read(data, name: "fuzz.en.vtt")
            _ = try? RecipeImporter.read(data, name: "fuzz.info.json")
            _ = try? RecipeImporter.read(Data("#fyp #recipe\n".utf8) + data, name: "fuzz.txt")
        }
    }

    /// Lossy decoding, so every byte string reaches the parser (stricter than the file reader,
    /// which refuses invalid UTF-8 and NUL bytes before a parser sees them).
    static func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
}
