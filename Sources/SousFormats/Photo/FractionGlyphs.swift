import Foundation

/// Reads from the picture itself the vulgar fractions Tesseract cannot ("%", "1%", "¥2" for ½, 1½:
/// its English model has no glyph for them). A fraction is the last glyph of the amount; its
/// numerator stands in the glyph's top left and its denominator in its bottom right, each an
/// ordinary digit that Tesseract reads once it is cut out and enlarged. All of a page's fractions
/// go to Tesseract together on one sheet, digits only, one row each. A fraction not read this way
/// keeps the engine's reading, which `AmountRepair` then guesses from (`FractionReadings`).
enum FractionGlyphs {
    /// One amount to read again: the word, its whole number, and its fraction's two halves.
    struct Candidate {
        var wordIndex: Int
        var whole: String
        var numerator: GrayPage
        var denominator: GrayPage
    }

    /// The sheet Tesseract reads: each half of each fraction on its own row, and the rows' spans.
    struct Sheet {
        var page: GrayPage
        /// Per candidate, the rows (top..<bottom) of its numerator and of its denominator.
        var rows: [(numerator: Range<Int>, denominator: Range<Int>)]
    }

    /// Characters Tesseract writes for a fraction it cannot read.
    static let misreadMarks: Set<Character> = ["%", "¥", "’", "‘", "“", "°"]
    /// The fractions a recipe's amounts use, numerator and denominator.
    static let fractions: Set<String> = ["1/2", "1/3", "2/3", "1/4", "3/4", "1/8", "3/8", "5/8", "7/8"]

    /// A word that may be a misread fraction: its index, and whether it was read as a number
    /// (then only a glyph drawn as a fraction is one).
    struct Suspect {
        var index: Int
        var readAsNumber: Bool
    }

    /// The words that open an engine line (after a bullet) and may be a misread fraction: a
    /// reading with a mark no amount has ("%", "¥2"), one the readings table knows, a short
    /// non-word before a unit ("ya cup", "v2 tsp"), and a number ("4" or "24" may be ¼ or ⅔, which only the
    /// picture tells apart).
    static func suspects(in words: [OCRWord], readings: FractionReadings = .standard) -> [Suspect] {
        var found: [Suspect] = []
        var seenLines = Set<[Int]>()
        for (index, word) in words.enumerated() {
            // An engine line may run across a column gap: the word after the gap opens a line too.
            let opens = seenLines.insert(word.lineKey).inserted || (index > 0 && words[index - 1].lineKey == word.lineKey
                && word.box.left - words[index - 1].box.right >= ReadingOrder.columnGap * max(word.box.height, words[index - 1].box.height))
            guard opens || (index > 0 && isBullet(words[index - 1]) && words[index - 1].lineKey == word.lineKey), !isBullet(word)
            else { continue }
            let text = word.text
            let nextIsUnit = index + 1 < words.count && words[index + 1].lineKey == word.lineKey
                && IngredientLineParser.unitIDs[words[index + 1].text.lowercased()] != nil
            let number = !text.isEmpty && text.count <= 3 && text.allSatisfy { $0.isASCII && $0.isNumber }
            let misread = text.count <= 5 && (readings.amounts[text] != nil || text.contains(where: misreadMarks.contains))
            // Not a number of any kind ("1.5", "5-6"): a word that starts with a letter or a mark.
            let nonWord = text.count <= 3 && nextIsUnit && text.first?.isNumber == false
            if misread || nonWord || number { found.append(Suspect(index: index, readAsNumber: number)) }
        }
        return found
    }

    /// The suspects whose fraction could be cut from `page`, with its halves.
    static func candidates(_ suspects: [Suspect], in words: [OCRWord], page: GrayPage) -> [Candidate] {
        suspects.compactMap { cut(words[$0.index], index: $0.index, from: page, mustLookLikeAFraction: $0.readAsNumber) }
    }

    static func isBullet(_ word: OCRWord) -> Bool {
        AmountRepair.bullets.contains(word.text) || AmountRepair.isBulletReading(word.text)
    }

