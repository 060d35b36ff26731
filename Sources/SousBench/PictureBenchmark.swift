import Foundation
import SousApp
import SousCore
import SousPictures
import SousStore
import SousTUI

/// Pictures: decoding and drawing a typical photo off the loop, the detail view's first frame once
/// its picture is drawn, and what a picture on cook mode's first step costs each timer tick.
enum PictureBenchmark {
    static let detailSize = TerminalSize(columns: 120, rows: 40)
    /// The size and colours of the cook-mode benchmark's pseudo-terminal (xterm-256color).
    static let cookSize = TerminalSize(columns: 100, rows: 30)

    static func run(into table: inout ResultTable) throws {
        guard let photo = SamplePicture.image(width: 800, height: 600, format: .jpeg),
              let large = SamplePicture.image(width: 4000, height: 3000, format: .jpeg) else {
            throw BenchError("gdk-pixbuf could not encode the sample JPEGs")
        }
        let box = PictureLayout.detailFrame(for: detailSize)!.box
        table.add("pictures", "sample photo", "800x600 JPEG, \(Format.count(photo.data.count)) bytes; detail box \(box.columns)x\(box.rows)")

        // Off the loop: decoding and drawing, apart and together.
        let decode = LatencyStats(try (0..<20).map { _ in
            try Stopwatch.time { () throws(PictureError) in _ = try DecodedImage(photo.data, fitWidth: box.columns * 8, fitHeight: box.rows * 16) }.1 * 1000
        })
        let decoded = try DecodedImage(photo.data, fitWidth: box.columns * 8, fitHeight: box.rows * 16)
        table.add("pictures", "  decode, scaled to \(decoded.width)x\(decoded.height) (median of 20)", Format.number(decode.median, digits: 2) + " ms")
        for mode in [PictureColorMode.truecolor, .palette256, .palette16] {
            let draw = LatencyStats(try (0..<20).map { _ in
                try Stopwatch.time { () throws(PictureError) in _ = try PictureRenderer.draw(decoded, in: box, mode: mode) }.1 * 1000
            })
            table.add("pictures", "  chafa draw \(box.columns)x\(box.rows), \(mode.rawValue) (median of 20)", Format.number(draw.median, digits: 2) + " ms")
        }
        let whole = LatencyStats(try (0..<20).map { _ in
            try Stopwatch.time { () throws(PictureError) in _ = try PictureRenderer.render(photo, in: box, mode: .palette256) }.1 * 1000
        })
        table.add("pictures", "decode + draw at the detail size, 256 colours (median of 20)", Format.number(whole.median, digits: 2) + " ms")
        let big = LatencyStats(try (0..<5).map { _ in
            try Stopwatch.time { () throws(PictureError) in _ = try PictureRenderer.render(large, in: box, mode: .palette256) }.1 * 1000
        })
        table.add("pictures", "  4000x3000 JPEG (\(Format.count(large.data.count)) bytes), median of 5", Format.number(big.median, digits: 2) + " ms")
        let hugeHeader = RecipeImage(data: hugePNGHeader())!
        let (refusal, refusalSeconds) = Stopwatch.time { Result { () throws(PictureError) in try PictureRenderer.render(hugeHeader, in: box, mode: .palette256) } }
        table.add("pictures", "20000x20000 PNG header: refused", Format.number(refusalSeconds * 1000, digits: 2) + " ms",
                  target: "refused", verdict: (try? refusal.get()) == nil ? .met : .missed)

        // On the loop: the frame that opens the recipe, the picture already drawn once.
        let recipe = try benchRecipe(image: photo)
        let library = libraryState(size: detailSize)
        let picture = try PictureRenderer.render(photo, in: box, mode: .palette256)
        var cached = library
        let key = PictureKey(recipeID: recipe.id, image: photo, size: box, mode: .palette256)
        cached.pictures.store(.picture(picture), for: key)
        // The first recipe opened in a process loads the allergen and nutrition tables: not a picture's cost.
        _ = openAndRender(recipe, from: library)
        let hit = LatencyStats((0..<50).map { _ in openAndRender(recipe, from: cached) })
        table.atMost("pictures", "detail 120x40 with a picture, first frame, picture drawn before (median of 50)", hit.median,
                     limit: 30, unit: "ms", digits: 2)
        table.add("pictures", "  max of 50", Format.number(hit.max, digits: 2) + " ms")
        let miss = LatencyStats((0..<50).map { _ in openAndRender(recipe, from: library) })
        table.add("pictures", "  first draw of that recipe: frame with the box kept (median)", Format.number(miss.median, digits: 2) + " ms")
        var plainRecipe = recipe
        plainRecipe.image = nil
        let plain = LatencyStats((0..<50).map { _ in openAndRender(plainRecipe, from: library) })
        table.add("pictures", "  same recipe without a picture (median)", Format.number(plain.median, digits: 2) + " ms")

        // Cook mode's first step with five timers: a minute of ticks, reduced and rendered in process.
        let withPicture = try cookMinute(recipe: recipe, picture: true)
        let without = try cookMinute(recipe: recipe, picture: false)
        table.add("pictures", "cook 100x30, five timers, step 1: reduce + render CPU per minute, with / without picture",
                  Format.number(withPicture.cpuMilliseconds, digits: 1) + " / " + Format.number(without.cpuMilliseconds, digits: 1) + " ms")
        table.add("pictures", "  cells changed per tick, with / without picture",
                  Format.number(withPicture.changedCellsPerTick, digits: 1) + " / " + Format.number(without.changedCellsPerTick, digits: 1))
        table.add("pictures", "  picture cells on screen", "\(withPicture.pictureCells)")
    }

