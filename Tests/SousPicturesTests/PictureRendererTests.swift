import Foundation
import SousApp
import SousCore
import SousPictures
import Testing

@Suite struct PictureRendererTests {
    static let box = PictureSize(columns: 40, rows: 15)

    @Test(arguments: [SamplePicture.Format.jpeg, .png, .webp])
    func drawsEachFormatWithinTheBoxKeepingItsShape(_ format: SamplePicture.Format) throws {
        let image = try #require(SamplePicture.image(width: 800, height: 600, format: format))
        let picture = try PictureRenderer.render(image, in: Self.box, mode: .truecolor)
        // 4:3 in cells twice as tall as wide: 40 columns take 15 rows.
        #expect(picture.columns == 40)
        #expect(picture.rows == 15)
        #expect(picture.cells.allSatisfy { $0.character.unicodeScalars.count == 1 && DisplayWidth.of($0.character) == 1 })
        // The plate in the middle is warm (red above blue), the corner is the cool gradient.
        let middle = try #require(picture[20, 7].background)
        #expect(middle.red > 200 && middle.blue < 100)
        let corner = try #require(picture[0, 0].background)
        #expect(corner.blue > corner.red)
    }

    @Test func aTallPictureKeepsItsShapeInAWideBox() throws {
        let image = try #require(SamplePicture.image(width: 300, height: 900, format: .png))
        let picture = try PictureRenderer.render(image, in: Self.box, mode: .truecolor)
        #expect(picture.rows == 15)
        #expect(picture.columns < 15)
    }

    @Test func aSmallPictureIsEnlargedToTheBox() throws {
        let image = try #require(SamplePicture.image(width: 80, height: 60, format: .png))
        let picture = try PictureRenderer.render(image, in: Self.box, mode: .truecolor)
        #expect(picture.columns == 40)
    }

    @Test(arguments: [(PictureColorMode.palette256, 256, 16..<256), (.palette16, 16, 0..<16), (.palette8, 8, 0..<8)])
    func paletteModesUseColoursTheBackendMapsBackExactly(_ mode: PictureColorMode, _ colors: Int, _ range: Range<Int>) throws {
        let image = try #require(SamplePicture.image(format: .jpeg))
        let picture = try PictureRenderer.render(image, in: Self.box, mode: mode)
        for color in picture.cells.flatMap({ [$0.foreground, $0.background] }).compactMap({ $0 }) {
            let index = XtermPalette.nearest(color.red, color.green, color.blue, colors: colors)
            #expect(range.contains(index))
            #expect(PictureColor(paletteIndex: index) == color)
        }
    }

    @Test func transparentPartsHaveNoBackground() throws {
        let data = try #require(SamplePicture.data(width: 800, height: 600, format: .png, transparent: true))
        let picture = try PictureRenderer.render(try #require(RecipeImage(data: data)), in: Self.box, mode: .truecolor)
        // The sample's left quarter is transparent.
        #expect(picture[1, 7].background == nil)
        #expect(picture[20, 7].background != nil)
    }

    @Test func anAnimatedGIFShowsItsFirstFrame() throws {
        let image = try #require(RecipeImage(data: HandMadePictures.twoFrameGIF))
        let picture = try PictureRenderer.render(image, in: PictureSize(columns: 4, rows: 2), mode: .truecolor)
        let color = try #require(picture[0, 0].background ?? picture[0, 0].foreground)
        #expect(color.red > 200 && color.blue < 50)
    }

    @Test(arguments: [
        Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]),
        Data([0xFF, 0xD8, 0xFF]) + Data(repeating: 0x41, count: 5000),
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(repeating: 0, count: 100),
        Data("GIF89a".utf8) + Data([0x02, 0x00, 0x02, 0x00]) + Data(repeating: 0xFF, count: 40),
        Data("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8) + Data(repeating: 7, count: 64),
    ])
    func brokenBytesAreUnreadable(_ data: Data) throws {
        let image = try #require(RecipeImage(data: data))
        #expect(throws: PictureError.unreadable) { try PictureRenderer.render(image, in: Self.box, mode: .truecolor) }
    }

    @Test func aTruncatedJPEGNeverCrashes() throws {
        let data = try #require(SamplePicture.data(width: 800, height: 600, format: .jpeg))
        for length in [4, 200, data.count / 3, data.count / 2, data.count - 2] {
            let image = try #require(RecipeImage(data: data.prefix(length)))
            // libjpeg fills what is missing with grey, as browsers show it; a stub is unreadable.
            if let picture = try? PictureRenderer.render(image, in: Self.box, mode: .palette256) {
                #expect(picture.columns <= 40 && picture.rows <= 15)
            } else {
                #expect(length < data.count / 3)
            }
        }
    }

    @Test func aTruncatedPNGShowsOnlyTheRowsThatArrived() throws {
        let data = try #require(SamplePicture.data(width: 800, height: 600, format: .png))
        let image = try #require(RecipeImage(data: data.prefix(data.count / 2)))
        let picture = try PictureRenderer.render(image, in: Self.box, mode: .truecolor)
        #expect(picture.columns == 40)
        #expect(picture.rows < 15)
    }

    @Test func aHugePNGHeaderIsRefusedBeforeItsPixelsAreAllocated() throws {
        let image = try #require(RecipeImage(data: HandMadePictures.hugePNG(width: 20000, height: 20000)))
        #expect(throws: PictureError.tooLarge(width: 20000, height: 20000)) {
            try PictureRenderer.render(image, in: Self.box, mode: .truecolor)
        }
    }

    @Test func aHugeGIFHeaderIsRefused() throws {
        let image = try #require(RecipeImage(data: HandMadePictures.hugeGIF(width: 30000, height: 30000)))
        #expect(throws: PictureError.tooLarge(width: 30000, height: 30000)) {
            try PictureRenderer.render(image, in: Self.box, mode: .truecolor)
        }
    }

    @Test(arguments: [PictureSize(columns: 0, rows: 10), PictureSize(columns: 10, rows: 0), PictureSize(columns: -3, rows: -3)])
    func noRoomDrawsNothing(_ size: PictureSize) throws {
        let image = try #require(SamplePicture.image(format: .png))
        #expect(throws: PictureError.noRoom) { try PictureRenderer.render(image, in: size, mode: .truecolor) }
    }

    @Test func aLargePhotoIsScaledWhileDecoding() throws {
        let data = try #require(SamplePicture.data(width: 4000, height: 3000, format: .jpeg))
        let decoded = try DecodedImage(data, fitWidth: 320, fitHeight: 240)
        #expect(decoded.sourceWidth == 4000)
        #expect(decoded.width == 320 && decoded.height == 240)
    }
}