    /// The word's fraction halves. The word's last run of inked columns is the fraction, the runs
    /// before it the whole number's digits. The slash is taken out of the fraction
    /// (`withoutSlash`); the largest shape above its middle is then the numerator and the largest
    /// below it the denominator, each cut out alone. When no shape stands apart, the glyph's
    /// top-left and bottom-right quarters stand in for them, except for a word read as a number,
    /// which must look like a fraction: a plain digit is one shape, or narrow.
    static func cut(_ word: OCRWord, index: Int, from page: GrayPage, mustLookLikeAFraction: Bool = false) -> Candidate? {
        guard word.box.height >= 8, word.box.width >= 4, let crop = page.crop(word.box) else { return nil }
        let threshold = crop.inkThreshold()
        let ink = crop.pixels.map { $0 <= threshold }
        // Columns with ink; a speck of noise is not a glyph.
        let minimumInk = max(1, crop.height / 12)
        let inked = (0..<crop.width).map { x in (0..<crop.height).filter { ink[$0 * crop.width + x] }.count >= minimumInk }
        let runs = Self.runs(in: 0..<crop.width) { inked[$0] }
        guard let fraction = runs.last, fraction.count >= 4 else { return nil }
        guard let glyph = InkShapes(ink: ink, width: crop.width, columns: fraction).bounds, glyph.height >= 6 else { return nil }
        let shapes = InkShapes(ink: withoutSlash(ink, width: crop.width, glyph: glyph, columns: fraction), width: crop.width, columns: fraction)
        let middle = Double(glyph.top) + Double(glyph.height) / 2
        let centre = { (shape: InkShapes.Shape) in Double(shape.bounds.top) + Double(shape.bounds.height) / 2 }
        // Each half's digit is its largest shape (what is left of a slash taken out is a sliver),
        // leaving out a slash that stands apart, spanning most of the glyph, when there is one.
        let largest = { (shapes: [InkShapes.Shape]) in shapes.max { $0.pixels.count < $1.pixels.count }.map { [$0] } ?? [] }
        let halves = { (shapes: [InkShapes.Shape]) in
            (largest(shapes.filter { centre($0) < middle }), largest(shapes.filter { centre($0) > middle }))
        }
        var (upper, lower) = halves(shapes.shapes.filter { $0.bounds.height * 10 < glyph.height * 6 })
        if upper.isEmpty || lower.isEmpty { (upper, lower) = halves(shapes.shapes) }
        let numerator: GrayPage?, denominator: GrayPage?
        if !upper.isEmpty, !lower.isEmpty {
            numerator = crop.only(upper, columns: fraction)
            denominator = crop.only(lower, columns: fraction)
            // A fraction's digits are small, and it is about as wide as it is tall, or (in a
            // monospaced face, where it is narrow) its halves are digits standing apart: each
            // taller than wide, the numerator up and to the left of the denominator. A digit cut
            // by its own diagonal ("2", "7") is narrow, and its parts are flat strokes.
            let small = { (part: GrayPage?) in (part?.height ?? glyph.height) * 100 <= glyph.height * 65 }
            let (top, bottom) = (upper[0].bounds, lower[0].bounds)
            let digitLike = { (part: InkShapes.Bounds) in part.height * 10 >= part.width * 9 && part.height * 4 >= glyph.height }
            let apart = digitLike(top) && digitLike(bottom)
                && (bottom.left + bottom.width / 2) - (top.left + top.width / 2) >= glyph.width / 4
                && top.top + top.height <= bottom.top + glyph.height / 10
            if mustLookLikeAFraction, (glyph.width * 4 < glyph.height * 3 && !apart) || !small(numerator) || !small(denominator) { return nil }
        } else if mustLookLikeAFraction {
            return nil
        } else {
            let halfWidth = (Double(fraction.count) * 0.55).rounded(.up), halfHeight = (Double(glyph.height) * 0.5).rounded(.up)
            numerator = crop.crop(PixelBox(left: Double(fraction.lowerBound), top: Double(glyph.top), width: halfWidth, height: halfHeight))
            denominator = crop.crop(PixelBox(left: Double(fraction.upperBound) - halfWidth, top: Double(glyph.top + glyph.height) - halfHeight,
                                             width: halfWidth, height: halfHeight))
        }
        guard let numerator, let denominator else { return nil }
        let digits = word.text.prefix(while: { $0.isASCII && $0.isNumber })
        return Candidate(wordIndex: index, whole: String(digits.prefix(runs.count - 1)), numerator: numerator, denominator: denominator)
    }

    /// `ink` without the fraction's slash: the straight stroke that rises to the right through
    /// the glyph's middle three fifths, found as the line through the most rows' runs of ink (two
    /// runs at a time make a line; the one most others lie on wins), is taken out from top to
    /// bottom, as wide as its runs, which leaves the numerator and the denominator apart.
    /// Unchanged when no such stroke crosses most of those rows (a plain digit).
    static func withoutSlash(_ ink: [Bool], width: Int, glyph: InkShapes.Bounds, columns: Range<Int>) -> [Bool] {
        struct Run { var y: Double, x: Double, width: Int }
        var runs: [Run] = []
        let rows = (glyph.top + glyph.height / 5)...(glyph.top + glyph.height * 4 / 5)
        for y in rows {
            for run in Self.runs(in: columns, where: { ink[y * width + $0] }) {
                runs.append(Run(y: Double(y), x: Double(run.lowerBound + run.upperBound - 1) / 2, width: run.count))
            }
        }
        guard runs.count >= 2, runs.count <= 400 else { return ink }
        var best: (slope: Double, through: Run, on: [Run])?
        for (i, a) in runs.enumerated() {
            for b in runs[(i + 1)...] where b.y - a.y >= Double(glyph.height) / 5 {
                // x as y grows: a slash that rises to the right has x falling.
                let slope = (b.x - a.x) / (b.y - a.y)
                guard slope < -0.15, slope > -3 else { continue }
                let on = runs.filter { abs($0.x - (a.x + slope * ($0.y - a.y))) <= 1.5 }
                if on.count > best?.on.count ?? 0 { best = (slope, a, on) }
            }
        }
        guard let best, Set(best.on.map(\.y)).count * 2 >= rows.count else { return ink }
        let halfStroke = Double(best.on.map(\.width).sorted()[best.on.count / 2]) / 2 + 1
        var cleaned = ink
        for y in glyph.top..<(glyph.top + glyph.height) {
            let x = best.through.x + best.slope * (Double(y) - best.through.y)
            for column in columns where abs(Double(column) - x) <= halfStroke { cleaned[y * width + column] = false }
        }
        return cleaned
    }