    /// Opens `recipe` from the library state as the app does when its load comes back, and renders
    /// the frame: milliseconds.
    static func openAndRender(_ recipe: Recipe, from library: AppState) -> Double {
        var state = library
        let watch = Stopwatch()
        _ = reduce(&state, .recipeLoaded(recipe))
        let canvas = AppScreen.render(state, theme: .kitchen)
        let elapsed = watch.elapsedMilliseconds
        precondition(canvas.width == state.size.columns)
        return elapsed
    }

    static func libraryState(size: TerminalSize) -> AppState {
        var state = AppState(size: size)
        state.pictures.mode = .palette256
        let items = (1...40).map { RecipeSummary(id: Int64($0), title: "Recipe \($0)", category: "dinner", totalMinutes: 30) }
        _ = reduce(&state, .libraryLoaded(LibraryPage(query: LibraryQuery(), offset: 0, total: items.count, items: items)))
        return state
    }

    /// A full recipe from the sample library, with the photo.
    static func benchRecipe(image: RecipeImage) throws -> Recipe {
        guard var recipe = SampleLibrary.recipes(count: 1, seed: 42).first else { throw BenchError("no sample recipe") }
        recipe.id = 1
        recipe.image = image
        return recipe
    }

    struct CookMinute {
        var cpuMilliseconds: Double
        var changedCellsPerTick: Double
        var pictureCells: Int
    }

    /// Sixty one-second ticks of cook mode on step 1 with five running timers.
    static func cookMinute(recipe: Recipe, picture: Bool) throws -> CookMinute {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        var state = AppState(size: cookSize, now: start)
        state.pictures.mode = .palette256
        var cooked = recipe
        if !picture { cooked.image = nil }
        _ = reduce(&state, .cook(.open(cooked, servings: nil)))
        state.timers.timers = ["Simmer", "pasta", "Bake", "rice", "eggs"].enumerated().map { index, label in
            KitchenTimer(id: Int64(index + 1), label: label, durationSeconds: 600 * (index + 1),
                         endsAt: start.addingTimeInterval(Double(600 * (index + 1))))
        }
        var pictureCells = 0
        if let slot = PictureLayout.cookSlot(in: state) {
            let drawn = try PictureRenderer.render(slot.image, in: slot.key.size, mode: .palette256)
            _ = reduce(&state, .pictureRendered(slot.key, drawn))
            pictureCells = drawn.cells.count
        }
        var previous = AppScreen.render(state, theme: .kitchen)
        var changed = 0
        let cpu0 = ProcessCPUTime.seconds()
        for second in 1...60 {
            _ = reduce(&state, .ticked(now: start.addingTimeInterval(Double(second))))
            let canvas = AppScreen.render(state, theme: .kitchen)
            changed += zip(canvas.cells, previous.cells).filter { $0 != $1 }.count
            previous = canvas
        }
        return CookMinute(cpuMilliseconds: (ProcessCPUTime.seconds() - cpu0) * 1000, changedCellsPerTick: Double(changed) / 60,
                          pictureCells: pictureCells)
    }

    /// A PNG whose header claims 20000x20000 RGBA pixels: refused before any are allocated.
    static func hugePNGHeader() -> Data {
        func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> UInt32($0)) & 0xFF) } }
        func crc32(_ bytes: [UInt8]) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return ~crc
        }
        let header = Array("IHDR".utf8) + bigEndian(20000) + bigEndian(20000) + [8, 6, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + header + bigEndian(crc32(header)))
    }
}
