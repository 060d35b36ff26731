import Foundation

/// How far a photo of a page is turned, and the words' boxes turned back. A page photographed a
/// few degrees off (or sideways) still has its text in lines, and the OCR engine reports its words
/// in reading order along each line; the direction from a line's first word to its last is the
/// direction of the text. Column detection then works on straight lines: on a page turned 2°, a
/// line 2,000 pixels long climbs 70 pixels, more than a line's height.
enum PageSkew {
    /// The direction of the text lines, in radians from the x-axis (y downwards): the median over
    /// lines of two or more words long enough to measure; 0 when none is.
    static func angle(of lines: [[OCRWord]]) -> Double {
        var angles: [Double] = []
        var shortAngles: [Double] = []
        for words in lines where words.count >= 2 {
            guard let first = words.first?.box, let last = words.last?.box else { continue }
            let dx = last.midX - first.midX, dy = last.midY - first.midY
            let span = (dx * dx + dy * dy).squareRoot()
            let size = min(first.width, first.height, last.width, last.height)
            guard span > 0 else { continue }
            let angle = atan2(dy, dx)
            if span >= 4 * max(size, 1) { angles.append(angle) } else { shortAngles.append(angle) }
        }
        let chosen = angles.count >= 2 ? angles : angles + shortAngles
        guard !chosen.isEmpty else { return 0 }
        return circularMedian(chosen)
    }

    /// The median of angles near each other, measured around the first so that angles either side
    /// of ±180° do not average to 0.
    private static func circularMedian(_ angles: [Double]) -> Double {
        let reference = angles[0]
        let offsets = angles.map { remainder($0 - reference, 2 * .pi) }.sorted()
        return reference + offsets[offsets.count / 2]
    }

    /// The word with its box in the page turned back by `angle`: the box's centre is rotated, and
    /// its size is that of the word's own (unturned) box.
    static func straighten(_ word: OCRWord, by angle: Double) -> OCRWord {
        guard angle != 0 else { return word }
        let c = cos(angle), s = sin(angle)
        let box = word.box
        let x = box.midX * c + box.midY * s
        let y = -box.midX * s + box.midY * c
        // A turned box's bounds are wider and taller than the word: undo that for the part of the
        // angle past the nearest quarter turn (a quarter turn swaps width and height).
        let quarters = (angle / (.pi / 2)).rounded()
        let rest = angle - quarters * .pi / 2
        var (w, h) = Int(quarters).isMultiple(of: 2) ? (box.width, box.height) : (box.height, box.width)
        let rs = abs(sin(rest)), rc = max(abs(cos(rest)), 0.5)
        (w, h) = (max(w - h * rs, w / 2) / rc, max(h - w * rs, h / 2) / rc)
        var straightened = word
        straightened.box = PixelBox(left: x - w / 2, top: y - h / 2, width: w, height: h)
        return straightened
    }
}
