import CPictures
import Foundation

/// A page photo's pixels in grey, 0 (ink) to 255 (paper), decoded by gdk-pixbuf (through
/// CPictures, opened on first use): for looking again at a few words the OCR engine could not
/// read. Nil when the picture cannot be decoded here, or decodes to another size than its header
/// says (turned upright by an orientation tag: the engine's boxes would not fit it).
struct GrayPage {
    let width: Int
    let height: Int
    var pixels: [UInt8]

    init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    init?(_ photo: PagePhoto) {
        var decoded: OpaquePointer?
        let status = photo.data.withUnsafeBytes { raw -> SousPictureStatus in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return SOUS_PICTURE_UNREADABLE }
            return sous_image_decode(base, raw.count, Int32(photo.width), Int32(photo.height), Int64(PagePhoto.maximumPixels), &decoded)
        }
        guard status == SOUS_PICTURE_OK, let decoded else { return nil }
        defer { sous_image_free(decoded) }
        let width = Int(sous_image_width(decoded)), height = Int(sous_image_height(decoded))
        guard width == photo.width, height == photo.height else { return nil }
        var pixels = [UInt8](repeating: 255, count: width * height)
        let done = pixels.withUnsafeMutableBufferPointer { sous_image_gray(decoded, $0.baseAddress, $0.count) }
        guard done == 1 else { return nil }
        self.init(width: width, height: height, pixels: pixels)
    }

    subscript(x: Int, y: Int) -> UInt8 { pixels[y * width + x] }

    /// The part of the page inside `box` (clipped to the page); nil when nothing is left.
    func crop(_ box: PixelBox) -> GrayPage? {
        let left = max(0, Int(box.left.rounded(.down))), top = max(0, Int(box.top.rounded(.down)))
        let right = min(width, Int(box.right.rounded(.up))), bottom = min(height, Int(box.bottom.rounded(.up)))
        guard right > left, bottom > top else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity((right - left) * (bottom - top))
        for y in top..<bottom { out += pixels[(y * width + left)..<(y * width + right)] }
        return GrayPage(width: right - left, height: bottom - top, pixels: out)
    }

    /// The pixels of `shapes` (found in this picture) that lie in `columns`, alone on white, cut
    /// to their bounds; nil when none are left.
    func only(_ shapes: [InkShapes.Shape], columns: Range<Int>) -> GrayPage? {
        let kept = shapes.flatMap(\.pixels).filter { columns.contains($0 % width) }
        guard let first = kept.first else { return nil }
        var left = first % width, right = left, top = first / width, bottom = top
        for at in kept {
            left = min(left, at % width); right = max(right, at % width)
            top = min(top, at / width); bottom = max(bottom, at / width)
        }
        let outWidth = right - left + 1, outHeight = bottom - top + 1
        var out = GrayPage(width: outWidth, height: outHeight, pixels: [UInt8](repeating: 255, count: outWidth * outHeight))
        for at in kept { out.pixels[(at / width - top) * outWidth + (at % width - left)] = pixels[at] }
        return out
    }

    /// The picture `factor` times as large, each new pixel the bilinear mean of its neighbours.
    func scaled(by factor: Int) -> GrayPage {
        let newWidth = width * factor, newHeight = height * factor
        var out = [UInt8](repeating: 255, count: newWidth * newHeight)
        for y in 0..<newHeight {
            let sy = (Double(y) + 0.5) / Double(factor) - 0.5
            let y0 = min(max(Int(sy.rounded(.down)), 0), height - 1), y1 = min(y0 + 1, height - 1)
            let fy = min(max(sy - Double(y0), 0), 1)
            for x in 0..<newWidth {
                let sx = (Double(x) + 0.5) / Double(factor) - 0.5
                let x0 = min(max(Int(sx.rounded(.down)), 0), width - 1), x1 = min(x0 + 1, width - 1)
                let fx = min(max(sx - Double(x0), 0), 1)
                let top = Double(self[x0, y0]) * (1 - fx) + Double(self[x1, y0]) * fx
                let bottom = Double(self[x0, y1]) * (1 - fx) + Double(self[x1, y1]) * fx
                out[y * newWidth + x] = UInt8((top * (1 - fy) + bottom * fy).rounded())
            }
        }
        return GrayPage(width: newWidth, height: newHeight, pixels: out)
    }

    /// The grey level that best splits ink from paper (Otsu's method).
    func inkThreshold() -> UInt8 {
        var histogram = [Int](repeating: 0, count: 256)
        for value in pixels { histogram[Int(value)] += 1 }
        let total = Double(pixels.count)
        let sum = histogram.enumerated().reduce(0.0) { $0 + Double($1.offset * $1.element) }
        var below = 0.0, belowSum = 0.0, best = 0.0, threshold = 127
        for level in 0..<256 {
            below += Double(histogram[level])
            guard below > 0, below < total else { continue }
            belowSum += Double(level * histogram[level])
            let meanBelow = belowSum / below, meanAbove = (sum - belowSum) / (total - below)
            let between = below * (total - below) * (meanBelow - meanAbove) * (meanBelow - meanAbove)
            if between > best { best = between; threshold = level }
        }
        return UInt8(threshold)
    }

    /// A binary PGM file of the picture, which Tesseract (through Leptonica) reads.
    var pgm: Data {
        var data = Data("P5\n\(width) \(height)\n255\n".utf8)
        data.append(contentsOf: pixels)
        return data
    }
}