    /// The stretches of `range` where `isInked` holds, in order.
    static func runs(in range: Range<Int>, where isInked: (Int) -> Bool) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var start: Int?
        for x in range.lowerBound...range.upperBound {
            let inked = x < range.upperBound && isInked(x)
            if inked, start == nil { start = x }
            if !inked, let first = start { found.append(first..<x); start = nil }
        }
        return found
    }

    /// The halves, enlarged to about 48 pixels high, one to a row on white with room between.
    static func sheet(_ candidates: [Candidate]) -> Sheet {
        let margin = 32
        func enlarged(_ half: GrayPage) -> GrayPage { half.scaled(by: max(2, min(8, 48 / max(half.height, 1)))) }
        let halves = candidates.flatMap { [enlarged($0.numerator), enlarged($0.denominator)] }
        let width = (halves.map(\.width).max() ?? 0) + 2 * margin
        let height = halves.reduce(margin) { $0 + $1.height + margin }
        var page = GrayPage(width: width, height: height, pixels: [UInt8](repeating: 255, count: width * height))
        var spans: [Range<Int>] = []
        var y = margin
        for half in halves {
            for row in 0..<half.height {
                let target = (y + row) * width + margin
                page.pixels.replaceSubrange(target..<(target + half.width), with: half.pixels[(row * half.width)..<((row + 1) * half.width)])
            }
            spans.append(y..<(y + half.height))
            y += half.height + margin
        }
        let rows = stride(from: 0, to: spans.count, by: 2).map { (numerator: spans[$0], denominator: spans[$0 + 1]) }
        return Sheet(page: page, rows: rows)
    }

    /// `words` with each candidate whose halves the sheet's reading gives as a fraction recipes
    /// use written as that amount ("1 1/2"), at the lower of the two digits' confidences. When
    /// only one half reads, the other is the one recipes use most with it (a thin "1" is the
    /// digit Tesseract most often misses alone): certain when only one fraction has that half
    /// ("2" over nothing is ⅔, nothing over "2" is ½), else a guess, at a confidence that marks
    /// the line for checking.
    static func applying(_ sheetWords: [OCRWord], on sheet: Sheet, candidates: [Candidate], to words: [OCRWord]) -> [OCRWord] {
        func digit(in span: Range<Int>) -> (text: String, confidence: Double)? {
            let read = sheetWords.filter { span.contains(Int($0.box.midY)) }
            let text = read.map(\.text).joined()
            guard text.count == 1, text.first?.isNumber == true else { return nil }
            return (text, read.map(\.confidence).min() ?? 0)
        }
        var result = words
        for (candidate, rows) in zip(candidates, sheet.rows) {
            let numerator = digit(in: rows.numerator), denominator = digit(in: rows.denominator)
            let fraction: String, confidence: Double
            if let numerator, let denominator {
                fraction = "\(numerator.text)/\(denominator.text)"
                confidence = min(numerator.confidence, denominator.confidence)
            } else if let read = numerator ?? denominator, let likely = (numerator == nil ? likelyOver : likelyUnder)[read.text] {
                fraction = likely
                let alone = fractions.filter { numerator == nil ? $0.hasSuffix("/" + read.text) : $0.hasPrefix(read.text + "/") }
                confidence = alone.count == 1 ? read.confidence : min(read.confidence, guessConfidence)
            } else {
                continue
            }
            guard fractions.contains(fraction) else { continue }
            result[candidate.wordIndex].text = (candidate.whole.isEmpty ? "" : candidate.whole + " ") + fraction
            result[candidate.wordIndex].confidence = confidence
        }
        return result
    }

    /// The fraction recipes use most with this denominator, and with this numerator (from the
    /// shares the labelled ingredient lines give: ½ 56%, ¼ 22%, ¾ 11%, ⅓ 7%, ⅔ 3%, ⅛ 1.5%).
    static let likelyOver: [String: String] = ["2": "1/2", "3": "1/3", "4": "1/4", "8": "1/8"]
    static let likelyUnder: [String: String] = ["1": "1/2", "2": "2/3", "3": "3/4", "5": "5/8", "7": "7/8"]
    /// A word's confidence (Tesseract's 0-100) low enough to mark its line for checking.
    static let guessConfidence = 30.0
}
