/// The RGB values xterm gives its 256 colour numbers, and the nearest number to an RGB value:
/// one table for the terminal backend (theme colours, picture cells) and the picture printer,
/// so a palette colour turned into RGB maps back to the same number.
public enum XtermPalette {
    /// The colour number nearest to (r, g, b) among what a terminal with `colors` colours offers:
    /// the cube and grey ramp (16...255) from 256 colours up, the 16 base colours from 16,
    /// otherwise the 8 base colours. The base colours are left out at 256 because users retheme them.
    public static func nearest(_ r: UInt8, _ g: UInt8, _ b: UInt8, colors: Int) -> Int {
        let candidates: Range<Int>
        if colors >= 256 {
            candidates = 16..<256
        } else if colors >= 16 {
            candidates = 0..<16
        } else {
            candidates = 0..<8
        }
        var best = candidates.lowerBound
        var bestDistance = Int.max
        for index in candidates {
            let (cr, cg, cb) = rgb(of: index)
            let dr = Int(r) - cr, dg = Int(g) - cg, db = Int(b) - cb
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
        }
        return best
    }

    /// The RGB value xterm gives colour number `index` (0...255).
    public static func rgb(of index: Int) -> (Int, Int, Int) {
        switch index {
        case ..<16:
            return baseColors[max(0, index)]
        case 16..<232:
            let cube = index - 16
            return (cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
        default:
            let grey = 8 + 10 * (min(index, 255) - 232)
            return (grey, grey, grey)
        }
    }

    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// xterm's default base colours; the closest thing to a standard that terminals share.
    private static let baseColors: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
}
